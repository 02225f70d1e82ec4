import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../design-system/Button';
import { FairnessPanel } from '../FairnessPanel';
import { sessionId } from '../fixtures';
import { RulesSheet, type RulesSheetProps } from './RulesSheet';

const openChanged = fn();

/** The sheet as the frame holds it: a button opens it. */
function WithTrigger(props: RulesSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Rules</Button>
      <RulesSheet
        {...props}
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          props.onOpenChange(o);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Game client/Frame/Rules sheet',
  component: RulesSheet,
  args: {
    open: false,
    onOpenChange: openChanged,
    title: 'Rules',
    children: <p>Pick five numbers from 1 to 35. Three or more matches win; five matches win the jackpot.</p>,
    fairness: <FairnessPanel sessionId={sessionId} roundId="LT-000000000007" />,
  },
  argTypes: { children: { control: false }, fairness: { control: false } },
  beforeEach: () => {
    openChanged.mockClear();
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof RulesSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any game's rules (here a lottery's) with the fairness panel under them; Escape closes it. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rules' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Rules' });
    await expect(sheet).toHaveTextContent('Pick five numbers');
    await expect(within(sheet).getByRole('region', { name: 'Fairness' })).toHaveTextContent('LT-000000000007');
    await userEvent.keyboard('{Escape}');
    await expect(openChanged).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Rules' })).toBeVisible();
  },
};

/** A game without a fairness panel yet shows its rules alone. */
export const WithoutFairness: Story = {
  args: { open: true, fairness: undefined },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Rules' });
    await expect(within(sheet).queryByRole('region', { name: 'Fairness' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { open: true, title: '规则', children: <p>从 1 到 35 中选择五个号码。</p> },
  play: async () => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    const sheet = await within(document.body).findByRole('dialog', { name: '规则' });
    await expect(await within(sheet).findByRole('region', { name: '公平性' })).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { open: true },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Rules' })).toBeVisible();
  },
};

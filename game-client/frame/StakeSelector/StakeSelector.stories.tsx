import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { onGameStage } from '../fixtures';
import { StakeSelector, type StakeSelectorProps } from './StakeSelector';

const changed = fn();

/** The selector as a game holds it: the chosen stake in state. */
function Controlled(props: StakeSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StakeSelector
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Game client/Frame/Stake selector',
  component: StakeSelector,
  decorators: [onGameStage],
  args: { stakes: [10, 20, 50, 100, 200, 500], value: 10, currencySymbol: '¥', onChange: changed },
  beforeEach: () => {
    changed.mockClear();
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StakeSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the smallest stake only "raise" works; each step moves along the game's list. */
export const Smallest: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Stake' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lower the stake' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the stake' }));
    await expect(changed).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('¥0.20');
    await userEvent.click(canvas.getByRole('button', { name: 'Lower the stake' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('¥0.10');
  },
};

export const Largest: Story = {
  args: { value: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Raise the stake' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Lower the stake' })).toBeEnabled();
  },
};

/** While a round runs neither button works. */
export const Disabled: Story = {
  args: { value: 50, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Raise the stake' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Lower the stake' })).toBeDisabled();
  },
};

/** A large stake still fits between the buttons. */
export const LongAmount: Story = {
  args: { stakes: [10, 5_000_000], value: 5_000_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('¥50,000.00');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('button', { name: '提高投注' })).toBeEnabled();
    await expect(canvas.getByRole('group', { name: '投注' })).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { value: 50 } };

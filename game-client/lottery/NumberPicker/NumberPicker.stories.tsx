import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { NumberPicker, type NumberPickerProps } from './NumberPicker';

function Stateful(props: NumberPickerProps) {
  const [value, setValue] = useState<number[]>([...props.value]);
  return <NumberPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Game client/Lottery/Number picker',
  component: NumberPicker,
  decorators: [onGameStage],
  args: {
    pick: { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: false, odds: 16_000 },
    value: [],
    onChange: () => undefined,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NumberPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A box pick: three distinct digits; once three are picked the rest are disabled until one is unpicked. */
export const Box: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const n of ['1', '2', '3']) await userEvent.click(canvas.getByRole('button', { name: n }));
    await expect(canvas.getByText('3 of 3 picked')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '9' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(canvas.getByRole('button', { name: '9' })).toBeEnabled();
  },
};

/** A straight pick: positions fill in order, repeats allowed; a tap on a position clears it and those after. */
export const Straight: Story = {
  args: { pick: { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: true, odds: 98_000 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await userEvent.click(canvas.getByRole('button', { name: '0' }));
    await expect(canvas.getByRole('button', { name: 'Position 3: 0. Clear from here' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '5' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Position 2: 7. Clear from here' }));
    await expect(canvas.getByText('1 of 3 picked')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Position 2: empty' })).toBeDisabled();
  },
};

/** The daily draw's two-digit endings, 00–99. */
export const TwoDigitEndings: Story = {
  args: { pick: { kind: 'numbers', count: 1, min: 0, max: 99, width: 2, ordered: false, odds: 8_000 }, value: [7] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '07' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '99' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { NumberGrid, type NumberGridProps } from './NumberGrid';

/** Picks up to `max` distinct numbers, as a lottery's box bet does. */
function Picking({ max, ...props }: NumberGridProps & { max: number }) {
  const [picked, setPicked] = useState<number[]>([...props.picked]);
  return (
    <NumberGrid
      {...props}
      picked={picked}
      onTap={(n) =>
        setPicked((p) =>
          p.includes(n) ? p.filter((x) => x !== n) : p.length < max ? [...p, n].sort((a, b) => a - b) : p,
        )
      }
      isDisabled={(n) => picked.length >= max && !picked.includes(n)}
      status={`${picked.length} of ${max} picked`}
    />
  );
}

const meta = {
  title: 'Widgets/Number grid',
  component: NumberGrid,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Pick 3 numbers',
    numbers: Array.from({ length: 10 }, (_, i) => i),
    picked: [],
    onTap: () => undefined,
  },
} satisfies Meta<typeof NumberGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Digits 0–9: a tap picks, another unpicks; once three are picked the rest are disabled. */
export const Digits: Story = {
  render: (args) => <Picking {...args} max={3} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: '0' }));
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await expect(canvas.getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '5' })).toBeDisabled();
    await expect(canvas.getByText('3 of 3 picked')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '0' }));
    await expect(canvas.getByRole('button', { name: '5' })).toBeEnabled();
    await expect(canvas.getByText('2 of 3 picked')).toBeVisible();
  },
};

/** Balls 1–11 shown with two digits, two picked. */
export const Balls: Story = {
  args: {
    label: 'Pick 2 balls',
    numbers: Array.from({ length: 11 }, (_, i) => i + 1),
    format: (n) => String(n).padStart(2, '0'),
    picked: [3, 11],
    columns: 6,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '03' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '04' })).toHaveAttribute('aria-pressed', 'false');
  },
};

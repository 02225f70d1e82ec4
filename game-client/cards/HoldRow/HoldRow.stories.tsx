import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { HoldRow } from './HoldRow';

const meta = {
  title: 'Game client/Cards/HoldRow',
  component: HoldRow,
  decorators: [onGameStage],
  args: {
    cards: ['JC', 'JD', 'QH', '4S', '9C'],
    hold: [false, false, false, false, false],
    canHold: true,
    onToggle: () => {},
  },
  render: function Render(args) {
    const [hold, setHold] = useState(args.hold);
    return <HoldRow {...args} hold={hold} onToggle={(i) => setHold((h) => h.map((v, j) => (j === i ? !v : v)))} />;
  },
} satisfies Meta<typeof HoldRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After the deal: a tap on a card (or its HOLD label) keeps it for the draw. */
export const AfterTheDeal: Story = {
  play: async ({ canvas }) => {
    const jack = canvas.getByRole('button', { name: /Jack of clubs/ });
    await expect(jack).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(jack);
    await expect(jack).toHaveAttribute('aria-pressed', 'true');
    await expect(jack).toHaveTextContent('HELD');
  },
};

/** After the draw: holds are off and the paying cards are ringed. */
export const Settled: Story = {
  args: {
    cards: ['JC', 'JD', '2H', '4S', '9C'],
    canHold: false,
    winning: [true, true, false, false, false],
  },
  play: async ({ canvas }) => {
    for (const b of canvas.getAllByRole('button')) await expect(b).toBeDisabled();
  },
};

/** Before the first deal: five cards face down. */
export const FaceDown: Story = { args: { cards: [null, null, null, null, null], canHold: false } };

export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const Light: Story = { globals: { theme: 'light' } };

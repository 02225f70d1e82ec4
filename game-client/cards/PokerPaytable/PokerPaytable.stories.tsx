import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onSurface } from '../../frame/fixtures';
import { jacks96 } from '../fixtures';
import { PokerPaytable } from './PokerPaytable';

const meta = {
  title: 'Game client/Cards/PokerPaytable',
  component: PokerPaytable,
  decorators: [onSurface],
  args: { game: jacks96, stake: 200, currencySymbol: '¥' },
} satisfies Meta<typeof PokerPaytable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At ¥2: the columns around it, its own highlighted; the full house pays 9 and the flush 6 for 1. */
export const ChosenStake: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /^¥\s?2\.00$/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('row', { name: /^Full house/ })).toHaveTextContent('¥9.00¥18.00¥45.00');
    await expect(canvas.getByRole('row', { name: /^Royal flush/ })).toHaveTextContent('¥1,600.00');
  },
};

/** With the rules, and the last hand's row lit. */
export const WithRulesAndHit: Story = { args: { withRules: true, hit: 'twoPair', stake: 5000 } };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, args: { withRules: true } };
export const Light: Story = { globals: { theme: 'light' } };

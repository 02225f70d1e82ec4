import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { CheckSteps } from './CheckSteps';

const HASH = 'a48cb3a8d7ab039c170e6548db8a088a627e9a2c713d2ef0b5da8dbbd791a6d1';

const meta = {
  title: 'Surfaces/CheckSteps',
  component: CheckSteps,
  args: {
    label: 'Verification steps',
    steps: [
      { id: 'hash', title: 'Hash of the revealed seed', outcome: 'pass', verdict: 'Matches', detail: HASH },
      { id: 'floats', title: 'Floats', outcome: 'info', detail: '0.3290 · 0.8505 · 0.9019 · 0.6441 · 0.3351' },
      { id: 'stops', title: 'Reel stops', outcome: 'pass', verdict: 'Match', detail: '12 · 33 · 36 · 28 · 13' },
      { id: 'win', title: 'Win', outcome: 'fail', verdict: 'Differs', detail: 'Recomputed 0 · server 120' },
      { id: 'chain', title: 'Chain link', outcome: 'pending', verdict: 'Checking…' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each step numbered, its verdict in words (never colour alone), long values wrapping. */
export const Steps: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Verification steps' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Matches')).toBeVisible();
    await expect(canvas.getByText('Differs')).toBeVisible();
    // The info step has no badge: four verdicts for five steps.
    await expect(canvasElement.querySelectorAll('[data-outcome="info"] svg')).toHaveLength(0);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { FishingState } from '../../../src/api/contract/bingofish';
import { sessionId } from '../../frame/fixtures';
import { FishingWindow } from './FishingWindow';

const initial: FishingState = {
  balance: 250_000,
  currency: 'PHP',
  currencySymbol: '₱',
  game: {
    code: 'lumen-reef-hunter',
    name: 'Reef Hunter',
    rtp: 9600,
    stakes: [10, 20, 50, 100, 200, 500],
    theme: { background: '#062a45', primary: '#2fb5d6', accent: '#ffd54f' },
  },
  sessionId,
  sceneSeed: 'b'.repeat(64),
  sceneTime: 9000,
  caught: [],
  history: [],
  seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 3 },
};

const meta = {
  title: 'Game client/Fishing/Fishing window',
  component: FishingWindow,
  parameters: { layout: 'fullscreen' },
  args: {
    initial,
    api: { shot: fn() },
    onBack: fn(),
    errorMessage: () => 'Something went wrong',
    frozenAt: 9000,
  },
} satisfies Meta<typeof FishingWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The window with a still scene: the cannon levels below, the catch line. */
export const Still: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Fishing scene: tap a fish to shoot it' })).toBeVisible();
    await expect(canvas.getByText('Tap a fish to shoot')).toBeVisible();
  },
};

/** The rules sheet: every fish, its multiplier and catch chance. */
export const Rules: Story = { args: { initialSheet: 'rules' } };

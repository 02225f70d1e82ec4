import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../design-system/Button';
import { vars } from '../../../themes/contract.css';
import { sessionId } from '../fixtures';
import type { HistoryRound } from '../HistoryPanel';
import { GameFrame, type GameFrameProps } from './GameFrame';

const back = fn();
const draw = fn();

const history: HistoryRound[] = [
  { id: 'd2', time: '2026-01-15T11:59:00.000Z', stake: 200, free: false, win: 1_000 },
  { id: 'd1', time: '2026-01-15T11:58:00.000Z', stake: 200, free: false, win: 0 },
];

/** A frame as a game holds it: the stake in state. Here a small lottery stands in for the game. */
function Lottery(props: GameFrameProps) {
  const [stake, setStake] = useState(props.stake?.value ?? 0);
  return <GameFrame {...props} stake={props.stake && { ...props.stake, value: stake, onChange: setStake }} />;
}

const meta = {
  title: 'Game client/Frame/Game frame',
  component: GameFrame,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: vars.size.column, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Lucky Draw',
    currencySymbol: '¥',
    balance: 50_000,
    win: 0,
    onBack: back,
    stake: { stakes: [200, 500, 1_000], value: 200, onChange: () => undefined },
    action: <Button onPress={draw}>Draw</Button>,
    children: <p style={{ textAlign: 'center', margin: 0 }}>7 · 12 · 19 · 23 · 31</p>,
    note: 'Draws every round; five matches win the jackpot.',
    rulesTitle: 'Rules',
    rules: <p>Pick five numbers from 1 to 35.</p>,
    history,
    freeLabel: 'Free draw',
    fairness: { sessionId, roundId: 'LT-000000000007' },
  },
  argTypes: {
    action: { control: false },
    children: { control: false },
    rules: { control: false },
    stake: { control: false },
  },
  beforeEach: () => {
    back.mockClear();
    draw.mockClear();
  },
  render: (args) => <Lottery {...args} />,
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame around another house game: back, balance, stake, the game's own action, rules and history. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lucky Draw' })).toBeVisible();
    await expect(canvas.getByTestId('play-balance')).toHaveTextContent('¥500.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the stake' }));
    await expect(canvas.getByTestId('play-stake')).toHaveTextContent('¥5.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Draw' }));
    await expect(draw).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Draws every round; five matches win the jackpot.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the lobby' }));
    await expect(back).toHaveBeenCalledTimes(1);
  },
};

/** The rules button (named after the game's rules sheet) opens the rules with the fairness panel. */
export const RulesOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rules' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Rules' });
    await expect(sheet).toHaveTextContent('Pick five numbers');
    await expect(within(sheet).getByRole('region', { name: 'Fairness' })).toHaveTextContent(sessionId);
  },
};

/** The history sheet lists the rounds. */
export const HistoryOpen: Story = {
  args: { initialSheet: 'history' },
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'History' });
    await expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Without a palette from the studio the brand's game-art tokens colour the frame. */
export const BrandPalette: Story = {
  args: { palette: undefined },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('heading', { level: 1 }).closest('[data-color-scope="dark"]') as HTMLElement;
    await expect(getComputedStyle(frame).backgroundImage).toContain('radial-gradient');
  },
};

/** A studio palette (here the brand's game-art tokens in another order) set at runtime. */
export const GamePalette: Story = {
  args: {
    palette: { background: vars.color.page, primary: vars.color.gameArtC, accent: vars.color.gameArtA },
  },
};

export const TrialAccount: Story = {
  args: { playMoney: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Play money')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '幸运抽奖', rulesTitle: '规则' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('button', { name: '记录' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '规则' })).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { initialSheet: 'rules' },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Rules' })).toBeVisible();
  },
};

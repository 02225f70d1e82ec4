import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onGameStage } from '../fixtures';
import { TopBar } from './TopBar';

const back = fn();
const fullScreen = fn();

const meta = {
  title: 'Game client/Frame/Top bar',
  component: TopBar,
  decorators: [onGameStage],
  args: {
    title: 'Lucky Sevens',
    currencySymbol: '¥',
    balance: 888_800,
    win: 0,
    onBack: back,
    onFullScreen: fullScreen,
  },
  beforeEach: () => {
    back.mockClear();
    fullScreen.mockClear();
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The game's name as the heading, back and full screen, the balance and the last win. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lucky Sevens' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Balance' })).toHaveTextContent('¥8,888.00');
    await expect(canvas.getByRole('status', { name: 'Win' })).toHaveTextContent('¥0.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the lobby' }));
    await expect(back).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    await expect(fullScreen).toHaveBeenCalledTimes(1);
  },
};

export const WithWin: Story = {
  args: { win: 125_050 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Win' })).toHaveTextContent('¥1,250.50');
  },
};

/** A trial account: the balance is play money, and says so to the eye and to screen readers. */
export const PlayMoney: Story = {
  args: { playMoney: true, balance: 200_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Play money')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Balance (Play money)' })).toHaveTextContent('¥2,000.00');
  },
};

/** Where the browser has no full screen the button is left out. */
export const NoFullScreen: Story = {
  args: { onFullScreen: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Full screen' })).toBeNull();
  },
};

/** A long name ends in an ellipsis; a big balance still fits its meter. */
export const LongText: Story = {
  args: { title: 'Lucky Sevens Deluxe: The Grand Jackpot Edition of the Seven Seas', balance: 123_456_789_012 },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    const balance = canvas.getByRole('status', { name: 'Balance' });
    await expect(balance.scrollWidth).toBeLessThanOrEqual(balance.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '幸运七', playMoney: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('button', { name: '返回大厅' })).toBeVisible();
    await expect(canvas.getByText('体验币')).toBeVisible();
    await expect(canvas.getByText('余额')).toBeVisible();
  },
};

/** The frame keeps the game's dark palette in light mode too. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).closest('[data-color-scope="dark"]')).not.toBeNull();
  },
};

/** The brand's pacing shows the session (issue 19): time since the game opened and the net position, down. */
export const SessionDown: Story = {
  args: { session: { seconds: 754, net: -1230 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Session time' })).toHaveTextContent('12:34');
    await expect(canvas.getByRole('status', { name: 'Net position' })).toHaveTextContent('\u2212¥12.30');
  },
};

/** The session up, past an hour. */
export const SessionUp: Story = {
  args: { session: { seconds: 3723, net: 2500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Session time' })).toHaveTextContent('1:02:03');
    await expect(canvas.getByRole('status', { name: 'Net position' })).toHaveTextContent('+¥25.00');
  },
};

export const SessionChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '幸运七', session: { seconds: 65, net: -500 } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('status', { name: '本次时长' })).toHaveTextContent('1:05');
    await expect(canvas.getByRole('status', { name: '净输赢' })).toHaveTextContent('\u2212¥5.00');
  },
};

export const SessionLight: Story = { globals: { theme: 'light' }, args: { session: { seconds: 65, net: 0 } } };

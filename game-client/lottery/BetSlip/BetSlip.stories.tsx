import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { betTypes5d } from '../fixtures';
import { addLine, type SlipLine } from '../slip';
import { BetSlip, type BetSlipProps } from './BetSlip';

const place = fn();
const lines = [
  { betType: 'sum.bigSmall', selection: ['big'], odds: 198, stake: 1_000 },
  { betType: 'front3.box6', selection: ['1', '2', '3'], odds: 16_000, stake: 200 },
].reduce<SlipLine[]>((acc, l) => addLine(acc, l, 20), []);

/** Keeps the stakes and lines, as the window does. */
function Stateful(props: BetSlipProps) {
  const [ls, setLines] = useState(props.lines);
  return (
    <BetSlip
      {...props}
      lines={ls}
      onStake={(key, stake) => setLines((x) => x.map((l) => (l.key === key ? { ...l, stake } : l)))}
      onRemove={(key) => setLines((x) => x.filter((l) => l.key !== key))}
      onClear={() => setLines([])}
    />
  );
}

const meta = {
  title: 'Game client/Lottery/Bet slip',
  component: BetSlip,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: () => undefined,
    lines,
    betTypes: betTypes5d,
    minStake: 100,
    balance: 50_000,
    currency: { symbol: '¥', digits: 2 },
    drawNumber: '20261127-0961',
    onStake: () => undefined,
    onRemove: () => undefined,
    onClear: () => undefined,
    onPlace: place,
  },
  beforeEach: () => {
    place.mockClear();
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BetSlip>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => within(document.body).getByRole('dialog', { name: 'Bet slip' });

/** Two bets: each with its odds and what it may win; the total, the largest possible win, Place. */
export const TwoBets: Story = {
  play: async ({ userEvent }) => {
    const s = within(sheet());
    await expect(s.getByText('On draw 20261127-0961')).toBeVisible();
    await expect(s.getByTestId('slip-total')).toHaveTextContent('¥12.00');
    // ⌊1000 × 198 ÷ 100⌋ + ⌊200 × 16000 ÷ 100⌋ = 1980 + 32000
    await expect(s.getByTestId('slip-potential')).toHaveTextContent('¥339.80');
    const big = within(s.getByRole('listitem', { name: 'Sum big/small: Big' }));
    await userEvent.click(big.getByRole('button', { name: 'Raise the stake' }));
    await expect(s.getByTestId('slip-total')).toHaveTextContent('¥13.00');
    await userEvent.click(big.getByRole('button', { name: '¥50' }));
    await expect(s.getByTestId('slip-total')).toHaveTextContent('¥52.00');
    await userEvent.click(s.getByRole('button', { name: 'Place ¥52' }));
    await expect(place).toHaveBeenCalledTimes(1);
  },
};

/** A stake over the type's maximum is said on its bet, and Place waits. */
export const OverTheMaximum: Story = {
  args: { lines: lines.map((l) => (l.betType === 'front3.box6' ? { ...l, stake: 10_100 } : l)) },
  play: async () => {
    const s = within(sheet());
    const box = within(s.getByRole('listitem', { name: 'Front 3 box (3 different): 1 · 2 · 3' }));
    await expect(box.getByRole('alert')).toHaveTextContent('The largest stake for this bet is ¥100');
    await expect(s.getByRole('button', { name: /^Place/ })).toBeDisabled();
  },
};

/** More than the balance: the balance is said, and Place waits. */
export const NotEnoughBalance: Story = {
  args: { balance: 1_000 },
  play: async () => {
    const s = within(sheet());
    await expect(s.getByRole('alert')).toHaveTextContent('Not enough balance: you have ¥10');
    await expect(s.getByRole('button', { name: /^Place/ })).toBeDisabled();
  },
};

/** The vendor refused: a late slip ("Betting on this draw has closed"), and a limit on one bet. */
export const Refused: Story = {
  args: {
    serverErrors: {
      slip: 'Betting on this draw has closed',
      lines: { 'front3.box6:1,2,3': 'This takes you over your stake limit of ¥500 on this bet type' },
    },
  },
  play: async () => {
    const s = within(sheet());
    const alerts = s.getAllByRole('alert').map((a) => a.textContent);
    await expect(alerts).toEqual([
      'This takes you over your stake limit of ¥500 on this bet type',
      'Betting on this draw has closed',
    ]);
  },
};

/** Betting closed while the slip was open: Place waits for the next draw. */
export const Closed: Story = {
  args: { closed: true },
  play: async () => {
    const s = within(sheet());
    await expect(s.getByText(/Betting on this draw has closed/)).toBeVisible();
    await expect(s.getByRole('button', { name: /^Place/ })).toBeDisabled();
  },
};

/** Placing: Place spins. */
export const Placing: Story = {
  args: { busy: true },
  play: async () => {
    await expect(within(sheet()).getByRole('button', { name: /^Place/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing on the slip yet. */
export const Empty: Story = {
  args: { lines: [] },
  play: async () => {
    await expect(within(sheet()).getByText('Your slip is empty')).toBeVisible();
  },
};

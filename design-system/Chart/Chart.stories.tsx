import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Chart, chartVariants } from './Chart';
import { days, durationSeries, moneySeries, runTimes } from './fixtures';

const meta = {
  title: 'Data/Chart',
  component: Chart,
  argTypes: { variant: { control: 'inline-radio', options: chartVariants } },
  args: {
    variant: 'bar',
    label: 'Deposits and withdrawals, last 14 days',
    x: days,
    series: moneySeries,
    valueFormat: { kind: 'money', minorUnitDigits: 2, symbol: '$' },
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surface, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas appears once the lazy module (uPlot) has loaded. */
const drawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('canvas')).not.toBeNull(), { timeout: 8000 });

/** Bars side by side per day; the summary names totals, the hidden table holds every figure. */
export const Bars: Story = {
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAccessibleName(
      /Deposits and withdrawals, last 14 days, 14 points from 2026-11-13 to 2026-11-26\./,
    );
    await expect(img).toHaveAccessibleName(/Deposits: total \$17,133\.50, highest \$2,400 on 2026-11-23\./);
    // An amount with cents keeps them in the table; a whole one has none.
    await expect(within(canvas.getByRole('table')).getByRole('row', { name: /2026-11-17/ })).toHaveTextContent(
      '$2,100.50',
    );
    const table = canvas.getByRole('table', { name: 'Deposits and withdrawals, last 14 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(15);
    await expect(within(table).getByRole('row', { name: /2026-11-15/ })).toHaveTextContent('$0');
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Deposits', 'Withdrawals']);
    await drawn(canvasElement);
  },
};

/** Small amounts: ticks half a unit apart carry the decimal ($0.5, $1.0, ...) so no two read the same. */
export const SmallAmounts: Story = {
  args: {
    label: 'Rewards claimed, last 14 days',
    series: [{ key: 'rewards', label: 'Daily check-in', values: days.map((_, i) => (i % 3 === 0 ? 200 : 50)) }],
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Rewards claimed, last 14 days' });
    await expect(within(table).getByRole('row', { name: /2026-11-13/ })).toHaveTextContent('$2');
    await expect(within(table).getByRole('row', { name: /2026-11-14/ })).toHaveTextContent('$0.50');
    await drawn(canvasElement);
  },
};

/** Durations of job runs over time; a missing run is a gap and reads "–" in the table. */
export const Line: Story = {
  args: {
    variant: 'line',
    label: 'Run durations',
    x: runTimes,
    series: durationSeries,
    timeFormat: 'time',
    valueFormat: { kind: 'number', unit: 'millisecond' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Ledger check: latest 870 ms, highest 1,430 ms/);
    const table = canvas.getByRole('table', { name: 'Run durations' });
    await expect(within(table).getByRole('columnheader', { name: 'Time' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('cell', { name: '–' })).toHaveLength(1);
    await drawn(canvasElement);
    // The legend sits right under the plot: no line is kept free for the pointer's readout.
    const plot = canvas.getByRole('img').getBoundingClientRect();
    const legend = canvas.getByRole('list', { name: 'Legend' }).getBoundingClientRect();
    await expect(legend.top - plot.bottom).toBeLessThanOrEqual(12);
  },
};

/** Runs seconds apart (a job run by hand twice): the time labels keep their distance instead of running together. */
export const SecondsApart: Story = {
  args: {
    variant: 'line',
    label: 'Run durations',
    x: Array.from({ length: 6 }, (_, i) => Math.floor(Date.UTC(2026, 10, 26, 10, 26, 5 * i) / 1000)),
    series: [{ key: 'ledger', label: 'Ledger check', tone: 'accent', values: [820, 790, 1210, 905, 860, 1430] }],
    timeFormat: 'time',
    valueFormat: { kind: 'number', unit: 'millisecond' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/6 points/);
    await drawn(canvasElement);
  },
};

/** One run so far: the point sits in the middle of a short axis, not at the edge of years of it. */
export const SinglePoint: Story = {
  args: {
    variant: 'line',
    label: 'Run durations',
    x: [Math.floor(Date.UTC(2026, 10, 26, 10, 26) / 1000)],
    series: [{ key: 'ledger', label: 'Ledger check', tone: 'accent', values: [820] }],
    timeFormat: 'time',
    valueFormat: { kind: 'number', unit: 'millisecond' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Ledger check: latest 820 ms/);
    await drawn(canvasElement);
  },
};

/** Pointing at the plot shows the values under the pointer over its top edge; leaving hides them. */
export const PointerReadout: Story = {
  args: Line.args,
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const over = await waitFor(() => {
      const el = canvasElement.querySelector<HTMLElement>('.u-over');
      if (!el) throw new Error('no plot yet');
      return el;
    });
    const box = over.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true };
    over.dispatchEvent(new MouseEvent('mouseenter', at));
    over.dispatchEvent(new MouseEvent('mousemove', at));
    const readout = await canvas.findByText(/Ledger check [\d,]+ ms/);
    await expect(readout).toHaveAttribute('aria-hidden', 'true');
    const plot = canvas.getByRole('img').getBoundingClientRect();
    await expect(readout.getBoundingClientRect().top).toBeGreaterThanOrEqual(plot.top - 1);
    await expect(readout.getBoundingClientRect().bottom).toBeLessThanOrEqual(plot.bottom);
    over.dispatchEvent(new MouseEvent('mouseleave', at));
    await waitFor(() => expect(canvas.queryByText(/Ledger check [\d,]+ ms/)).toBeNull());
    // Pointing again, for the picture.
    over.dispatchEvent(new MouseEvent('mouseenter', at));
    over.dispatchEvent(new MouseEvent('mousemove', at));
    await canvas.findByText(/Ledger check [\d,]+ ms/);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the chart: Deposits and withdrawals');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { x: [], series: moneySeries.map((s) => ({ ...s, values: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No data for this period' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Every value null (no runs recorded yet) is empty too; the page may say why. */
export const EmptyWithText: Story = {
  args: {
    variant: 'line',
    x: runTimes,
    series: durationSeries.map((s) => ({ ...s, values: s.values.map(() => null) })),
    emptyText: 'No runs recorded yet',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No runs recorded yet' })).toBeInTheDocument();
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  args: { error: 'Check your connection, then try again.', onRetry: retry },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the chart');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Long series names wrap in the legend; big amounts widen the y axis instead of being cut. */
export const LongText: Story = {
  args: {
    label: 'Deposits and withdrawals of every brand this staff member looks after, last 14 days',
    series: moneySeries.map((s) => ({
      ...s,
      label: `${s.label} confirmed by the payment channel and credited to the member's cash balance`,
      values: s.values.map((v) => (v == null ? v : v * 1000)),
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await drawn(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '近 14 天存款与提款',
    series: [
      { ...moneySeries[0]!, label: '存款' },
      { ...moneySeries[1]!, label: '提款' },
    ],
    valueFormat: { kind: 'money', minorUnitDigits: 2, symbol: '¥' },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('img')).toHaveAccessibleName(/近 14 天存款与提款，共 14 个数据点/));
    await expect(canvas.getByRole('list', { name: '图例' })).toBeInTheDocument();
    await drawn(canvasElement);
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => drawn(canvasElement),
};

export const LineLight: Story = { ...Line, globals: { theme: 'light' } };

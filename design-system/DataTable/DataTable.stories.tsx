import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../../src/i18n/dates';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Money } from '../Money';
import { type DataColumn, DataTable, type DataTableProps } from './DataTable';

interface Entry {
  id: string;
  type: string;
  time: string;
  amount: number;
  balance: number;
  status: 'completed' | 'pending';
  note?: string;
}

const money = (minor: number, signed = false) => (
  <Money
    symbol="¥"
    minor={minor}
    digits={2}
    decimals={2}
    signed={signed}
    tone={signed && minor > 0 ? 'positive' : 'neutral'}
    size="sm"
  />
);

const when = (iso: string) => formatDateTime(iso, 'en', { timeZone: 'UTC' });

const columns: DataColumn<Entry>[] = [
  { id: 'type', header: 'Type', kind: 'lead', cell: (r) => r.type, sortValue: (r) => r.type },
  {
    id: 'status',
    header: 'Status',
    card: 'head',
    cell: (r) => (r.status === 'completed' ? 'Completed' : 'Pending'),
  },
  {
    id: 'amount',
    header: 'Amount',
    kind: 'end',
    card: 'head',
    cell: (r) => money(r.amount, true),
    sortValue: (r) => r.amount,
  },
  { id: 'time', header: 'Time', cell: (r) => <time dateTime={r.time}>{when(r.time)}</time>, sortValue: (r) => r.time },
  { id: 'balance', header: 'Balance', kind: 'end', cell: (r) => money(r.balance) },
  { id: 'note', header: 'Note', card: 'plain', cell: (r) => r.note ?? '—' },
];

const TYPES = ['Deposit', 'Bet', 'Win', 'Withdrawal', 'Adjustment'];
const makeRows = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i + 1}`,
    type: TYPES[i % TYPES.length] as string,
    time: new Date(Date.UTC(2026, 10, 26, 12, 0) - i * 3_600_000).toISOString(),
    amount: (i % 3 === 0 ? 1 : -1) * (1000 + ((i * 7919) % 50_000)),
    balance: 888_800 - i * 1234,
    status: i % 4 === 1 ? 'pending' : 'completed',
    note: i % 5 === 4 ? `Goodwill credit ${i + 1}` : undefined,
  }));

const five = makeRows(5);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Entry>,
  args: {
    caption: 'Transactions',
    columns,
    rows: five,
    rowKey: (r: Entry) => r.id,
    rowLabel: (r: Entry) => `${r.type} ${r.id}`,
    layout: 'table',
  },
  decorators: [
    (Story, ctx) => (
      <div
        style={{
          background: vars.color.page,
          padding: vars.space.lg,
          maxWidth: ctx.args.layout === 'table' ? undefined : vars.size.column,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<DataTableProps<Entry>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The back office: a table; Type, Amount and Time sort (click or Enter), and aria-sort says how. */
export const Table: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Transactions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Balance' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    // Ascending: the biggest debit first.
    const firstRow = () => within(table).getAllByRole('row')[1] as HTMLElement;
    const amounts = five.map((r) => r.amount).sort((a, b) => a - b);
    await expect(firstRow()).toHaveAccessibleName(
      (() => {
        const r = five.find((e) => e.amount === amounts[0]) as Entry;
        return `${r.type} ${r.id}`;
      })(),
    );
    // The keyboard: Enter on the focused header button turns the order round.
    within(amount).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    const top = five.find((e) => e.amount === amounts.at(-1)) as Entry;
    await expect(firstRow()).toHaveAccessibleName(`${top.type} ${top.id}`);
    // Sorting by type compares words.
    const type = canvas.getByRole('columnheader', { name: /Type/ });
    await userEvent.click(within(type).getByRole('button'));
    await expect(type).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    await expect(firstRow()).toHaveTextContent(/^Adjustment/);
  },
};

/** The player's records on a phone: one card a row, label: value pairs, status and amount beside the title. */
export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Transactions' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAccessibleName('Deposit e1');
    await expect(items[0]).toHaveTextContent('Balance¥8,888.00');
    await expect(items[0]).toHaveTextContent('Completed');
    await expect(within(items[4] as HTMLElement).getByText('Goodwill credit 5')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** `auto` in a narrow container: the table's rows show as cards, each cell labelled; still a table to assistive technology. */
export const AutoNarrow: Story = {
  args: { layout: 'auto' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Transactions' });
    // The header row is hidden (each cell carries its label), the five rows are cards.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('columnheader')).toBeNull();
    await expect(within(table).getAllByRole('row')[0]).toHaveAccessibleName('Deposit e1');
  },
};

/** `auto` with room: a table, headers visible. */
export const AutoWide: Story = {
  args: { layout: 'auto' },
  decorators: [
    (Story) => (
      <div style={{ width: '900px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true, loadingLabel: 'Loading transactions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadingCards: Story = {
  args: { rows: undefined, loading: true, layout: 'cards' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

const showAll = fn();

/** 0 rows: the empty state with its way out. */
export const Empty: Story = {
  args: {
    rows: [],
    layout: 'cards',
    empty: {
      title: 'No transactions',
      description: 'Nothing matches this type and period.',
      action: (
        <Button variant="secondary" onPress={showAll}>
          Show all types
        </Button>
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    showAll.mockClear();
    await expect(canvas.getByRole('heading', { name: 'No transactions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all types' }));
    await expect(showAll).toHaveBeenCalledTimes(1);
  },
};

/** Without an `empty` prop, a plain "Nothing to show". */
export const EmptyDefault: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to show' })).toBeVisible();
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  args: { rows: undefined, error: { description: 'No internet connection', onRetry: retry } },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This could not be loaded');
    await expect(canvas.getByRole('alert')).toHaveTextContent('No internet connection');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** A refetch failed: the rows stay, and a compact error with its retry sits under them. */
export const RefetchFailed: Story = {
  args: { error: { onRetry: retry } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This could not be loaded');
  },
};

const longRows: Entry[] = [
  {
    id: 'long',
    type: 'Withdrawal returned to the main wallet after the bank refused the payee name',
    time: '2026-11-26T08:00:00Z',
    amount: 123_456_789_00,
    balance: 987_654_321_00,
    status: 'pending',
    note: 'The payee name on the bank account (ZHANGSANFENGLONGNAMEWITHOUTSPACES) does not match the account holder registered with us',
  },
];

export const LongText: Story = {
  args: { rows: longRows, layout: 'cards' },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent(/payee name/);
    // Nothing pokes out of the card.
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const LongTextTable: Story = { args: { rows: longRows } };

const zhColumns: DataColumn<Entry>[] = [
  {
    id: 'type',
    header: '类型',
    kind: 'lead',
    cell: (r) => ({ Deposit: '存款', Bet: '投注', Win: '派彩' })[r.type] ?? '调整',
  },
  {
    id: 'amount',
    header: '金额',
    kind: 'end',
    card: 'head',
    cell: (r) => money(r.amount, true),
    sortValue: (r) => r.amount,
  },
  { id: 'balance', header: '余额', kind: 'end', cell: (r) => money(r.balance) },
];

/** Chinese: the component's own words (pager, empty, errors) come from dsData. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    columns: zhColumns,
    rows: five,
    caption: '交易',
    layout: 'cards',
    pagination: { page: 1, pages: 3, onPage: () => {} },
  },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: '分页' });
    await waitFor(() => expect(pages).toHaveTextContent('第 1 / 3 页'));
    await expect(within(pages).getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('余额¥8,888.00');
  },
};

export const ChineseEmpty: Story = {
  globals: { locale: 'zh-CN' },
  args: { rows: [], caption: '交易' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '暂无内容' })).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { layout: 'cards' } };
export const LightTable: Story = { globals: { theme: 'light' } };

const thousand = makeRows(1000);
const PAGE = 25;

function Paged(props: DataTableProps<Entry>) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(thousand.length / PAGE);
  return (
    <DataTable
      {...props}
      rows={thousand.slice((page - 1) * PAGE, page * PAGE)}
      pagination={{ page, pages, total: thousand.length, onPage: setPage }}
    />
  );
}

/** 1,000 rows, 25 a page: "Page x of y · 1000 in all", previous and next. */
export const ThousandRowsPaged: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, userEvent }) => {
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toHaveTextContent('Page 1 of 40 · 1000 in all');
    await expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(pages).toHaveTextContent('Page 2 of 40');
    await expect(canvas.getAllByRole('row')[1]).toHaveAccessibleName(/e26$/);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(PAGE + 1);
  },
};

function More(props: DataTableProps<Entry>) {
  const [count, setCount] = useState(PAGE);
  return (
    <DataTable
      {...props}
      rows={thousand.slice(0, count)}
      loadMore={{ hasMore: count < 60, onLoadMore: () => setCount((c) => Math.min(60, c + PAGE)) }}
    />
  );
}

/** Load more: 25 more rows a press, then "That is everything". */
export const LoadMoreRows: Story = {
  args: { layout: 'cards' },
  render: (args) => <More {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(60);
    await expect(canvas.getByText('That is everything')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

const onSort = fn();

/** Server-side sorting: the order is asked for, the rows come back sorted (here: they stay). */
export const ServerSorted: Story = {
  args: { sort: { id: 'time', desc: true }, onSortChange: onSort },
  play: async ({ canvas, userEvent }) => {
    onSort.mockClear();
    const time = canvas.getByRole('columnheader', { name: /Time/ });
    await expect(time).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await expect(onSort).toHaveBeenCalledWith({ id: 'amount', desc: false });
    await expect(canvas.getAllByRole('row')[1]).toHaveAccessibleName('Deposit e1');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Select } from '../Select';
import { FilterBar, type FilterBarProps, usePeriodFilter } from './FilterBar';
import type { PeriodPreset } from './period';

const TYPES = [
  { value: 'all', label: 'All types' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals with a rather long name that wraps' },
];

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A bar with a type filter, and what it would ask for: `{from, to}` and how many times it changed. */
type DemoProps = Omit<FilterBarProps, 'period'> & { initial?: PeriodPreset; withType?: boolean };

function Demo({ initial, withType = true, ...props }: DemoProps) {
  const [changes, setChanges] = useState(0);
  const [type, setType] = useState('all');
  const period = usePeriodFilter({ initial, onChange: () => setChanges((n) => n + 1) });
  return (
    <>
      <FilterBar {...props} period={period}>
        {withType ? <Select label="Type" value={type} options={TYPES} onChange={setType} /> : null}
      </FilterBar>
      <output data-testid="range" style={{ color: vars.color.textMuted }}>
        {period.range.from.toISOString()} → {period.range.to.toISOString()} · {changes}
      </output>
    </>
  );
}

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<DemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days at first; choosing a preset changes the range and tells the list (page 1 again). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const period = canvas.getByRole('combobox', { name: 'Period' });
    await expect(period).toHaveValue('last7');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeVisible();
    const options = within(period)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Custom']);
    await userEvent.selectOptions(period, 'today');
    // The choice and the range it gives arrive with the next render: wait for them, so the screenshot
    // (taken once the play has finished) always shows Today.
    await waitFor(() => expect(period).toHaveValue('today'));
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    await waitFor(() => expect(canvas.getByTestId('range')).toHaveTextContent(`${from.toISOString()} →`));
    await expect(canvas.getByTestId('range')).toHaveTextContent(/· 1$/);
    await expect(canvas.queryByRole('button', { name: /Start date/ })).toBeNull();
  },
};

/** Custom: two date pickers (the end never after today) and the one-year hint. */
export const Custom: Story = {
  args: { initial: 'custom' },
  play: async ({ canvas }) => {
    const today = new Date();
    const lastWeek = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    await expect(canvas.getByRole('button', { name: /^Start date/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^End date/ })).toBeVisible();
    await expect(canvas.getByText('Up to one year at a time')).toBeVisible();
    await expect(canvas.getByTestId('range')).toHaveTextContent(
      new Date(lastWeek.getFullYear(), lastWeek.getMonth(), lastWeek.getDate()).toISOString(),
    );
    await expect(day(lastWeek).length).toBe(10);
  },
};

/** Picking the end date in its sheet moves the range's end. */
export const PickEndDate: Story = {
  args: { initial: 'custom' },
  play: async ({ canvas, userEvent }) => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await userEvent.click(canvas.getByRole('button', { name: /^End date/ }));
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'End date' });
    await userEvent.selectOptions(
      within(sheet).getByRole('combobox', { name: 'Year' }),
      String(yesterday.getFullYear()),
    );
    await userEvent.selectOptions(
      within(sheet).getByRole('combobox', { name: 'Month' }),
      String(yesterday.getMonth() + 1),
    );
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Day' }), String(yesterday.getDate()));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    const end = new Date(yesterday.getFullYear(), yesterday.getMonth(), yesterday.getDate(), 23, 59, 59, 999);
    await waitFor(() => expect(canvas.getByTestId('range')).toHaveTextContent(`→ ${end.toISOString()} · 1`));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Only the period (no extra filter), with fewer presets. */
export const PeriodOnly: Story = {
  args: { withType: false, presets: ['today', 'last7', 'last30'] },
  play: async ({ canvas }) => {
    const options = within(canvas.getByRole('combobox', { name: 'Period' })).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(canvas.queryByRole('combobox', { name: 'Type' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { initial: 'custom' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: '时间' }, { timeout: 5000 })).toHaveValue('custom');
    await expect(await canvas.findByRole('button', { name: /^开始日期/ })).toBeVisible();
    await expect(canvas.getByText('每次最多查询一年')).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { initial: 'custom' } };

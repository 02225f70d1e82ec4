import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { validateBirthday } from '../../src/rules/accountValidation';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { settle } from '../Dialog/storyUtils';
import { Form, useKitForm } from '../Form';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { FormDateField } from './FormDateField';

/** Every date here is fixed (local time), so the stories and their screenshots never change. */
const MARCH_15 = new Date(2024, 2, 15, 21, 5);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Start date',
    mode: 'date',
    value: MARCH_15,
    onChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['datetime', 'date', 'time', 'month', 'year'] },
    value: { control: 'date' },
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the confirmed value, as a page would, and still reports it to the action log. */
function Stateful(args: DatePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DatePicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

async function openPicker(canvas: ReturnType<typeof within>, name: RegExp | string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  const sheet = await screen.findByRole('dialog');
  await settle();
  return within(sheet);
}

const optionValues = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((o) => Number(o.value));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

/** A date: year, month and day columns; Confirm reports the date at midnight. */
export const DateMode: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Start date 2024-03-15' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    const sheet = await openPicker(canvas, /Start date/);
    await expect(sheet.getAllByRole('combobox')).toHaveLength(3);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Month' }), '2');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Day' }), '29');
    // 2024 is a leap year: February has 29 days.
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Day' })).at(-1)).toBe(29);
    await expect(sheet.getByText('2024-02-29')).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2024, 1, 29));
    await expect(canvas.getByRole('button', { name: 'Start date 2024-02-29' })).toBeVisible();
  },
};

/** Date and time on two rows of columns, 24-hour clock. */
export const DateTimeMode: Story = {
  args: { mode: 'datetime', label: 'Appointment' },
  play: async ({ canvas, args }) => {
    const sheet = await openPicker(canvas, /Appointment/);
    await expect(sheet.getAllByRole('combobox')).toHaveLength(5);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Hour' }))).toHaveLength(24);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Minute' }))).toHaveLength(60);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Hour' }), '8');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Minute' }), '45');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2024, 2, 15, 8, 45));
  },
};

/** A time on a 12-hour clock: hours 12, 1 … 11 and an AM/PM column; a 15-minute step. */
export const TimeTwelveHour: Story = {
  args: { mode: 'time', label: 'Reminder', hour12: true, minuteStep: 15 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Reminder 9:00 PM' })).toBeVisible();
    const sheet = await openPicker(canvas, /Reminder/);
    const hour = sheet.getByRole('combobox', { name: 'Hour' });
    await expect(
      within(hour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    // The value snaps to the step: 9:05 PM opens at 9:00 PM.
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Minute' }))).toEqual([0, 15, 30, 45]);
    await expect(sheet.getByRole('combobox', { name: 'Minute' })).toHaveValue('0');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'AM/PM' }), 'AM');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2024, 2, 15, 9, 0));
  },
};

/** A month: year and month columns; the value is the first of the month. */
export const MonthMode: Story = {
  args: { mode: 'month', label: 'Statement month' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Statement month 2024-03' })).toBeVisible();
    const sheet = await openPicker(canvas, /Statement month/);
    await expect(sheet.getAllByRole('combobox')).toHaveLength(2);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Month' }), 'Dec');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2024, 11, 1));
  },
};

/** A year: one column, 2000 to 2030 by default (spec §4). */
export const YearMode: Story = {
  args: { mode: 'year', label: 'Year' },
  play: async ({ canvas, args }) => {
    const sheet = await openPicker(canvas, /^Year/);
    const year = sheet.getByRole('combobox', { name: 'Year' });
    const years = optionValues(year);
    await expect([years[0], years.at(-1), years.length]).toEqual([2000, 2030, 31]);
    await userEvent.selectOptions(year, '2030');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2030, 0, 1));
  },
};

/** A value below min shows as min, and nothing before min is offered. */
export const ClippedAtMin: Story = {
  args: {
    mode: 'datetime',
    label: 'From',
    value: new Date(2023, 11, 31, 8, 0),
    min: new Date(2024, 2, 10, 9, 30),
    max: new Date(2024, 5, 20, 18, 0),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'From 2024-03-10 09:30' })).toBeVisible();
    const sheet = await openPicker(canvas, /From/);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Year' }))).toEqual([2024]);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Month' }))).toEqual([3, 4, 5, 6]);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Day' }))[0]).toBe(10);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Hour' }))[0]).toBe(9);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Minute' }))[0]).toBe(30);
    // Moving to April lifts the restriction on days.
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Month' }), '4');
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Day' }))).toHaveLength(30);
  },
};

/** A value above max shows as max; a month switch that would pass max is clipped to it. */
export const ClippedAtMax: Story = {
  args: {
    label: 'To',
    value: new Date(2024, 6, 1),
    min: new Date(2024, 0, 1),
    max: new Date(2024, 5, 20),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'To 2024-06-20' })).toBeVisible();
    const sheet = await openPicker(canvas, /To/);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Month' })).at(-1)).toBe(6);
    await expect(optionValues(sheet.getByRole('combobox', { name: 'Day' })).at(-1)).toBe(20);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Month' }), '5');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Day' }), '31');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Month' }), '6');
    // 31 May → June is clipped to the last allowed day, 20 June.
    await expect(sheet.getByRole('combobox', { name: 'Day' })).toHaveValue('20');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2024, 5, 20));
  },
};

/** Cancel (or Escape) leaves the value as it was. */
export const CancelKeepsValue: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, args }) => {
    const sheet = await openPicker(canvas, /Start date/);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Year' }), '2020');
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await closed();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Start date 2024-03-15' })).toBeVisible();
  },
};

/** Nothing picked yet: the placeholder, and the sheet starts at `placeholderValue`. */
export const Empty: Story = {
  args: { value: null, placeholderValue: new Date(2026, 0, 15) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start date Choose' })).toBeVisible();
    const sheet = await openPicker(canvas, /Start date/);
    await expect(sheet.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
  },
};

/** Chinese: labels, month names and the half of the day in Chinese; the value as YYYY-MM-DD. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { mode: 'datetime', label: '开始时间', hour12: true },
  play: async ({ canvas }) => {
    // The site's one date format in Chinese too; the half of the day in Chinese.
    await waitFor(() => expect(canvas.getByRole('button', { name: '开始时间 2024-03-15 下午9:05' })).toBeVisible());
    const sheet = await openPicker(canvas, /开始时间/);
    await expect(sheet.getByRole('combobox', { name: '月' })).toHaveDisplayValue('3月');
    await expect(sheet.getByRole('combobox', { name: '上午/下午' })).toHaveDisplayValue('下午');
    await expect(sheet.getByRole('button', { name: '确认' })).toBeVisible();
  },
};

/** An error: the field is marked invalid and the message is announced and linked. */
export const WithError: Story = {
  args: { label: 'End date', error: 'The end date must not be before the start date' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /End date/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('The end date must not be before the start date');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The end date must not be before the start date');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Start date/ })).toBeDisabled();
  },
};

/** The sheet open, as a person sees it (also the screenshot of the open picker). */
export const OpenSheet: Story = {
  args: { mode: 'datetime', label: 'Start time' },
  play: async ({ canvas }) => {
    const sheet = await openPicker(canvas, /Start time/);
    await expect(sheet.getByText('2024-03-15 21:05')).toBeVisible();
  },
};

export const OpenSheetLight: Story = { ...OpenSheet, globals: { theme: 'light' } };

export const Light: Story = { globals: { theme: 'light' }, args: { error: 'Choose a date' } };

/** The birthday as a form holds it: a YYYY-MM-DD string, 1900 to the end of the year, opening on 2000. */
function BirthdayForm({ onSubmit }: { onSubmit: (values: { birthday: string }) => void }) {
  const kit = useKitForm<{ birthday: string }>({
    defaultValues: { birthday: '' },
    rules: { birthday: (v) => validateBirthday(v as string, { required: true, now: new Date(2026, 0, 15) }) },
  });
  return (
    <Form kit={kit} aria-label="Profile" onSubmit={kit.handleSubmit(async (v) => onSubmit(v))}>
      <FormDateField
        name="birthday"
        label="Birthday"
        min={new Date(1900, 0, 1)}
        max={new Date(2026, 11, 31)}
        placeholderValue={new Date(2000, 0, 1)}
      />
      <Button type="submit">Save</Button>
    </Form>
  );
}

/** A birthday in a form (registration): shows YYYY-MM-DD, never the browser's mm/dd/yyyy, and stores it so. */
export const Birthday: Story = {
  render: (args) => <BirthdayForm onSubmit={args.onChange as unknown as (v: { birthday: string }) => void} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const field = canvas.getByRole('button', { name: /^Birthday/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const sheet = await openPicker(canvas, /^Birthday/);
    const years = optionValues(sheet.getByRole('combobox', { name: 'Year' }));
    await expect([years[0], years.at(-1)]).toEqual([1900, 2026]);
    await expect(sheet.getByRole('combobox', { name: 'Year' })).toHaveValue('2000');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Year' }), '1990');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Month' }), '5');
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: 'Day' }), '7');
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await closed();
    await expect(canvas.getByRole('button', { name: 'Birthday 1990-05-07' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ birthday: '1990-05-07' }));
  },
};

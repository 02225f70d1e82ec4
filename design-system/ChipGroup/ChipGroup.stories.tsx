import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { art, vendorBadge } from '../GameTile/fixtures';
import { ChipGroup, type ChipGroupProps } from './ChipGroup';

const minBets = [
  { value: 'all', label: 'All' },
  { value: '0.1', label: '0.10' },
  { value: '1', label: '1.00' },
  { value: '5', label: '5.00' },
];

const vendors = [
  { value: '', label: 'All vendors' },
  { value: 'LUMEN', label: 'Lumen Studio', iconSrc: vendorBadge },
  { value: 'AURORA', label: 'Aurora Live', iconSrc: art.cards },
  { value: 'DEEP', label: 'Deep Sea Games', iconSrc: art.fish },
  { value: 'STAR', label: 'Starlight Entertainment', iconSrc: art.sun },
];

/** Keeps the chosen value, as a page does. */
function Stateful(props: ChipGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChipGroup
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Lobby/ChipGroup',
  component: ChipGroup,
  args: { label: 'Minimum bet', options: minBets, value: 'all', onChange: fn(), layout: 'wrap' },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%', padding: vars.space.md, background: vars.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChipGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A filter's options: a fieldset with its legend; one chip pressed at a time. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Minimum bet' });
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '0.10' }));
    await expect(args.onChange).toHaveBeenCalledWith('0.1');
    await expect(canvas.getByRole('button', { name: '0.10' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(group.querySelectorAll('button')).toHaveLength(4);
  },
};

/** A vendor strip: one line with logos that scrolls sideways inside itself. */
export const Strip: Story = {
  args: { label: 'Game vendors', options: vendors, value: '', layout: 'scroll' },
  play: async ({ canvas, args }) => {
    const strip = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Lumen Studio' }));
    await expect(args.onChange).toHaveBeenCalledWith('LUMEN');
    await expect(canvas.getByRole('button', { name: 'All vendors' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A strip whose chosen chip starts off to the side (the last one): the strip scrolls it into view. */
export const StripChosenOffScreen: Story = {
  args: { label: 'Game vendors', options: vendors, value: 'STAR', layout: 'scroll' },
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('list', { name: 'Game vendors' });
    const chosen = canvas.getByRole('button', { name: 'Starlight Entertainment' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(strip.scrollLeft).toBeGreaterThan(0);
    // Whole, and inside the strip's padding (the page margin), not cut by the screen's edge.
    const box = strip.getBoundingClientRect();
    const pad = Number.parseFloat(getComputedStyle(strip).paddingRight);
    const chip = chosen.getBoundingClientRect();
    await expect(chip.left).toBeGreaterThanOrEqual(box.left + pad - 1);
    await expect(chip.right).toBeLessThanOrEqual(box.right - pad + 1);
  },
};

/**
 * A vendor strip before the catalogue answers: chip placeholders of the chips' height in a busy list
 * (aria-busy), nothing to press, and the strip as tall as the loaded one (drawn below it).
 */
export const StripLoading: Story = {
  args: { label: 'Game vendors', options: [], value: '', layout: 'scroll', loading: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <ChipGroup {...args} />
      <ChipGroup {...args} label="Loaded vendors" options={vendors} loading={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(busy).queryAllByRole('button')).toHaveLength(0);
    await expect(within(busy).queryAllByRole('listitem')).toHaveLength(0);
    await fontsSettled();
    const loaded = canvas.getByRole('list', { name: 'Loaded vendors' }).getBoundingClientRect().height;
    await expect(Math.abs(busy.getBoundingClientRect().height - loaded)).toBeLessThan(1);
  },
};

/** No options but the group's name: nothing to press. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Minimum bet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Many long options wrap onto more lines instead of overflowing. */
export const LongLabels: Story = {
  args: {
    label: 'Vendor',
    options: vendors.map((v) => ({ value: v.value, label: `${v.label} International` })),
    value: '',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Vendor' });
    for (const chip of canvas.getAllByRole('button')) {
      await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(group.getBoundingClientRect().right + 1);
    }
  },
};

const amounts = ['¥100', '¥200', '¥500', '¥1,000', '¥2,000', '¥5,000', '¥10,000', '¥50,000'].map((label, i) => ({
  value: String(i),
  label,
}));

/** A form's quick picks (deposit amounts): equal chips, four a row, figures in the numeric face; none pressed yet. */
export const QuickPicks: Story = {
  args: { label: 'Quick amounts', options: amounts, value: null, layout: 'grid', columns: 4, numeric: true },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Quick amounts' });
    const chips = canvas.getAllByRole('button');
    for (const chip of chips) await expect(chip).toHaveAttribute('aria-pressed', 'false');
    // Four a row, of one width, each a full touch target.
    const [a, b, , , e] = chips.map((c) => c.getBoundingClientRect());
    await expect(Math.abs(a!.width - b!.width)).toBeLessThanOrEqual(1);
    await expect(Math.abs(a!.left - e!.left)).toBeLessThanOrEqual(1);
    await expect(a!.height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(chips[0]!).fontVariantNumeric).toContain('tabular-nums');
    await userEvent.click(canvas.getByRole('button', { name: '¥500' }));
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(canvas.getByRole('button', { name: '¥500' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
  },
};

/** A narrow column: a long amount wraps inside its chip instead of spilling over the next one. */
export const QuickPicksNarrow: Story = {
  args: {
    ...QuickPicks.args,
    options: ['¥1,000,000', '¥2,000,000', '¥5,000,000', '¥10,000,000'].map((label) => ({ value: label, label })),
    value: '¥2,000,000',
  },
  decorators: [
    (Story) => (
      <div style={{ width: '15rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const chips = canvas.getAllByRole('button');
    for (const chip of chips) await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth + 1);
  },
};

/** Light mode, with an amount chosen. */
export const QuickPicksLight: Story = {
  globals: { theme: 'light' },
  args: { ...QuickPicks.args, value: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '¥1,000' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '最低投注',
    options: [
      { value: 'all', label: '全部' },
      { value: '1', label: '1.00' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '最低投注' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = { globals: { theme: 'light' } };

export const StripLight: Story = {
  globals: { theme: 'light' },
  args: { label: 'Game vendors', options: vendors, value: 'AURORA', layout: 'scroll' },
};

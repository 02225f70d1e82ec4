import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { art, vendorBadge } from '../GameTile/fixtures';
import { type VendorTileItem, VendorTiles, vendorTileSizes } from './VendorTiles';

const vendors: VendorTileItem[] = [
  { id: 'LUMEN', name: 'Lumen Studio', logo: vendorBadge },
  { id: 'AURORA', name: 'Aurora Live', logo: art.cards },
  { id: 'DEEP', name: 'Deep Sea Games', logo: art.fish },
  { id: 'BROKEN', name: 'Mystery Vendor', logo: art.broken },
];

const meta = {
  title: 'Lobby/VendorTiles',
  component: VendorTiles,
  argTypes: { size: { control: 'inline-radio', options: vendorTileSizes } },
  args: { label: 'Game vendors', vendors, onOpen: fn(), size: 'large' },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%', padding: vars.space.md, background: vars.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor lobby: two 16:9 tiles a row; a tap opens the vendor. */
export const Large: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Aurora Live' }));
    await expect(args.onOpen).toHaveBeenCalledWith('AURORA');
  },
};

/** Home with three vendors: three small square logos, a full row. */
export const Compact: Story = {
  args: { size: 'compact', vendors: vendors.slice(0, 3) },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(list).toHaveAttribute('data-layout', 'grid');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Lumen Studio' }));
    await expect(args.onOpen).toHaveBeenCalledWith('LUMEN');
  },
};

/**
 * Home with one vendor (the Slots section today): one banner across the row, logo at the start and
 * the name beside, so no empty cell is left beside a lone tile.
 */
export const CompactOneVendor: Story = {
  args: { size: 'compact', vendors: vendors.slice(0, 1) },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(list).toHaveAttribute('data-layout', 'banner');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(1);
    const tile = canvas.getByRole('button', { name: 'Lumen Studio' });
    // The banner fills the row: nothing is left empty beside it.
    await expect(Math.abs(tile.getBoundingClientRect().width - list.getBoundingClientRect().width)).toBeLessThan(1);
    await userEvent.click(tile);
    await expect(args.onOpen).toHaveBeenCalledWith('LUMEN');
  },
};

/** Home with two vendors (fishing): two banners, one under the other, each across the row with its whole name. */
export const CompactTwoVendors: Story = {
  args: { size: 'compact', vendors: vendors.slice(0, 2) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(list).toHaveAttribute('data-layout', 'banner');
    const row = list.getBoundingClientRect();
    const [first, second] = canvas.getAllByRole('button');
    for (const tile of [first!, second!]) {
      await expect(Math.abs(tile.getBoundingClientRect().width - row.width)).toBeLessThan(1);
    }
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    await expect(canvas.getByText('Aurora Live')).toBeVisible();
  },
};

/**
 * Loading: placeholder tiles of the real tiles' shape and size in a busy list (aria-busy); the
 * placeholders are hidden from assistive technology, and nothing reads as an empty list.
 */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Game vendors' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** Loading on home: the placeholders take the height of the compact tiles they stand for. */
export const LoadingCompact: Story = {
  args: { loading: true, size: 'compact', skeletonCount: 3 },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <VendorTiles {...args} />
      <VendorTiles {...args} label="Loaded vendors" loading={false} vendors={vendors.slice(0, 3)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await fontsSettled();
    const busy = canvas.getByRole('list', { name: 'Game vendors' });
    const loaded = canvas.getByRole('list', { name: 'Loaded vendors' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(Math.abs(busy.getBoundingClientRect().height - loaded.getBoundingClientRect().height)).toBeLessThan(1);
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Game vendors' })).toBeEmptyDOMElement();
  },
};

/** A long name is cut with an ellipsis; the tile keeps its column. */
export const LongNames: Story = {
  args: {
    size: 'compact',
    vendors: vendors.slice(0, 3).map((v) => ({ ...v, name: `${v.name} International Entertainment Group` })),
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first!.getBoundingClientRect().right).toBeLessThanOrEqual(second!.getBoundingClientRect().left);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '游戏厂商',
    vendors: [
      { id: 'LUMEN', name: '流明工作室', logo: vendorBadge },
      { id: 'AURORA', name: '极光真人', logo: art.cards },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '游戏厂商' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '流明工作室' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = { globals: { theme: 'light' } };

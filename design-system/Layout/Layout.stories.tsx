import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Box } from './Box';
import { Columns } from './Columns';
import { Inline } from './Inline';
import { Stack } from './Stack';

/** The layout primitives: pages arrange widgets with these instead of writing CSS. */
const meta = {
  title: 'Layout/Primitives',
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, color: vars.color.text, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box background="raised" borderRadius="md" padding="md" data-testid="tile">
    {children}
  </Box>
);

const gapOf = (el: Element) => getComputedStyle(el).rowGap;

export const StackRhythm: Story = {
  render: () => (
    <Stack padding="lg" data-testid="stack">
      <Tile>Balance</Tile>
      <Tile>Notices</Tile>
      <Tile>Hot games</Tile>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(gapOf(stack)).toBe('16px');
    const [a, b] = canvas.getAllByTestId('tile');
    if (!a || !b) throw new Error('tiles missing');
    // Children stretch to the column and sit 16 px apart.
    await expect(b.getBoundingClientRect().top - a.getBoundingClientRect().bottom).toBe(16);
    await expect(a.getBoundingClientRect().width).toBe(b.getBoundingClientRect().width);
  },
};

export const StackAsList: Story = {
  render: () => (
    <Stack as="ul" gap="sm" padding="none" data-testid="list">
      <li>First</li>
      <li>Second</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByTestId('list');
    await expect(list.tagName).toBe('UL');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const InlineWraps: Story = {
  render: () => (
    <Inline gap="sm" padding="lg" data-testid="inline">
      {['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Custom range'].map((label) => (
        <Button key={label} variant="secondary" size="sm">
          {label}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    const inline = canvas.getByTestId('inline');
    await expect(gapOf(inline)).toBe('8px');
    // Five chips do not fit one phone line: they wrap instead of overflowing the column.
    await expect(inline.scrollWidth).toBeLessThanOrEqual(inline.clientWidth);
    const tops = new Set(canvas.getAllByRole('button').map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="between" padding="lg" wrap={false} data-testid="row">
      <span>Cash</span>
      <strong>¥8,888</strong>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByTestId('row').getBoundingClientRect();
    const value = canvas.getByText('¥8,888').getBoundingClientRect();
    // The value sits at the row's far edge (16 px padding).
    await expect(Math.round(row.right - value.right)).toBe(16);
  },
};

export const ColumnsEven: Story = {
  render: () => (
    <Columns columns={4} gap="sm" padding="lg" as="ul" data-testid="grid">
      {['Slots', 'Live', 'Sports', 'Lottery', 'Fishing', 'Cards', 'E-sports', 'Averyveryverylongcategoryname'].map(
        (x) => (
          <li key={x} style={{ overflowWrap: 'anywhere' }}>
            <Tile>{x}</Tile>
          </li>
        ),
      )}
    </Columns>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    const widths = canvas.getAllByRole('listitem').map((li) => Math.round(li.getBoundingClientRect().width));
    // Four equal tracks; the long word does not widen its column.
    await expect(new Set(widths).size).toBe(1);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const tops = new Set(canvas.getAllByRole('listitem').map((li) => Math.round(li.getBoundingClientRect().top)));
    await expect(tops.size).toBe(2);
  },
};

export const Surfaces: Story = {
  render: () => (
    <Stack padding="lg" gap="md">
      <Box background="surface" padding="lg" borderRadius="lg" color="text">
        Surface
      </Box>
      <Box background="raised" padding="lg" borderRadius="lg" color="muted">
        Raised, muted text
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const surface = canvas.getByText('Surface');
    await expect(getComputedStyle(surface).paddingTop).toBe('16px');
    await expect(getComputedStyle(surface).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ur' },
  render: () => (
    <Inline justify="between" paddingX="xxl" wrap={false} data-testid="row">
      <span>Start</span>
      <span>End</span>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByTestId('row').getBoundingClientRect();
    const start = canvas.getByText('Start').getBoundingClientRect();
    // Logical padding: in right-to-left the start side is the right one.
    await expect(Math.round(row.right - start.right)).toBe(24);
  },
};

const sampler = (
  <Stack padding="lg">
    <Inline justify="between">
      <strong>Wallet</strong>
      <span>¥8,888</span>
    </Inline>
    <Columns columns={2} gap="md">
      <Tile>Deposit</Tile>
      <Tile>Withdraw</Tile>
    </Columns>
  </Stack>
);

export const SamplerDark: Story = { globals: { theme: 'dark' }, render: () => sampler };
export const SamplerLight: Story = { globals: { theme: 'light' }, render: () => sampler };

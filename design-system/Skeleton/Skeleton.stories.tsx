import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { Skeleton, SkeletonGroup, SkeletonRows, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', lines: 3 },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root?.children).toHaveLength(3);
  },
};

export const SingleLine: Story = { args: { lines: 1, width: '50%' } };

export const RectAspectRatio: Story = {
  args: { shape: 'rect', aspectRatio: '16 / 9' },
  play: async ({ canvasElement }) => {
    await fontsSettled();
    const box = canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
  },
};

export const RectFixedHeight: Story = { args: { shape: 'rect', height: vars.size.touch } };

export const Circle: Story = { args: { shape: 'circle' } };

/** A game grid while it loads: square art holds the space, the name below is one short line. */
export const GameGrid: Story = {
  render: () => (
    <SkeletonGroup label="Loading games">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.md }}>
        {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
          <div key={k} style={{ display: 'grid', gap: vars.space.sm }}>
            <Skeleton shape="rect" aspectRatio="1 / 1" />
            <Skeleton shape="text" width="70%" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading games');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** A message list while it loads: avatar plus two lines per row, announced once as "Loading". */
export const ListRows: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'grid', gap: vars.space.lg }}>
        {['a', 'b', 'c'].map((k) => (
          <div key={k} style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
            <Skeleton shape="circle" />
            <Skeleton shape="text" lines={2} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** A ruled list while it loads (the log-in history): rows of two lines, announced once, busy. */
export const Rows: Story = {
  render: () => <SkeletonRows rows={4} lines={2} label="Loading the log-in history" />,
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading the log-in history');
    await expect(canvasElement.querySelectorAll('[role="status"] > div')).toHaveLength(4);
  },
};

export const Light: Story = {
  ...GameGrid,
  globals: { theme: 'light' },
};

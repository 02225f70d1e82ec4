import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { LoadMore } from './LoadMore';

const onMore = fn();

/** A short list that pages in 5 rows at a time, up to `total`. */
function List({ total, failing = false }: { total: number; failing?: boolean }) {
  const [count, setCount] = useState(5);
  const [loading, setLoading] = useState(false);
  return (
    <div>
      <ol aria-label="Records">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: demo rows
          <li key={i}>Record {i + 1}</li>
        ))}
      </ol>
      <LoadMore
        hasMore={count < total}
        loading={loading}
        throttleMs={200}
        endText={`That is all: ${count} records`}
        onMore={() => {
          onMore();
          if (failing) return;
          setLoading(true);
          setTimeout(() => {
            setCount((c) => Math.min(total, c + 5));
            setLoading(false);
          }, 100);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Lobby/LoadMore',
  component: List,
  args: { total: 15 },
  beforeEach: () => onMore.mockClear(),
  decorators: [
    (Story) => (
      <div
        style={{
          width: '390px',
          maxWidth: '100%',
          padding: vars.space.md,
          background: vars.color.page,
          color: vars.color.text,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list shorter than the screen loads the next pages by itself, then says it is complete. */
export const LoadsToTheEnd: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(15), { timeout: 4000 });
    await expect(canvas.getByText('That is all: 15 records')).toBeVisible();
    await expect(onMore).toHaveBeenCalledTimes(2);
  },
};

/** Everything is already here: the end text shows and nothing loads. */
export const Complete: Story = {
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('That is all: 5 records')).toBeVisible();
    await new Promise((r) => setTimeout(r, 300));
    await expect(onMore).not.toHaveBeenCalled();
  },
};

/** Loading a page: a spinner, and no second load starts meanwhile. */
export const Loading: Story = {
  render: () => <LoadMore hasMore loading onMore={onMore} endText="That is all" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByText('That is all')).toBeNull();
    await expect(onMore).not.toHaveBeenCalled();
  },
};

/** A load that brings nothing is asked for once, not again on every frame while the end stays in view. */
export const Throttled: Story = {
  args: { failing: true },
  play: async () => {
    await new Promise((r) => setTimeout(r, 500));
    // The end is on screen the whole time; only a scroll, a resize or new props check again.
    await expect(onMore).toHaveBeenCalledTimes(1);
  },
};

export const ChineseEnd: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <LoadMore hasMore={false} loading={false} onMore={onMore} endText="已全部加载：30 款游戏" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已全部加载：30 款游戏')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { total: 5 } };

export const Light: Story = { globals: { theme: 'light' }, args: { total: 5 } };

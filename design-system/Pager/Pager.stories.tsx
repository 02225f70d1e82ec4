import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { LoadMoreButton, Pager, type PagerProps } from './Pager';

const onPage = fn();

const meta = {
  title: 'Data/Pager',
  component: Pager,
  args: { page: 1, pages: 5, onPage },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return <Pager {...props} page={page} onPage={setPage} />;
}

/** Previous is off on page 1; Next turns the page; Next is off on the last. */
export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(nav).toHaveTextContent('Page 1 of 5');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(nav).toHaveTextContent('Page 5 of 5');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(nav).toHaveTextContent('Page 4 of 5');
  },
};

/** With the total (the back office): "Page 2 of 5 · 112 in all". */
export const WithTotal: Story = {
  args: { page: 2, total: 112 },
  play: async ({ canvas, userEvent }) => {
    onPage.mockClear();
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 2 of 5 · 112 in all');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(onPage).toHaveBeenCalledWith(1);
  },
};

/** A page is loading: both buttons wait. */
export const Busy: Story = {
  args: { page: 3, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** One page: no pager, only the total when there is one. */
export const OnePage: Story = {
  args: { pages: 1, total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('7 in all')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { page: 2, total: 112 },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: '分页' });
    await waitFor(() => expect(nav).toHaveTextContent('第 2 / 5 页 · 共 112 条'));
    await expect(within(nav).getByRole('button', { name: '下一页' })).toBeEnabled();
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { page: 2, total: 112 } };

const more = fn();

export const LoadMoreByButton: Story = {
  render: () => <LoadMoreButton hasMore onLoadMore={more} />,
  play: async ({ canvas, userEvent }) => {
    more.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(more).toHaveBeenCalledTimes(1);
  },
};

export const LoadMoreLoading: Story = {
  render: () => <LoadMoreButton hasMore loading onLoadMore={more} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LoadMoreEnd: Story = {
  render: () => <LoadMoreButton hasMore={false} onLoadMore={more} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('That is everything')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const sentinelLoad = fn();

/** Infinite scroll (the kit's LoadMore sentinel): the end of the list is near, so it loads without a press. */
export const LoadMoreInfinite: Story = {
  render: () => <LoadMoreButton hasMore infinite onLoadMore={sentinelLoad} />,
  play: async () => {
    await waitFor(() => expect(sentinelLoad).toHaveBeenCalled());
  },
};

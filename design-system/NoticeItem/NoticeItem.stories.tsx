import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { NoticeItem, type NoticeItemProps } from './NoticeItem';

const HTML =
  '<p>Bank transfers are credited as soon as staff confirm them, usually <strong>within 10 minutes</strong>.</p><ul><li>Use your own account</li><li>Enter the reference</li></ul>';

/** The item with its expanded state held here, as a page holds it. */
function Stateful(props: NoticeItemProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <NoticeItem
      {...props}
      expanded={expanded}
      onToggle={() => {
        setExpanded((v) => !v);
        props.onToggle();
      }}
    />
  );
}

const meta = {
  title: 'Display/NoticeItem',
  component: NoticeItem,
  render: (args) => <Stateful {...args} />,
  args: {
    title: 'Bank transfers are credited fast',
    date: '2026-11-24',
    html: HTML,
    expanded: false,
    unread: true,
    onToggle: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed and unread: the dot, the date and a one-line plain-text preview; a tap opens it. */
export const CollapsedUnread: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Bank transfers are credited fast/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Unread')).toBeInTheDocument();
    await expect(canvas.getByText(/Bank transfers are credited as soon as staff confirm them/)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};

/** Expanded and read: the full HTML, no dot. */
export const ExpandedRead: Story = {
  args: { expanded: true, unread: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('within 10 minutes')).toBeVisible();
    await expect(canvas.queryByText('Unread')).toBeNull();
  },
};

/** A visitor: no read state at all. */
export const Visitor: Story = {
  args: { unread: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Unread')).toBeNull();
  },
};

/** Unsafe HTML is cleaned in the browser too. */
export const UnsafeHtml: Story = {
  args: {
    expanded: true,
    html: '<p>Safe<img src=x alt="" onerror="window.__pwned=1"></p><script>window.__pwned=1</script>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Safe')).toBeVisible();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Scheduled maintenance of every live-casino table and the sports book from 02:00 to 04:00 on Saturday night',
    html: '<p>During maintenance deposits and withdrawals keep working; the games listed above cannot be opened.</p>',
  },
};

export const Chinese: Story = {
  args: {
    title: '银行转账到账更快',
    html: '<p>工作人员确认后即刻到账，通常在<strong>10 分钟</strong>内。</p>',
    lang: 'zh-CN',
  },
};

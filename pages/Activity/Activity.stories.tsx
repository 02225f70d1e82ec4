import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ActivityState, Promotion } from '../../src/api/contract/activities';
import { vars } from '../../themes/contract.css';
import { PromotionList } from './PromotionList';

/** Page states of /m/activity, on fixtures (the page itself fetches /api/activities). */

const ART =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 270"><rect width="720" height="270" fill="#14213d"/><circle cx="600" cy="60" r="120" fill="#e0b04a" opacity=".5"/><text x="40" y="160" font-size="96" font-family="sans-serif" fill="#f5d98b">120%</text></svg>',
  );

const promos: Promotion[] = [
  {
    id: 1,
    title: 'Welcome bonus: 120% up to ¥3,000',
    content: '<p>Your <strong>first deposit</strong> is matched 120%.</p><ul><li>Deposit ¥100 or more</li></ul>',
    startDate: '2026-01-01',
    endDate: null,
    noExpiry: 1,
    promoAnnouncementCategoryIds: [1],
    announcementImages: [{ url: ART, sequence: 0 }],
    mode: 'none',
    key: null,
    ended: false,
  },
  {
    id: 2,
    title: 'Weekend reload: +10% up to ¥888',
    content: '<p>Join, then deposit on Saturday or Sunday.</p>',
    startDate: '2026-11-01',
    endDate: '2027-03-31',
    noExpiry: 0,
    promoAnnouncementCategoryIds: [1, 2],
    announcementImages: [{ url: ART, sequence: 0 }],
    mode: 'join',
    key: null,
    ended: false,
  },
  {
    id: 3,
    title: 'Share your big win: ¥88',
    content: '<p>Send us a screenshot.</p>',
    startDate: '2026-10-01',
    endDate: null,
    noExpiry: 1,
    promoAnnouncementCategoryIds: [2],
    announcementImages: [],
    mode: 'apply',
    key: null,
    ended: false,
  },
];

function Stateful(props: Parameters<typeof PromotionList>[0]) {
  const [openId, setOpenId] = useState(props.openId);
  return (
    <PromotionList
      {...props}
      openId={openId}
      onToggle={(id) => {
        setOpenId((o) => (o === id ? null : id));
        props.onToggle(id);
      }}
    />
  );
}

const meta = {
  title: 'Pages/Promotions',
  component: Stateful,
  args: { promotions: promos, openId: null, onToggle: fn(), onDetails: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Skeletons until the first answer, never an empty text. */
export const Loading: Story = {
  args: { promotions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading promotions');
    await expect(canvas.queryByText('No promotions here yet')).toBeNull();
  },
};

/** None in this category: says so and what to do. */
export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No promotions here yet' })).toBeVisible();
  },
};

/** Could not load: a retry. */
export const Failed: Story = {
  args: { promotions: undefined, failed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The list: first picture, title, dates ("Long-term" when noExpiry is 1); a tap opens the content. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    const welcome = canvas.getByRole('button', { name: /Welcome bonus/ });
    await expect(welcome).toHaveTextContent('Long-term');
    await expect(canvas.getByRole('button', { name: /Weekend reload/ })).toHaveTextContent('2026-11-01 – 2027-03-31');
    await userEvent.click(canvas.getByRole('button', { name: /Weekend reload/ }));
    await expect(canvas.getByText('Join, then deposit on Saturday or Sunday.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Details and taking part' }));
    await expect(args.onDetails).toHaveBeenCalledWith(2);
  },
};

/** One open item (as `?id=` opens it), with the member's states. */
export const OpenItemWithStates: Story = {
  args: {
    openId: 1,
    states: new Map<number, ActivityState>([
      [2, 'Joined'],
      [3, 'Rejected'],
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Welcome bonus/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('first deposit')).toBeVisible();
    await expect(canvas.getByText('Joined')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

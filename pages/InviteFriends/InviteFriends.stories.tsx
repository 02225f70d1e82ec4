import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import type { ReferralView } from '../../src/api/contract/vip';
import { InviteView } from '.';

/** Page states of /m/inviteFriends, on fixtures (the page itself fetches GET /api/referral). */

const rules = { depositThreshold: 100_00, depositReward: 20_00, turnoverShareBp: 50, turnoverDays: 30 };
const base: ReferralView = {
  state: 'ok',
  code: 'K7MX2QPA',
  invitees: [
    { account: 'li***8', registeredAt: '2026-11-26T03:00:00.000Z', status: 'wagered' },
    { account: 'zh***n', registeredAt: '2026-11-20T09:30:00.000Z', status: 'deposited' },
    { account: 'wa***1', registeredAt: '2026-11-02T12:00:00.000Z', status: 'registered' },
  ],
  rules,
  earned: 45_50,
  currencySymbol: '¥',
  minorUnitDigits: 2,
};
const ORIGIN = 'https://aurum.example';

const meta = {
  title: 'Pages/Invite friends',
  decorators: [pageFrame()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code with copy (and share where the browser offers it), the link's QR code, the rules, the invitees. */
export const WithInvitees: Story = {
  render: () => <InviteView data={base} origin={ORIGIN} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('K7MX2QPA')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeEnabled();
    await expect(canvas.getByRole('img', { name: 'Scan to register with my invitation code' })).toBeVisible();
    await expect(canvas.getByText('https://aurum.example/m/register?affiliateCode=K7MX2QPA')).toBeVisible();
    await expect(canvas.getByText(/¥20 when a friend.s deposits reach ¥100/)).toBeVisible();
    await expect(canvas.getByText('Playing')).toBeVisible();
    await expect(canvas.getByText('Deposited')).toBeVisible();
  },
};

/** No invitees yet: the list says what to do. */
export const NoInvitees: Story = {
  render: () => <InviteView data={{ ...base, invitees: [], earned: 0 }} origin={ORIGIN} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No friends yet')).toBeVisible();
  },
};

/** Loading: the code and the list hold their place. */
export const Loading: Story = { render: () => <InviteView data={undefined} origin={ORIGIN} /> };

/** The REFERRAL promotion is off: coming soon. */
export const ComingSoon: Story = {
  render: () => <InviteView data={{ ...base, state: 'disabled', code: null, invitees: [] }} origin={ORIGIN} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

/** An agent: the agent modal instead of the page. */
export const Agent: Story = {
  render: () => <InviteView data={{ ...base, state: 'agent', code: null, invitees: [] }} origin={ORIGIN} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Referral is for players' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(body.getByRole('button', { name: 'Agent area' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors';
import { vars } from '../../themes/contract.css';
import { TakePart } from './TakePart';

/** How a player takes part in one promotion (/m/activityDetail), on fixtures. */

const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );
const applyMode = { title: 'Share your big win: ¥88', mode: 'apply' as const, ended: false };
const participation = {
  id: 9,
  promotionId: 3,
  promotionTitle: 'Share your big win: ¥88',
  kind: 'apply' as const,
  comment: 'proof',
  imageCount: 2,
  reason: null,
  amount: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  decidedAt: null,
};

const meta = {
  title: 'Pages/Promotion detail',
  component: TakePart,
  args: {
    promotion: applyMode,
    viewer: 'member',
    currency: { symbol: '¥', digits: 2 },
    onLogin: fn(),
    onJoin: fn(),
    onApply: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TakePart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor is asked to log in. */
export const Visitor: Story = {
  args: { viewer: 'visitor' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** A one-tap join. */
export const Join: Story = {
  args: { promotion: { ...applyMode, mode: 'join' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join now' }));
    await expect(args.onJoin).toHaveBeenCalled();
  },
};

/** Joined: the state label. */
export const Joined: Story = {
  args: {
    promotion: { ...applyMode, mode: 'join' },
    participation: { ...participation, kind: 'join', state: 'Joined' },
  },
};

/** The form's own checks: 141 characters and a GIF, in the spec's words, before anything is sent. */
export const ApplicationFormErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = within(document.body).getByRole('dialog');
    const comment = within(dialog).getByRole('textbox', { name: /Comment/ });
    // maxLength stops typing at 140; paste-like input beyond it is checked too.
    await userEvent.type(comment, 'x'.repeat(140));
    await expect(within(dialog).getByText('140 of 140 characters')).toBeInTheDocument();
    await userEvent.upload(
      within(dialog).getByLabelText(/Add a picture/),
      [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })],
      { applyAccept: false },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Images must be PNG or JPG pictures.');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The server's refusal, translated, inside the form. */
export const ApplicationServerError: Story = {
  args: {
    onApply: fn(async () => {
      throw new ApiError(415, 'activity.image_type', 'bytes');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText(/Add a picture/), [pngFile('receipt.png')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await expect(args.onApply).toHaveBeenCalled();
    await expect(await within(dialog).findByText('Images must be PNG or JPG pictures.')).toBeVisible();
  },
};

/** Waiting for staff. */
export const Applying: Story = { args: { participation: { ...participation, state: 'Applying' } } };

/** Rejected with a reason: apply again. */
export const Rejected: Story = {
  args: { participation: { ...participation, state: 'Rejected', reason: 'The screenshot is blurry' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reason: The screenshot is blurry')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply again' })).toBeVisible();
  },
};

/** Approved with a reward offered. */
export const Issued: Story = {
  args: { participation: { ...participation, state: 'Issued', amount: 8800 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Issued')).toBeVisible();
    await expect(canvas.getByText(/Reward:/)).toHaveTextContent('¥88');
  },
};

/** A trial account cannot take part. */
export const Trial: Story = { args: { viewer: 'trial' } };

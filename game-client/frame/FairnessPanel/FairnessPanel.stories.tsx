import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onSurface, sessionId } from '../fixtures';
import { FairnessPanel } from './FairnessPanel';

const meta = {
  title: 'Game client/Frame/Fairness panel',
  component: FairnessPanel,
  decorators: [onSurface],
  args: { sessionId, roundId: 'LS-000000000042' },
} satisfies Meta<typeof FairnessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What can be checked today: the session and the last round's id. */
export const LastRound: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fairness' });
    await expect(region).toHaveTextContent(sessionId);
    await expect(region).toHaveTextContent('LS-000000000042');
  },
};

/** Before the first round there is no round id to show. */
export const NoRoundYet: Story = {
  args: { roundId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No round yet')).toBeVisible();
  },
};

/** A long id wraps instead of overflowing the sheet. */
export const LongId: Story = {
  args: { roundId: 'studio-round-0123456789abcdef0123456789abcdef0123456789abcdef' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fairness' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('region', { name: '公平性' })).toHaveTextContent('上一局');
  },
};

export const Light: Story = { globals: { theme: 'light' } };

const HASH = 'a48cb3a8d7ab039c170e6548db8a088a627e9a2c713d2ef0b5da8dbbd791a6d1';
const NEXT_HASH = '9a938b8bb70e507796351fa3d543c491f9f3e17f5969d88e1a583a99605f88c3';
const SEED = '5f0c'.repeat(16);
const seeds = { serverSeedHash: HASH, clientSeed: 'c0ffee42', nonce: 18 };
const lastSpinId = '0b7f1c52-4f7e-4b51-9d3e-2a1c3f0e9a11';
const changed = fn();
const setClientSeed = fn(async (clientSeed: string) => ({ ...seeds, clientSeed }));
const rotate = fn(async () => ({
  revealed: { serverSeed: SEED, serverSeedHash: HASH, clientSeed: 'c0ffee42', rounds: 18 },
  current: { serverSeedHash: NEXT_HASH, clientSeed: 'c0ffee42', nonce: 0 },
}));

/** Provably fair (issue 22): the server seed's hash shown before play, the client seed, the next nonce, and Verify. */
export const Seeds: Story = {
  args: { seeds, lastSpinId, onSeedsChange: changed, api: { setClientSeed, rotate } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Fairness' });
    await expect(region).toHaveTextContent(HASH);
    await expect(region).toHaveTextContent('c0ffee42');
    await expect(region).toHaveTextContent('18');
    await expect(canvas.getByRole('link', { name: 'Verify the last round' })).toHaveAttribute(
      'href',
      `/m/fairness?round=${lastSpinId}`,
    );
  },
};

/** Rotate reveals the old server seed and hands the new pair (nonce 0) to the window. */
export const Rotate: Story = {
  args: Seeds.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate seed' }));
    const revealed = await canvas.findByRole('status', { name: 'Previous server seed revealed' });
    await expect(revealed).toHaveTextContent(SEED);
    await expect(rotate).toHaveBeenCalledWith(HASH);
    await expect(changed).toHaveBeenCalledWith({ serverSeedHash: NEXT_HASH, clientSeed: 'c0ffee42', nonce: 0 });
  },
};

/** A client seed with a space is refused here, with the field's message, and never sent. */
export const ClientSeedInvalid: Story = {
  args: Seeds.args,
  play: async ({ canvas, userEvent }) => {
    setClientSeed.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Change client seed' }));
    const field = canvas.getByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(field);
    await userEvent.type(field, 'my seed');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('The client seed is 1–64 printable characters without spaces or colons'),
    ).toBeVisible();
    await expect(setClientSeed).not.toHaveBeenCalled();
  },
};

/** A valid client seed is saved and the window hears the new pair. */
export const ClientSeedSaved: Story = {
  args: Seeds.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change client seed' }));
    const field = canvas.getByRole('textbox', { name: 'Client seed' });
    await userEvent.clear(field);
    await userEvent.type(field, 'lucky-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setClientSeed).toHaveBeenCalledWith('lucky-42'));
    await expect(changed).toHaveBeenCalledWith({ ...seeds, clientSeed: 'lucky-42' });
  },
};

export const SeedsChinese: Story = {
  args: Seeds.args,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('button', { name: '更换种子' })).toBeVisible();
  },
};

export const SeedsLight: Story = { args: Seeds.args, globals: { theme: 'light' } };

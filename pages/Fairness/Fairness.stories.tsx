import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import type { DrawProof, RoundProof } from '../../src/api/contract/fairness';
import { chainFrom, drawFloats } from '../../src/rules/fairness';
import { lotteryResult } from '../../src/rules/lottery/draw';
import { type DrawCheck, type RoundCheck, verifyDraw, verifySlotRound } from '../../src/rules/studio/verify';
import { DrawResult } from './DrawResult';
import { RawSeeds } from './RawSeeds';
import { RoundResult } from './RoundResult';

/**
 * The pieces of /m/fairness on fixtures (the page fetches GET /api/fairness/rounds/:id or draws/:id):
 * every check is really recomputed here with Web Crypto, as on the page.
 */

const SEED = '5f0c'.repeat(16);
const HASH = 'a48cb3a8d7ab039c170e6548db8a088a627e9a2c713d2ef0b5da8dbbd791a6d1';
/** The pinned round of src/rules/studio/verify.test.ts: Lucky Sevens, nonce 17, 2 per line. */
const round: RoundProof = {
  id: '0b7f1c52-4f7e-4b51-9d3e-2a1c3f0e9a11',
  roundId: '0b7f1c52-4f7e-4b51-9d3e-2a1c3f0e9a11',
  kind: 'slot',
  gameCode: 'lumen-lucky-sevens',
  free: false,
  stake: 20,
  stakePerLine: 2,
  serverSeedHash: HASH,
  serverSeed: SEED,
  clientSeed: 'player-seed',
  nonce: 17,
  stops: [24, 9, 17, 4, 26],
  outcome: {
    grid: [
      ['J', 'J', 'H2'],
      ['Q', 'K', 'W'],
      ['K', 'A', 'J'],
      ['H4', 'H4', 'T'],
      ['H4', 'H2', 'H1'],
    ],
    lineWins: [
      {
        line: 8,
        symbol: 'J',
        count: 3,
        positions: [
          [0, 1],
          [1, 2],
          [2, 2],
        ],
        amount: 12,
      },
    ],
    scatterCount: 0,
    scatterWin: 0,
    totalWin: 12,
    freeSpinsAwarded: 0,
  },
  time: '2026-11-27T10:00:00.000Z',
};

type RoundArgs = { proof: RoundProof };
type Loaded = { check: RoundCheck };

const meta = {
  title: 'Pages/Fairness',
  decorators: [pageFrame({ padded: true })],
} satisfies Meta;
export default meta;

const roundStory = (proof: RoundProof): StoryObj<RoundArgs> => ({
  args: { proof },
  loaders: [async ({ args }) => ({ check: await verifySlotRound((args as RoundArgs).proof) })],
  render: (args, { loaded }) => <RoundResult proof={args.proof} check={(loaded as Loaded).check} />,
});

/** A revealed round recomputes to the server's outcome: every step ✓. */
export const RoundVerified: StoryObj<RoundArgs> = {
  ...roundStory(round),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getAllByText('Matches')).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: 'The grid, recomputed' })).toHaveTextContent('H4');
  },
};

/** The server reports a bigger win than the seeds give: the outcome step fails, the round does not verify. */
export const RoundTampered: StoryObj<RoundArgs> = {
  ...roundStory({ ...round, outcome: { ...round.outcome, totalWin: 120 } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Does not verify')).toBeVisible();
    await expect(canvas.getByText('Differs')).toBeVisible();
    await expect(canvas.getByText(/server 120/)).toBeVisible();
  },
};

/** Before rotation only the hash is public: the page says so and offers the rotation. */
export const RoundNotRevealed: StoryObj<RoundArgs> = {
  ...roundStory({ ...round, serverSeed: null }),
  render: (args, { loaded }) => <RoundResult proof={args.proof} check={(loaded as Loaded).check} onReveal={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'The server seed is still secret' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rotate my seed now' })).toBeVisible();
  },
};

export const RoundVerifiedChinese: StoryObj<RoundArgs> = {
  ...roundStory(round),
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByText('验证通过')).toBeVisible();
  },
};

export const RoundVerifiedDark: StoryObj<RoundArgs> = { ...roundStory(round), globals: { theme: 'dark' } };

type DrawArgs = { salt: string };
/** A k3 draw, index 3 of a 4-link chain, with the server's result recomputed. */
export const DrawVerified: StoryObj<DrawArgs> = {
  args: { salt: 'salt-2026' },
  loaders: [
    async ({ args }) => {
      const chain = await chainFrom('7a'.repeat(32), 4);
      const hash = chain[3]!;
      const proof: DrawProof = {
        drawId: '3c0a8f4e-6a0f-4c43-9a87-0d1b7a0b2c11',
        gameCode: 'house-k3-1m',
        family: 'k3',
        number: '20261127-0003',
        status: 'settled',
        chain: {
          id: '5b2e6d0c-1f4e-4a2b-8c3d-9e8f7a6b5c4d',
          gameCode: 'house-k3-1m',
          terminatingHash: chain[0]!,
          salt: 'salt-2026',
          length: 4,
          publishedAt: '2026-11-27T00:00:00.000Z',
        },
        index: 3,
        hash,
        result: lotteryResult('k3', await drawFloats(hash, 'salt-2026', 3)),
      };
      // A changed salt (args) recomputes another result.
      const shown = { ...proof, chain: { ...proof.chain, salt: (args as DrawArgs).salt } };
      return { proof: shown, check: await verifyDraw(shown) };
    },
  ],
  render: (_args, { loaded }) => {
    const { proof, check } = loaded as { proof: DrawProof; check: DrawCheck };
    return <DrawResult proof={proof} check={check} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getAllByText('Matches')).toHaveLength(2);
  },
};

/** The raw-seeds form: every field is checked, with its own message, before anything is computed. */
export const RawSlotInvalid: StoryObj = {
  render: () => <RawSeeds />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server seed' }), 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Client seed' }), 'a:b');
    await userEvent.click(canvas.getByRole('button', { name: 'Compute' }));
    await expect(canvas.getByRole('combobox', { name: 'Game' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Server seed' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The server seed is 64 hex characters (0–9, a–f)')).toBeVisible();
    await expect(
      canvas.getByText('The client seed is 1–64 printable characters without spaces or colons'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Raw seeds give the grid and the win, here in the browser. */
export const RawSlotComputed: StoryObj = {
  render: () => <RawSeeds />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game' }), 'lumen-lucky-sevens');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server seed' }), SEED);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Client seed' }), 'player-seed');
    const nonce = canvas.getByRole('textbox', { name: 'Nonce' });
    await userEvent.clear(nonce);
    await userEvent.type(nonce, '17');
    const perLine = canvas.getByRole('textbox', { name: 'Stake per line' });
    await userEvent.clear(perLine);
    await userEvent.type(perLine, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Compute' }));
    const result = await canvas.findByRole('region', { name: 'Result' });
    await expect(result).toHaveTextContent(HASH);
    await expect(result).toHaveTextContent('24 · 9 · 17 · 4 · 26');
    await expect(result).toHaveTextContent('12');
  },
};

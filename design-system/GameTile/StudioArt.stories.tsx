import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { STUDIO_GAMES } from '../../server/modules/studio/catalogue';
import { vars } from '../../themes/contract.css';
import { labels } from './fixtures';
import { GameGrid, GameGridItem, GameTile } from './GameTile';

/**
 * The house studio's generated tile art (server/modules/games/art.ts, `npm run games:art`) in the
 * real lobby grid: three tiles a row on a 390 px phone, so each picture is drawn about 110 px wide,
 * the size players see it at. Each game has its own scene; the name below is HTML.
 */
const files = import.meta.glob<string>('../../server/seed-assets/games/lumen-*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const artOf = (code: string) => files[`../../server/seed-assets/games/${code}.svg`];

const meta = {
  title: 'Display/Game art',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div
        data-testid="screen"
        style={{ boxSizing: 'border-box', width: '390px', padding: vars.space.md, background: vars.color.page }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (games: typeof STUDIO_GAMES) => (
  <GameGrid label="Lumen Studio">
    {games.map((game) => (
      <GameGridItem key={game.code}>
        <GameTile name={game.name} imageUrl={artOf(game.code)} favouriteLabels={labels} onOpen={fn()} />
      </GameGridItem>
    ))}
  </GameGrid>
);

/** Waits until every tile's picture has loaded (none fell back to the default image). */
async function allLoaded(root: HTMLElement, count: number) {
  await waitFor(
    () => {
      const frames = [...root.querySelectorAll<HTMLElement>('[data-status]')];
      expect(frames).toHaveLength(count);
      for (const frame of frames) expect(frame.dataset.status).toBe('loaded');
    },
    { timeout: 10_000 },
  );
}

/** The first fifteen games: every picture its own, each tile about 110 px wide. */
export const FirstHalf: Story = {
  render: () => grid(STUDIO_GAMES.slice(0, 15)),
  play: async ({ canvasElement }) => {
    await allLoaded(canvasElement, 15);
    const pictures = [...canvasElement.querySelectorAll<HTMLImageElement>('[data-status] img')];
    await expect(new Set(pictures.map((img) => img.currentSrc)).size).toBe(15);
    const width = pictures[0]!.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(100);
    await expect(width).toBeLessThan(125);
  },
};

/** The other fifteen. */
export const SecondHalf: Story = {
  render: () => grid(STUDIO_GAMES.slice(15)),
  play: async ({ canvasElement }) => {
    await allLoaded(canvasElement, 15);
  },
};

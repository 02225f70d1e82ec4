import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { STUDIO_GAMES } from '../../../server/modules/studio/catalogue';
import { vars } from '../../../themes/contract.css';
import { onGameStage } from '../../frame/fixtures';
import { SymbolArt } from './SymbolArt';

/**
 * Every game's reel symbols as the generator draws them (server/modules/games/art.ts): the wild, the
 * scatter, the four theme objects and the royals A K Q J 10, each row on its game's background.
 * `no-inline`: `<use href>` cannot reach into a data: URL, so the sprites stay files.
 */
const sprites = import.meta.glob<string>('../../../server/seed-assets/games/lumen-*-symbols.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});
const spriteOf = (code: string) => sprites[`../../../server/seed-assets/games/${code}-symbols.svg`] ?? '';
const SYMBOLS = ['W', 'S', 'H1', 'H2', 'H3', 'H4', 'A', 'K', 'Q', 'J', 'T'];

const meta = {
  title: 'Game client/Slots/Symbol art',
  decorators: [onGameStage],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (games: typeof STUDIO_GAMES) => (
  <div style={{ display: 'grid', gap: vars.space.xxs }}>
    {games.map((game) => (
      <div
        key={game.code}
        data-game={game.code}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${SYMBOLS.length}, 1fr)`,
          gap: vars.space.xxs,
          padding: vars.space.xxs,
          borderRadius: vars.radius.sm,
          background: game.theme.background,
        }}
      >
        {SYMBOLS.map((symbol) => (
          <div key={symbol} style={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center' }}>
            <SymbolArt symbol={symbol} sprite={spriteOf(game.code)} label={symbol} caption={false} />
          </div>
        ))}
      </div>
    ))}
  </div>
);

const play: Story['play'] = async ({ canvasElement }) => {
  const rows = canvasElement.querySelectorAll('[data-game]');
  await expect(rows).toHaveLength(15);
  // Every symbol, the royals too, is drawn from its game's sprite.
  for (const row of rows) {
    const refs = [...row.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? '');
    await expect(refs.map((href) => href.split('#')[1])).toEqual(SYMBOLS);
    await expect(refs.every((href) => /-symbols\.svg(\?[^#]*)?#/.test(href))).toBe(true);
  }
  // Each one drew something once its sprite arrived: an unknown id or a failed file draws nothing.
  await waitFor(
    () => {
      for (const use of canvasElement.querySelectorAll('use')) expect(use.getBBox().width).toBeGreaterThan(20);
    },
    { timeout: 10_000 },
  );
};

/** The first fifteen games. */
export const FirstHalf: Story = { render: () => sheet(STUDIO_GAMES.slice(0, 15)), play };

/** The other fifteen. */
export const SecondHalf: Story = { render: () => sheet(STUDIO_GAMES.slice(15)), play };

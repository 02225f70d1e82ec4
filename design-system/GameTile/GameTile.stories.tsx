import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import {
  art,
  fallbackArt,
  games,
  gamesZh,
  labels,
  labelsZh,
  type TileFixture,
  vendorBadge,
  vendorName,
} from './fixtures';
import { GameGrid, GameGridItem, GameTile, type GameTileProps, GameTileSkeletons } from './GameTile';

/** A phone's width (iPhone 12 to 15): the lobbies' three-column grid at its usual size. */
const PHONE_WIDTH = '390px';

const meta = {
  title: 'Display/GameTile',
  component: GameTile,
  args: {
    name: 'Golden Dragon',
    imageUrl: art.coin,
    favourite: false,
    favouriteLabels: labels,
    onOpen: fn(),
    onFavourite: fn(),
  },
  // A single tile sits in one cell of the real three-column grid, so it has a lobby tile's width.
  render: (args) => (
    <GameGrid label="Games">
      <GameGridItem>
        <GameTile {...args} />
      </GameGridItem>
    </GameGrid>
  ),
  decorators: [
    (Story) => (
      <div
        data-testid="screen"
        style={{
          boxSizing: 'border-box',
          width: PHONE_WIDTH,
          maxWidth: '100%',
          padding: vars.space.md,
          background: vars.color.page,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every picture under `root` has loaded or fallen back, so nothing shimmers in a screenshot. */
async function artSettled(root: HTMLElement) {
  await waitFor(
    () => {
      const frames = [...root.querySelectorAll<HTMLElement>('[data-status]')];
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) expect(['loaded', 'fallback']).toContain(frame.dataset.status);
      for (const badge of root.querySelectorAll<HTMLImageElement>('img:not([data-status] img)')) {
        expect(badge.complete && badge.naturalWidth > 0).toBe(true);
      }
    },
    { timeout: 5000 },
  );
}

/** The art's frame (the Image widget) inside a tile's open button. */
const artOf = (open: HTMLElement) => open.querySelector<HTMLElement>('[data-status]')!;
/** The tile's own box: the open button's parent, which also holds the heart. */
const tileOf = (open: HTMLElement) => open.parentElement!;

/** The top element the pointer would hit at the centre of `el` (what a tap there reaches). */
const hitAtCentre = (el: HTMLElement) => {
  const r = el.getBoundingClientRect();
  return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
};

/** The scripted clicks leave focus on a button; drop it, so the screenshot shows no keyboard focus ring. */
const dropFocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** What a lobby passes for one game (slot page: every tile has the provider badge). */
const tileProps = (
  game: TileFixture,
  words: { labels: typeof labels; hot: string },
  on: Pick<GameTileProps, 'onOpen' | 'onFavourite'>,
): GameTileProps => ({
  name: game.name,
  imageUrl: game.imageUrl,
  hotLabel: game.hot ? words.hot : undefined,
  vendorIcon: vendorBadge,
  vendorName,
  favourite: game.favourite,
  favouriteLabels: words.labels,
  ...on,
});

/**
 * A game: square art with the name below, one button that opens the game; the heart (not pressed)
 * sits top-right over the art, a 44 px target named after the game.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Golden Dragon' });
    await expect(open).toBeVisible();
    const heart = canvas.getByRole('button', { name: 'Add to favourites: Golden Dragon' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).not.toBeDisabled();

    await fontsSettled();
    const box = heart.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const artBox = artOf(open).getBoundingClientRect();
    await expect(artBox.height).toBeCloseTo(artBox.width, 0);
    await expect(box.top).toBeCloseTo(artBox.top, 0);
    await expect(box.right).toBeCloseTo(artBox.right, 0);
    // The name sits below the art, inside the same button.
    const name = within(open).getByText('Golden Dragon');
    await expect(name.getBoundingClientRect().top).toBeGreaterThanOrEqual(artBox.bottom);
    await artSettled(canvasElement);
  },
};

/** A favourite: the heart is pressed (filled) and says it removes the game from the favourites. */
export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvas, canvasElement }) => {
    const heart = canvas.getByRole('button', { name: 'Remove from favourites: Golden Dragon' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: /^Add to favourites/ })).toBeNull();
    const icon = heart.querySelector('svg')!;
    await expect(getComputedStyle(icon).fill).not.toBe('none');
    await artSettled(canvasElement);
  },
};

/**
 * A tap on the art opens the game; a tap on the heart only toggles the favourite (the heart is on
 * top of the art where it sits, and is not inside the open button).
 */
export const TapOpens: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Golden Dragon' });
    const heart = canvas.getByRole('button', { name: 'Add to favourites: Golden Dragon' });
    await expect(open.contains(heart)).toBe(false);
    await expect(hitAtCentre(artOf(open))?.closest('button')).toBe(open);
    await expect(hitAtCentre(heart)?.closest('button')).toBe(heart);

    await userEvent.click(artOf(open));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onFavourite).not.toHaveBeenCalled();

    await userEvent.click(heart);
    await expect(args.onFavourite).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);

    await userEvent.click(within(open).getByText('Golden Dragon'));
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await expect(args.onFavourite).toHaveBeenCalledTimes(1);
    dropFocus();
  },
};

/**
 * The game is launching: the art dims under a turning spinner that says which game is opening,
 * the button keeps the game's name (busy), and the heart stays on top and usable.
 */
export const Opening: Story = {
  args: { opening: true, openingLabel: 'Opening Golden Dragon' },
  play: async ({ canvas, canvasElement, args }) => {
    const open = canvas.getByRole('button', { name: 'Golden Dragon' });
    await expect(open).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening Golden Dragon');
    // The spinner covers the art exactly, and lets a tap through to the tile.
    await fontsSettled();
    const artBox = artOf(open).getBoundingClientRect();
    // status < its disc < the cover over the art
    const cover = canvas.getByRole('status').parentElement!.parentElement!.getBoundingClientRect();
    await expect(cover.width).toBeCloseTo(artBox.width, 0);
    await expect(cover.height).toBeCloseTo(artBox.height, 0);
    await expect(hitAtCentre(artOf(open))?.closest('button')).toBe(open);
    const heart = canvas.getByRole('button', { name: 'Add to favourites: Golden Dragon' });
    await expect(hitAtCentre(heart)?.closest('button')).toBe(heart);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await artSettled(canvasElement);
  },
};

/** A keyboard user reaches the game, then its heart; each shows the focus ring, Enter acts. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await artSettled(canvasElement);
    await fontsSettled();
    const open = canvas.getByRole('button', { name: 'Golden Dragon' });
    const heart = canvas.getByRole('button', { name: 'Add to favourites: Golden Dragon' });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await expect(getComputedStyle(open).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await expect(heart).toHaveFocus();
    // The ring is on the heart's disc, with a halo in the page colour around it so it shows on any art.
    const ring = getComputedStyle(heart.firstElementChild!);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(Number.parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
    await expect(ring.boxShadow).not.toBe('none');
    const disc = heart.firstElementChild!.getBoundingClientRect();
    const target = heart.getBoundingClientRect();
    // Ring (2 px) and halo (4 px) stay inside the 44 px target, so nothing around clips them.
    await expect(disc.left - 4).toBeGreaterThanOrEqual(target.left);
    await expect(disc.right + 4).toBeLessThanOrEqual(target.right);
    await userEvent.keyboard('{Enter}');
    await expect(args.onFavourite).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** On a slot page: the "hot" ribbon top-left and the provider's badge bottom-left, both over the art. */
export const HotWithProvider: Story = {
  args: { hotLabel: 'Hot', vendorIcon: vendorBadge, vendorName },
  play: async ({ canvas, canvasElement }) => {
    // The button is named by the game alone; the ribbon and the badge are shown, not read first.
    const open = canvas.getByRole('button', { name: 'Golden Dragon' });
    const ribbon = within(open).getByText('Hot');
    await expect(ribbon).toBeVisible();
    // Both are decoration: the button's name stays the game's own (label in name).
    await expect(ribbon).toHaveAttribute('aria-hidden', 'true');
    const badge = canvasElement.querySelector<HTMLImageElement>('img[data-vendor="Lumen Studio"]')!;
    await expect(badge).toHaveAttribute('alt', '');
    await expect(badge).toHaveAttribute('src', vendorBadge);

    await fontsSettled();
    const artBox = artOf(open).getBoundingClientRect();
    const ribbonBox = ribbon.getBoundingClientRect();
    const badgeBox = badge.getBoundingClientRect();
    const heartBox = canvas.getByRole('button', { name: /favourites/ }).getBoundingClientRect();
    await expect(ribbonBox.top).toBeGreaterThanOrEqual(artBox.top);
    await expect(ribbonBox.left).toBeGreaterThanOrEqual(artBox.left);
    await expect(ribbonBox.right).toBeLessThanOrEqual(heartBox.left);
    await expect(badgeBox.left).toBeGreaterThanOrEqual(artBox.left);
    await expect(badgeBox.bottom).toBeLessThanOrEqual(artBox.bottom);
    await expect(badgeBox.top).toBeGreaterThan(artBox.top + artBox.height / 2);
    await artSettled(canvasElement);
  },
};

/**
 * A name too long for the tile stays on one line and ends with an ellipsis: the tile keeps its
 * cell's width and the same height as its neighbour with a short name.
 */
export const LongName: Story = {
  args: { name: 'Mega Fortune Wheel of the Seven Seas', imageUrl: art.gem },
  render: (args) => (
    <GameGrid label="Games">
      <GameGridItem>
        <GameTile {...args} />
      </GameGridItem>
      <GameGridItem>
        <GameTile {...args} name="Lucky Koi" imageUrl={art.fish} />
      </GameGridItem>
    </GameGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText('Mega Fortune Wheel of the Seven Seas');
    await fontsSettled();
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const style = getComputedStyle(name);
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(style.whiteSpace).toBe('nowrap');
    const short = canvas.getByText('Lucky Koi');
    await expect(name.getBoundingClientRect().height).toBeCloseTo(short.getBoundingClientRect().height, 0);

    const open = canvas.getByRole('button', { name: 'Mega Fortune Wheel of the Seven Seas' });
    const [cell, neighbour] = canvas.getAllByRole('listitem');
    const cellBox = cell!.getBoundingClientRect();
    const tileBox = tileOf(open).getBoundingClientRect();
    await expect(tileBox.left).toBeGreaterThanOrEqual(cellBox.left - 0.5);
    await expect(tileBox.right).toBeLessThanOrEqual(cellBox.right + 0.5);
    await expect(cell!.scrollWidth).toBeLessThanOrEqual(cell!.clientWidth);
    await expect(cellBox.width).toBeCloseTo(neighbour!.getBoundingClientRect().width, 0);
    await expect(open.getBoundingClientRect().height).toBeCloseTo(
      canvas.getByRole('button', { name: 'Lucky Koi' }).getBoundingClientRect().height,
      0,
    );
    await artSettled(canvasElement);
  },
};

/** The art fails to load and the page gives no default: the built-in default image shows. */
export const BrokenArt: Story = {
  args: { name: 'Mystery Temple', imageUrl: art.broken },
  play: async ({ canvas, canvasElement, args }) => {
    const open = canvas.getByRole('button', { name: 'Mystery Temple' });
    await waitFor(() => expect(artOf(open)).toHaveAttribute('data-status', 'fallback'));
    await expect(artOf(open)).toHaveAttribute('data-stage', 'default');
    await expect(artOf(open).querySelector('img')).toBeNull();
    await fontsSettled();
    const box = artOf(open).getBoundingClientRect();
    await expect(box.height).toBeCloseTo(box.width, 0);
    await userEvent.click(artOf(open));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    dropFocus();
    await artSettled(canvasElement);
  },
};

/** The art fails to load and the site's own default game image shows in its place. */
export const BrokenArtSiteDefault: Story = {
  args: { name: 'Mystery Temple', imageUrl: art.broken, fallbackSrc: fallbackArt },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Mystery Temple' });
    await waitFor(() => expect(artOf(open)).toHaveAttribute('data-stage', 'fallback'));
    const img = artOf(open).querySelector('img')!;
    await expect(img).toHaveAttribute('src', fallbackArt);
    await waitFor(() => expect(img).toHaveAttribute('data-loaded'));
    await expect(artOf(open)).toHaveAttribute('data-status', 'loaded');
  },
};

/** Without favourite state (e.g. a widget that has no favourites) there is no heart at all. */
export const NoHeart: Story = {
  render: ({ name, imageUrl, onOpen }) => (
    <GameGrid label="Games">
      <GameGridItem>
        <GameTile name={name} imageUrl={imageUrl} onOpen={onOpen} />
      </GameGridItem>
    </GameGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Golden Dragon');
    await expect(canvas.queryByRole('button', { name: /favourites/ })).toBeNull();
    await expect(canvasElement.querySelector('[aria-pressed]')).toBeNull();
    await artSettled(canvasElement);
  },
};

/** Renders a slot lobby's grid of the given games. */
const lobby = (list: TileFixture[], words: { label: string; labels: typeof labels; hot: string }) =>
  function Lobby({ onOpen, onFavourite }: GameTileProps) {
    return (
      <GameGrid label={words.label}>
        {list.map((game) => (
          <GameGridItem key={game.name}>
            <GameTile {...tileProps(game, words, { onOpen, onFavourite })} />
          </GameGridItem>
        ))}
      </GameGrid>
    );
  };

/** Checks a full grid: nine named items in three equal columns, nothing wider than the screen. */
async function checkGrid(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: label });
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(9);
  await fontsSettled();
  const boxes = items.map((item) => item.getBoundingClientRect());
  await expect(boxes[1]!.top).toBeCloseTo(boxes[0]!.top, 0);
  await expect(boxes[2]!.top).toBeCloseTo(boxes[0]!.top, 0);
  await expect(boxes[3]!.top).toBeGreaterThan(boxes[0]!.bottom);
  await expect(boxes[3]!.left).toBeCloseTo(boxes[0]!.left, 0);
  for (const box of boxes) {
    await expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
    await expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
  }
  const screen = canvas.getByTestId('screen');
  await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth);
  for (const item of items) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  for (const heart of list.querySelectorAll('[aria-pressed]')) {
    const box = heart.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await artSettled(canvasElement);
}

/**
 * A slot lobby: three tiles a row on a phone, each with its provider badge; two hot games, two
 * favourites, one broken art, one long name.
 */
export const Grid: Story = {
  render: lobby(games, { label: 'Games', labels, hot: 'Hot' }),
  play: async ({ canvasElement, canvas }) => {
    await checkGrid(canvasElement, 'Games');
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2);
    await expect(canvas.getAllByText('Hot')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('img[data-vendor="Lumen Studio"]')).toHaveLength(9);
  },
};

/** The first page of games is loading: nine skeleton tiles, the grid busy, the skeletons hidden. */
export const Loading: Story = {
  render: () => (
    <GameGrid label="Games" busy>
      <GameTileSkeletons count={9} />
    </GameGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    const items = list.querySelectorAll('li');
    await expect(items).toHaveLength(9);
    for (const item of items) await expect(item).toHaveAttribute('aria-hidden', 'true');
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await fontsSettled();
    const art = items[0]!.querySelector('span')!.getBoundingClientRect();
    await expect(art.height).toBeGreaterThan(0);
    await expect(art.height).toBeCloseTo(art.width, 0);
  },
};

/**
 * The next page is loading under the games already shown: the skeletons are the real tiles' size,
 * so nothing moves when the games arrive.
 */
export const LoadingMore: Story = {
  render: ({ onOpen, onFavourite }) => (
    <GameGrid label="Games" busy>
      {games.slice(0, 3).map((game) => (
        <GameGridItem key={game.name}>
          <GameTile {...tileProps(game, { labels, hot: 'Hot' }, { onOpen, onFavourite })} />
        </GameGridItem>
      ))}
      <GameTileSkeletons count={3} />
    </GameGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const items = [...list.querySelectorAll('li')];
    await expect(items).toHaveLength(6);
    await fontsSettled();
    const real = items[0]!.getBoundingClientRect();
    const skeleton = items[3]!.getBoundingClientRect();
    await expect(skeleton.width).toBeCloseTo(real.width, 0);
    await expect(skeleton.height).toBeCloseTo(real.height, 0);
    await expect(items[3]).toHaveAttribute('aria-hidden', 'true');
    await artSettled(canvasElement);
  },
};

/** Simplified Chinese: names, heart labels and the "hot" ribbon; a long name still ends in an ellipsis. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: lobby(gamesZh, { label: '游戏', labels: labelsZh, hot: '热门' }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '加入收藏: 翡翠转轴' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: '取消收藏: 金龙献宝' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByText('热门')).toHaveLength(2);
    const longName = canvas.getByText('七海超级幸运大转盘豪华版');
    // The CJK face (one of Noto Sans SC's unicode-range files) arrives late on a machine without CJK
    // fonts; measured before it, the name fit in the fallback and this failed (114 > 114).
    await fontsSettled();
    await expect(longName.scrollWidth).toBeGreaterThan(longName.clientWidth);
    await checkGrid(canvasElement, '游戏');
  },
};

/** Light mode: the grid's every state (hot, favourite, broken art, long name) on the light page. */
export const Light: Story = {
  globals: { theme: 'light' },
  render: lobby(games, { label: 'Games', labels, hot: 'Hot' }),
  play: async ({ canvasElement }) => {
    await checkGrid(canvasElement, 'Games');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { GameTile } from '../GameTile';
import { games, gamesZh, labels, labelsZh, type TileFixture } from '../GameTile/fixtures';
import { GameRow, GameRowItem } from './GameRow';

const onOpen = fn();

function Row({ list, zh = false, ...props }: { list: TileFixture[]; zh?: boolean; busy?: boolean; arrows?: boolean }) {
  return (
    <GameRow label={zh ? '热门游戏' : 'Hot games'} {...props}>
      {list.map((g) => (
        <GameRowItem key={g.name}>
          <GameTile
            name={g.name}
            imageUrl={g.imageUrl}
            hotLabel={g.hot ? (zh ? '热门' : 'Hot') : undefined}
            favourite={g.favourite}
            favouriteLabels={zh ? labelsZh : labels}
            onOpen={() => onOpen(g.name)}
            onFavourite={fn()}
          />
        </GameRowItem>
      ))}
    </GameRow>
  );
}

const meta = {
  title: 'Lobby/GameRow',
  component: Row,
  args: { list: games, arrows: true },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%', padding: vars.space.md, background: vars.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Row>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nine games, three in view; the arrows page through the rest. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'Hot games' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    // Three tiles fill the row's width; the rest wait off to the side, inside the row.
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth * 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next games' }));
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous games' }));
    await waitFor(() => expect(row.scrollLeft).toBe(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Golden Dragon' }));
    await expect(onOpen).toHaveBeenCalledWith('Golden Dragon');
  },
};

/** Three games or fewer: no arrows (the page decides). */
export const Few: Story = {
  args: { list: games.slice(0, 3), arrows: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Next games' })).toBeNull();
  },
};

/**
 * Loading, the page expecting more than three games: three placeholder tiles, marked busy, and the
 * arrows' place held by placeholders (no buttons yet), so the row is as tall as the loaded one.
 */
export const Loading: Story = {
  args: { busy: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Row {...args} />
      <div data-testid="loaded">
        <Row {...args} busy={false} />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const busy = canvasElement.querySelector('ul[aria-busy="true"]')!;
    await expect(busy).toHaveAccessibleName('Hot games');
    await expect(canvas.getAllByRole('button', { name: 'Golden Dragon' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Next games' })).toHaveLength(1);
    await fontsSettled();
    const loaded = canvas.getByTestId('loaded').getBoundingClientRect().height;
    await expect(Math.abs(busy.parentElement!.getBoundingClientRect().height - loaded)).toBeLessThan(1);
  },
};

/** Loading, no arrows expected (the page knows there will be three games or fewer): nothing held for them. */
export const LoadingFew: Story = {
  args: { busy: true, arrows: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Hot games' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Next games' })).toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(0);
  },
};

/** Empty: the row renders nothing inside (a page hides an empty strip). */
export const Empty: Story = {
  args: { list: [], arrows: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Hot games' })).toBeEmptyDOMElement();
  },
};

/** A long name is cut with an ellipsis inside its tile; the row never grows wider than the screen. */
export const LongNames: Story = {
  args: { list: [games[7]!, games[7]!, games[7]!].map((g, i) => ({ ...g, name: `${g.name} ${i + 1}` })) },
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('list', { name: 'Hot games' });
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.firstElementChild!.getBoundingClientRect().right,
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { list: gamesZh, zh: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '热门游戏' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '下一组游戏' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一组游戏' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = { globals: { theme: 'light' } };

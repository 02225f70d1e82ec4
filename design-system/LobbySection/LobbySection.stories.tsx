import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { EmptyState } from '../EmptyState';
import { GameRow, GameRowItem } from '../GameRow';
import { GameTile } from '../GameTile';
import { games, labels } from '../GameTile/fixtures';
import { VendorTiles } from '../VendorTiles';
import { LobbySection, LobbySectionSkeleton } from './LobbySection';

const meta = {
  title: 'Lobby/LobbySection',
  component: LobbySectionStory,
  args: { title: 'Hot games', onNavigate: fn(), withAction: true, actionLabel: 'More' },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%', padding: vars.space.md, background: vars.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LobbySectionStory>;
export default meta;
type Story = StoryObj<typeof meta>;

function LobbySectionStory({
  title,
  onNavigate,
  withAction,
  actionLabel,
  empty = false,
}: {
  title: string;
  onNavigate: (href: string) => void;
  withAction: boolean;
  actionLabel: string;
  empty?: boolean;
}) {
  return (
    <LobbySection title={title} action={withAction ? { label: actionLabel, href: '/hot', onNavigate } : undefined}>
      {empty ? (
        <EmptyState size="compact" title="No games yet" />
      ) : (
        <GameRow label={title}>
          {games.slice(0, 3).map((g) => (
            <GameRowItem key={g.name}>
              <GameTile
                name={g.name}
                imageUrl={g.imageUrl}
                favourite={g.favourite}
                favouriteLabels={labels}
                onOpen={fn()}
                onFavourite={fn()}
              />
            </GameRowItem>
          ))}
        </GameRow>
      )}
    </LobbySection>
  );
}

export const WithMoreLink: Story = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'Hot games' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    const more = canvas.getByRole('link', { name: 'More' });
    // The path comes from the page; a plain click hands it back to the page's navigation.
    await expect(more).toHaveAttribute('href', '/hot');
    // The kit's section header, the title centred on the link's touch target.
    const title = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const link = more.getBoundingClientRect();
    await expect(Math.abs(title.top + title.height / 2 - (link.top + link.height / 2))).toBeLessThanOrEqual(2);
    await userEvent.click(more);
    await expect(args.onNavigate).toHaveBeenCalledWith('/hot');
    await expect(section).toContainElement(canvas.getByRole('list', { name: 'Hot games' }));
  },
};

export const WithoutAction: Story = {
  args: { withAction: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { empty: true, title: 'Favourites', actionLabel: 'See all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Favourites' })).toHaveTextContent('No games yet');
  },
};

/** A long title wraps; the link stays on its line, whole. */
export const LongTitle: Story = {
  args: { title: 'Progressive jackpot slots from every studio of the month', actionLabel: 'See all' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    const link = canvas.getByRole('link', { name: 'See all' });
    const h = heading.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    await expect(l.left).toBeGreaterThanOrEqual(h.right);
    await expect(link.scrollWidth).toBeLessThanOrEqual(Math.ceil(l.width));
  },
};

/**
 * Before the first answer: a placeholder section (title line, vendor tiles and a row of tiles),
 * announced once as loading with aria-busy, no empty text. It is as tall as the section it stands
 * for (drawn below it here), so nothing moves when the games arrive.
 */
export const Loading: Story = {
  render: ({ onNavigate }) => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <LobbySectionSkeleton label="Loading games">
        <VendorTiles size="compact" label="Vendors" vendors={[]} onOpen={fn()} loading skeletonCount={3} />
        <GameRow label="Slots" busy />
      </LobbySectionSkeleton>
      <div data-testid="loaded">
        <LobbySection title="Slots" action={{ label: 'See all', href: '/slots', onNavigate }}>
          <VendorTiles
            size="compact"
            label="Vendors"
            vendors={games.slice(0, 3).map((g) => ({ id: g.name, name: g.name, logo: g.imageUrl }))}
            onOpen={fn()}
          />
          <GameRow label="Slots">
            {games.slice(0, 3).map((g) => (
              <GameRowItem key={g.name}>
                <GameTile name={g.name} imageUrl={g.imageUrl} onOpen={fn()} />
              </GameRowItem>
            ))}
          </GameRow>
        </LobbySection>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading games');
    await expect(within(status).queryByRole('heading')).toBeNull();
    await expect(within(status).queryByText(/no games/i)).toBeNull();
    await expect(within(status).queryAllByRole('button')).toHaveLength(0);
    await fontsSettled();
    const loaded = canvas.getByTestId('loaded').getBoundingClientRect().height;
    await expect(Math.abs(status.getBoundingClientRect().height - loaded)).toBeLessThan(2);
  },
};

/** The hot strip while it loads: no "More" yet, but the header keeps its touch height, so nothing moves if it comes. */
export const ReservedAction: Story = {
  render: ({ onNavigate }) => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <LobbySection title="Hot games" reserveAction>
        <GameRow label="Hot games" busy />
      </LobbySection>
      <LobbySection title="Loaded" action={{ label: 'More', href: '/hot', onNavigate }}>
        <GameRow label="Loaded games" busy />
      </LobbySection>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeNull();
    await fontsSettled();
    const [reserved, loaded] = canvas.getAllByRole('region');
    await expect(
      Math.abs(reserved!.getBoundingClientRect().height - loaded!.getBoundingClientRect().height),
    ).toBeLessThan(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '热门游戏', actionLabel: '更多' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '热门游戏' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '更多' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = { globals: { theme: 'light' } };

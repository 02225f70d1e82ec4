import { GameRow, GameRowItem } from '../../design-system/GameRow';
import { GameTile } from '../../design-system/GameTile';
import type { Game } from '../../src/api/contract/games';
import { showCarouselArrows } from '../../src/rules/lobby';
import { useGameTileProps } from '../GameLobby/useGameTileProps';

/**
 * A row of game tiles that scrolls sideways; arrows above 3 games. While pending, the arrows' place
 * is held when `expectMore` says the row usually has more than three games (a category's first 9),
 * and not otherwise (the hot strip: a short pick list, three games in the demo catalogue). Holding
 * a place the answer does not fill moves everything below up when it comes: that was the largest
 * layout shift of /m/home (0.0155 of its 0.016).
 */
export function HomeGameRow({
  label,
  games,
  pending,
  expectMore = true,
}: {
  label: string;
  games: readonly Game[];
  pending: boolean;
  expectMore?: boolean;
}) {
  const tileProps = useGameTileProps();
  return (
    <GameRow label={label} busy={pending} arrows={(pending && expectMore) || showCarouselArrows(games.length)}>
      {games.map((g) => (
        <GameRowItem key={g.nodeId}>
          <GameTile {...tileProps(g)} />
        </GameRowItem>
      ))}
    </GameRow>
  );
}

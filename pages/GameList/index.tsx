import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { classifyFrom, gameTypeFor, lobbyPathOf } from '../../src/rules/lobby';
import { GameLobby } from '../GameLobby/GameLobby';

/**
 * /m/gameList?gameType&vassalage and /m/slot-games: a game grid for one type, and one vendor when
 * the URL names it (a FISH or PVP vendor tile, a VASSALAGE vendor).
 */
export default function GameList() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gameType = gameTypeFor(pathname, params.get('gameType')?.toUpperCase());
  // /m/slot-games?gameClassify=BG is bingo (spec §2): only those games, as the drawer's filter.
  const gameClassify = gameType === 'RNG' ? classifyFrom(params.get('gameClassify')) : undefined;
  return (
    <GameLobby
      key={`${gameType}:${gameClassify ?? ''}`}
      source="list"
      gameType={gameType}
      vassalage={params.get('vassalage') ?? undefined}
      gameClassify={gameClassify}
      onGameType={(next) => {
        if (!next || next === gameType) return;
        // Each type has its category lobby (slots /m/slot-games, the lottery /m/lottery).
        navigate(lobbyPathOf(next));
      }}
    />
  );
}

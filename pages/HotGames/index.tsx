import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GameType } from '../../src/api/contract/games';
import { GAME_TYPES } from '../../src/api/contract/games.constants';
import { GameLobby } from '../GameLobby/GameLobby';

/** /m/hot-games: every hot game, 15 a page, narrowed by the category dropdown, search and filters. */
export default function HotGames() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('gameType')?.toUpperCase();
  const gameType = (GAME_TYPES as readonly string[]).includes(raw ?? '') ? (raw as GameType) : undefined;
  return (
    <GameLobby
      key={gameType ?? 'all'}
      source="hot"
      gameType={gameType}
      onGameType={(next) => {
        if (next === 'LOTT' || next === 'ELOTT') navigate('/m/lottery');
        else setParams(next ? { gameType: next } : {}, { replace: true });
      }}
    />
  );
}

import { useNavigate, useSearchParams } from 'react-router-dom';
import { hotGameType } from '../../src/rules/lobby';
import { GameLobby } from '../GameLobby/GameLobby';

/** /m/hot-games: every hot game, 15 a page, narrowed by the category dropdown, search and filters. */
export default function HotGames() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const gameType = hotGameType(params.get('gameType'));
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

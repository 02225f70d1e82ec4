import { useTranslation } from 'react-i18next';
import * as css from './Road.css';

export interface RoadCoup {
  id: string;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  playerTotal: number;
  bankerTotal: number;
}

export interface RoadProps {
  /** The coups, oldest first. */
  coups: readonly RoadCoup[];
}

const LETTER = { player: 'roadP', banker: 'roadB', tie: 'roadT' } as const;

/** The bead road: one bead per coup, six to a column, oldest first; pair dots in the corners. */
export function Road({ coups }: RoadProps) {
  const { t } = useTranslation('cards');
  if (coups.length === 0) {
    return (
      <div className={css.wrap}>
        <p className={css.empty}>{t('baccarat.roadEmpty')}</p>
      </div>
    );
  }
  return (
    <div className={css.wrap}>
      <ol className={css.grid} aria-label={t('baccarat.road')}>
        {coups.map((c) => (
          <li
            key={c.id}
            className={css.bead}
            data-w={c.winner}
            aria-label={
              c.winner === 'tie'
                ? t('baccarat.tieResult', { p: c.playerTotal })
                : t(c.winner === 'player' ? 'baccarat.playerWins' : 'baccarat.bankerWins', {
                    p: c.playerTotal,
                    b: c.bankerTotal,
                  })
            }
          >
            <span aria-hidden>{t(`baccarat.${LETTER[c.winner]}`)}</span>
            {c.playerPair ? <span className={css.playerDot} aria-hidden /> : null}
            {c.bankerPair ? <span className={css.bankerDot} aria-hidden /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

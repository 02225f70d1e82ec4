import { useTranslation } from 'react-i18next';
import type { BaccaratBet, BaccaratGame, BaccaratRound } from '../../../src/api/contract/cards';
import { handTotal } from '../../../src/rules/baccarat';
import { parseCard } from '../../../src/rules/videopoker/cards';
import { PlayingCard } from '../PlayingCard';
import * as css from './BaccaratTable.css';

export interface BaccaratTableProps {
  game: BaccaratGame;
  currencySymbol: string;
  bets: Partial<Record<BaccaratBet, number>>;
  /** The chip a tap on a bet area adds. */
  chip: number;
  onChip: (chip: number) => void;
  onBet: (bet: BaccaratBet) => void;
  /** While a coup is dealt nothing can be placed. */
  disabled?: boolean;
  /** The last coup (its cards), or null before the first. */
  coup: BaccaratRound | null;
  /** How many of its cards are dealt so far, in the order dealt (all when not animating). */
  shown?: number;
}

const compact = (minor: number) => {
  const units = minor / 100;
  return units >= 1000 ? `${units / 1000}K` : String(units);
};
const paysText = (pays: number) => `${pays}:1`;

/** The baccarat table: the two hands as dealt, the five bet areas with what is on them, and the chips. */
export function BaccaratTable({
  game,
  currencySymbol,
  bets,
  chip,
  onChip,
  onBet,
  disabled = false,
  coup,
  shown = Number.POSITIVE_INFINITY,
}: BaccaratTableProps) {
  const { t } = useTranslation('cards');
  // The cards dealt so far, side by side, in the order dealt.
  const dealt = { player: [] as string[], banker: [] as string[] };
  if (coup) {
    const next = { player: 0, banker: 0 };
    coup.order.slice(0, shown).forEach((side) => {
      const code = coup[side][next[side]++];
      if (code) dealt[side].push(code);
    });
  }
  const done = coup !== null && shown >= coup.order.length;
  const won = (bet: BaccaratBet) => done && coup !== null && isWin(bet, coup);
  const area = (bet: BaccaratBet, main: boolean) => {
    const amount = bets[bet] ?? 0;
    const name = t(`baccarat.${bet}`);
    const pays = paysText(game.pays[bet]);
    return (
      <button
        key={bet}
        type="button"
        className={main ? `${css.area} ${css.mainArea}` : css.area}
        data-side={bet === 'player' || bet === 'banker' ? bet : undefined}
        data-won={won(bet) || undefined}
        data-testid={`bet-${bet}`}
        disabled={disabled}
        onClick={() => onBet(bet)}
      >
        <span className={css.areaName}>{name}</span>
        <span className={css.areaPays}>{pays}</span>
        {amount > 0 ? (
          <span className={css.stakeTag}>
            {currencySymbol}
            {compact(amount)}
          </span>
        ) : null}
      </button>
    );
  };
  const handBox = (side: 'player' | 'banker') => {
    const cards = dealt[side];
    const total = cards.length > 0 ? handTotal(cards.map(parseCard)) : null;
    return (
      <section
        className={css.hand}
        data-won={(done && coup?.winner === side) || undefined}
        aria-label={t(`baccarat.${side}`)}
        data-testid={`hand-${side}`}
      >
        <div className={css.handHead}>
          <span>{t(`baccarat.${side}`)}</span>
          <output className={css.total} data-testid={`total-${side}`}>
            {total ?? '–'}
          </output>
        </div>
        <div className={css.cards}>
          {cards.map((code, i) => (
            <PlayingCard
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand's third card is its third; cards repeat in a shoe
              key={`${coup?.id}:${i}`}
              code={code}
              dealDelay={shown === Number.POSITIVE_INFINITY ? null : 0}
            />
          ))}
        </div>
      </section>
    );
  };
  return (
    <fieldset className={css.table} aria-label={t('baccarat.table')}>
      <div className={css.hands}>
        {handBox('player')}
        {handBox('banker')}
      </div>
      <div className={css.sides}>{(['playerPair', 'tie', 'bankerPair'] as const).map((b) => area(b, false))}</div>
      <div className={css.mains}>{(['player', 'banker'] as const).map((b) => area(b, true))}</div>
      <fieldset className={css.chips}>
        <legend className={css.visuallyHidden}>{t('baccarat.chips')}</legend>
        {game.chips.map((c) => (
          <button
            key={c}
            type="button"
            className={css.chip}
            aria-pressed={c === chip}
            disabled={disabled}
            onClick={() => onChip(c)}
          >
            <span className={css.visuallyHidden}>
              {t('baccarat.chip')} {currencySymbol}
            </span>
            {compact(c)}
          </button>
        ))}
      </fieldset>
    </fieldset>
  );
}

function isWin(bet: BaccaratBet, coup: BaccaratRound): boolean {
  switch (bet) {
    case 'player':
    case 'banker':
    case 'tie':
      return coup.winner === bet;
    case 'playerPair':
      return coup.playerPair;
    case 'bankerPair':
      return coup.bankerPair;
  }
}

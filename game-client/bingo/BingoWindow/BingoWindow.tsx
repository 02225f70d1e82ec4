import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ChipGroup } from '../../../design-system/ChipGroup';
import { Money } from '../../../design-system/Money';
import type { BingoRound, BingoState } from '../../../src/api/contract/bingofish';
import type { StudioSeeds } from '../../../src/api/contract/studio';
import {
  BASE_BALLS,
  EXTRA_MARGIN,
  MAX_CARDS,
  MAX_EXTRA_BALLS,
  MIN_EXTRA_SHARE,
  type PatternId,
} from '../../../src/rules/bingo/bingo';
import type { FairnessSeedsApi } from '../../frame/FairnessPanel';
import { GameFrame } from '../../frame/GameFrame';
import type { HistoryRound } from '../../frame/HistoryPanel';
import { BallBoard } from '../BallBoard';
import { BingoCard } from '../BingoCard';
import * as css from '../bingo.css';
import { PrizeTable } from '../PrizeTable';

type Answer = { round: BingoRound; balance: number };

export interface BingoApi {
  buy: (cards: number, stake: number) => Promise<Answer>;
  extra: (roundId: string, drawn: number) => Promise<Answer>;
  collect: (roundId: string) => Promise<Answer>;
}

export interface BingoWindowProps {
  initial: BingoState;
  api: BingoApi;
  onBack: () => void;
  /** A failed call in the player's words. */
  errorMessage: (err: unknown) => string;
  /** After every call that moved money (the page refreshes the site's wallet). */
  onBalance?: () => void;
  fairnessApi?: FairnessSeedsApi;
  playMoney?: boolean;
  initialSheet?: 'rules' | 'history' | null;
}

const CARD_OPTIONS = Array.from({ length: MAX_CARDS }, (_, i) => String(i + 1));

/** The bingo window in the game frame: buy cards, see the balls, buy extra balls, collect. */
export function BingoWindow({
  initial,
  api,
  onBack,
  errorMessage,
  onBalance,
  fairnessApi,
  playMoney,
  initialSheet,
}: BingoWindowProps) {
  const { t } = useTranslation('bingofish');
  const game = initial.game;
  const [balance, setBalance] = useState(initial.balance);
  const [round, setRound] = useState<BingoRound | null>(initial.round ?? initial.history[0] ?? null);
  const [history, setHistory] = useState<BingoRound[]>(initial.history);
  const [cards, setCards] = useState(initial.round?.cards.length ?? 1);
  const [stake, setStake] = useState(initial.round?.stake ?? game.stakes[2] ?? game.stakes[0] ?? 10);
  const [busy, setBusy] = useState<'buy' | 'extra' | 'collect' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seeds, setSeeds] = useState<StudioSeeds | null>(initial.seeds);
  const open = round?.status === 'open' ? round : null;

  const run = async (what: 'buy' | 'extra' | 'collect', call: () => Promise<Answer>) => {
    if (busy) return;
    setBusy(what);
    setError(null);
    try {
      const answer = await call();
      setBalance(answer.balance);
      setRound(answer.round);
      setHistory((h) => [answer.round, ...h.filter((r) => r.id !== answer.round.id)].slice(0, 20));
      if (what === 'buy' && seeds) setSeeds({ ...seeds, nonce: answer.round.nonce + 1 });
      onBalance?.();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const rounds: HistoryRound[] = history
    .filter((r) => r.status !== 'open')
    .map((r) => ({ id: r.id, time: r.time, stake: r.staked, free: false, win: r.win }));
  const won = (round?.results ?? []).flatMap((r) => (r.pattern ? [r.pattern] : [])) as PatternId[];
  const extraRtp = (100 / (1 + EXTRA_MARGIN)).toFixed(2);

  const action = open ? (
    <div className={css.actions}>
      <Button
        variant="secondary"
        size="lg"
        disabled={open.nextPrice === null}
        loading={busy === 'extra'}
        onPress={() => run('extra', () => api.extra(open.id, open.drawn.length))}
      >
        {open.nextPrice === null ? (
          t('bingo.extra.none')
        ) : (
          <>
            {t('bingo.extra.buy')}{' '}
            <Money
              symbol={initial.currencySymbol}
              minor={open.nextPrice}
              digits={2}
              decimals="exact"
              tone="neutral"
              size="sm"
            />
          </>
        )}
      </Button>
      <Button size="lg" loading={busy === 'collect'} onPress={() => run('collect', () => api.collect(open.id))}>
        {open.win > 0 ? t('bingo.extra.collectWin') : t('bingo.extra.collect')}
      </Button>
    </div>
  ) : (
    <Button fullWidth size="lg" loading={busy === 'buy'} onPress={() => run('buy', () => api.buy(cards, stake))}>
      {t('bingo.buy.play')} ·{' '}
      <Money
        symbol={initial.currencySymbol}
        minor={cards * stake}
        digits={2}
        decimals="exact"
        tone="neutral"
        size="sm"
      />
    </Button>
  );

  return (
    <GameFrame
      title={game.name}
      palette={game.theme}
      currencySymbol={initial.currencySymbol}
      balance={balance}
      win={round && round.status !== 'open' ? round.win : 0}
      playMoney={playMoney}
      onBack={onBack}
      // While a round is open the stake is fixed, and the extra-ball and collect buttons take the row.
      stake={open ? undefined : { stakes: game.stakes, value: stake, onChange: setStake, disabled: busy !== null }}
      action={action}
      note={`RTP ${(game.rtp / 100).toFixed(2)}%`}
      rulesTitle={t('bingo.rulesTitle')}
      rules={
        <div className={css.stage}>
          <p>{t('bingo.rules.intro', { balls: BASE_BALLS })}</p>
          <p>{t('bingo.rules.cards')}</p>
          <p>{t('bingo.rules.pays')}</p>
          <PrizeTable currencySymbol={initial.currencySymbol} />
          <p>
            {t('bingo.rules.extra', {
              max: MAX_EXTRA_BALLS,
              margin: EXTRA_MARGIN * 100,
              min: MIN_EXTRA_SHARE * 100,
            })}
          </p>
          <p>{t('bingo.rules.rtp', { rtp: (game.rtp / 100).toFixed(2), extraRtp })}</p>
          <p>{t('bingo.rules.fair')}</p>
        </div>
      }
      history={rounds}
      freeLabel=""
      initialSheet={initialSheet}
      fairness={{
        sessionId: initial.sessionId,
        roundId: round?.id ?? null,
        lastSpinId: history.find((r) => r.status !== 'open')?.id ?? null,
        seeds,
        onSeedsChange: setSeeds,
        api: fairnessApi,
        errorMessage,
      }}
    >
      <div className={css.stage}>
        {open === null ? (
          <section className={css.buy} aria-label={t('bingo.buy.cards')}>
            <ChipGroup
              label={t('bingo.buy.cards')}
              layout="grid"
              columns={4}
              numeric
              options={CARD_OPTIONS.map((v) => ({ value: v, label: v }))}
              value={String(cards)}
              onChange={(v) => setCards(Number(v))}
            />
            <p className={css.total}>
              {t('bingo.buy.cardCount', { count: cards })} ×{' '}
              <Money
                symbol={initial.currencySymbol}
                minor={stake}
                digits={2}
                decimals="exact"
                tone="neutral"
                size="sm"
              />{' '}
              ={' '}
              <Money
                symbol={initial.currencySymbol}
                minor={cards * stake}
                digits={2}
                decimals="exact"
                tone="accent"
                size="sm"
              />
            </p>
          </section>
        ) : null}
        {round ? (
          <>
            <BallBoard drawn={round.drawn} baseCount={round.baseBalls} />
            <p className={css.winLine} role="status">
              {round.status === 'open'
                ? t('bingo.result.open')
                : round.win > 0
                  ? `${t('bingo.result.won')} `
                  : t('bingo.result.lost')}
              {round.status !== 'open' && round.win > 0 ? (
                <Money
                  symbol={initial.currencySymbol}
                  minor={round.win}
                  digits={2}
                  decimals="exact"
                  tone="accent"
                  size="sm"
                />
              ) : null}
            </p>
            <div className={round.cards.length > 1 ? css.cards.many : css.cards.one}>
              {round.cards.map((card, i) => (
                <BingoCard
                  // biome-ignore lint/suspicious/noArrayIndexKey: a round's cards in their fixed order
                  key={i}
                  card={card}
                  index={i + 1}
                  drawn={round.drawn}
                  pattern={round.results[i]?.pattern ?? null}
                  win={round.results[i]?.win ?? 0}
                  currencySymbol={initial.currencySymbol}
                />
              ))}
            </div>
          </>
        ) : null}
        {open ? null : (
          <section className={css.panel}>
            <PrizeTable stake={stake} currencySymbol={initial.currencySymbol} won={round ? won : []} />
          </section>
        )}
        {error ? (
          <p className={css.winLine} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </GameFrame>
  );
}

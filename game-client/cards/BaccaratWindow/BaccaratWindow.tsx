import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Money } from '../../../design-system/Money';
import { toast } from '../../../design-system/Toast';
import type { BaccaratBet, BaccaratPlay, BaccaratRound, BaccaratState } from '../../../src/api/contract/cards';
import type { FairnessSeedsApi } from '../../frame/FairnessPanel';
import { GameFrame } from '../../frame/GameFrame';
import { BaccaratTable } from '../BaccaratTable';
import { Road } from '../Road';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import * as css from '../window.css';

export interface BaccaratApi {
  deal: (bets: Partial<Record<BaccaratBet, number>>) => Promise<BaccaratPlay>;
}

export interface BaccaratWindowProps {
  initial: BaccaratState;
  api: BaccaratApi;
  onBack: () => void;
  playMoney?: boolean;
  onSettled?: () => void;
  errorMessage: (err: unknown) => string;
  fairnessApi?: FairnessSeedsApi;
  verifyHref?: (id: string) => string;
  /** The gap between dealt cards in ms (reduced motion: all at once). */
  dealGapMs?: number;
}

type Bets = Partial<Record<BaccaratBet, number>>;
const sum = (bets: Bets) => Object.values(bets).reduce((s, v) => s + (v ?? 0), 0);

/** Baccarat in the game frame: the road, the table with its bet areas and chips, DEAL. */
export function BaccaratWindow({
  initial,
  api,
  onBack,
  playMoney,
  onSettled,
  errorMessage,
  fairnessApi,
  verifyHref,
  dealGapMs = 450,
}: BaccaratWindowProps) {
  const { t } = useTranslation('cards');
  const game = initial.game;
  const reduced = usePrefersReducedMotion();
  const [balance, setBalance] = useState(initial.balance);
  const [bets, setBets] = useState<Bets>({});
  const [lastBets, setLastBets] = useState<Bets | null>(null);
  const [chip, setChip] = useState(game.chips[0] ?? game.minBet);
  const [coup, setCoup] = useState<BaccaratRound | null>(initial.history[0] ?? null);
  const [shown, setShown] = useState(Number.POSITIVE_INFINITY);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(initial.history);
  const [seeds, setSeeds] = useState(initial.seeds);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const dealing = coup !== null && shown < coup.order.length;
  const locked = busy || dealing;
  const total = sum(bets);

  const place = (bet: BaccaratBet) => {
    const next = Math.min(game.maxBet, (bets[bet] ?? 0) + chip);
    setBets({ ...bets, [bet]: next });
  };

  const deal = async () => {
    if (locked) return;
    const placed = total > 0 ? bets : (lastBets ?? {});
    const stake = sum(placed);
    if (stake <= 0) {
      toast.info(t('baccarat.placeHint'));
      return;
    }
    if (balance < stake) {
      toast.error(t('play.lowBalance', { ns: 'games' }));
      return;
    }
    setBusy(true);
    try {
      const res = await api.deal(placed);
      setLastBets(placed);
      setBets({});
      setCoup(res.round);
      setSeeds((s) => ({ ...s, nonce: res.round.nonce + 1 }));
      const finish = () => {
        setBalance(res.balance);
        setHistory((h) => [res.round, ...h].slice(0, 60));
        onSettled?.();
      };
      if (reduced || dealGapMs <= 0) {
        setShown(Number.POSITIVE_INFINITY);
        finish();
      } else {
        setShown(1);
        let n = 1;
        clearInterval(timer.current);
        timer.current = setInterval(() => {
          n += 1;
          setShown(n);
          if (n >= res.round.order.length) {
            clearInterval(timer.current);
            finish();
          }
        }, dealGapMs);
      }
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const settled = coup !== null && !dealing;
  const result = (() => {
    if (!settled || !coup) return { text: t('baccarat.placeHint'), win: false };
    const line =
      coup.winner === 'tie'
        ? t('baccarat.tieResult', { p: coup.playerTotal })
        : t(coup.winner === 'player' ? 'baccarat.playerWins' : 'baccarat.bankerWins', {
            p: coup.playerTotal,
            b: coup.bankerTotal,
          });
    return { text: line, win: coup.win > 0 };
  })();

  return (
    <GameFrame
      title={game.name}
      palette={game.theme}
      currencySymbol={initial.currencySymbol}
      balance={balance}
      win={settled && coup ? coup.win : 0}
      playMoney={playMoney}
      onBack={onBack}
      action={
        <div className={css.actions}>
          <Button
            variant="secondary"
            size="lg"
            disabled={locked || (total === 0 && !lastBets)}
            onPress={() => (total > 0 ? setBets({}) : lastBets && setBets(lastBets))}
          >
            {total > 0 ? t('baccarat.clear') : t('baccarat.rebet')}
          </Button>
          <Button size="lg" onPress={deal} loading={busy} disabled={dealing} data-testid="baccarat-deal">
            {t('baccarat.deal')}
          </Button>
        </div>
      }
      rulesTitle={t('baccarat.table')}
      rules={
        <ul className={css.rules}>
          {(['deal', 'values', 'natural', 'player', 'banker', 'pays'] as const).map((k) => (
            <li key={k}>{t(`baccarat.rules.${k}`)}</li>
          ))}
          <li>
            {t('baccarat.rules.rtp', {
              banker: (game.rtp.banker / 100).toFixed(2),
              player: (game.rtp.player / 100).toFixed(2),
              tie: (game.rtp.tie / 100).toFixed(2),
              pair: (game.rtp.playerPair / 100).toFixed(2),
            })}
          </li>
        </ul>
      }
      history={history.map((r) => ({ id: r.id, time: r.time, stake: r.stake, free: false, win: r.win }))}
      freeLabel=""
      fairness={{
        sessionId: initial.sessionId,
        roundId: history[0]?.id ?? null,
        lastSpinId: history[0]?.id ?? null,
        seeds,
        onSeedsChange: setSeeds,
        api: fairnessApi,
        errorMessage,
        verifyHref,
      }}
    >
      <Road coups={[...history].reverse()} />
      <p className={css.status} data-win={result.win || undefined} aria-live="polite" data-testid="baccarat-status">
        {result.text}
        {result.win && coup ? (
          <>
            {' · '}
            <Money symbol={initial.currencySymbol} minor={coup.win} digits={2} decimals={2} tone="accent" size="sm" />
          </>
        ) : null}
      </p>
      <BaccaratTable
        game={game}
        currencySymbol={initial.currencySymbol}
        bets={total > 0 || !settled ? bets : {}}
        chip={chip}
        onChip={setChip}
        onBet={place}
        disabled={locked}
        coup={coup}
        shown={shown}
      />
      <div className={css.totalLine}>
        <span>{t('baccarat.total')}</span>
        <Money symbol={initial.currencySymbol} minor={total} digits={2} decimals={2} tone="neutral" size="sm" />
      </div>
    </GameFrame>
  );
}

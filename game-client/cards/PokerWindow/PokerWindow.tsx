import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Money } from '../../../design-system/Money';
import { toast } from '../../../design-system/Toast';
import type { PokerHand, PokerPlay, PokerState } from '../../../src/api/contract/cards';
import { parseCard } from '../../../src/rules/videopoker/cards';
import { winningCards } from '../../../src/rules/videopoker/hand';
import type { FairnessSeedsApi } from '../../frame/FairnessPanel';
import { GameFrame } from '../../frame/GameFrame';
import { initialStake } from '../../frame/stake';
import { HoldRow } from '../HoldRow';
import { PokerPaytable } from '../PokerPaytable';
import * as css from '../window.css';

export interface PokerApi {
  deal: (stake: number) => Promise<PokerPlay>;
  draw: (handId: string, hold: boolean[]) => Promise<PokerPlay>;
}

export interface PokerWindowProps {
  initial: PokerState;
  api: PokerApi;
  onBack: () => void;
  playMoney?: boolean;
  rememberedStake?: number | null;
  onStakeChange?: (stake: number) => void;
  /** After each deal and draw (the page refreshes the wallet). */
  onSettled?: () => void;
  errorMessage: (err: unknown) => string;
  fairnessApi?: FairnessSeedsApi;
  /** Where a hand is verified. */
  verifyHref?: (id: string) => string;
}

const NONE = [false, false, false, false, false];

/** Video poker in the game frame: five cards with HOLD toggles, DEAL then DRAW, the paytable as its rules. */
export function PokerWindow({
  initial,
  api,
  onBack,
  playMoney,
  rememberedStake,
  onStakeChange,
  onSettled,
  errorMessage,
  fairnessApi,
  verifyHref,
}: PokerWindowProps) {
  const { t } = useTranslation('cards');
  const game = initial.game;
  const [stake, setStake] = useState(() => initial.open?.stake ?? initialStake(game.stakes, rememberedStake));
  const [balance, setBalance] = useState(initial.balance);
  const [hand, setHand] = useState<PokerHand | null>(initial.open ?? initial.history[0] ?? null);
  const [hold, setHold] = useState<boolean[]>(NONE);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(initial.history);
  const [seeds, setSeeds] = useState(initial.seeds);
  const [dealKey, setDealKey] = useState<string | null>(null);
  const [fresh, setFresh] = useState<boolean[] | undefined>(undefined);
  const open = hand?.status === 'open';
  const shown = hand ? (hand.final ?? hand.cards) : [null, null, null, null, null];
  const winning = hand?.final && hand.win > 0 ? winningCards(hand.final.map(parseCard)) : undefined;

  const run = async (fn: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const deal = () =>
    run(async () => {
      if (balance < stake) {
        toast.error(t('play.lowBalance', { ns: 'games' }));
        return;
      }
      const res = await api.deal(stake);
      setHand(res.hand);
      setBalance(res.balance);
      setHold(NONE);
      setFresh(undefined);
      setDealKey(`${res.hand.id}:deal`);
      setSeeds((s) => ({ ...s, nonce: res.hand.nonce + 1 }));
      onSettled?.();
    });

  const draw = () =>
    run(async () => {
      if (!hand) return;
      const res = await api.draw(hand.id, hold);
      setHand(res.hand);
      setBalance(res.balance);
      setFresh(hold.map((h) => !h));
      setDealKey(`${res.hand.id}:draw`);
      setHistory((h) => [res.hand, ...h].slice(0, 20));
      onSettled?.();
    });

  const status = (() => {
    if (!hand) return { text: t('poker.dealHint'), win: false };
    if (open) return { text: t('poker.hint'), win: false };
    if (hand.category && hand.win > 0) return { text: t(`category.${hand.category}`), win: true };
    return { text: t('category.nothing'), win: false };
  })();

  return (
    <GameFrame
      title={game.name}
      palette={game.theme}
      currencySymbol={initial.currencySymbol}
      balance={balance}
      win={!open && hand ? hand.win : 0}
      playMoney={playMoney}
      onBack={onBack}
      stake={{
        stakes: game.stakes,
        value: stake,
        disabled: busy || open,
        onChange: (next) => {
          setStake(next);
          onStakeChange?.(next);
        },
      }}
      action={
        <Button size="lg" onPress={open ? draw : deal} loading={busy} data-testid="poker-action">
          {open ? t('poker.draw') : t('poker.deal')}
        </Button>
      }
      rulesTitle={t('poker.paytable')}
      rules={
        <PokerPaytable
          game={game}
          stake={stake}
          currencySymbol={initial.currencySymbol}
          hit={!open ? hand?.category : null}
          withRules
        />
      }
      history={history.map((h) => ({ id: h.id, time: h.time, stake: h.stake, free: false, win: h.win }))}
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
      <HoldRow
        cards={shown}
        hold={hold}
        canHold={open && !busy}
        onToggle={(i) => setHold((h) => h.map((v, j) => (j === i ? !v : v)))}
        winning={winning}
        dealKey={dealKey}
        fresh={fresh}
      />
      <p className={css.status} data-win={status.win || undefined} aria-live="polite" data-testid="poker-status">
        {status.text}
        {status.win && hand ? (
          <>
            {' · '}
            <Money symbol={initial.currencySymbol} minor={hand.win} digits={2} decimals={2} tone="accent" size="sm" />
          </>
        ) : null}
      </p>
      <PokerPaytable
        game={game}
        stake={stake}
        currencySymbol={initial.currencySymbol}
        hit={!open ? hand?.category : null}
      />
    </GameFrame>
  );
}

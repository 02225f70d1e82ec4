import { Ticket } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { useMoneyText } from '../../../design-system/Money';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { toast } from '../../../design-system/Toast';
import type { Draw, LotteryBet, LottoState, PlaceSlip } from '../../../src/api/contract/lottery';
import { SLIP_MAX_BETS } from '../../../src/api/contract/lottery';
import { ApiError } from '../../../src/api/errors';
import { type DrawPhase, REFETCH_WHILE_DRAWING_MS } from '../../../src/rules/lottery/clock';
import { GameFrame } from '../../frame/GameFrame';
import { BetList } from '../BetList';
import { BetSlip } from '../BetSlip';
import { BetTypeBoard } from '../BetTypeBoard';
import { DrawClock } from '../DrawClock';
import { DrawList } from '../DrawList';
import { DrawResult } from '../DrawResult';
import { LotteryRules } from '../LotteryRules';
import * as css from '../lottery.css';
import { addLine, lineKey, type SlipLine } from '../slip';

export interface LotteryApi {
  state: () => Promise<LottoState>;
  place: (slip: PlaceSlip) => Promise<{ bets: LotteryBet[]; balance: number }>;
  draws: (cursor?: string | null) => Promise<{ items: Draw[]; nextCursor: string | null }>;
}

export interface LotteryWindowProps {
  initial: LottoState;
  api: LotteryApi;
  /** The server's "now" (ms): the browser's clock plus the offset the answers taught. */
  now: () => number;
  onBack: () => void;
  /** A failed call in the player's words (the site's error messages). */
  errorMessage: (err: unknown) => string;
  /** The balance changed (a slip placed, a draw settled): the page refreshes the wallet. */
  onBalance?: (balance: number) => void;
  /** The verifier page for a draw, and the router's way there. */
  verifyHref?: (drawId: string) => string;
  onVerify?: (drawId: string) => void;
  /** A new slip id (stories fix it); crypto.randomUUID by default. */
  newSlipId?: () => string;
  /** Open the slip at first (stories). */
  initialSlip?: readonly Omit<SlipLine, 'key'>[];
  slipOpen?: boolean;
}

const uuid = () => crypto.randomUUID();

/** The index of the bet a refusal names (`fields.index`, or a `bets.N…` field), if any. */
function refusedLine(err: ApiError, lines: readonly SlipLine[]): number | null {
  if (err.fields.index !== undefined && /^\d+$/.test(err.fields.index)) return Number(err.fields.index);
  // A stake limit names the bet type: the first bet of that type on the slip.
  if (err.fields.betType !== undefined) {
    const i = lines.findIndex((l) => l.betType === err.fields.betType);
    if (i >= 0) return i;
  }
  for (const key of Object.keys(err.fields)) {
    const m = /^bets\.(\d+)/.exec(key);
    if (m) return Number(m[1]);
  }
  return null;
}

/**
 * The house lottery's game window: the draw's countdown, the bet types with their odds, the bet
 * slip, the draws and the player's bets, in the game frame. Times come from the server; when a draw
 * is made the window fetches its state again until the next draw is open and the bets on past
 * draws are settled, and the balance follows.
 */
export function LotteryWindow({
  initial,
  api,
  now,
  onBack,
  errorMessage,
  onBalance,
  verifyHref,
  onVerify,
  newSlipId = uuid,
  initialSlip = [],
  slipOpen = false,
}: LotteryWindowProps) {
  const { t } = useTranslation('games');
  const [state, setState] = useState(initial);
  const { game, currency } = state;
  const money = useMoneyText(currency.symbol, currency.digits);
  const [tab, setTab] = useState('bet');
  const [phase, setPhase] = useState<DrawPhase | null>(null);
  const [lines, setLines] = useState<SlipLine[]>(() =>
    initialSlip.reduce<SlipLine[]>((acc, l) => addLine(acc, l, SLIP_MAX_BETS), []),
  );
  const [sheetOpen, setSheetOpen] = useState(slipOpen);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ lines?: Record<string, string>; slip?: string | null }>();
  // One id per slip: a retry after a network error sends the same one, so the vendor takes it once.
  const slipId = useRef<string>(newSlipId());
  const changed = () => {
    slipId.current = newSlipId();
    setServerErrors(undefined);
  };
  const onBalanceRef = useRef(onBalance);
  onBalanceRef.current = onBalance;

  const refresh = useCallback(async () => {
    try {
      const next = await api.state();
      setState((prev) => {
        if (next.balance !== prev.balance) onBalanceRef.current?.(next.balance);
        return next;
      });
    } catch {
      // The next tick tries again; the window keeps what it shows.
    }
  }, [api]);

  // Once a draw is made, fetch again until the next draw is open and no bet waits on a past draw.
  const current = state.current;
  const waiting = phase === 'drawing' || phase === 'done' || state.openBets.some((b) => b.drawId !== current?.id);
  useEffect(() => {
    if (!waiting) return;
    const id = setInterval(() => void refresh(), REFETCH_WHILE_DRAWING_MS);
    return () => clearInterval(id);
  }, [waiting, refresh]);

  // Past draws beyond the state's last ten, 25 a page.
  const [older, setOlder] = useState<{ items: Draw[]; cursor: string | null; loading: boolean }>({
    items: [],
    cursor: null,
    loading: false,
  });
  const [olderStarted, setOlderStarted] = useState(false);
  const moreDraws = async () => {
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const page = await api.draws(olderStarted ? older.cursor : null);
      setOlderStarted(true);
      setOlder((o) => ({
        items: olderStarted ? [...o.items, ...page.items] : page.items,
        cursor: page.nextCursor,
        loading: false,
      }));
    } catch (err) {
      setOlder((o) => ({ ...o, loading: false }));
      toast.error(errorMessage(err));
    }
  };
  const draws = useMemo(() => {
    const byId = new Map<string, Draw>();
    for (const d of [...state.recent, ...older.items]) if (!byId.has(d.id)) byId.set(d.id, d);
    return [...byId.values()];
  }, [state.recent, older.items]);

  const onSlip = useMemo(() => new Set(lines.map((l) => l.key)), [lines]);
  const open = phase === null ? current?.status === 'open' : phase === 'open';

  const toggle = (bet: { betType: string; selection: string[]; odds: number }) => {
    const key = lineKey(bet.betType, bet.selection);
    changed();
    setLines((ls) =>
      ls.some((l) => l.key === key)
        ? ls.filter((l) => l.key !== key)
        : addLine(ls, { ...bet, stake: game.minStake }, SLIP_MAX_BETS),
    );
  };

  const refusal = (err: unknown) => {
    if (!(err instanceof ApiError)) return { slip: errorMessage(err) };
    const f = err.fields;
    const amount = f.limit ?? f.max ?? f.maxStake ?? f.min ?? f.minStake ?? f.cap;
    const message = t(`lottery.errors.${err.code}`, {
      defaultValue: errorMessage(err),
      amount: amount !== undefined && /^\d+$/.test(amount) ? money(Number(amount)) : '',
      balance: f.balance !== undefined && /^\d+$/.test(f.balance) ? money(Number(f.balance)) : '',
    });
    const index = refusedLine(err, lines);
    const line = index !== null ? lines[index] : undefined;
    return line ? { lines: { [line.key]: message } } : { slip: message };
  };

  const place = async () => {
    if (!current || busy) return;
    setBusy(true);
    setServerErrors(undefined);
    try {
      const res = await api.place({
        slipId: slipId.current,
        drawId: current.id,
        bets: lines.map((l) => ({ betType: l.betType, selection: l.selection, stake: l.stake })),
      });
      setState((s) => ({
        ...s,
        balance: res.balance,
        openBets: [...res.bets, ...s.openBets.filter((b) => !res.bets.some((n) => n.id === b.id))],
      }));
      onBalance?.(res.balance);
      setLines([]);
      changed();
      setSheetOpen(false);
      toast.success(t('lottery.slip.placed', { count: res.bets.length, number: current.number }));
    } catch (err) {
      setServerErrors(refusal(err));
      if (err instanceof ApiError) {
        if (err.fields.balance !== undefined && /^\d+$/.test(err.fields.balance)) {
          const balance = Number(err.fields.balance);
          setState((s) => ({ ...s, balance }));
        }
        // Refused for good: the same slip again would be refused again; a changed one gets a new id.
        if (err.code === 'lottery.closed') void refresh();
      }
      // A network error keeps the slip id: Place again retries the same slip.
    } finally {
      setBusy(false);
    }
  };

  const last = state.recent.find((d) => d.result);
  // The top bar's win: what the player's bets on the latest settled draw paid.
  const lastSettled = state.settledBets[0]?.drawId;
  const lastWin = state.settledBets
    .filter((b) => b.drawId === lastSettled && b.status === 'won')
    .reduce((sum, b) => sum + b.payout, 0);
  const history = state.settledBets.map((b) => ({
    id: b.id,
    time: b.settledAt ?? b.placedAt,
    stake: b.stake,
    free: false,
    win: b.payout,
  }));

  return (
    <GameFrame
      title={game.name}
      currencySymbol={currency.symbol}
      balance={state.balance}
      win={lastWin}
      playMoney={state.playMoney}
      onBack={onBack}
      action={
        <Button fullWidth size="lg" icon={<Ticket />} onPress={() => setSheetOpen(true)}>
          {lines.length > 0 ? t('lottery.slip.open', { count: lines.length }) : t('lottery.slip.title')}
        </Button>
      }
      rulesTitle={t('lottery.rules.title')}
      rules={<LotteryRules game={game} rules={state.rules} betTypes={state.betTypes} />}
      history={history}
      freeLabel=""
      fairness={{ sessionId: state.sessionId, roundId: state.settledBets[0]?.id ?? state.openBets[0]?.id ?? null }}
    >
      <DrawClock draw={current} now={now} onPhase={setPhase} />
      {last?.result ? (
        <section className={css.clock} aria-label={t('lottery.result.last', { number: last.number })}>
          <p className={css.clockDraw}>{t('lottery.result.last', { number: last.number })}</p>
          <DrawResult result={last.result} />
        </section>
      ) : null}
      <Tabs
        label={t('lottery.tabs.label')}
        value={tab}
        onValueChange={setTab}
        variant="pill"
        items={[
          { value: 'bet', label: t('lottery.tabs.bet') },
          { value: 'draws', label: t('lottery.tabs.draws') },
          { value: 'bets', label: t('lottery.tabs.bets'), badge: state.openBets.length },
        ]}
      >
        <TabPanel value="bet">
          <BetTypeBoard
            betTypes={state.betTypes}
            family={game.family}
            onSlip={onSlip}
            onToggle={toggle}
            disabled={!open}
          />
        </TabPanel>
        <TabPanel value="draws">
          <DrawList
            draws={draws}
            verifyHref={verifyHref}
            onVerify={onVerify}
            hasMore={!olderStarted || older.cursor !== null}
            loadingMore={older.loading}
            onMore={() => void moreDraws()}
          />
        </TabPanel>
        <TabPanel value="bets">
          <div className={css.board}>
            <BetList
              title={t('lottery.bets.open')}
              bets={state.openBets}
              betTypes={state.betTypes}
              currency={currency}
              empty={t('lottery.bets.noOpen')}
            />
            <BetList
              title={t('lottery.bets.settled')}
              bets={state.settledBets}
              betTypes={state.betTypes}
              currency={currency}
              empty={t('lottery.bets.noSettled')}
            />
          </div>
        </TabPanel>
      </Tabs>
      <BetSlip
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        lines={lines}
        betTypes={state.betTypes}
        minStake={game.minStake}
        balance={state.balance}
        currency={currency}
        drawNumber={current?.number ?? null}
        onStake={(key, stake) => {
          changed();
          setLines((ls) => ls.map((l) => (l.key === key ? { ...l, stake } : l)));
        }}
        onRemove={(key) => {
          changed();
          setLines((ls) => ls.filter((l) => l.key !== key));
        }}
        onClear={() => {
          changed();
          setLines([]);
        }}
        onPlace={() => void place()}
        busy={busy}
        closed={!open}
        serverErrors={serverErrors}
      />
    </GameFrame>
  );
}

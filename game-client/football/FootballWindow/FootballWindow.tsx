import { Ticket } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { toast } from '../../../design-system/Toast';
import type { FootballBet, FootballMatch, FootballState, PlaceFootballSlip } from '../../../src/api/contract/football';
import { ApiError } from '../../../src/api/errors';
import { GameFrame } from '../../frame/GameFrame';
import { useNow } from '../../lottery/useNow';
import { FootballBetList } from '../BetList';
import { FootballBetSlip } from '../BetSlip';
import { FootballRules } from '../FootballRules';
import * as css from '../football.css';
import { teamsByCode } from '../labels';
import { MatchCard } from '../MatchCard';
import { pickKey, type SlipMode, type SlipPick, stillOpen, togglePick } from '../slip';

export interface FootballApi {
  state: () => Promise<FootballState>;
  place: (slip: PlaceFootballSlip) => Promise<{ bets: FootballBet[]; balance: number }>;
}

export interface FootballWindowProps {
  initial: FootballState;
  api: FootballApi;
  /** The server's now (ms). */
  now: () => number;
  onBack: () => void;
  errorMessage: (err: unknown) => string;
  onBalance?: (balance: number) => void;
  /** Where a match is verified (/m/fairness?match=…). */
  verifyHref?: (matchId: string) => string;
  newSlipId?: () => string;
  /** No animation (the player's setting; stories force it). */
  reducedMotion?: boolean;
  initialPicks?: readonly SlipPick[];
  slipOpen?: boolean;
  initialTab?: 'matches' | 'results' | 'bets';
}

const uuid = () => crypto.randomUUID();
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Rounds of matches, in kick-off order. */
function byRound(matches: readonly FootballMatch[]) {
  const rounds = new Map<string, FootballMatch[]>();
  for (const m of matches) rounds.set(m.round, [...(rounds.get(m.round) ?? []), m]);
  return [...rounds.entries()].map(([round, ms]) => ({ round, kickoffAt: ms[0]!.kickoffAt, matches: ms }));
}

const clockText = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The virtual football window (issue 23) in the game frame: the coming rounds with their markets,
 * the matches in play as timelines and the results, the player's bets, and the bet slip. It polls
 * the state (every 2 s while a match plays or a bet waits, else every 5 s), so kick-off, full time
 * and the balance follow.
 */
export function FootballWindow({
  initial,
  api,
  now,
  onBack,
  errorMessage,
  onBalance,
  verifyHref,
  newSlipId = uuid,
  reducedMotion,
  initialPicks = [],
  slipOpen = false,
  initialTab = 'matches',
}: FootballWindowProps) {
  const { t } = useTranslation('games');
  const [state, setState] = useState(initial);
  const [tab, setTab] = useState<string>(initialTab);
  const [picks, setPicks] = useState<SlipPick[]>([...initialPicks]);
  const [mode, setMode] = useState<SlipMode>(initialPicks.length > 1 ? 'accumulator' : 'singles');
  const [stake, setStake] = useState(initial.limits.minStake * 10);
  const [sheetOpen, setSheetOpen] = useState(slipOpen);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const slipId = useRef(newSlipId());
  const changed = () => {
    slipId.current = newSlipId();
    setError(null);
  };
  const reduced = reducedMotion ?? prefersReducedMotion();
  const at = useNow(now, reduced ? 1_000 : 250);
  const teams = useMemo(() => teamsByCode(state.teams), [state.teams]);
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
      // The next poll tries again.
    }
  }, [api]);
  const busyPlaying = state.openBets.length > 0 || state.matches.some((m) => m.status === 'live');
  useEffect(() => {
    const id = setInterval(() => void refresh(), busyPlaying ? 2_000 : 5_000);
    return () => clearInterval(id);
  }, [busyPlaying, refresh]);

  // A pick whose match kicked off leaves the slip.
  useEffect(() => {
    setPicks((ps) => {
      const open = stillOpen(ps, state.matches, at);
      return open.length === ps.length ? ps : open;
    });
  }, [at, state.matches]);

  const coming = byRound(state.matches.filter((m) => Date.parse(m.kickoffAt) > at && m.status !== 'void'));
  const played = byRound(state.matches.filter((m) => Date.parse(m.kickoffAt) <= at)).reverse();
  const onSlip = useMemo(() => new Set(picks.map(pickKey)), [picks]);
  const toggle = (p: SlipPick) => {
    changed();
    setPicks((ps) => togglePick(ps, p));
  };

  const place = async () => {
    if (busy || picks.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api.place({
        slipId: slipId.current,
        kind: mode,
        stake,
        legs: picks.map((p) => ({ matchId: p.matchId, selection: p.selection })),
      });
      setState((s) => ({ ...s, balance: res.balance, openBets: [...res.bets, ...s.openBets] }));
      onBalance?.(res.balance);
      setPicks([]);
      changed();
      setSheetOpen(false);
      toast.success(t('football.slip.placed', { count: res.bets.length }));
    } catch (err) {
      setError(
        err instanceof ApiError
          ? t(`football.errors.${err.code}`, { defaultValue: errorMessage(err) })
          : errorMessage(err),
      );
      if (err instanceof ApiError && err.code === 'football.match_started') void refresh();
    } finally {
      setBusy(false);
    }
  };

  const lastSettled = state.settledBets[0];
  const history = state.settledBets.map((b) => ({
    id: b.id,
    time: b.settledAt ?? b.placedAt,
    stake: b.stake,
    free: false,
    win: b.payout,
  }));

  return (
    <GameFrame
      title={state.game.name}
      currencySymbol={state.currency.symbol}
      balance={state.balance}
      win={lastSettled?.payout ?? 0}
      playMoney={state.playMoney}
      onBack={onBack}
      action={
        <Button fullWidth size="lg" icon={<Ticket />} onPress={() => setSheetOpen(true)}>
          {picks.length > 0 ? t('football.slip.open', { count: picks.length }) : t('football.slip.title')}
        </Button>
      }
      rulesTitle={t('football.rules.title')}
      rules={<FootballRules state={state} />}
      history={history}
      freeLabel=""
      fairness={{
        sessionId: state.sessionId,
        roundId: lastSettled?.slipId ?? state.openBets[0]?.slipId ?? null,
        lastSpinId: lastSettled?.legs[0]?.matchId ?? null,
        verifyHref,
      }}
    >
      <Tabs
        label={t('football.tabs.label')}
        value={tab}
        onValueChange={setTab}
        variant="pill"
        items={[
          { value: 'matches', label: t('football.tabs.matches') },
          { value: 'results', label: t('football.tabs.results') },
          { value: 'bets', label: t('football.tabs.bets'), badge: state.openBets.length },
        ]}
      >
        <TabPanel value="matches">
          <div className={css.stack}>
            {coming.map((r) => (
              <section key={r.round} className={css.stack} aria-label={t('football.round', { round: r.round })}>
                <h2 className={css.roundHeading}>
                  <span>{t('football.round', { round: r.round })}</span>
                  <span className={css.countdown} data-testid="kickoff-in">
                    {t('football.kickoffIn', { time: clockText(Date.parse(r.kickoffAt) - at) })}
                  </span>
                </h2>
                {r.matches.map((m) => (
                  <MatchCard
                    key={m.id}
                    match={m}
                    home={teams.get(m.home)!}
                    away={teams.get(m.away)!}
                    onSlip={onSlip}
                    onToggle={toggle}
                    now={at}
                    reducedMotion={reduced}
                  />
                ))}
              </section>
            ))}
          </div>
        </TabPanel>
        <TabPanel value="results">
          <div className={css.stack}>
            {played.length === 0 ? <p className={css.meta}>{t('football.noResults')}</p> : null}
            {played.map((r) => (
              <section key={r.round} className={css.stack} aria-label={t('football.round', { round: r.round })}>
                <h2 className={css.roundHeading}>{t('football.round', { round: r.round })}</h2>
                {r.matches.map((m) => (
                  <MatchCard
                    key={m.id}
                    match={{ ...m, status: at >= Date.parse(m.endsAt) ? 'finished' : m.status }}
                    home={teams.get(m.home)!}
                    away={teams.get(m.away)!}
                    onSlip={onSlip}
                    onToggle={toggle}
                    now={at}
                    reducedMotion={reduced}
                  />
                ))}
              </section>
            ))}
          </div>
        </TabPanel>
        <TabPanel value="bets">
          <div className={css.stack}>
            <FootballBetList
              title={t('football.bets.open')}
              bets={state.openBets}
              teams={teams}
              currency={state.currency}
              empty={t('football.bets.noOpen')}
              verifyHref={verifyHref}
            />
            <FootballBetList
              title={t('football.bets.settled')}
              bets={state.settledBets}
              teams={teams}
              currency={state.currency}
              empty={t('football.bets.noSettled')}
              verifyHref={verifyHref}
            />
          </div>
        </TabPanel>
      </Tabs>
      <FootballBetSlip
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        picks={picks}
        mode={mode}
        onMode={(m) => {
          changed();
          setMode(m);
        }}
        stake={stake}
        onStake={(s) => {
          changed();
          setStake(s);
        }}
        matches={state.matches}
        teams={teams}
        limits={state.limits}
        balance={state.balance}
        currency={state.currency}
        onRemove={(key) => {
          changed();
          setPicks((ps) => ps.filter((p) => pickKey(p) !== key));
        }}
        onClear={() => {
          changed();
          setPicks([]);
        }}
        onPlace={() => void place()}
        busy={busy}
        error={error}
      />
    </GameFrame>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowLeft, History, Info, Maximize, Minus, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { BottomSheet } from '../../design-system/BottomSheet';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { IconButton } from '../../design-system/IconButton';
import { Money } from '../../design-system/Money';
import { Spinner } from '../../design-system/Spinner';
import { toast } from '../../design-system/Toast';
import type { SpinOutcome, StudioState } from '../../src/api/contract/studio';
import { ApiError } from '../../src/api/errors';
import { gamesKeys, studioApi } from '../../src/api/games';
import { walletKey } from '../../src/app/useWallet';
import { lobbyPathOf } from '../../src/rules/lobby';
import { initialStake, isBigWin, reelStopDelay, spinBlock, stepStake, winningCells } from '../../src/rules/slot';
import { local } from '../../src/storage';
import { useErrorMessage } from '../shared/AccountFields';
import * as css from './Play.css';

const ROYALS: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };
const stakeKey = (code: string) => `stake:${code}`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The house studio's game window (/m/play/:gameCode?token=…), full screen. It opens its session with
 * the single-use launch token (a reload resumes it through the studio cookie), then every spin goes
 * to the studio server, which settles it through the seamless-wallet API like any vendor.
 */
export default function Play() {
  const { t, i18n } = useTranslation('games');
  const { gameCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<StudioState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const opening = useRef(false);

  // Open once: with the token when the URL has one (then drop it from the URL), else resume.
  useEffect(() => {
    if (opening.current) return;
    opening.current = true;
    const token = new URLSearchParams(location.search).get('token');
    const open = async () => {
      // The studio names the game in the player's language, as a vendor is told it at launch.
      const lang = i18n.language;
      if (!token) return studioApi.state(lang);
      try {
        return await studioApi.open(gameCode, token, lang);
      } catch (err) {
        // The token was already spent (a reload, a second tab): the session it opened goes on.
        if (err instanceof ApiError && err.code === 'studio.token_used') return studioApi.state(lang);
        throw err;
      }
    };
    open()
      .then((s) => {
        if (s.game.code !== gameCode) throw new ApiError(409, 'studio.session_expired', 'another game');
        setState(s);
        if (token) navigate(location.pathname, { replace: true, state: location.state });
      })
      .catch(setError);
  }, [gameCode, i18n.language, location.pathname, location.search, location.state, navigate]);

  const back = useCallback(() => {
    // The lobby shows what the play changed: the balance, and the winner board a win may be on.
    void queryClient.invalidateQueries({ queryKey: walletKey });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.winnersAll });
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    // Back to the lobby the game was opened from, else the slot lobby.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(lobbyPathOf('RNG'), { replace: true });
  }, [navigate, queryClient]);

  if (error) {
    return (
      <div className={css.page}>
        <EmptyState
          variant="error"
          title={t('play.openFailed')}
          description={messageOf(error)}
          action={<Button onPress={back}>{t('play.backToLobby')}</Button>}
        />
      </div>
    );
  }
  if (!state) {
    return (
      <div className={css.page}>
        <div className={css.loading} role="status">
          <Spinner size="lg" />
          <p>{t('play.loading')}</p>
        </div>
      </div>
    );
  }
  return <Machine initial={state} onBack={back} />;
}

function Machine({ initial, onBack }: { initial: StudioState; onBack: () => void }) {
  const { t } = useTranslation('games');
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const game = initial.game;
  const [balance, setBalance] = useState(initial.balance);
  const [freeSpinsLeft, setFreeSpinsLeft] = useState(initial.freeSpinsLeft);
  const [history, setHistory] = useState(initial.history);
  const [last, setLast] = useState<SpinOutcome | null>(initial.history[0] ?? null);
  const [stake, setStake] = useState(() => initialStake(game.stakes, Number(local.get(stakeKey(game.code))) || null));
  const [spinning, setSpinning] = useState(false);
  /** Reels still turning (left to right they stop). */
  const [turning, setTurning] = useState<boolean[]>([false, false, false, false, false]);
  const [sheet, setSheet] = useState<'paytable' | 'history' | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const block = spinBlock({ spinning, balance, stake, freeSpinsLeft });
  const grid = last?.grid ?? defaultGrid;
  const lit = useMemo(() => (last && !spinning ? winningCells(last) : new Set<string>()), [last, spinning]);

  const chooseStake = (next: number) => {
    setStake(next);
    local.set(stakeKey(game.code), String(next));
  };

  const doSpin = async () => {
    if (block === 'funds') {
      toast.error(t('play.lowBalance'));
      return;
    }
    if (block) return;
    const reduced = prefersReducedMotion();
    setSpinning(true);
    setTurning([true, true, true, true, true]);
    // The stake leaves the balance at once, as it does in the wallet (a free spin costs nothing).
    if (freeSpinsLeft === 0) setBalance((b) => b - stake);
    const started = Date.now();
    try {
      const { spin, balance: after } = await studioApi.spin(stake);
      const elapsed = Date.now() - started;
      const finish = () => {
        setLast(spin);
        setBalance(after);
        setFreeSpinsLeft(spin.freeSpinsLeft);
        setHistory((h) => [spin, ...h].slice(0, 20));
        setSpinning(false);
        void queryClient.invalidateQueries({ queryKey: walletKey });
        if (spin.freeSpinsAwarded > 0) toast.success(t('play.freeSpinsWon', { count: spin.freeSpinsAwarded }));
      };
      // Stop the reels left to right, then show the result.
      setLast(spin);
      for (let reel = 0; reel < 5; reel += 1) {
        timers.current.push(
          setTimeout(
            () => setTurning((r) => r.map((v, i) => (i === reel ? false : v))),
            Math.max(0, reelStopDelay(reel, reduced) - elapsed),
          ),
        );
      }
      timers.current.push(setTimeout(finish, Math.max(0, reelStopDelay(4, reduced) - elapsed)));
    } catch (err) {
      setTurning([false, false, false, false, false]);
      setSpinning(false);
      // Nothing was taken: show the balance the server holds.
      studioApi
        .state()
        .then((s) => {
          setBalance(s.balance);
          setFreeSpinsLeft(s.freeSpinsLeft);
        })
        .catch(() => undefined);
      toast.error(messageOf(err));
    }
  };

  const theme = assignInlineVars({
    [css.slotBg]: game.theme.background,
    [css.slotPrimary]: game.theme.primary,
    [css.slotAccent]: game.theme.accent,
  });
  const win = last && !spinning ? last.totalWin : 0;

  return (
    <div className={css.machine} style={theme} data-color-scope="dark">
      <header className={css.bar}>
        <IconButton label={t('play.back')} variant="soft" onPress={onBack}>
          <ArrowLeft />
        </IconButton>
        <h1 className={css.title}>{game.name}</h1>
        <IconButton
          label={t('play.fullScreen')}
          variant="soft"
          onPress={() => {
            if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
            else void document.documentElement.requestFullscreen?.().catch(() => undefined);
          }}
        >
          <Maximize />
        </IconButton>
      </header>

      <div className={css.meters}>
        <div className={css.meter}>
          <span className={css.meterLabel}>{t('play.balance')}</span>
          <output aria-label={t('play.balance')} aria-live="polite" data-testid="play-balance">
            <Money symbol={initial.currencySymbol} minor={balance} digits={2} decimals={2} tone="accent" size="md" />
          </output>
        </div>
        <div className={css.meter}>
          <span className={css.meterLabel}>{t('play.win')}</span>
          <output aria-label={t('play.win')} aria-live="polite" data-testid="play-win">
            <Money symbol={initial.currencySymbol} minor={win} digits={2} decimals={2} tone="positive" size="md" />
          </output>
        </div>
      </div>

      <div className={css.stage}>
        <div
          className={css.reels}
          role="img"
          aria-label={spinning ? t('play.spinning') : describeGrid(grid, t)}
          data-spinning={spinning || undefined}
        >
          {grid.map((reel, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
            <div key={r} className={css.reel} data-turning={turning[r] || undefined}>
              {reel.map((symbol, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                  key={row}
                  className={css.cell}
                  data-win={lit.has(`${r}:${row}`) || undefined}
                >
                  <SymbolArt symbol={symbol} sprite={game.symbolsUrl} label={symbolName(symbol, t)} />
                </div>
              ))}
            </div>
          ))}
        </div>

        <WinSummary spin={last && !spinning ? last : null} currency={initial.currencySymbol} />

        {freeSpinsLeft > 0 ? (
          <p className={css.freeSpins} role="status">
            {t('play.freeSpinsLeft', { count: freeSpinsLeft, times: game.freeMultiplier })}
          </p>
        ) : null}
      </div>

      <div className={css.controls}>
        <fieldset className={css.stake} aria-label={t('play.stake')}>
          <IconButton
            label={t('play.stakeDown')}
            variant="soft"
            disabled={spinning || stake === game.stakes[0]}
            onPress={() => chooseStake(stepStake(game.stakes, stake, -1))}
          >
            <Minus />
          </IconButton>
          <div className={css.stakeValue}>
            <span className={css.meterLabel}>{t('play.stake')}</span>
            <output data-testid="play-stake" aria-live="polite">
              <Money symbol={initial.currencySymbol} minor={stake} digits={2} decimals={2} tone="neutral" size="sm" />
            </output>
          </div>
          <IconButton
            label={t('play.stakeUp')}
            variant="soft"
            disabled={spinning || stake === game.stakes.at(-1)}
            onPress={() => chooseStake(stepStake(game.stakes, stake, 1))}
          >
            <Plus />
          </IconButton>
        </fieldset>
        <button
          type="button"
          className={css.spin}
          onClick={() => void doSpin()}
          aria-disabled={block !== null || undefined}
          aria-busy={spinning || undefined}
        >
          {freeSpinsLeft > 0 ? t('play.freeSpin') : t('play.spin')}
        </button>
        <div className={css.side}>
          <IconButton label={t('play.paytable')} variant="soft" onPress={() => setSheet('paytable')}>
            <Info />
          </IconButton>
          <IconButton label={t('play.history')} variant="soft" onPress={() => setSheet('history')}>
            <History />
          </IconButton>
        </div>
      </div>
      <p className={css.rtp}>{t('play.rtp', { rtp: (game.rtp / 100).toFixed(2), lines: game.lines })}</p>

      <BottomSheet
        open={sheet === 'paytable'}
        onOpenChange={(o) => setSheet(o ? 'paytable' : null)}
        title={t('play.paytable')}
      >
        <Paytable game={game} stake={stake} currency={initial.currencySymbol} />
      </BottomSheet>
      <BottomSheet
        open={sheet === 'history'}
        onOpenChange={(o) => setSheet(o ? 'history' : null)}
        title={t('play.history')}
      >
        <SpinHistory spins={history} currency={initial.currencySymbol} />
      </BottomSheet>
    </div>
  );
}

const defaultGrid = [
  ['H1', 'A', 'K'],
  ['Q', 'H2', 'J'],
  ['T', 'A', 'H3'],
  ['K', 'H4', 'Q'],
  ['J', 'T', 'W'],
];

type T = (key: string, opts?: Record<string, unknown>) => string;

function symbolName(symbol: string, t: T) {
  return ROYALS[symbol] ?? t(`play.symbols.${symbol}`);
}

function describeGrid(grid: readonly (readonly string[])[], t: T) {
  return t('play.grid', {
    rows: [0, 1, 2].map((row) => grid.map((reel) => symbolName(reel[row] ?? '', t)).join(', ')).join('; '),
  });
}

function SymbolArt({
  symbol,
  sprite,
  label,
  caption = true,
}: {
  symbol: string;
  sprite: string;
  label: string;
  /** The WILD and SCATTER captions on the reels; the paytable names them beside the art. */
  caption?: boolean;
}) {
  const royal = ROYALS[symbol];
  if (royal) {
    return (
      <span className={css.royal} data-symbol={symbol} aria-hidden>
        {royal}
      </span>
    );
  }
  return (
    <span className={css.art} data-symbol={symbol} aria-hidden>
      <svg viewBox="0 0 100 100" className={css.artSvg}>
        <title>{label}</title>
        <use href={`${sprite}#${symbol}`} />
      </svg>
      {caption && (symbol === 'W' || symbol === 'S') ? <span className={css.artCaption}>{label}</span> : null}
    </span>
  );
}

function WinSummary({ spin, currency }: { spin: SpinOutcome | null; currency: string }) {
  const { t } = useTranslation('games');
  if (!spin || spin.totalWin === 0) return <p className={css.summary}>{spin ? t('play.noWin') : t('play.goodLuck')}</p>;
  const big = isBigWin(spin.totalWin, spin.stake);
  return (
    <div className={css.summary} role="status" data-big={big || undefined}>
      <p className={css.summaryHead}>
        {big ? t('play.bigWin') : t('play.youWon')}{' '}
        <Money symbol={currency} minor={spin.totalWin} digits={2} decimals={2} tone="positive" size="sm" />
      </p>
      <ul className={css.lines}>
        {spin.lineWins.map((w) => (
          <li key={w.line}>
            {t('play.lineWin', { line: w.line + 1, count: w.count, symbol: symbolName(w.symbol, t as T) })}{' '}
            <Money symbol={currency} minor={w.amount} digits={2} decimals={2} tone="neutral" size="sm" />
          </li>
        ))}
        {spin.scatterWin > 0 ? (
          <li>
            {t('play.scatterWin', { count: spin.scatterCount })}{' '}
            <Money symbol={currency} minor={spin.scatterWin} digits={2} decimals={2} tone="neutral" size="sm" />
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function Paytable({ game, stake, currency }: { game: StudioState['game']; stake: number; currency: string }) {
  const { t } = useTranslation('games');
  const perLine = Math.floor(stake / game.lines);
  return (
    <div className={css.paytable}>
      <p>{t('play.paytableIntro', { lines: game.lines })}</p>
      <table className={css.payTableGrid}>
        <thead>
          <tr>
            <th scope="col">{t('play.symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(game.pays).map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row">
                <span className={css.payCell}>
                  <SymbolArt
                    symbol={symbol}
                    sprite={game.symbolsUrl}
                    label={symbolName(symbol, t as T)}
                    caption={false}
                  />
                  {ROYALS[symbol] ? null : symbolName(symbol, t as T)}
                </span>
              </th>
              {pays.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4 and 5 of a kind
                <td key={i}>
                  <Money symbol={currency} minor={m * perLine} digits={2} decimals={2} tone="neutral" size="sm" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('play.wildRule')}</p>
      <p>
        {t('play.scatterRule', {
          pays: Object.entries(game.scatterPays)
            .map(([n, m]) => `${n}× → ${m}×`)
            .join(', '),
          spins: Object.entries(game.freeSpins)
            .map(([n, s]) => `${n}× → ${s}`)
            .join(', '),
          times: game.freeMultiplier,
        })}
      </p>
    </div>
  );
}

function SpinHistory({ spins, currency }: { spins: readonly SpinOutcome[]; currency: string }) {
  const { t, i18n } = useTranslation('games');
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    [i18n.language],
  );
  if (spins.length === 0) return <EmptyState size="compact" title={t('play.noHistory')} />;
  return (
    <ul className={css.history} aria-label={t('play.history')}>
      <li className={css.historyRow} aria-hidden>
        <span className={css.meterLabel}>{t('play.time')}</span>
        <span className={css.meterLabel}>{t('play.stake')}</span>
        <span className={css.meterLabel}>{t('play.win')}</span>
      </li>
      {spins.map((s) => (
        <li key={s.id} className={css.historyRow}>
          <time dateTime={s.time}>{time.format(new Date(s.time))}</time>
          <span>
            {s.free ? (
              t('play.freeSpin')
            ) : (
              <Money symbol={currency} minor={s.stake} digits={2} decimals={2} tone="neutral" size="sm" />
            )}
          </span>
          <Money
            symbol={currency}
            minor={s.totalWin}
            digits={2}
            decimals={2}
            tone={s.totalWin > 0 ? 'positive' : 'neutral'}
            size="sm"
          />
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FishingShot, FishingState } from '../../../src/api/contract/bingofish';
import type { StudioSeeds } from '../../../src/api/contract/studio';
import { ApiError } from '../../../src/api/errors';
import { FISH_RTP, type Fish } from '../../../src/rules/fishing/fishing';
import type { FairnessSeedsApi } from '../../frame/FairnessPanel';
import { GameFrame } from '../../frame/GameFrame';
import type { HistoryRound } from '../../frame/HistoryPanel';
import { FishScene, type FishSceneHandle } from '../FishScene';
import { FishTable } from '../FishTable';
import * as css from '../fishing.css';

export interface FishingApi {
  shot: (fishId: number, kind: FishingShot['kind'], stake: number) => Promise<{ shot: FishingShot; balance: number }>;
}

export interface FishingWindowProps {
  initial: FishingState;
  api: FishingApi;
  onBack: () => void;
  errorMessage: (err: unknown) => string;
  onBalance?: () => void;
  fairnessApi?: FairnessSeedsApi;
  playMoney?: boolean;
  /** A still scene at this time (stories, screenshots). */
  frozenAt?: number;
  /** Slow fish, no particles; default: the browser's prefers-reduced-motion. */
  reducedMotion?: boolean;
  initialSheet?: 'rules' | 'history' | null;
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The fishing window in the game frame: the canvas scene, the cannon level as the stake, the last
 * shot's result. A tap sends the shot; the scene draws what the server answered (caught or not).
 */
export function FishingWindow({
  initial,
  api,
  onBack,
  errorMessage,
  onBalance,
  fairnessApi,
  playMoney,
  frozenAt,
  reducedMotion,
  initialSheet,
}: FishingWindowProps) {
  const { t, i18n } = useTranslation('bingofish');
  const game = initial.game;
  const calm = reducedMotion ?? prefersReducedMotion();
  const [balance, setBalance] = useState(initial.balance);
  const [stake, setStake] = useState(game.stakes[1] ?? game.stakes[0] ?? 10);
  const [shots, setShots] = useState<FishingShot[]>(initial.history);
  const [line, setLine] = useState<string>('');
  const [seeds, setSeeds] = useState<StudioSeeds | null>(initial.seeds);
  const scene = useRef<FishSceneHandle>(null);
  const seq = useRef({ sent: 0, shown: 0 });
  const stakeRef = useRef(stake);
  stakeRef.current = stake;
  // The scene's clock: the server's at open, then the browser's (slowed under reduced motion).
  const clock = useMemo(() => {
    const start = performance.now();
    return () => initial.sceneTime + (performance.now() - start) * (calm ? 0.4 : 1);
  }, [initial.sceneTime, calm]);
  const money = useMemo(
    () => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [i18n.language],
  );
  useEffect(() => setLine(t('fishing.tap')), [t]);

  const shoot = async (fish: Fish) => {
    const n = ++seq.current.sent;
    try {
      const { shot, balance: after } = await api.shot(fish.id, fish.kind, stakeRef.current);
      const name = t(`fishing.fish.${shot.kind}`);
      const win = `${initial.currencySymbol}${money.format(shot.win / 100)}`;
      scene.current?.resolve(fish.id, shot.captured, shot.captured ? `+${win}` : undefined);
      if (n > seq.current.shown) {
        seq.current.shown = n;
        setBalance(after);
      }
      setLine(shot.captured ? t('fishing.captured', { fish: name, win }) : t('fishing.missed', { fish: name }));
      setShots((s) => [shot, ...s].slice(0, 20));
      setSeeds((s) => (s ? { ...s, nonce: Math.max(s.nonce, shot.nonce + 1) } : s));
      onBalance?.();
    } catch (err) {
      setLine(err instanceof ApiError && err.code === 'fishing.too_fast' ? t('fishing.tooFast') : errorMessage(err));
    }
  };

  const rounds: HistoryRound[] = shots.map((s) => ({
    id: s.id,
    time: s.time,
    stake: s.stake,
    free: false,
    win: s.win,
  }));
  const rtp = (FISH_RTP * 100).toFixed(0);

  return (
    <GameFrame
      title={game.name}
      palette={game.theme}
      currencySymbol={initial.currencySymbol}
      balance={balance}
      win={shots[0]?.win ?? 0}
      playMoney={playMoney}
      onBack={onBack}
      stake={{ stakes: game.stakes, value: stake, onChange: setStake }}
      action={
        <p className={css.lastShot} role="status">
          {line}
        </p>
      }
      note={`RTP ${(game.rtp / 100).toFixed(2)}%`}
      rulesTitle={t('fishing.rulesTitle')}
      rules={
        <div className={css.stage}>
          <p>{t('fishing.rules.intro')}</p>
          <p>{t('fishing.rules.pays')}</p>
          <p>{t('fishing.rules.chance', { rtp })}</p>
          <FishTable />
          <p>{t('fishing.rules.limit')}</p>
          <p>{t('fishing.rules.fair', { rtp })}</p>
        </div>
      }
      history={rounds}
      freeLabel=""
      initialSheet={initialSheet}
      fairness={{
        sessionId: initial.sessionId,
        roundId: shots[0]?.id ?? null,
        lastSpinId: shots[0]?.id ?? null,
        seeds,
        onSeedsChange: setSeeds,
        api: fairnessApi,
        errorMessage,
      }}
    >
      <div className={css.stage}>
        <FishScene
          ref={scene}
          sceneSeed={initial.sceneSeed}
          clock={clock}
          caught={initial.caught}
          reducedMotion={calm}
          frozenAt={frozenAt}
          onShoot={(fish) => void shoot(fish)}
        />
      </div>
    </GameFrame>
  );
}

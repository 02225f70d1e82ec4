import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timer } from './Countdown.css';
import { COUNTDOWN_TICK_MS, secondsLeft } from './countdownLogic';

export interface CountdownState {
  secondsLeft: number;
  done: boolean;
}

/**
 * Seconds left until `expiresAt` (ms since epoch), re-read from the clock every 500 ms so it never
 * drifts. Pass null or undefined for "not running" (done, 0 s).
 */
export function useCountdown(expiresAt: number | null | undefined): CountdownState {
  const read = () => (expiresAt == null ? 0 : secondsLeft(expiresAt, Date.now()));
  const [left, setLeft] = useState(read);
  useEffect(() => {
    if (expiresAt == null) {
      setLeft(0);
      return;
    }
    const tick = () => setLeft(secondsLeft(expiresAt, Date.now()));
    tick();
    if (secondsLeft(expiresAt, Date.now()) === 0) return;
    const id = setInterval(() => {
      tick();
      if (secondsLeft(expiresAt, Date.now()) === 0) clearInterval(id);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [expiresAt]);
  return { secondsLeft: left, done: left === 0 };
}

export interface CountdownProps {
  /** When it ends, in ms since epoch. */
  expiresAt: number;
  /** Called once when it reaches zero (also when `expiresAt` is already past). Again only for a new `expiresAt`. */
  onComplete?: () => void;
  /** Custom rendering; the default is the translated "{{s}} s". */
  children?: (secondsLeft: number) => ReactNode;
}

/** Renders the seconds left until `expiresAt`. Not a live region: it would announce every second. */
export function Countdown({ expiresAt, onComplete, children }: CountdownProps) {
  const { t } = useTranslation('dsOverlays');
  const { secondsLeft: left, done } = useCountdown(expiresAt);
  const completedFor = useRef<number | null>(null);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (done && completedFor.current !== expiresAt) {
      completedFor.current = expiresAt;
      onCompleteRef.current?.();
    }
  }, [done, expiresAt]);
  return (
    <span role="timer" className={timer}>
      {children ? children(left) : t('countdown.seconds', { s: left })}
    </span>
  );
}

import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fish } from '../../../src/rules/fishing/fishing';
import * as css from '../fishing.css';
import { FishRenderer } from '../scene';

export interface FishSceneHandle {
  /** Show the server's answer for a shot at fish `id`. */
  resolve: (id: number, captured: boolean, text?: string) => void;
}

export interface FishSceneProps {
  sceneSeed: string;
  /** The scene's clock in ms (0 = the window's open). */
  clock: () => number;
  /** A tap on a fish (the window sends the shot; the scene already fired the bullet). */
  onShoot?: (fish: Fish) => void;
  reducedMotion?: boolean;
  /** A still frame at this scene time: no animation (stories, screenshots). */
  frozenAt?: number;
  /** A line over the scene (how to play). */
  hint?: string;
  /** Fish of the scene already caught (not drawn). */
  caught?: readonly number[];
  ref?: Ref<FishSceneHandle>;
}

/**
 * The fishing scene: one canvas, one requestAnimationFrame loop (FishRenderer), no React render per
 * frame. A tap fires at the fish under it; the window asks the server, and `resolve` draws its answer.
 */
export function FishScene({ sceneSeed, clock, onShoot, reducedMotion, frozenAt, hint, caught, ref }: FishSceneProps) {
  const { t } = useTranslation('bingofish');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const backRef = useRef<HTMLCanvasElement>(null);
  const renderer = useRef<FishRenderer | null>(null);
  const shoot = useRef(onShoot);
  shoot.current = onShoot;
  const caughtRef = useRef(caught);
  const clockRef = useRef(clock);
  clockRef.current = clock;

  useImperativeHandle(ref, () => ({
    resolve: (id, captured, text) => renderer.current?.resolve(id, captured, text),
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const r = new FishRenderer(canvas, {
      sceneSeed,
      clock: () => clockRef.current(),
      reducedMotion,
      frozenAt,
      background: backRef.current ?? undefined,
    });
    renderer.current = r;
    r.markCaught(caughtRef.current ?? []);
    const box = canvas.getBoundingClientRect();
    r.resize(box.width, box.height);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) r.resize(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(canvas);
    r.start();
    return () => {
      observer.disconnect();
      r.stop();
      renderer.current = null;
    };
  }, [sceneSeed, reducedMotion, frozenAt]);

  return (
    <div className={css.sceneBox}>
      <canvas ref={backRef} className={css.backCanvas} aria-hidden />
      <canvas
        ref={canvasRef}
        className={css.canvas}
        role="img"
        aria-label={t('fishing.sceneLabel')}
        onPointerDown={(e) => {
          const r = renderer.current;
          if (!r) return;
          const box = e.currentTarget.getBoundingClientRect();
          const fish = r.hit(e.clientX - box.left, e.clientY - box.top);
          if (!fish) return;
          const at = r.positionOf(fish.id);
          if (at) r.fire(at.x, at.y);
          shoot.current?.(fish);
        }}
      />
      {hint ? <p className={css.hint}>{hint}</p> : null}
    </div>
  );
}

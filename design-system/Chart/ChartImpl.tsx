import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { vars } from '../../themes/contract.css';
import * as css from './Chart.css';
import {
  barRange,
  type ChartFormatters,
  type ChartSeries,
  type ChartTone,
  cssVarName,
  groupedBar,
  lineRange,
} from './Chart.rules';

/**
 * The drawing itself, on uPlot. Only the lazy import in Chart.tsx loads this module (and uPlot with
 * its sheet), in the browser, after the first render: the server never imports it, and pages that
 * draw no chart never download it.
 */
export interface ChartImplProps {
  variant: 'line' | 'bar';
  x: readonly number[];
  series: readonly ChartSeries[];
  formatters: ChartFormatters;
  connectGaps: boolean;
  /** The data index under the pointer, or null when it leaves. */
  onCursor: (index: number | null) => void;
}

const toneToken: Record<ChartTone, string> = {
  accent: vars.color.brandAccent,
  positive: vars.color.positive,
  critical: vars.color.critical,
  info: vars.color.info,
  caution: vars.color.caution,
  muted: vars.color.textSubtle,
};

/** Bumps when the colour mode or brand changes on <html> (the attributes the theme lives in). */
function useThemeVersion() {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'data-brand', 'style', 'class'],
    });
    return () => observer.disconnect();
  }, []);
  return version;
}

/**
 * Measures labels in the axis's own font. uPlot keeps an axis's font as `[css font at the pixel ratio,
 * size]` once the plot is built; measuring in the canvas's default font instead made the value axis too
 * narrow and clipped the first character of its labels.
 */
function labelWidth(self: uPlot, axisIdx: number, labels: readonly string[]): number {
  const font = self.axes[axisIdx]?.font as unknown;
  const css = Array.isArray(font) ? String(font[0]) : typeof font === 'string' ? font : null;
  if (css) self.ctx.font = css;
  const widest = labels.reduce((w, label) => Math.max(w, self.ctx.measureText(label).width), 0);
  return widest / devicePixelRatio;
}

/** Axis width that fits its longest label (uPlot's default is a fixed 50 px). */
const fitAxis: uPlot.Axis.Size = (self, values, axisIdx, cycleNum) => {
  const axis = self.axes[axisIdx] as uPlot.Axis & { _size?: number };
  if (cycleNum > 1 && axis._size) return axis._size;
  const size = (axis.ticks?.size ?? 0) + (axis.gap ?? 0) + labelWidth(self, axisIdx, values ?? []);
  return Math.ceil(size);
};

/** Room between two time labels: the widest label over this range and a gap (uPlot's default 50 px let '10:26:15 AM' run into the next). */
const labelSpace =
  (xTicks: (splits: number[]) => string[]): uPlot.Axis.Space =>
  (self, axisIdx, min, max) =>
    Math.ceil(labelWidth(self, axisIdx, xTicks([min, max]))) + LABEL_GAP;
const LABEL_GAP = 16;

export default function ChartImpl({ variant, x, series, formatters, connectGaps, onCursor }: ChartImplProps) {
  const ref = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const theme = useThemeVersion();
  const cursor = useRef(onCursor);
  cursor.current = onCursor;
  const shape = `${variant}|${connectGaps}|${series.map((s) => `${s.key}:${s.tone ?? 'accent'}`).join(',')}`;

  // Built again when the shape, the formatters or the theme change; new data alone is set below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for variant and series tones; data updates go through setData
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const styles = getComputedStyle(el);
    const color = (token: string) => styles.getPropertyValue(cssVarName(token)).trim();
    const font = `${styles.fontSize} ${styles.fontFamily}`;
    const text = color(vars.color.textMuted);
    const grid = color(vars.color.border);
    const count = series.length;
    const axis = (values: uPlot.Axis['values'], vertical: boolean): uPlot.Axis => ({
      stroke: text,
      font,
      values,
      ...(vertical ? {} : { space: labelSpace(formatters.xTicks) }),
      // The time axis reserves one line of labels and the ticks, not uPlot's default 50 px.
      size: vertical ? fitAxis : Math.ceil(Number.parseFloat(styles.fontSize) * 2) + 4,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1, size: 4 },
      border: { show: false },
    });
    const opts: uPlot.Options = {
      width: Math.max(1, Math.floor(el.clientWidth)),
      height: Math.max(1, Math.floor(el.clientHeight)),
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 }, y: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: {
          time: true,
          range: (u) => (variant === 'bar' ? barRange : lineRange)(u.data[0] as number[]),
        },
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : formatters.emptyMax] },
      },
      axes: [
        axis((_u, splits) => formatters.xTicks(splits), false),
        axis((_u, splits) => formatters.yTicks(splits), true),
      ],
      series: [
        {},
        ...series.map((s, i): uPlot.Series => {
          const stroke = color(toneToken[s.tone ?? 'accent']);
          if (variant === 'line') {
            return {
              label: s.label,
              stroke,
              width: 2,
              spanGaps: connectGaps,
              points: { show: true, size: 6, fill: stroke },
            };
          }
          return {
            label: s.label,
            stroke,
            fill: stroke,
            width: 0,
            paths: uPlot.paths.bars?.({
              radius: [0.2, 0],
              disp: {
                x0: { unit: 1, values: (u) => groupedBar(u.data[0] as number[], i, count).left },
                size: { unit: 1, values: (u) => [groupedBar(u.data[0] as number[], i, count).width] },
              },
            }),
            points: { show: false },
          };
        }),
      ],
      hooks: {
        setCursor: [(u) => cursor.current(u.cursor.idx ?? null)],
      },
    };
    const u = new uPlot(opts, [[...x], ...series.map((s) => [...s.values])] as uPlot.AlignedData, el);
    plot.current = u;
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) u.setSize({ width: Math.floor(width), height: Math.floor(height) });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [shape, formatters, theme]);

  useEffect(() => {
    plot.current?.setData([[...x], ...series.map((s) => [...s.values])] as uPlot.AlignedData);
  }, [x, series]);

  return <div ref={ref} className={css.fill} data-testid="chart-canvas" />;
}

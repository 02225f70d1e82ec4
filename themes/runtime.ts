import { setElementVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';

/** Accent colours an operator may override at runtime from the white-label config. */
export interface BrandOverrides {
  brandAccent?: string;
  brandAccentHover?: string;
  onBrandAccent?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const keys = ['brandAccent', 'brandAccentHover', 'onBrandAccent'] as const;

/** Applies valid hex overrides as inline custom properties; no CSS is generated, no rebuild needed. */
export function applyBrandOverrides(overrides: BrandOverrides, el: HTMLElement = document.documentElement) {
  const color: Partial<Record<(typeof keys)[number], string>> = {};
  for (const k of keys) {
    const v = overrides[k];
    if (v && HEX.test(v)) color[k] = v;
  }
  setElementVars(el, { color } as never);
  return color;
}

export function clearBrandOverrides(el: HTMLElement = document.documentElement) {
  for (const k of keys) el.style.removeProperty(vars.color[k].replace(/^var\((.*)\)$/, '$1'));
}

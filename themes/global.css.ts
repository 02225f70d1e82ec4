import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { RTL_PRIMARY_TAGS } from './direction';
import { HAN_FACES } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  colorScheme: 'dark',
  WebkitTextSizeAdjust: '100%',
  background: vars.color.backdrop,
});
globalStyle('html[data-theme="light"]', { colorScheme: 'light' });
// Traditional Chinese text in Traditional glyph shapes, even when the Simplified faces are loaded too.
globalStyle('html:lang(zh-TW)', { vars: { [HAN_FACES]: "'Noto Sans TC', 'Noto Sans SC'" } });
globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.backdrop,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  WebkitTapHighlightColor: 'transparent',
});
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('a', { color: vars.color.brandAccentText });
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusRing,
});
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/*
 * Content marked with its own language (an announcement, help topic or name in English on an Urdu
 * page, or one written in Urdu on an English page) runs in that language's direction, isolated from
 * the page's: its punctuation and bullets stay where its writer put them.
 */
const rtlLang = RTL_PRIMARY_TAGS.map((tag) => `[lang|="${tag}"]`);
globalStyle(`body ${rtlLang.join(', body ')}`, { direction: 'rtl', unicodeBidi: 'isolate' });
globalStyle(`html[dir="rtl"] body [lang]${rtlLang.map((s) => `:not(${s})`).join('')}`, {
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

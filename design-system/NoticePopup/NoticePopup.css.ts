import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { NOTICE_AGREED, NOTICE_ATTRIBUTE } from './noticeFlag';

/**
 * The scrim, on top of the kit's dialog scrim. A session that has agreed never sees it: the server
 * cannot know (the flag lives in sessionStorage), so the head script marks <html> and this hides it.
 */
/** Where the card's top edge sits: a tenth of the way down, clear of the header. */
const NOTICE_TOP = '10dvh';

export const scrim = style({
  overscrollBehavior: 'contain',
  // Held at the top, not centred: it paints before the web font arrives, and when the font swaps
  // in, its height changes. Centred, the whole card would move (a layout shift on every first
  // visit); from the top, it only grows or shrinks at its foot.
  alignItems: 'start',
  paddingTop: `calc(${NOTICE_TOP} + env(safe-area-inset-top))`,
  selectors: {
    [`:root[${NOTICE_ATTRIBUTE}="${NOTICE_AGREED}"] &`]: { display: 'none' },
  },
});

/** The card: never taller than what is left under its top edge, so Agree stays in sight. */
export const card = style({
  maxHeight: `calc(100dvh - ${NOTICE_TOP} - ${vars.space.xxxl} - env(safe-area-inset-top) - env(safe-area-inset-bottom))`,
});

// The page behind does not scroll while the notice is up, from the first paint on.
globalStyle(`:root:not([${NOTICE_ATTRIBUTE}="${NOTICE_AGREED}"]):has(${scrim})`, { overflow: 'hidden' });

export const paragraphs = style({ display: 'grid', gap: vars.space.md });

export const paragraph = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const agree = style({ flex: '1 1 auto' });

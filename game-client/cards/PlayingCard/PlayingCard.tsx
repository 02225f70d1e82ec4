import { useTranslation } from 'react-i18next';
import { useCardName } from '../useCardName';
import * as css from './PlayingCard.css';

export interface PlayingCardProps {
  /** Two characters (rank 2–9 T J Q K A, suit C D H S); null: face down. */
  code: string | null;
  /** Lifted: kept for the draw. */
  held?: boolean;
  /** Part of the paying combination. */
  win?: boolean;
  /** Greyed (not part of the result). */
  dim?: boolean;
  /** Deal it in (an animation unless reduced motion is asked for); the delay in ms. */
  dealDelay?: number | null;
  /** Inside a control that names the card itself: hidden from screen readers. */
  decorative?: boolean;
}

const SUIT_PATH: Record<string, string> = {
  // 20 × 20 boxes.
  H: 'M10 18 C3 12 0 9 0 5.5 C0 2.5 2.5 0.5 5 0.5 C7 0.5 9 1.8 10 3.8 C11 1.8 13 0.5 15 0.5 C17.5 0.5 20 2.5 20 5.5 C20 9 17 12 10 18 Z',
  D: 'M10 0 L18 10 L10 20 L2 10 Z',
  S: 'M10 0 C14 5 20 8 20 12 C20 15 17.5 16.5 15 16 C13 15.6 11.5 14.5 11 13.5 L12.5 20 L7.5 20 L9 13.5 C8.5 14.5 7 15.6 5 16 C2.5 16.5 0 15 0 12 C0 8 6 5 10 0 Z',
  C: 'M10 0 A4.6 4.6 0 0 1 13.4 7.8 A4.6 4.6 0 1 1 11.2 14 L12.5 20 L7.5 20 L8.8 14 A4.6 4.6 0 1 1 6.6 7.8 A4.6 4.6 0 0 1 10 0 Z',
};
const RANK_TEXT: Record<string, string> = { T: '10' };

/** One playing card as SVG: the face in the brand's game palette, or its back. */
export function PlayingCard({
  code,
  held = false,
  win = false,
  dim = false,
  dealDelay = null,
  decorative = false,
}: PlayingCardProps) {
  const { t } = useTranslation('cards');
  const nameOf = useCardName();
  const common = {
    className: css.card,
    viewBox: '0 0 50 70',
    role: decorative ? undefined : 'img',
    'aria-hidden': decorative || undefined,
    'data-held': held || undefined,
    'data-win': win || undefined,
    'data-dim': dim || undefined,
    'data-deal': dealDelay !== null || undefined,
    style: dealDelay ? { animationDelay: `${dealDelay}ms` } : undefined,
  } as const;
  if (!code) {
    return (
      <svg {...common} aria-label={decorative ? undefined : t('faceDown')}>
        <rect className={css.back} x="0" y="0" width="50" height="70" rx="4" />
        <rect className={css.backLine} x="4" y="4" width="42" height="62" rx="2.5" />
        <path className={css.backLine} d="M25 12 L38 35 L25 58 L12 35 Z" />
      </svg>
    );
  }
  const r = code[0] ?? '';
  const s = code[1] ?? '';
  const tone = s === 'H' || s === 'D' ? css.red : css.black;
  const rankText = RANK_TEXT[r] ?? r;
  return (
    <svg {...common} aria-label={decorative ? undefined : nameOf(code)} data-card={code}>
      <rect className={css.face} x="0" y="0" width="50" height="70" rx="4" />
      <text className={`${css.rank} ${tone}`} x="4" y="14">
        {rankText}
      </text>
      <path className={tone} d={SUIT_PATH[s]} transform="translate(4.5 17) scale(0.42)" />
      <path className={tone} d={SUIT_PATH[s]} transform="translate(14 27) scale(1.1)" />
      <text className={`${css.rank} ${tone}`} x="46" y="66" textAnchor="end">
        {rankText}
      </text>
    </svg>
  );
}

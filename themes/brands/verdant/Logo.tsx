import { vars } from '../../contract.css';

/** Verdant wordmark (`variant="mark"`: the mark alone, for a narrow header): a rounded leaf and a lower-case name. */
export function VerdantLogo({ title = 'Verdant', variant = 'full' }: { title?: string; variant?: 'full' | 'mark' }) {
  const mark = variant === 'mark';
  return (
    <svg
      viewBox={mark ? '0 0 32 32' : '0 0 128 32'}
      height="28"
      role="img"
      aria-label={title}
      style={{ display: 'block' }}
    >
      <title>{title}</title>
      <circle cx="16" cy="16" r="14" style={{ fill: vars.color.brandAccentSoft }} />
      <path d="M8 22 C8 12 14 7 25 7 C25 18 19 24 8 22 Z" style={{ fill: vars.color.brandAccent }} />
      <path
        d="M9 21 L19 12"
        style={{ fill: 'none', stroke: vars.color.onBrandAccent, strokeWidth: 1.5, strokeLinecap: 'round' }}
      />
      {mark ? null : (
        <text
          x="36"
          y="22"
          style={{ fill: vars.color.text, fontFamily: vars.font.heading, fontSize: '20px', fontWeight: 700 }}
        >
          verdant
        </text>
      )}
    </svg>
  );
}

import { vars } from '../../contract.css';

/** Aurum wordmark (`variant="mark"`: the mark alone, for a narrow header): a faceted gold gem and spaced capitals. */
export function AurumLogo({ title = 'Aurum', variant = 'full' }: { title?: string; variant?: 'full' | 'mark' }) {
  const mark = variant === 'mark';
  return (
    <svg
      viewBox={mark ? '0 0 32 32' : '0 0 132 32'}
      height="28"
      role="img"
      aria-label={title}
      style={{ display: 'block' }}
    >
      <title>{title}</title>
      <path d="M4 11 L10 4 H22 L28 11 L16 28 Z" style={{ fill: vars.color.brandAccent }} />
      <path d="M4 11 H28 L16 28 Z" style={{ fill: vars.color.brandAccentHover }} />
      <path
        d="M10 4 L13 11 L16 4 L19 11 L22 4"
        style={{ fill: 'none', stroke: vars.color.onBrandAccent, strokeWidth: 1, opacity: 0.5 }}
      />
      {mark ? null : (
        <text
          x="36"
          y="22"
          style={{
            fill: vars.color.text,
            fontFamily: vars.font.heading,
            fontSize: '18px',
            fontWeight: 700,
            letterSpacing: '3px',
          }}
        >
          AURUM
        </text>
      )}
    </svg>
  );
}

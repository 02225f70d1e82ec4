import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../themes/contract.css';

/**
 * Story helper: a phone-width column with some page below, like the app shell.
 * `transform` makes the frame the containing block for `position: fixed` children,
 * so fixed bars (bottom nav, floating side bar) sit inside the frame, not the viewport.
 */
export const phoneFrame =
  (width: string = vars.size.column, opts: { fixedInside?: boolean } = {}): Decorator =>
  (Story) => (
    <div
      data-testid="phone-frame"
      style={{
        position: 'relative',
        maxWidth: width,
        marginInline: 'auto',
        minHeight: '100dvh',
        background: vars.color.page,
        transform: opts.fixedInside ? 'translateZ(0)' : undefined,
      }}
    >
      <Story />
      <div style={{ padding: vars.space.lg, color: vars.color.textMuted }}>Page content</div>
    </div>
  );

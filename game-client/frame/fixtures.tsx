import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../themes/contract.css';
import { gameThemeDefaults } from './theme.css';

/** Story helpers for the frame's parts and every game's parts shown on their own. */

export const sessionId = '6f1c2a9e-3b7d-4c21-9a55-0d8e4f7b1c32';

/** The game's dark stage behind a part shown on its own (the frame gives it in the app). */
export const onGameStage: Decorator = (Story) => (
  <div
    className={gameThemeDefaults}
    data-color-scope="dark"
    style={{
      background: vars.color.page,
      color: vars.color.text,
      padding: vars.space.md,
      maxWidth: vars.size.column,
    }}
  >
    <Story />
  </div>
);

/** The site's surface behind a part shown in a sheet (paytable, history, fairness). */
export const onSurface: Decorator = (Story) => (
  <div
    style={{
      background: vars.color.surface,
      color: vars.color.text,
      padding: vars.space.md,
      maxWidth: vars.size.column,
    }}
  >
    <Story />
  </div>
);

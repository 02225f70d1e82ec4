import { globalStyle } from '@vanilla-extract/css';
import { overlay as dialogScrim } from '../../design-system/Dialog/Dialog.css';
import { columnScrim } from '../../design-system/Dialog/overlay.css';

/**
 * The design system's overlays dim the player site's 480 px column only, leaving the backdrop beside
 * it. The back office uses the whole window, so here (admin.html's <html data-app="admin">) their
 * scrim covers it all; the dialogs keep their own widths.
 */
const backOffice = 'html[data-app="admin"]';
globalStyle(`${backOffice} ${dialogScrim}, ${backOffice} ${columnScrim}`, { maxWidth: 'none' });

import * as css from './Shell.css';

/** The brand's app icon, served per brand by the server at /icon.svg. Decorative beside the app name. */
export function AppIcon() {
  // 44 × 44 (the touch size the CSS gives it): the shape before the file arrives.
  return <img className={css.appIcon} src="/icon.svg" alt="" width={44} height={44} />;
}

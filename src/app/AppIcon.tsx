import * as css from './Shell.css';

/** The brand's app icon, served per brand by the server at /icon.svg. Decorative beside the app name. */
export function AppIcon() {
  return <img className={css.appIcon} src="/icon.svg" alt="" />;
}

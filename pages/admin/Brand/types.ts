import type { BrandSettings } from '../../../src/api/contract/system';

/** What every tab of the brand editor gets: the working settings, a setter, the server's field errors. */
export interface TabProps {
  settings: BrandSettings;
  onChange: (next: BrandSettings) => void;
  /** Settings path (`themeOverrides.brandAccent`) → message. */
  errors: Record<string, string>;
  brand: string;
}

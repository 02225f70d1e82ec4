import type { GameListFilter } from '../rules/lobby';
import type { Banner, BannerGroup, SiteConfig, SystemStatus } from './contract';
import type { SessionInfoBody } from './contract/accounts';
import type { GamePage, VendorsResponse } from './contract/games';

/** The first page of a lobby list, under the filter the page's query keys it by (src/api/games.ts). */
export interface BootstrapGameList {
  source: 'list' | 'hot';
  filter: GameListFilter;
  page: GamePage;
}

/**
 * Data the server embeds in index.html (`<script type="application/json" id="bootstrap">`), so the
 * first render already has the status, the white-label config and the home banners: no request
 * waterfall and no layout shift when they arrive. Localised parts are in `lang`.
 */
export interface Bootstrap {
  lang?: string;
  status?: SystemStatus;
  config?: SiteConfig;
  banners?: Partial<Record<BannerGroup, Banner[]>>;
  /**
   * On a lobby page: the catalogue answers its first render asks for (src/rules/lobby.ts
   * `lobbyFirstQueries`), in `lang`; the same for every visitor. A part not ready in time is absent.
   */
  games?: { vendors?: VendorsResponse; lists?: BootstrapGameList[] };
  /** When the server produced it (ms since epoch). */
  at?: number;
  /**
   * The member session the request's cookie holds: its non-secret fields, or null for a visitor.
   * Absent when the server could not tell (the browser then keeps what it stored).
   */
  session?: SessionInfoBody | null;
}

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';

let cached: Bootstrap | undefined;

export function readBootstrap(): Bootstrap {
  if (cached) return cached;
  cached = {};
  if (typeof document === 'undefined') return cached;
  const el = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (el?.textContent) {
    try {
      cached = JSON.parse(el.textContent) as Bootstrap;
    } catch {
      // A damaged block is ignored: the queries fetch as usual.
    }
  }
  return cached;
}

/** Bootstrap data for a localised resource, only when it was rendered for the current language. */
export function bootstrapFor<K extends keyof Bootstrap>(key: K, lang?: string): Bootstrap[K] | undefined {
  const b = readBootstrap();
  if (lang !== undefined && b.lang !== undefined && b.lang !== lang) return undefined;
  return b[key];
}

import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bootstrap, BootstrapGameList } from '../../../src/api/bootstrap';
import {
  type GameListQuery,
  type GamePage,
  gameListQuerySchema,
  gamePageSchema,
  hotQuerySchema,
  type VendorsResponse,
  vendorsResponseSchema,
} from '../../../src/api/contract/games';
import { languageCodeSchema, resolveContentLanguage } from '../../../src/api/contract/localized';
import {
  type BannerGroup,
  bannersResponseSchema,
  siteConfigResponseSchema,
  systemStatusResponseSchema,
} from '../../../src/api/contract/system';
import { gamesQuery, type LobbyFirstQueries } from '../../../src/rules/lobby';
import { clientIp } from '../../lib/ip';
import { withTimeout } from '../../lib/redis';
import type { SystemService } from './service';

/** The cookie the client sets on a language switch (src/i18n/index.ts, `language=<code>`). */
export const LANGUAGE_COOKIE = 'language';
/** The banner group embedded in every page: the home carousel, the LCP element of the home page. */
export const BOOTSTRAP_BANNER_GROUP: BannerGroup = 'm_home';
/** Parts that are not ready by then are left out; the client fetches them. The page never waits longer. */
export const BOOTSTRAP_DEADLINE_MS = 1_000;
/** Where the client renders home (src/routes/table.ts HOME_PATHS): these pages preload the first home banner. */
export const HOME_PATHS: readonly string[] = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

export const isHomePath = (url: string) => HOME_PATHS.includes(url.split('?')[0] ?? url);

const isLanguageCode = (tag: string) => tag.length <= 64 && languageCodeSchema.safeParse(tag).success;

/**
 * The `language` cookie when it holds a well-formed language tag; junk is ignored. The first
 * `language` pair wins; the value may be percent-encoded (the client writes encodeURIComponent).
 */
export function cookieLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return isLanguageCode(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The language tags of an Accept-Language header, most wanted first (by q, then by position). `*`,
 * q=0, malformed tags and malformed q values are dropped; at most 32 entries are read.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number }[] = [];
  for (const part of header.split(',').slice(0, 32)) {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    let q = 1;
    let valid = isLanguageCode(tag);
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() !== 'q') continue;
      valid &&= /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value);
      q = Number(value);
    }
    if (valid && q > 0) entries.push({ tag, q });
  }
  // Array.prototype.sort is stable: equal q keeps the header's order.
  return entries.sort((a, b) => b.q - a.q).map((e) => e.tag);
}

/**
 * The content language of a page: the `language` cookie (resolved as `?lang=` is), else the first
 * Accept-Language tag the brand offers (exactly or by primary subtag), else the brand's default.
 */
export function pickContentLanguage(
  requested: { cookie?: string; accepted: readonly string[] },
  offered: readonly string[],
  defaultLanguage: string,
): string {
  if (requested.cookie) return resolveContentLanguage(requested.cookie, offered, defaultLanguage);
  // resolveContentLanguage answers the given default when nothing matches; '' marks "try the next tag".
  const noMatch = '';
  for (const tag of requested.accepted) {
    const hit = resolveContentLanguage(tag, offered, noMatch);
    if (hit !== noMatch) return hit;
  }
  return defaultLanguage;
}

/** What the bootstrap reads of the games catalogue: the service functions behind GET /api/games/vendors and /list. */
export interface BootstrapCatalogue {
  vendors(language?: string): Promise<VendorsResponse>;
  list(query: GameListQuery, member: null): Promise<GamePage>;
}

/**
 * The first page of one lobby list, as GET /api/games/<source>?<the page's query> answers a visitor:
 * the same query string the browser sends (src/rules/lobby.ts gamesQuery), validated by the route's
 * schema (its defaults: dataType all, the page size), and the answer by the response schema.
 */
async function firstPage(
  catalogue: BootstrapCatalogue,
  { source, filter }: Omit<BootstrapGameList, 'page'>,
  language: string,
): Promise<BootstrapGameList> {
  const query = gamesQuery(source, filter, 1, language);
  const parsed: GameListQuery =
    source === 'hot' ? { ...hotQuerySchema.parse(query), dataType: 'hot' } : gameListQuerySchema.parse(query);
  const page = gamePageSchema.parse(await catalogue.list(parsed, null));
  return { source, filter, page };
}

export interface BootstrapRequest {
  /** Fastify's request.ip. */
  ip: string;
  headers: IncomingHttpHeaders;
  log: FastifyBaseLogger;
}

/**
 * The data embedded in index.html (src/api/bootstrap.ts): this client's status, the config and the
 * home banners in the page's content language. It calls the same service functions as
 * GET /api/system/status, /config and /banners and validates their answers with the same contract
 * schemas. A part that fails or misses the deadline is left out with one warning; it never fails
 * the page.
 */
export async function buildBootstrap(
  service: SystemService,
  request: BootstrapRequest,
  opts: {
    production: boolean;
    deadlineMs?: number;
    now?: () => number;
    /** A lobby page: the catalogue answers its first render asks for (never a member's own lists). */
    games?: { catalogue: BootstrapCatalogue; want: LobbyFirstQueries };
  },
): Promise<Bootstrap> {
  const deadlineMs = opts.deadlineMs ?? BOOTSTRAP_DEADLINE_MS;
  const requested = {
    cookie: cookieLanguage(request.headers.cookie),
    accepted: acceptLanguageTags(request.headers['accept-language']),
  };
  const language = service.languages().then((brand) => {
    if (!brand) throw new Error(`brand "${service.brand}" is not configured`);
    return pickContentLanguage(requested, brand.languages, brand.defaultLanguage);
  });
  const errors: Record<string, string> = {};
  const settle = <T>(part: string, promise: Promise<T>) =>
    withTimeout(promise, deadlineMs, `page bootstrap ${part}`).then(
      (value) => value,
      (err: unknown) => {
        errors[part] = err instanceof Error ? err.message : String(err);
        return undefined;
      },
    );
  const games = opts.games;
  const gameParts = Promise.all([
    games?.want.vendors
      ? settle(
          'vendors',
          language.then((l) => games.catalogue.vendors(l)).then((v) => vendorsResponseSchema.shape.value.parse(v)),
        )
      : undefined,
    ...(games?.want.lists ?? []).map((list, i) =>
      settle(
        `list ${i}`,
        language.then((l) => firstPage(games!.catalogue, list, l)),
      ),
    ),
  ]);
  const [lang, status, config, homeBanners, [vendors, ...lists]] = await Promise.all([
    settle('lang', language),
    settle(
      'status',
      // The maintenance message in the page's language: the cookie's, else the first accepted one
      // (the status resolves it against the brand's languages itself, so it does not wait for `lang`).
      service
        .status(
          clientIp(request.ip, request.headers, { production: opts.production }),
          requested.cookie ?? requested.accepted[0],
        )
        .then((s) => systemStatusResponseSchema.shape.value.parse(s)),
    ),
    settle(
      'config',
      language.then((l) => service.siteConfig(l)).then((c) => siteConfigResponseSchema.shape.value.parse(c)),
    ),
    settle(
      'banners',
      language
        .then((l) => service.banners(BOOTSTRAP_BANNER_GROUP, l))
        .then((b) => bannersResponseSchema.shape.value.parse(b)),
    ),
    gameParts,
  ]);
  if (Object.keys(errors).length > 0) {
    request.log.warn(
      { omitted: Object.keys(errors), errors },
      'page bootstrap incomplete: the client fetches the omitted parts',
    );
  }
  const bootstrap: Bootstrap = {};
  if (lang !== undefined) bootstrap.lang = lang;
  if (status !== undefined) bootstrap.status = status;
  if (config !== undefined) bootstrap.config = config;
  if (homeBanners !== undefined) bootstrap.banners = { [BOOTSTRAP_BANNER_GROUP]: homeBanners };
  if (games) {
    const ready = lists.filter((l): l is BootstrapGameList => l !== undefined);
    bootstrap.games = {
      ...(vendors !== undefined ? { vendors } : {}),
      ...(ready.length > 0 ? { lists: ready } : {}),
    };
  }
  bootstrap.at = (opts.now ?? Date.now)();
  return bootstrap;
}

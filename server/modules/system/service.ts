import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { SOCIAL_FEATURE_FLAGS } from '../../../src/api/contract/accounts.constants';
import { type LocalizedText, localize, resolveContentLanguage } from '../../../src/api/contract/localized';
import { MODULE_KEYS } from '../../../src/api/contract/modules';
import {
  type Banner,
  type BannerGroup,
  type BrandSettings,
  bannerSchema,
  brandSettingsSchema,
  type SiteConfig,
  type SocialLoginProvider,
  type SystemStatus,
  statusCode,
} from '../../../src/api/contract/system';
import type { Db } from '../../db';
import { bannerImages, banners, bannerTranslations, brands, siteSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addressAllowed, addressList, readSiteState } from './module-switches';

export interface SystemServiceOptions {
  db: Db;
  /** The active brand code (DEFAULT_BRAND). */
  brand: string;
  /** Maintenance switched on by the environment; OR-ed with the brand's database flag. */
  envMaintenance: boolean;
  /** Upper-case ISO 3166-1 alpha-2 codes. */
  blockedCountries: readonly string[];
  /** IP -> country (null for private or unknown addresses). */
  countryOf: (ip: string) => string | null;
  /**
   * The social log-in providers the server is configured for, with their public client ids
   * (publicSocialProviders). The config offers those whose brand flag is on. Default: none.
   */
  socialLogin?: readonly SocialLoginProvider[];
}

/** Rules of the system domain: status, white-label config, banners. Knows nothing about HTTP. */
export function createSystemService(opts: SystemServiceOptions) {
  const { db, brand } = opts;
  const blocked = new Set(opts.blockedCountries);

  /** The brand's switch, message, end, region lists and kill switches: read fresh on every status. */
  return {
    brand,

    /**
     * The spec's system status for a client at `ip`: maintenance (env OR the brand's switch, with the
     * operator's message in `lang` and the expected end), region restriction (env BLOCKED_COUNTRIES OR
     * the brand's list, unless the address is on the brand's allowlist), and the modules switched off.
     */
    async status(ip: string, lang?: string): Promise<SystemStatus> {
      const site = await readSiteState(db, brand);
      const country = opts.countryOf(ip);
      const maintenance = opts.envMaintenance || site.maintenance;
      const countryBlocked = country !== null && (blocked.has(country) || site.blockedCountries.includes(country));
      const regionRestriction =
        countryBlocked &&
        !(site.allowedAddresses.length > 0 && addressAllowed(addressList(site.allowedAddresses).list, ip));
      let maintenanceMessage: string | null = null;
      if (maintenance && site.maintenanceMessage !== null) {
        const brandRow = await readBrand(db, brand);
        const defaultLanguage = brandRow?.settings.defaultLanguage ?? 'en';
        const language = resolveContentLanguage(lang, brandRow?.settings.languages ?? [], defaultLanguage);
        maintenanceMessage = localize(site.maintenanceMessage, language, defaultLanguage).text;
      }
      return {
        status: statusCode({ maintenance, regionRestricted: regionRestriction }),
        maintenance,
        regionRestriction,
        maintenanceMessage,
        maintenanceUntil: maintenance && site.maintenanceUntil ? site.maintenanceUntil.toISOString() : null,
        disabledModules: MODULE_KEYS.filter((m) => site.disabledModules.has(m)),
        location: { ip, country },
      };
    },

    /** Whether a visitor from `country` may be region-blocked (env or the brand's list): such pages are never shared. */
    async countryMayBeBlocked(country: string | null): Promise<boolean> {
      if (country === null) return false;
      if (blocked.has(country)) return true;
      return (await readSiteState(db, brand)).blockedCountries.includes(country);
    },

    /**
     * The active brand's config with operator text in `lang` (see resolveContentLanguage): each text
     * falls back to the default language on its own when it has no copy in `lang`.
     */
    async siteConfig(lang?: string): Promise<SiteConfig> {
      const brandRow = await readBrand(db, brand);
      if (!brandRow) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
      // `registration` is served by /api/accounts/register-rules, not with the config.
      const { customerService, notice, registration: _registration, ...shared } = brandRow.settings;
      const contentLanguage = resolveContentLanguage(lang, shared.languages, shared.defaultLanguage);
      const inLang = (text: LocalizedText) => localize(text, contentLanguage, shared.defaultLanguage);
      const paragraphs = notice.paragraphs.map(inLang);
      return {
        brand: brandRow.code,
        siteName: brandRow.name,
        contentLanguage,
        ...shared,
        customerService: customerService.map(({ title, ...channel }) => {
          const t = inLang(title);
          return { ...channel, title: t.text, titleLanguage: t.language };
        }),
        notice: {
          paragraphs: paragraphs.map((p) => p.text),
          paragraphLanguages: paragraphs.map((p) => p.language),
        },
        // A provider is offered when the brand switches it on and the server can check its sign-ins.
        socialLogin: (opts.socialLogin ?? []).filter((p) => shared.features[SOCIAL_FEATURE_FLAGS[p.provider]]),
      };
    },

    /**
     * Active banners of a group, in display order, with title and art in `lang` where the banner has
     * them (banner_translations), else the banner's own (default-language) ones, field by field.
     */
    async banners(group: BannerGroup, lang?: string): Promise<Banner[]> {
      const brandRow = await readBrand(db, brand);
      // Banners belong to a brand (foreign key): no brand, no banners.
      if (!brandRow) return [];
      const { languages, defaultLanguage } = brandRow.settings;
      const language = resolveContentLanguage(lang, languages, defaultLanguage);
      const rows = await db
        .select({
          id: banners.id,
          groupName: banners.groupName,
          imageUrl: banners.imageUrl,
          link: banners.link,
          title: banners.title,
          sequence: banners.sequence,
          translatedTitle: bannerTranslations.title,
          translatedImageUrl: bannerTranslations.imageUrl,
        })
        .from(banners)
        .leftJoin(
          bannerTranslations,
          and(
            eq(bannerTranslations.bannerId, banners.id),
            // The default language's copy is the banner row itself.
            language === defaultLanguage ? sql`false` : eq(bannerTranslations.lang, language),
          ),
        )
        .where(
          and(
            eq(banners.brand, brand),
            eq(banners.groupName, group),
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
            or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
          ),
        )
        .orderBy(asc(banners.sequence), asc(banners.id));
      return rows.map(({ translatedTitle, translatedImageUrl, ...r }) =>
        bannerSchema.parse({
          ...r,
          title: translatedTitle ?? r.title,
          titleLanguage: translatedTitle === null ? defaultLanguage : language,
          imageUrl: translatedImageUrl ?? r.imageUrl,
        }),
      );
    },

    /** An uploaded banner image of the brand (public: it is on the home page). */
    async bannerImage(id: string): Promise<{ mime: string; data: Buffer }> {
      const [row] = await db
        .select({ mime: bannerImages.mime, data: bannerImages.data })
        .from(bannerImages)
        .where(and(eq(bannerImages.id, id), eq(bannerImages.brand, brand)));
      if (!row) throw new AppError(404, 'banner.image_not_found', 'No such banner image');
      return row;
    },

    /** The languages the active brand offers and its default; null when the brand does not exist. */
    async languages(): Promise<{ languages: string[]; defaultLanguage: string } | null> {
      const brandRow = await readBrand(db, brand);
      if (!brandRow) return null;
      return { languages: brandRow.settings.languages, defaultLanguage: brandRow.settings.defaultLanguage };
    },

    /** Whether the active brand exists (checked at start, to warn about a mistyped DEFAULT_BRAND). */
    async brandExists(): Promise<boolean> {
      const rows = await db.select({ code: brands.code }).from(brands).where(eq(brands.code, brand));
      return rows.length > 0;
    },

    /** The operator switch: turns the brand's maintenance flag on or off without a restart. */
    async setMaintenance(on: boolean): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ brand, maintenance: on })
        .onConflictDoUpdate({ target: siteSettings.brand, set: { maintenance: on, updatedAt: sql`now()` } });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

/** A brand with its settings validated against the contract; null when the brand does not exist. */
export async function readBrand(
  db: Db,
  code: string,
): Promise<{ code: string; name: string; settings: BrandSettings } | null> {
  const rows = await db.select().from(brands).where(eq(brands.code, code));
  const row = rows[0];
  if (!row) return null;
  const parsed = brandSettingsSchema.safeParse(row.config);
  if (!parsed.success) {
    // A bad row is an operator or migration bug; fail loudly rather than send a broken config.
    throw new Error(`brands.config of "${code}" is invalid: ${parsed.error.message}`);
  }
  return { code: row.code, name: row.name, settings: parsed.data };
}

/** Inserts or replaces a brand; the settings are validated before they are written. */
export async function writeBrand(db: Db, input: { code: string; name: string; settings: BrandSettings }) {
  const settings = brandSettingsSchema.parse(input.settings);
  await db
    .insert(brands)
    .values({ code: input.code, name: input.name, config: settings })
    .onConflictDoUpdate({
      target: brands.code,
      set: { name: input.name, config: settings, updatedAt: sql`now()` },
    });
}

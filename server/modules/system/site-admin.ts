import { countries } from 'countries-list';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type AdminBanner,
  BANNER_IMAGE_MAX_BYTES,
  type BannerInput,
  type MaintenanceInput,
  type ModulesInput,
  type RegionInput,
  type SiteSettings,
} from '../../../src/api/contract/adminSite';
import { localizedTextIssues } from '../../../src/api/contract/localized';
import { MODULE_KEYS } from '../../../src/api/contract/modules';
import type { BannerGroup } from '../../../src/api/contract/system';
import type { Db } from '../../db';
import { bannerImages, banners, brands, siteSettings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { imageKind } from '../../lib/image-kind';
import type { StaffMember } from '../accounts';
import { addressList, readSiteState, type SiteState } from './module-switches';
import { readBrand } from './service';

export interface Actor {
  staff: StaffMember;
  ip: string | null;
}

export interface SiteAdminOptions {
  db: Db;
  brand: string;
  now: () => Date;
  envMaintenance: boolean;
  envBlockedCountries: readonly string[];
  /** Called after every change of the brand's switches (clears the kill-switch cache). */
  changed: (brand: string) => void;
}

const bannerNotFound = () => new AppError(404, 'banner.not_found', 'No such banner');
const linkInvalid = () =>
  new AppError(400, 'banner.link_invalid', 'A link is a /m/... path or an https URL', { link: 'format' });
const scheduleInvalid = () =>
  new AppError(400, 'banner.schedule_invalid', 'The schedule ends before it starts', { endsAt: 'order' });

/** A banner link: an /m path of the player site, or an https URL. */
export function bannerLinkValid(link: string): boolean {
  if (/^\/m(?:[/?#][^\s\\]*)?$/.test(link)) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(link);
  } catch {
    return false;
  }
}

type BannerRow = typeof banners.$inferSelect;
const bannerView = (r: BannerRow): AdminBanner => ({
  id: r.id,
  group: r.groupName as BannerGroup,
  title: r.title,
  imageUrl: r.imageUrl,
  link: r.link,
  sequence: r.sequence,
  active: r.active,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
});

const stateView = (s: SiteState) => ({
  maintenance: s.maintenance,
  message: s.maintenanceMessage,
  until: s.maintenanceUntil?.toISOString() ?? null,
  blockedCountries: [...s.blockedCountries],
  allowedAddresses: [...s.allowedAddresses],
  disabledModules: MODULE_KEYS.filter((m) => s.disabledModules.has(m)),
});

/**
 * Site settings of one brand (docs/admin.md "Site settings"): maintenance, region restriction, module
 * kill switches (ADR 0032) and banners. Every change is audited in its own transaction.
 */
export function createSiteAdmin(opts: SiteAdminOptions) {
  const { db, brand, now } = opts;

  /** Writes the brand's row (created on first use) and the audit row in one transaction. */
  async function write(
    actor: Actor,
    action: string,
    set: Partial<typeof siteSettings.$inferInsert>,
    pick: (s: ReturnType<typeof stateView>) => unknown,
  ) {
    await db.transaction(async (tx) => {
      await tx.insert(siteSettings).values({ brand }).onConflictDoNothing();
      await tx.select().from(siteSettings).where(eq(siteSettings.brand, brand)).for('update');
      const before = stateView(await readSiteState(tx as unknown as Db, brand));
      await tx
        .update(siteSettings)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(siteSettings.brand, brand));
      const after = stateView(await readSiteState(tx as unknown as Db, brand));
      await audit(tx, {
        brand,
        staff: actor.staff,
        action,
        targetType: 'site',
        targetId: brand,
        before: pick(before),
        after: pick(after),
        ip: actor.ip,
      });
    });
    opts.changed(brand);
  }

  async function bannerRow(id: number, tx: Pick<Db, 'select'> = db): Promise<BannerRow> {
    const [row] = await tx
      .select()
      .from(banners)
      .where(and(eq(banners.id, id), eq(banners.brand, brand)));
    if (!row) throw bannerNotFound();
    return row;
  }

  function checkBanner(input: Pick<BannerInput, 'link' | 'startsAt' | 'endsAt'>) {
    if (input.link !== null && input.link !== '' && !bannerLinkValid(input.link)) throw linkInvalid();
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      throw scheduleInvalid();
    }
  }

  return {
    async get(): Promise<SiteSettings> {
      const brandRow = await readBrand(db, brand);
      const s = stateView(await readSiteState(db, brand));
      return {
        brand,
        languages: brandRow?.settings.languages ?? [],
        defaultLanguage: brandRow?.settings.defaultLanguage ?? 'en',
        maintenance: { on: s.maintenance, env: opts.envMaintenance, message: s.message, until: s.until },
        region: {
          blockedCountries: s.blockedCountries,
          allowedAddresses: s.allowedAddresses,
          envBlockedCountries: [...opts.envBlockedCountries],
        },
        disabledModules: s.disabledModules,
      };
    },

    async setMaintenance(input: MaintenanceInput, actor: Actor): Promise<SiteSettings> {
      if (input.until !== null && Date.parse(input.until) <= now().getTime()) {
        throw new AppError(400, 'site.maintenance_end_past', 'The end time is in the past', { until: 'past' });
      }
      if (input.message !== null && typeof input.message !== 'string') {
        const brandRow = await readBrand(db, brand);
        const settings = brandRow?.settings;
        const issues = settings
          ? localizedTextIssues(
              [{ path: ['message'], text: input.message }],
              settings.languages,
              settings.defaultLanguage,
            )
          : [];
        if (issues.length > 0) {
          throw new AppError(400, 'request.invalid', issues.map((i) => i.message).join('; '), { message: 'language' });
        }
      }
      await write(
        actor,
        input.on ? 'site.maintenance_on' : 'site.maintenance_off',
        {
          maintenance: input.on,
          maintenanceMessage: input.message,
          maintenanceUntil: input.until ? new Date(input.until) : null,
        },
        (s) => ({ maintenance: s.maintenance, message: s.message, until: s.until }),
      );
      return this.get();
    },

    async setRegion(input: RegionInput, actor: Actor): Promise<SiteSettings> {
      const codes = [...new Set(input.blockedCountries.map((c) => c.trim().toUpperCase()))].sort();
      const badCountries = codes.filter((c) => !/^[A-Z]{2}$/.test(c) || !(c in countries));
      if (badCountries.length > 0) {
        throw new AppError(400, 'site.country_invalid', `Not ISO 3166-1 alpha-2: ${badCountries.join(', ')}`, {
          blockedCountries: 'format',
        });
      }
      const addresses = [...new Set(input.allowedAddresses.map((a) => a.trim()).filter((a) => a !== ''))];
      const { bad } = addressList(addresses);
      if (bad.length > 0) {
        throw new AppError(400, 'site.address_invalid', `Not an IP address or CIDR: ${bad.join(', ')}`, {
          allowedAddresses: 'format',
        });
      }
      await write(actor, 'site.region', { blockedCountries: codes, allowedAddresses: addresses }, (s) => ({
        blockedCountries: s.blockedCountries,
        allowedAddresses: s.allowedAddresses,
      }));
      return this.get();
    },

    async setModules(input: ModulesInput, actor: Actor): Promise<SiteSettings> {
      const disabled = MODULE_KEYS.filter((m) => input.disabled.includes(m));
      await write(actor, 'site.modules', { disabledModules: disabled }, (s) => ({
        disabledModules: s.disabledModules,
      }));
      return this.get();
    },

    async banners(group: BannerGroup): Promise<AdminBanner[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.brand, brand), eq(banners.groupName, group)))
        .orderBy(asc(banners.sequence), asc(banners.id));
      return rows.map(bannerView);
    },

    async createBanner(input: BannerInput, actor: Actor): Promise<AdminBanner> {
      checkBanner(input);
      return db.transaction(async (tx) => {
        // Serialised with moves and other adds of the brand, so each new banner gets its own place.
        await tx.select({ code: brands.code }).from(brands).where(eq(brands.code, brand)).for('no key update');
        const [last] = await tx
          .select({ sequence: banners.sequence })
          .from(banners)
          .where(and(eq(banners.brand, brand), eq(banners.groupName, input.group)))
          .orderBy(desc(banners.sequence))
          .limit(1);
        const [row] = await tx
          .insert(banners)
          .values({
            brand,
            groupName: input.group,
            title: input.title,
            imageUrl: input.imageUrl,
            link: input.link || null,
            active: input.active,
            sequence: (last?.sequence ?? 0) + 1,
            startsAt: input.startsAt ? new Date(input.startsAt) : null,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
          })
          .returning();
        const view = bannerView(row!);
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'banner.create',
          targetType: 'banner',
          targetId: String(view.id),
          after: view,
          ip: actor.ip,
        });
        return view;
      });
    },

    async updateBanner(id: number, input: BannerInput, actor: Actor): Promise<AdminBanner> {
      checkBanner(input);
      return db.transaction(async (tx) => {
        const before = bannerView(await bannerRow(id, tx));
        const [row] = await tx
          .update(banners)
          .set({
            groupName: input.group,
            title: input.title,
            imageUrl: input.imageUrl,
            link: input.link || null,
            active: input.active,
            startsAt: input.startsAt ? new Date(input.startsAt) : null,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
          })
          .where(eq(banners.id, id))
          .returning();
        const after = bannerView(row!);
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'banner.update',
          targetType: 'banner',
          targetId: String(id),
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /** Swaps the banner with its neighbour in its group (sequences renumbered 1..n, so ties cannot stick). */
    async moveBanner(id: number, direction: 'up' | 'down', actor: Actor): Promise<AdminBanner[]> {
      const group = await db.transaction(async (tx) => {
        // One mover of the brand's banners at a time: the rows' sequences are read and renumbered
        // together (locking the group's rows one by one could deadlock two moves). NO KEY UPDATE does
        // not hold back inserts that reference the brand.
        await tx.select({ code: brands.code }).from(brands).where(eq(brands.code, brand)).for('no key update');
        const row = await bannerRow(id, tx);
        const rows = await tx
          .select()
          .from(banners)
          .where(and(eq(banners.brand, brand), eq(banners.groupName, row.groupName)))
          .orderBy(asc(banners.sequence), asc(banners.id));
        const ids = rows.map((r) => r.id);
        const at = ids.indexOf(id);
        const to = direction === 'up' ? at - 1 : at + 1;
        if (to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
        for (const [i, bid] of ids.entries()) {
          await tx
            .update(banners)
            .set({ sequence: i + 1 })
            .where(eq(banners.id, bid));
        }
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'banner.move',
          targetType: 'banner',
          targetId: String(id),
          before: { order: rows.map((r) => r.id) },
          after: { order: ids },
          ip: actor.ip,
        });
        return row.groupName as BannerGroup;
      });
      return this.banners(group);
    },

    async deleteBanner(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = bannerView(await bannerRow(id, tx));
        await tx.delete(banners).where(eq(banners.id, id));
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'banner.delete',
          targetType: 'banner',
          targetId: String(id),
          before,
          after: null,
          ip: actor.ip,
        });
      });
    },

    /** Stores banner art (PNG, JPEG or WebP by its bytes, at most 1 MB); its URL goes in a banner's imageUrl. */
    async uploadImage(bytes: Buffer, actor: Actor): Promise<{ url: string }> {
      if (bytes.length > BANNER_IMAGE_MAX_BYTES) {
        throw new AppError(413, 'banner.image_too_large', 'Banner art is at most 1 MB');
      }
      const mime = imageKind(bytes);
      if (!mime) throw new AppError(415, 'banner.image_type', 'Banner art must be a PNG, JPEG or WebP image');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bannerImages)
          .values({ brand, mime, data: bytes, createdAt: now() })
          .returning({ id: bannerImages.id });
        const url = `/api/system/banner-images/${row!.id}`;
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'banner.image_upload',
          targetType: 'banner_image',
          targetId: row!.id,
          after: { url, mime, bytes: bytes.length },
          ip: actor.ip,
        });
        return { url };
      });
    },
  };
}
export type SiteAdmin = ReturnType<typeof createSiteAdmin>;

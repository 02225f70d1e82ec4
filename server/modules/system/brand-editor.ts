import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { changesOf } from '../../../src/admin/auditDiff';
import type {
  BrandDiffLine,
  BrandEditor,
  BrandVersion,
  PublishBrandDraftInput,
  SaveBrandDraftInput,
} from '../../../src/api/contract/adminBrand';
import { type BrandSettings, brandSettingsSchema } from '../../../src/api/contract/system';
import { availableLanguages } from '../../../src/i18n/languages';
import { accentContrastFailures, formatRatio } from '../../../themes/contrast';
import type { Db } from '../../db';
import { brandAssets, brands, brandVersions, ledgerAccounts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { themeOf } from '../../lib/brand-theme';
import { AppError } from '../../lib/errors';
import { checkLogo } from './brand-assets';

type Row = typeof brandVersions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface BrandEditorActor {
  id: string;
  username: string;
}

const versionNotFound = () => new AppError(404, 'brand.version_not_found', 'No such draft or version of this brand');
const staleDraft = () =>
  new AppError(409, 'brand.stale_draft', 'The live version changed since this draft was started: review it again');

const view = (r: Row): BrandVersion => ({
  id: r.id,
  status: r.status as BrandVersion['status'],
  baseVersionId: r.baseVersionId,
  rolledBackFrom: r.rolledBackFrom,
  note: r.note,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  publishedBy: r.publishedBy,
  publishedAt: r.publishedAt?.toISOString() ?? null,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Settings as dotted paths to their leaves (arrays are leaves: a list changes as a whole). */
export function flattenSettings(value: unknown, prefix = '', out: Record<string, unknown> = {}) {
  if (!isRecord(value)) {
    if (prefix) out[prefix] = value;
    return out;
  }
  for (const [k, v] of Object.entries(value)) flattenSettings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** The draft against the live settings: one line per changed path (src/admin/auditDiff.ts). */
export const diffSettings = (live: unknown, draft: unknown): BrandDiffLine[] =>
  changesOf(flattenSettings(live), flattenSettings(draft)).sort((a, b) => a.key.localeCompare(b.key));

/**
 * The brand editor's rules (issue 24, ADR 0031): the brand's one open draft, review, publish, the
 * history and rollback, and logo uploads. Publishing writes brands.config, which every reader
 * (GET /api/system/config, the server-rendered page, the PWA icon) takes at its next request; the
 * back office's write also drops the shared response cache (ADR 0019). Everything is audited.
 */
export function createBrandEditor({ db, brand }: { db: Db; brand: string }) {
  async function brandRow(tx: Pick<Db, 'select'>, lock = false) {
    const q = tx.select().from(brands).where(eq(brands.code, brand));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
    return row;
  }

  /**
   * The live version. A brand that never had one (seeded, or from before the editor) gets its
   * current settings as the first published version, once, whoever asks first.
   */
  async function live(tx: Pick<Db, 'select' | 'insert'>): Promise<Row> {
    const find = async () =>
      (
        await tx
          .select()
          .from(brandVersions)
          .where(and(eq(brandVersions.brand, brand), eq(brandVersions.status, 'published')))
      )[0];
    const found = await find();
    if (found) return found;
    const row = await brandRow(tx);
    await tx
      .insert(brandVersions)
      .values({ brand, settings: row.config, status: 'published', note: 'initial', publishedAt: row.updatedAt })
      .onConflictDoNothing();
    const made = await find();
    if (!made) throw new Error(`brand ${brand}: no live version after creating one`);
    return made;
  }

  async function draftRow(tx: Pick<Db, 'select'>): Promise<Row | undefined> {
    return (
      await tx
        .select()
        .from(brandVersions)
        .where(and(eq(brandVersions.brand, brand), eq(brandVersions.status, 'draft')))
    )[0];
  }

  /** Settings as the schema reads them, or 400 request.invalid with each bad path. */
  function parse(settings: unknown): BrandSettings {
    const parsed = brandSettingsSchema.safeParse(settings);
    if (parsed.success) return parsed.data;
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[['settings', ...issue.path].join('.')] = issue.code;
    throw new AppError(400, 'request.invalid', 'The brand settings are not valid', fields);
  }

  /** 400 brand.contrast_low when an accent override fails the WCAG check (themes/contrast.ts), with the ratio. */
  function checkContrast(settings: BrandSettings) {
    const failures = accentContrastFailures(themeOf(brand), settings.themeOverrides ?? {});
    const worst = failures.sort((a, b) => a.ratio / a.min - b.ratio / b.min)[0];
    if (!worst) return;
    const fields: Record<string, string> = {};
    for (const f of failures) {
      for (const role of [f.fg, f.bg]) {
        if (settings.themeOverrides?.[role as keyof NonNullable<BrandSettings['themeOverrides']>]) {
          fields[`settings.themeOverrides.${role}`] = 'contrast';
        }
      }
    }
    throw new AppError(
      400,
      'brand.contrast_low',
      `${worst.fg} on ${worst.bg} (${worst.mode}) has a contrast of ${formatRatio(worst.ratio)}:1; at least ${worst.min}:1 is needed`,
      fields,
    );
  }

  /** 409 brand.currency_in_use when the currency changes while a member of the brand holds a balance. */
  async function checkCurrency(tx: Pick<Db, 'select'>, from: BrandSettings, to: BrandSettings) {
    if (from.currency.code === to.currency.code) return;
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.brand, brand),
          sql`${ledgerAccounts.memberId} is not null`,
          ne(ledgerAccounts.balance, sql`0`),
        ),
      );
    if ((held?.n ?? 0) > 0) {
      throw new AppError(
        409,
        'brand.currency_in_use',
        `The currency cannot change while ${held?.n} member account(s) hold a balance`,
        { 'settings.currency.code': 'in_use' },
      );
    }
  }

  async function state(): Promise<BrandEditor> {
    const current = await live(db);
    const row = await brandRow(db);
    const draft = await draftRow(db);
    const liveSettings = parse(current.settings);
    const draftSettings = draft ? parse(draft.settings) : null;
    return {
      brand,
      siteName: row.name,
      live: { ...view(current), settings: liveSettings },
      draft:
        draft && draftSettings
          ? { ...view(draft), settings: draftSettings, stale: draft.baseVersionId !== current.id }
          : null,
      diff: draftSettings ? diffSettings(liveSettings, draftSettings) : [],
      appLanguages: availableLanguages.map((l) => l.code),
    };
  }

  /** Makes `settings` live in `tx` (the brand row is locked): supersedes the live version, writes brands.config. */
  async function goLive(tx: Tx, from: Row, settings: BrandSettings) {
    await tx
      .update(brandVersions)
      .set({ status: 'superseded', updatedAt: sql`now()` })
      .where(eq(brandVersions.id, from.id));
    await tx.update(brands).set({ config: settings, updatedAt: sql`now()` }).where(eq(brands.code, brand));
  }

  return {
    state,

    /** Saves the settings to the brand's open draft (made from the live version when there is none). */
    async saveDraft(actor: BrandEditorActor, input: SaveBrandDraftInput): Promise<BrandEditor> {
      const settings = parse(input.settings);
      checkContrast(settings);
      await db.transaction(async (tx) => {
        await brandRow(tx, true);
        const current = await live(tx);
        await checkCurrency(tx, parse(current.settings), settings);
        const draft = await draftRow(tx);
        if (draft) {
          await tx
            .update(brandVersions)
            .set({ settings, note: input.note ?? draft.note, createdBy: actor.username, updatedAt: sql`now()` })
            .where(eq(brandVersions.id, draft.id));
        } else {
          await tx.insert(brandVersions).values({
            brand,
            settings,
            status: 'draft',
            baseVersionId: current.id,
            note: input.note ?? null,
            createdBy: actor.username,
          });
        }
      });
      return state();
    },

    /** Drops the open draft (nothing is published). */
    async discardDraft(): Promise<BrandEditor> {
      const draft = await draftRow(db);
      if (!draft) throw versionNotFound();
      await db.delete(brandVersions).where(and(eq(brandVersions.id, draft.id), eq(brandVersions.status, 'draft')));
      return state();
    },

    /** Publishes the reviewed draft: 409 brand.stale_draft when the live version moved since it was started. */
    async publish(actor: BrandEditorActor, input: PublishBrandDraftInput, ip: string | null): Promise<BrandEditor> {
      await db.transaction(async (tx) => {
        // One publish or rollback of a brand at a time: the others wait here, then find it done.
        await brandRow(tx, true);
        const current = await live(tx);
        const draft = await draftRow(tx);
        if (!draft || draft.id !== input.draftId) {
          // Published by someone else meanwhile (or discarded): what was reviewed is no longer the draft.
          const [was] = await tx
            .select({ id: brandVersions.id })
            .from(brandVersions)
            .where(and(eq(brandVersions.brand, brand), eq(brandVersions.id, input.draftId)));
          throw was ? staleDraft() : versionNotFound();
        }
        if (draft.baseVersionId !== current.id) throw staleDraft();
        const before = parse(current.settings);
        const settings = parse(draft.settings);
        checkContrast(settings);
        await checkCurrency(tx, before, settings);
        await goLive(tx, current, settings);
        await tx
          .update(brandVersions)
          .set({ status: 'published', publishedBy: actor.username, publishedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(brandVersions.id, draft.id));
        const diff = diffSettings(before, settings);
        await audit(tx, {
          brand,
          staff: actor,
          action: 'brand.publish',
          targetType: 'brand_version',
          targetId: String(draft.id),
          before: { version: current.id, ...Object.fromEntries(diff.map((l) => [l.key, l.before ?? null])) },
          after: { version: draft.id, ...Object.fromEntries(diff.map((l) => [l.key, l.after ?? null])) },
          reason: input.reason,
          ip,
        });
      });
      return state();
    },

    /** Every version of the brand, newest first. */
    async versions(): Promise<{ list: BrandVersion[] }> {
      await live(db);
      const rows = await db
        .select()
        .from(brandVersions)
        .where(eq(brandVersions.brand, brand))
        .orderBy(desc(brandVersions.id))
        .limit(200);
      return { list: rows.map(view) };
    },

    /** Publishes a copy of an earlier version as a new version; the open draft, if any, becomes stale. */
    async rollback(actor: BrandEditorActor, id: number, reason: string, ip: string | null): Promise<BrandEditor> {
      await db.transaction(async (tx) => {
        await brandRow(tx, true);
        const current = await live(tx);
        const [target] = await tx
          .select()
          .from(brandVersions)
          .where(
            and(
              eq(brandVersions.brand, brand),
              eq(brandVersions.id, id),
              inArray(brandVersions.status, ['published', 'superseded']),
            ),
          );
        if (!target) throw versionNotFound();
        if (target.id === current.id) throw new AppError(409, 'brand.version_live', 'This version is already live');
        const before = parse(current.settings);
        const settings = parse(target.settings);
        await checkCurrency(tx, before, settings);
        await goLive(tx, current, settings);
        const [made] = await tx
          .insert(brandVersions)
          .values({
            brand,
            settings,
            status: 'published',
            rolledBackFrom: target.id,
            note: `rollback to #${target.id}`,
            createdBy: actor.username,
            publishedBy: actor.username,
            publishedAt: sql`now()`,
          })
          .returning({ id: brandVersions.id });
        const diff = diffSettings(before, settings);
        await audit(tx, {
          brand,
          staff: actor,
          action: 'brand.rollback',
          targetType: 'brand_version',
          targetId: String(made?.id),
          before: { version: current.id, ...Object.fromEntries(diff.map((l) => [l.key, l.before ?? null])) },
          after: {
            version: made?.id,
            rolledBackFrom: target.id,
            ...Object.fromEntries(diff.map((l) => [l.key, l.after ?? null])),
          },
          reason,
          ip,
        });
      });
      return state();
    },

    /** Stores a logo (SVG cleaned, PNG checked); audited. The draft refers to it by its URL. */
    async uploadLogo(actor: BrandEditorActor, bytes: Buffer, ip: string | null) {
      const { mime, data } = checkLogo(bytes);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(brandAssets).values({ brand, mime, data }).returning({ id: brandAssets.id });
        if (!row) throw new Error('brand asset insert returned no row');
        const url = `/api/system/brand-assets/${row.id}`;
        await audit(tx, {
          brand,
          staff: actor,
          action: 'brand.logo_upload',
          targetType: 'brand_asset',
          targetId: row.id,
          after: { mime, bytes: data.length },
          ip,
        });
        return { url, mime };
      });
    },

    /** An uploaded asset of any brand (its URL is public, like a promotion image). */
    async asset(id: string) {
      const [row] = await db
        .select({ mime: brandAssets.mime, data: brandAssets.data })
        .from(brandAssets)
        .where(eq(brandAssets.id, id));
      if (!row) throw new AppError(404, 'asset.not_found', 'No such file');
      return row;
    },
  };
}
export type BrandEditorService = ReturnType<typeof createBrandEditor>;

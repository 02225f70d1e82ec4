import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type ActivityState,
  type AdminApplication,
  type AdminApplicationsPage,
  type AdminCategory,
  type AdminCategoryInput,
  type AdminPromotion,
  type AdminPromotionInput,
  APPLICATIONS_PAGE_SIZE,
  type ParticipationMode,
  PROMOTION_IMAGE_MAX_BYTES,
  type PromotionKey,
  type RewardPayout,
} from '../../../src/api/contract/activities';
import type { Db } from '../../db';
import {
  bonusTemplates,
  brands,
  members,
  promotionApplicationImages,
  promotionCategories,
  promotionImages,
  promotionParticipations,
  promotions,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { uniqueViolation } from '../../lib/pg-error';
import type { StaffMember } from '../accounts';
import { readBrand } from '../system';
import { imageKind } from './images';
import {
  copyIn,
  dayOf,
  hasEnded,
  imageType,
  type OfferReward,
  promotionNotFound,
  rewardClaimedSql,
  shownState,
  type Tx,
} from './service';

type PromotionRow = typeof promotions.$inferSelect;
type CategoryRow = typeof promotionCategories.$inferSelect;

const applicationNotFound = () => new AppError(404, 'activity.application_not_found', 'No such application');
const decided = () => new AppError(409, 'activity.decided', 'This application was already decided');
const categoryNotFound = () => new AppError(404, 'activity.category_not_found', 'No such category');
const unknownCategory = () => new AppError(400, 'activity.category_unknown', 'A category id is not one of the brand');
const defaultLanguageMissing = (lang: string) =>
  new AppError(400, 'activity.language_missing', `The brand's default language (${lang}) is required`, {
    translations: 'validation.required',
  });
const unknownTemplate = () =>
  new AppError(400, 'activity.bonus_template_unknown', 'The bonus template is not one of the brand');
const keyTaken = () => new AppError(409, 'activity.key_taken', 'Another promotion of the brand has this key');
const imageTooLarge = () =>
  new AppError(413, 'activity.image_too_large', `An image is larger than ${PROMOTION_IMAGE_MAX_BYTES} bytes`);

export interface Actor {
  staff: StaffMember;
  ip: string | null;
}

/**
 * The back office's promotions (docs/promotions.md): the editor (translations sanitised when saved,
 * images in sequence, categories, dates, mode, reward), the categories, uploaded images, and the
 * application queue: approve (with an optional amount; Issued when a reward is offered, else
 * Process) or reject with a reason. Every write is audited in its own transaction; a decision is
 * one conditional update, so concurrent approvals decide (and reward) once.
 */
export function createActivitiesAdmin(opts: { db: Db; brand: string; now: () => Date; offerReward?: OfferReward }) {
  const { db, brand, now } = opts;
  const currencyOf = createCurrencyLookup();

  async function brandLanguages() {
    const row = await readBrand(db, brand);
    return { languages: row?.settings.languages ?? ['en'], defaultLanguage: row?.settings.defaultLanguage ?? 'en' };
  }

  async function pendingOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: promotionParticipations.promotionId, n: count() })
      .from(promotionParticipations)
      .where(and(eq(promotionParticipations.brand, brand), eq(promotionParticipations.state, 'Applying')))
      .groupBy(promotionParticipations.promotionId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  const toAdmin = (r: PromotionRow, pending: number): AdminPromotion => ({
    id: r.id,
    translations: r.translations,
    images: [...r.images].sort((a, b) => a.sequence - b.sequence),
    categoryIds: r.categoryIds,
    startDate: r.startDate,
    endDate: r.endDate,
    noExpiry: r.noExpiry,
    enabled: r.enabled,
    mode: r.mode as ParticipationMode,
    rewardAmount: r.rewardAmount === null ? null : Number(r.rewardAmount),
    payout: r.payout as RewardPayout,
    bonusTemplateId: r.bonusTemplateId,
    key: (r.key as PromotionKey | null) ?? null,
    featured: r.featured,
    sequence: r.sequence,
    pending,
    updatedAt: r.updatedAt.toISOString(),
  });

  const toCategory = (r: CategoryRow, n: number): AdminCategory => ({
    id: r.id,
    names: r.names,
    sequence: r.sequence,
    promotions: n,
  });

  async function clean(input: AdminPromotionInput) {
    const { languages, defaultLanguage } = await brandLanguages();
    if (!input.translations[defaultLanguage]) throw defaultLanguageMissing(defaultLanguage);
    const translations: Record<string, { title: string; content: string }> = {};
    for (const [lang, copy] of Object.entries(input.translations)) {
      if (!languages.includes(lang)) continue;
      translations[lang] = { title: copy.title, content: sanitizeHtml(copy.content) };
    }
    const categoryIds = [...new Set(input.categoryIds)];
    if (categoryIds.length > 0) {
      const rows = await db
        .select({ id: promotionCategories.id })
        .from(promotionCategories)
        .where(eq(promotionCategories.brand, brand));
      const known = new Set(rows.map((r) => r.id));
      if (categoryIds.some((id) => !known.has(id))) throw unknownCategory();
    }
    if (input.payout === 'bonus' && input.bonusTemplateId) {
      const [template] = await db
        .select({ id: bonusTemplates.id })
        .from(bonusTemplates)
        .where(and(eq(bonusTemplates.id, input.bonusTemplateId), eq(bonusTemplates.brand, brand)));
      if (!template) throw unknownTemplate();
    }
    // Sequences renumbered 0..n-1 in the order given, so a reorder is just a new order.
    const images = [...input.images]
      .sort((a, b) => a.sequence - b.sequence)
      .map((img, i) => ({ url: img.url, sequence: i }));
    return {
      translations,
      images,
      categoryIds,
      startDate: input.startDate,
      endDate: input.noExpiry ? null : input.endDate,
      noExpiry: input.noExpiry,
      enabled: input.enabled,
      mode: input.mode,
      rewardAmount: input.rewardAmount === null ? null : BigInt(input.rewardAmount),
      payout: input.payout,
      bonusTemplateId: input.payout === 'bonus' ? input.bonusTemplateId : null,
      key: input.key,
      ...(input.featured === undefined ? {} : { featured: input.featured }),
      sequence: input.sequence,
    };
  }

  /**
   * Featuring a promotion unfeatures the brand's others, under the brand row's lock (no key update:
   * other tables' foreign keys to the brand are not held up) so two saves at once leave exactly one
   * featured (the partial unique index is the backstop).
   */
  async function unfeatureOthers(tx: Tx, keep: number | null) {
    await tx.select({ code: brands.code }).from(brands).where(eq(brands.code, brand)).for('no key update');
    await tx
      .update(promotions)
      .set({ featured: false })
      .where(
        and(
          eq(promotions.brand, brand),
          eq(promotions.featured, true),
          keep === null ? undefined : ne(promotions.id, keep),
        ),
      );
  }

  const saveError = (err: unknown) => {
    if (uniqueViolation(err) !== null) return keyTaken();
    return err;
  };

  async function applicationRows(where: ReturnType<typeof and>, pageOf = { limit: 1, offset: 0 }) {
    return db
      .select({
        p: promotionParticipations,
        promotion: promotions,
        username: members.username,
        images: sql<number>`(select count(*)::int from ${promotionApplicationImages} where ${promotionApplicationImages.participationId} = ${promotionParticipations.id})`,
        claimed: rewardClaimedSql,
      })
      .from(promotionParticipations)
      .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
      .innerJoin(members, eq(members.id, promotionParticipations.memberId))
      .where(where)
      .orderBy(desc(promotionParticipations.createdAt), desc(promotionParticipations.id))
      .limit(pageOf.limit)
      .offset(pageOf.offset);
  }

  async function toApplication(r: Awaited<ReturnType<typeof applicationRows>>[number]): Promise<AdminApplication> {
    const { defaultLanguage } = await brandLanguages();
    const n = Number(r.images);
    return {
      id: r.p.id,
      promotionId: r.p.promotionId,
      promotionTitle: copyIn(r.promotion.translations, defaultLanguage, defaultLanguage).title,
      kind: r.p.kind as 'join' | 'apply',
      state: shownState(r.p.state, r.p.kind === 'join' && hasEnded(r.promotion, dayOf(now())), r.claimed === true),
      comment: r.p.comment,
      imageCount: n,
      reason: r.p.reason,
      amount: r.p.amount === null ? null : Number(r.p.amount),
      createdAt: r.p.createdAt.toISOString(),
      decidedAt: r.p.decidedAt?.toISOString() ?? null,
      memberId: r.p.memberId,
      username: r.username,
      images: Array.from({ length: n }, (_, i) => `/api/admin/activities/applications/${r.p.id}/images/${i}`),
      decidedBy: r.p.decidedBy,
      rewardAmount: r.promotion.rewardAmount === null ? null : Number(r.promotion.rewardAmount),
    };
  }

  async function application(id: number) {
    const [row] = await applicationRows(
      and(eq(promotionParticipations.id, id), eq(promotionParticipations.brand, brand)),
    );
    if (!row) throw applicationNotFound();
    return toApplication(row);
  }

  return {
    async list() {
      const { languages, defaultLanguage } = await brandLanguages();
      const rows = await db
        .select()
        .from(promotions)
        .where(eq(promotions.brand, brand))
        .orderBy(asc(promotions.sequence), desc(promotions.id));
      const pending = await pendingOf(rows.map((r) => r.id));
      const currency = await currencyOf(db, brand);
      return {
        list: rows.map((r) => toAdmin(r, pending.get(r.id) ?? 0)),
        languages,
        defaultLanguage,
        currency: { symbol: currency.symbol, digits: currency.minorUnitDigits },
      };
    },

    async get(id: number) {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.brand, brand)));
      if (!row) throw promotionNotFound();
      return toAdmin(row, (await pendingOf([id])).get(id) ?? 0);
    },

    async create(input: AdminPromotionInput, actor: Actor) {
      const values = await clean(input);
      try {
        return await db.transaction(async (tx) => {
          if (values.featured) await unfeatureOthers(tx, null);
          const [row] = await tx
            .insert(promotions)
            .values({ brand, ...values, createdAt: now(), updatedAt: now() })
            .returning();
          const after = toAdmin(row!, 0);
          await audit(tx, {
            brand,
            staff: actor.staff,
            action: 'promotion.create',
            targetType: 'promotion',
            targetId: String(row!.id),
            after,
            ip: actor.ip,
          });
          return after;
        });
      } catch (err) {
        throw saveError(err);
      }
    },

    async update(id: number, input: AdminPromotionInput, actor: Actor) {
      const values = await clean(input);
      try {
        return await db.transaction(async (tx) => {
          const [old] = await tx
            .select()
            .from(promotions)
            .where(and(eq(promotions.id, id), eq(promotions.brand, brand)))
            .for('update');
          if (!old) throw promotionNotFound();
          if (values.featured) await unfeatureOthers(tx, id);
          const [row] = await tx
            .update(promotions)
            .set({ ...values, updatedAt: now() })
            .where(eq(promotions.id, id))
            .returning();
          const after = toAdmin(row!, 0);
          await audit(tx, {
            brand,
            staff: actor.staff,
            action: 'promotion.update',
            targetType: 'promotion',
            targetId: String(id),
            before: toAdmin(old, 0),
            after,
            ip: actor.ip,
          });
          return after;
        });
      } catch (err) {
        throw saveError(err);
      }
    },

    /** Stores an uploaded promotion image (png, jpeg or webp by its bytes); its URL goes in a promotion's images. */
    async uploadImage(bytes: Buffer, actor: Actor): Promise<{ url: string }> {
      if (bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw imageTooLarge();
      const mime = imageKind(bytes);
      if (!mime) throw imageType();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promotionImages)
          .values({ brand, mime, data: bytes, createdAt: now() })
          .returning({ id: promotionImages.id });
        const url = `/api/activities/images/${row!.id}`;
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'promotion.image_upload',
          targetType: 'promotion_image',
          targetId: row!.id,
          after: { url, mime, bytes: bytes.length },
          ip: actor.ip,
        });
        return { url };
      });
    },

    async categories() {
      const rows = await db
        .select()
        .from(promotionCategories)
        .where(eq(promotionCategories.brand, brand))
        .orderBy(asc(promotionCategories.sequence), asc(promotionCategories.id));
      const used = await db.select({ ids: promotions.categoryIds }).from(promotions).where(eq(promotions.brand, brand));
      const count = (id: number) => used.filter((u) => u.ids.includes(id)).length;
      return { list: rows.map((r) => toCategory(r, count(r.id))) };
    },

    async createCategory(input: AdminCategoryInput, actor: Actor) {
      const { defaultLanguage } = await brandLanguages();
      if (!input.names[defaultLanguage]) throw defaultLanguageMissing(defaultLanguage);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promotionCategories)
          .values({ brand, names: input.names, sequence: input.sequence, createdAt: now() })
          .returning();
        const after = toCategory(row!, 0);
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'promotion_category.create',
          targetType: 'promotion_category',
          targetId: String(row!.id),
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    async updateCategory(id: number, input: AdminCategoryInput, actor: Actor) {
      const { defaultLanguage } = await brandLanguages();
      if (!input.names[defaultLanguage]) throw defaultLanguageMissing(defaultLanguage);
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(promotionCategories)
          .where(and(eq(promotionCategories.id, id), eq(promotionCategories.brand, brand)));
        if (!old) throw categoryNotFound();
        const [row] = await tx
          .update(promotionCategories)
          .set({ names: input.names, sequence: input.sequence })
          .where(eq(promotionCategories.id, id))
          .returning();
        const after = toCategory(row!, 0);
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'promotion_category.update',
          targetType: 'promotion_category',
          targetId: String(id),
          before: toCategory(old, 0),
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /** Deletes a category and takes it off every promotion of the brand. */
    async deleteCategory(id: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .delete(promotionCategories)
          .where(and(eq(promotionCategories.id, id), eq(promotionCategories.brand, brand)))
          .returning();
        if (!old) throw categoryNotFound();
        await tx
          .update(promotions)
          .set({
            categoryIds: sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${promotions.categoryIds}) e where e <> ${JSON.stringify(id)}::jsonb), '[]'::jsonb)`,
          })
          .where(and(eq(promotions.brand, brand), sql`${promotions.categoryIds} @> ${JSON.stringify([id])}::jsonb`));
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'promotion_category.delete',
          targetType: 'promotion_category',
          targetId: String(id),
          before: toCategory(old, 0),
          ip: actor.ip,
        });
        return { deleted: true as const };
      });
    },

    /** One page of the queue, newest first, with the total matching the filter. */
    async applications(query: {
      state?: ActivityState;
      promotionId?: number;
      page?: number;
      pageSize?: number;
    }): Promise<AdminApplicationsPage> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? APPLICATIONS_PAGE_SIZE;
      const where = and(
        eq(promotionParticipations.brand, brand),
        query.state ? eq(promotionParticipations.state, query.state) : undefined,
        query.promotionId ? eq(promotionParticipations.promotionId, query.promotionId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        applicationRows(where, { limit: pageSize, offset: (page - 1) * pageSize }),
        db.select({ n: count() }).from(promotionParticipations).where(where),
      ]);
      return { list: await Promise.all(rows.map(toApplication)), total: Number(total?.n ?? 0), page, pageSize };
    },

    application,

    async applicationImage(id: number, n: number) {
      const [row] = await db
        .select({ mime: promotionApplicationImages.mime, data: promotionApplicationImages.data })
        .from(promotionApplicationImages)
        .innerJoin(promotionParticipations, eq(promotionParticipations.id, promotionApplicationImages.participationId))
        .where(
          and(
            eq(promotionApplicationImages.participationId, id),
            eq(promotionApplicationImages.position, n),
            eq(promotionParticipations.brand, brand),
          ),
        );
      if (!row) throw applicationNotFound();
      return row;
    },

    /**
     * Approves an application waiting for a decision. The amount is the one given, else the
     * promotion's reward amount. With an amount and the reward centre wired, a reward is offered in
     * the same transaction (Issued); else the approval waits for its reward (Process). Only one of
     * any number of concurrent decisions takes effect; the others are 409 activity.decided.
     */
    async approve(id: number, amount: number | null | undefined, actor: Actor) {
      const { defaultLanguage } = await brandLanguages();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ p: promotionParticipations, promotion: promotions })
          .from(promotionParticipations)
          .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
          .where(
            and(
              eq(promotionParticipations.id, id),
              eq(promotionParticipations.brand, brand),
              eq(promotionParticipations.kind, 'apply'),
            ),
          );
        if (!row) throw applicationNotFound();
        const reward = amount != null ? BigInt(amount) : row.promotion.rewardAmount;
        const offer = reward !== null && opts.offerReward ? opts.offerReward : null;
        const [won] = await tx
          .update(promotionParticipations)
          .set({
            state: offer ? 'Issued' : 'Process',
            amount: reward,
            decidedBy: actor.staff.username,
            decidedAt: now(),
          })
          .where(and(eq(promotionParticipations.id, id), eq(promotionParticipations.state, 'Applying')))
          .returning();
        if (!won) throw decided();
        if (offer && reward !== null) {
          const offered = await offer(tx, {
            brand,
            memberId: won.memberId,
            amount: reward,
            payout: row.promotion.payout as RewardPayout,
            bonusTemplateId: row.promotion.bonusTemplateId,
            title: copyIn(row.promotion.translations, defaultLanguage, defaultLanguage).title,
            idempotencyKey: `promotion-application:${id}`,
            promotionId: row.promotion.id,
            participationId: id,
          });
          await tx
            .update(promotionParticipations)
            .set({ rewardId: offered.id })
            .where(eq(promotionParticipations.id, id));
        }
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'promotion_application.approve',
          targetType: 'promotion_application',
          targetId: String(id),
          before: { state: 'Applying' },
          after: { state: won.state, amount: reward },
          ip: actor.ip,
        });
      });
      return application(id);
    },

    /** Rejects an application waiting for a decision, with the reason the member will read. */
    async reject(id: number, reason: string, actor: Actor) {
      await db.transaction(async (tx) => {
        const [won] = await tx
          .update(promotionParticipations)
          .set({ state: 'Rejected', reason, decidedBy: actor.staff.username, decidedAt: now() })
          .where(
            and(
              eq(promotionParticipations.id, id),
              eq(promotionParticipations.brand, brand),
              eq(promotionParticipations.kind, 'apply'),
              eq(promotionParticipations.state, 'Applying'),
            ),
          )
          .returning();
        if (!won) {
          const [exists] = await tx
            .select({ id: promotionParticipations.id })
            .from(promotionParticipations)
            .where(and(eq(promotionParticipations.id, id), eq(promotionParticipations.brand, brand)));
          throw exists ? decided() : applicationNotFound();
        }
        await audit(tx, {
          brand,
          staff: actor.staff,
          action: 'promotion_application.reject',
          targetType: 'promotion_application',
          targetId: String(id),
          before: { state: 'Applying' },
          after: { state: 'Rejected' },
          reason,
          ip: actor.ip,
        });
      });
      return application(id);
    },
  };
}

export type ActivitiesAdmin = ReturnType<typeof createActivitiesAdmin>;

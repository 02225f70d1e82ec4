import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  type ActivityState,
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
  type ApplicationImageType,
  type Participation,
  type ParticipationMode,
  type Promotion,
  type PromotionCategory,
  type PromotionFlags,
  type PromotionKey,
} from '../../../src/api/contract/activities';
import { ANNOUNCEMENT_TIME_ZONE } from '../../../src/api/contract/announcements';
import { pickCopy, resolveContentLanguage } from '../../../src/api/contract/localized';
import type { Db } from '../../db';
import {
  promotionApplicationImages,
  promotionCategories,
  promotionImages,
  promotionParticipations,
  promotions,
  rewards,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { uniqueViolation } from '../../lib/pg-error';
import { assertCanPlay } from '../protection';
import { readBrand } from '../system';
import { imageKind } from './images';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PromotionRow = typeof promotions.$inferSelect;
type ParticipationRow = typeof promotionParticipations.$inferSelect;

export const promotionNotFound = () => new AppError(404, 'activity.not_found', 'No such promotion');
export const activityClosed = () =>
  new AppError(409, 'activity.closed', 'The promotion has not started or has ended: no joining or applying');
const wrongMode = (mode: ParticipationMode) =>
  new AppError(409, 'activity.wrong_mode', `This promotion is taken part in by '${mode}'`);
const alreadyApplied = () =>
  new AppError(409, 'activity.already_applied', 'An application for this promotion is open or was approved');
const commentTooLong = () =>
  new AppError(400, 'activity.comment_too_long', `The comment is longer than ${APPLICATION_COMMENT_MAX} characters`);
const tooManyImages = () => new AppError(400, 'activity.too_many_images', `At most ${APPLICATION_IMAGES_MAX} images`);
export const imageType = () =>
  new AppError(415, 'activity.image_type', 'An image is not a PNG or JPEG (by its content)');
const imageTooLarge = () =>
  new AppError(413, 'activity.image_too_large', `An image is larger than ${APPLICATION_IMAGE_MAX_BYTES} bytes`);

/** The day `at` is in the brand calendar (the announcements' time zone), as YYYY-MM-DD. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANNOUNCEMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const dayOf = (at: Date) => dayFormat.format(at);

/** Started, and not past its end (a long-term one has none). */
/**
 * Spec §6: referral needs the brand's REFERRAL promotion, enabled and current at `at`. Read through
 * `exec`, so it can run inside a caller's transaction (the referral's deposit hook).
 */
export async function referralPromotionOn(exec: Pick<Db, 'select'>, brand: string, at: Date): Promise<boolean> {
  const rows = await exec
    .select()
    .from(promotions)
    .where(and(eq(promotions.brand, brand), eq(promotions.key, 'REFERRAL'), eq(promotions.enabled, true)));
  return rows.some((row) => isCurrent(row, dayOf(at)));
}

export const isCurrent = (p: Pick<PromotionRow, 'startDate' | 'endDate' | 'noExpiry'>, today: string) =>
  p.startDate <= today && (p.noExpiry || (p.endDate !== null && p.endDate >= today));
export const hasEnded = (p: Pick<PromotionRow, 'endDate' | 'noExpiry'>, today: string) =>
  !p.noExpiry && p.endDate !== null && p.endDate < today;

/** The state a member sees: a join or an open application of an ended promotion reads Closed. */
export const shownState = (state: string, ended: boolean, rewardClaimed = false): ActivityState =>
  state === 'Issued' && rewardClaimed
    ? 'Claimed'
    : ended && (state === 'Joined' || state === 'Applying')
      ? 'Closed'
      : (state as ActivityState);

/** The offered reward was claimed in the reward centre (its row in `rewards`). */
export const rewardClaimedSql = sql<boolean>`exists (select 1 from ${rewards} where ${rewards.id} = ${promotionParticipations.rewardId} and ${rewards.status} = 'claimed')`;

/** Title and content in `language`, else English, else the default language's, else the first copy. */
export function copyIn(
  translations: Record<string, { title: string; content: string }>,
  language: string,
  defaultLanguage: string,
) {
  return pickCopy(translations, language, defaultLanguage)?.value ?? { title: '', content: '' };
}
export const nameIn = (names: Record<string, string>, language: string, defaultLanguage: string) =>
  pickCopy(names, language, defaultLanguage)?.value ?? '';

/** One image of an application as it arrived: its bytes (the name and declared type are ignored). */
export interface UploadedImage {
  bytes: Buffer;
}

/** What an approval offers: the lead's reward centre (server/modules/promotions/rewards.ts offerReward). */
export interface RewardOffer {
  brand: string;
  memberId: string;
  amount: bigint;
  payout: 'cash' | 'bonus';
  bonusTemplateId: string | null;
  /** The promotion's title in the brand's default language, for the reward centre's list. */
  title: string;
  /** Unique per application (or per join): a replay offers nothing more. */
  idempotencyKey: string;
  promotionId: number;
  participationId: number;
}
/** Offers a reward inside the approval's (or the join's) transaction; returns the reward's id. */
export type OfferReward = (tx: Tx, offer: RewardOffer) => Promise<{ id: string }>;

/**
 * Promotions for players (docs/promotions.md): the list, one promotion, the categories, and a
 * member's participations. Joining is one row per member and promotion however many taps race;
 * applying checks the comment and each image by its bytes. A member under a time-out or
 * self-exclusion can do neither (403 protection.excluded).
 */
export function createActivitiesService(opts: { db: Db; brand: string; now: () => Date; offerReward?: OfferReward }) {
  const { db, brand, now } = opts;

  async function languageOf(lang: string | undefined) {
    const row = await readBrand(db, brand);
    const languages = row?.settings.languages ?? ['en'];
    const defaultLanguage = row?.settings.defaultLanguage ?? 'en';
    return { language: resolveContentLanguage(lang, languages, defaultLanguage), defaultLanguage };
  }

  function shape(row: PromotionRow, language: string, defaultLanguage: string, today: string): Promotion {
    const copy = copyIn(row.translations, language, defaultLanguage);
    return {
      id: row.id,
      title: copy.title,
      content: sanitizeHtml(copy.content),
      startDate: row.startDate,
      endDate: row.noExpiry ? null : row.endDate,
      noExpiry: row.noExpiry ? 1 : 0,
      promoAnnouncementCategoryIds: row.categoryIds,
      announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
      mode: row.mode as ParticipationMode,
      key: (row.key as PromotionKey | null) ?? null,
      ended: hasEnded(row, today),
    };
  }

  async function enabledPromotion(exec: Pick<Db, 'select'>, id: number): Promise<PromotionRow> {
    const [row] = await exec
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.brand, brand), eq(promotions.enabled, true)));
    if (!row) throw promotionNotFound();
    return row;
  }

  async function participationOut(
    row: ParticipationRow,
    promotion: PromotionRow,
    language: string,
    defaultLanguage: string,
  ) {
    const [n] = await db
      .select({ n: count(promotionApplicationImages.position), claimed: rewardClaimedSql })
      .from(promotionParticipations)
      .leftJoin(promotionApplicationImages, eq(promotionApplicationImages.participationId, promotionParticipations.id))
      .where(eq(promotionParticipations.id, row.id))
      .groupBy(promotionParticipations.id);
    const today = dayOf(now());
    return toParticipation(row, promotion, language, defaultLanguage, Number(n?.n ?? 0), today, n?.claimed === true);
  }

  return {
    async categories(lang?: string): Promise<{ list: PromotionCategory[] }> {
      const { language, defaultLanguage } = await languageOf(lang);
      const rows = await db
        .select()
        .from(promotionCategories)
        .where(eq(promotionCategories.brand, brand))
        .orderBy(asc(promotionCategories.sequence), asc(promotionCategories.id));
      return {
        list: rows.map((r) => ({ id: r.id, name: nameIn(r.names, language, defaultLanguage), sequence: r.sequence })),
      };
    },

    /** Enabled promotions that have started and not ended (long-term ones always), by sequence. */
    async list(query: { categoryId?: number; lang?: string }): Promise<{ list: Promotion[] }> {
      const { language, defaultLanguage } = await languageOf(query.lang);
      const today = dayOf(now());
      const rows = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.brand, brand),
            eq(promotions.enabled, true),
            query.categoryId === undefined
              ? undefined
              : sql`${promotions.categoryIds} @> ${JSON.stringify([query.categoryId])}::jsonb`,
          ),
        )
        .orderBy(asc(promotions.sequence), desc(promotions.startDate), desc(promotions.id));
      return { list: rows.filter((r) => isCurrent(r, today)).map((r) => shape(r, language, defaultLanguage, today)) };
    },

    /** One enabled promotion (an ended one too, so an old link still reads; `ended` says so). */
    async get(id: number, lang?: string): Promise<Promotion> {
      const { language, defaultLanguage } = await languageOf(lang);
      const today = dayOf(now());
      const row = await enabledPromotion(db, id);
      if (row.startDate > today) throw promotionNotFound();
      return shape(row, language, defaultLanguage, today);
    },

    /**
     * Spec §6: referral needs the REFERRAL promotion, enabled and current. `featuredId`: the brand's
     * featured promotion when it is shown and current (the side menu's "promotion" entry), else null.
     */
    async flags(): Promise<PromotionFlags> {
      const today = dayOf(now());
      const rows = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.brand, brand),
            eq(promotions.enabled, true),
            or(eq(promotions.key, 'REFERRAL'), eq(promotions.featured, true)),
          ),
        );
      const referral = rows.find((r) => r.key === 'REFERRAL');
      const featured = rows.find((r) => r.featured && isCurrent(r, today));
      return { referral: !!referral && isCurrent(referral, today), featuredId: featured?.id ?? null };
    },

    /** A promotion image the back office uploaded (public: it is on the promotions page). */
    async image(id: string): Promise<{ mime: string; data: Buffer }> {
      const [row] = await db
        .select({ mime: promotionImages.mime, data: promotionImages.data })
        .from(promotionImages)
        .where(and(eq(promotionImages.id, id), eq(promotionImages.brand, brand)));
      if (!row) throw new AppError(404, 'activity.image_not_found', 'No such image');
      return row;
    },

    /** The member's participations, newest first, with the state they show. */
    async mine(memberId: string, lang?: string): Promise<{ list: Participation[] }> {
      const { language, defaultLanguage } = await languageOf(lang);
      const today = dayOf(now());
      const rows = await db
        .select({
          p: promotionParticipations,
          promotion: promotions,
          images: sql<number>`(select count(*)::int from ${promotionApplicationImages} where ${promotionApplicationImages.participationId} = ${promotionParticipations.id})`,
          claimed: rewardClaimedSql,
        })
        .from(promotionParticipations)
        .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
        .where(and(eq(promotionParticipations.memberId, memberId), eq(promotionParticipations.brand, brand)))
        .orderBy(desc(promotionParticipations.createdAt), desc(promotionParticipations.id))
        .limit(200);
      return {
        list: rows.map((r) =>
          toParticipation(r.p, r.promotion, language, defaultLanguage, Number(r.images), today, r.claimed === true),
        ),
      };
    },

    /**
     * One tap (mode 'join'): one participation per member and promotion, however many requests
     * race; a repeat answers the same one. Closed promotions and excluded members are refused.
     * With a reward configured (and the reward centre wired), the join offers it in the same
     * transaction, as an approved application does: Issued, then Claimed once claimed; the key
     * `promotion-join:<promotion>:<member>` makes it one reward whatever the races. Without a
     * reward the join is just Joined.
     */
    async join(memberId: string, promotionId: number, lang?: string): Promise<Participation> {
      const { language, defaultLanguage } = await languageOf(lang);
      const at = now();
      const promotion = await enabledPromotion(db, promotionId);
      if (promotion.mode !== 'join') throw wrongMode(promotion.mode as ParticipationMode);
      const [existing] = await db
        .select()
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.promotionId, promotionId),
            eq(promotionParticipations.memberId, memberId),
            eq(promotionParticipations.kind, 'join'),
          ),
        );
      if (existing) return participationOut(existing, promotion, language, defaultLanguage);
      if (!isCurrent(promotion, dayOf(at))) throw activityClosed();
      await assertCanPlay(db, memberId, at);
      const offer = promotion.rewardAmount !== null && opts.offerReward ? opts.offerReward : null;
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(promotionParticipations)
          .values({
            brand,
            promotionId,
            memberId,
            kind: 'join',
            state: offer ? 'Issued' : 'Joined',
            amount: offer ? promotion.rewardAmount : null,
            decidedAt: offer ? at : null,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!created || !offer || promotion.rewardAmount === null) return;
        const offered = await offer(tx, {
          brand,
          memberId,
          amount: promotion.rewardAmount,
          payout: promotion.payout as 'cash' | 'bonus',
          bonusTemplateId: promotion.bonusTemplateId,
          title: copyIn(promotion.translations, defaultLanguage, defaultLanguage).title,
          idempotencyKey: `promotion-join:${promotionId}:${memberId}`,
          promotionId,
          participationId: created.id,
        });
        await tx
          .update(promotionParticipations)
          .set({ rewardId: offered.id })
          .where(eq(promotionParticipations.id, created.id));
      });
      const [row] = await db
        .select()
        .from(promotionParticipations)
        .where(
          and(
            eq(promotionParticipations.promotionId, promotionId),
            eq(promotionParticipations.memberId, memberId),
            eq(promotionParticipations.kind, 'join'),
          ),
        );
      return participationOut(row!, promotion, language, defaultLanguage);
    },

    /**
     * An application (mode 'apply'): a comment of at most 140 characters and at most 3 images, each
     * a whole PNG or JPEG by its bytes and at most 5 MB (spec §5, §9). One open application per
     * member and promotion (a rejected one may be followed by a new one).
     */
    async apply(
      memberId: string,
      promotionId: number,
      input: { comment: string; images: UploadedImage[] },
      lang?: string,
    ): Promise<Participation> {
      const { language, defaultLanguage } = await languageOf(lang);
      const at = now();
      const comment = input.comment.trim();
      if ([...comment].length > APPLICATION_COMMENT_MAX) throw commentTooLong();
      if (input.images.length > APPLICATION_IMAGES_MAX) throw tooManyImages();
      const images: { mime: ApplicationImageType; data: Buffer }[] = [];
      for (const image of input.images) {
        if (image.bytes.length > APPLICATION_IMAGE_MAX_BYTES) throw imageTooLarge();
        const kind = imageKind(image.bytes);
        if (!kind || !(APPLICATION_IMAGE_TYPES as readonly string[]).includes(kind)) throw imageType();
        images.push({ mime: kind as ApplicationImageType, data: image.bytes });
      }
      const promotion = await enabledPromotion(db, promotionId);
      if (promotion.mode !== 'apply') throw wrongMode(promotion.mode as ParticipationMode);
      if (!isCurrent(promotion, dayOf(at))) throw activityClosed();
      await assertCanPlay(db, memberId, at);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(promotionParticipations)
            .values({
              brand,
              promotionId,
              memberId,
              kind: 'apply',
              state: 'Applying',
              comment: comment || null,
              createdAt: at,
            })
            .returning();
          if (images.length > 0) {
            await tx
              .insert(promotionApplicationImages)
              .values(images.map((img, position) => ({ participationId: created!.id, position, ...img })));
          }
          return created!;
        });
        return toParticipation(row, promotion, language, defaultLanguage, images.length, dayOf(at));
      } catch (err) {
        if (uniqueViolation(err) !== null) throw alreadyApplied();
        throw err;
      }
    },
  };
}

export function toParticipation(
  row: ParticipationRow,
  promotion: PromotionRow,
  language: string,
  defaultLanguage: string,
  imageCount: number,
  today: string,
  rewardClaimed = false,
): Participation {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: copyIn(promotion.translations, language, defaultLanguage).title,
    kind: row.kind as 'join' | 'apply',
    state: shownState(row.state, hasEnded(promotion, today), rewardClaimed),
    comment: row.comment,
    imageCount,
    reason: row.reason,
    amount: row.amount === null ? null : Number(row.amount),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;

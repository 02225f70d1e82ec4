import { z } from 'zod';
import { envelope } from './envelope';
import { brandSettingsSchema } from './system';

/**
 * The brand editor (issue 24, /api/admin/brand; docs/admin.md "Brand & white-label", ADR 0031).
 * Every change is saved to the brand's one open draft; the draft is reviewed (its diff with the live
 * version), then published; any earlier version can be rolled back to, which publishes a copy of it.
 */

export const BRAND_VERSION_STATUSES = ['draft', 'published', 'superseded'] as const;
export type BrandVersionStatus = (typeof BRAND_VERSION_STATUSES)[number];

/** One line of a diff: a dotted settings path with its value before and after, as compact text. */
export const brandDiffLineSchema = z.object({
  key: z.string(),
  before: z.string().optional(),
  after: z.string().optional(),
});
export type BrandDiffLine = z.infer<typeof brandDiffLineSchema>;

export const brandVersionSchema = z.object({
  id: z.int(),
  status: z.enum(BRAND_VERSION_STATUSES),
  /** For a draft: the live version it was started from. Publishing it needs that version still live. */
  baseVersionId: z.int().nullable(),
  /** For a rollback: the version it copies. */
  rolledBackFrom: z.int().nullable(),
  note: z.string().nullable(),
  createdBy: z.string().nullable().describe('Staff username; null for the version taken from the seed'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type BrandVersion = z.infer<typeof brandVersionSchema>;

export const brandEditorSchema = z.object({
  brand: z.string(),
  siteName: z.string(),
  live: brandVersionSchema.extend({ settings: brandSettingsSchema }),
  draft: brandVersionSchema
    .extend({
      settings: brandSettingsSchema,
      /** The live version changed since the draft was started: publishing it is refused (brand.stale_draft). */
      stale: z.boolean(),
    })
    .nullable(),
  /** The draft against the live version, one line per changed setting (empty without a draft). */
  diff: z.array(brandDiffLineSchema),
  /** The languages the app has strings for (the brand may offer any of them). */
  appLanguages: z.array(z.string()),
});
export type BrandEditor = z.infer<typeof brandEditorSchema>;
export const brandEditorResponseSchema = envelope(brandEditorSchema);

export const saveBrandDraftSchema = z.object({
  settings: brandSettingsSchema,
  note: z.string().trim().max(200).optional(),
});
export type SaveBrandDraftInput = z.infer<typeof saveBrandDraftSchema>;

const reasonSchema = z.string().trim().min(3).max(200).describe('Why, for the audit log (3-200 characters)');

export const publishBrandDraftSchema = z.object({
  draftId: z.int().positive().describe('The draft reviewed; another draft id is 409 brand.stale_draft'),
  reason: reasonSchema,
});
export type PublishBrandDraftInput = z.infer<typeof publishBrandDraftSchema>;

export const rollbackBrandSchema = z.object({ reason: reasonSchema });
export const brandVersionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const brandVersionListSchema = z.object({ list: z.array(brandVersionSchema) });
export const brandVersionListResponseSchema = envelope(brandVersionListSchema);

/** Logo uploads: SVG (sanitised) or PNG, by their bytes. */
export const BRAND_LOGO_MAX_BYTES = 200 * 1024;
export const BRAND_LOGO_MAX_SIDE = 2048;
export const brandAssetSchema = z.object({ url: z.string(), mime: z.enum(['image/svg+xml', 'image/png']) });
export const brandAssetResponseSchema = envelope(brandAssetSchema);

export { BRAND_PREVIEW_MESSAGE } from './brandPreview.constants';

import { z } from 'zod';
import {
  gameCodeProblem,
  iconUrlProblem,
  logoUrlProblem,
  secretProblem,
  templateProblem,
  URL_MAX,
  VENDOR_CATEGORIES,
  type VendorProblem,
  vendorCodeProblem,
  WALLET_SECRET_MAX,
} from '../../rules/vendors';
import { envelope } from './envelope';
import { GAME_CLASSIFIES, GAME_TYPES } from './games.constants';

/**
 * The back office's game vendors (issue 23; docs/vendors.md), under /api/admin/vendors: the brand's
 * vendors with their flags, launch URL template and wallet secret (never shown again after it is
 * issued), and each vendor's games. House vendors (LUMEN, LUMEN_*) may be switched and re-sorted
 * only. Money: minor units.
 */

/** A field's rule from src/rules/vendors.ts; the message is the problem's key (admin `vendors.errors.*`). */
const checked = (schema: z.ZodString, problem: (v: string) => VendorProblem | null) =>
  schema.superRefine((v, ctx) => {
    const p = problem(v);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  });

export const vendorCodeSchema = checked(z.string().max(32), vendorCodeProblem);
export const vendorNamesSchema = z
  .object({
    en: z.string().trim().min(1, 'name').max(60),
    'zh-CN': z.string().trim().min(1, 'name').max(60),
  })
  .strict();
export const launchTemplateSchema = checked(z.string(), templateProblem);
const secretSchema = checked(z.string().max(WALLET_SECRET_MAX + 1), secretProblem);

export const adminVendorSchema = z.object({
  code: z.string(),
  names: z.object({ en: z.string(), 'zh-CN': z.string() }),
  category: z.enum([...VENDOR_CATEGORIES, 'BINGO']),
  gameType: z.enum(GAME_TYPES),
  logoUrl: z.string(),
  enabled: z.boolean(),
  freePlay: z.boolean(),
  vassalageLobby: z.boolean(),
  unknownRollback: z.enum(['OK', 'TRANSACTION_NOT_FOUND']),
  sorting: z.number().int(),
  launchUrlTemplate: z.string().nullable(),
  /** A house vendor (LUMEN, LUMEN_*): only enabled and sorting may change. */
  house: z.boolean(),
  games: z.number().int(),
  createdAt: z.string(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const adminVendorsSchema = z.object({
  list: z.array(adminVendorSchema),
  currencySymbol: z.string(),
  currencyDigits: z.number().int(),
});
export type AdminVendors = z.infer<typeof adminVendorsSchema>;

/** A saved vendor, and its wallet secret when the server just generated it: shown this once. */
export const vendorSavedSchema = z.object({ vendor: adminVendorSchema, secret: z.string().nullable() });
export type VendorSaved = z.infer<typeof vendorSavedSchema>;

const sortingSchema = z.number().int().min(0).max(1_000_000);

export const vendorCreateSchema = z
  .object({
    code: vendorCodeSchema,
    names: vendorNamesSchema,
    category: z.enum(VENDOR_CATEGORIES),
    logoUrl: checked(z.string().max(URL_MAX), logoUrlProblem),
    /** Absent or null: the server generates one and answers it once. */
    secret: secretSchema.nullish(),
    launchUrlTemplate: launchTemplateSchema.nullable(),
    enabled: z.boolean(),
    freePlay: z.boolean(),
    vassalageLobby: z.boolean(),
    unknownRollback: z.enum(['OK', 'TRANSACTION_NOT_FOUND']),
    sorting: sortingSchema,
  })
  .strict();
export type VendorCreate = z.infer<typeof vendorCreateSchema>;

/** Every field but the code and the secret (POST …/secret rotates it); absent: unchanged. */
export const vendorUpdateSchema = vendorCreateSchema.omit({ code: true, secret: true }).partial().strict();
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>;

export const vendorSecretSchema = z.object({ secret: secretSchema.nullish() }).strict();
export type VendorSecretInput = z.infer<typeof vendorSecretSchema>;

export const vendorParamsSchema = z.object({ code: z.string().min(1).max(32) });

export const adminVendorGameSchema = z.object({
  gameId: z.number().int(),
  code: z.string(),
  nodeId: z.string(),
  names: z.object({ en: z.string(), 'zh-CN': z.string() }),
  minBet: z.number().int(),
  classify: z.enum(GAME_CLASSIFIES).nullable(),
  iconUrl: z.string(),
  enabled: z.boolean(),
  sorting: z.number().int(),
});
export type AdminVendorGame = z.infer<typeof adminVendorGameSchema>;
export const adminVendorGamesSchema = z.object({ vendor: adminVendorSchema, list: z.array(adminVendorGameSchema) });
export type AdminVendorGames = z.infer<typeof adminVendorGamesSchema>;

export const vendorGameCreateSchema = z
  .object({
    code: checked(z.string().max(48), gameCodeProblem),
    names: vendorNamesSchema,
    minBet: z.number().int().min(1).max(100_000_000_00),
    classify: z.enum(GAME_CLASSIFIES).nullable(),
    iconUrl: checked(z.string().max(URL_MAX), iconUrlProblem),
    enabled: z.boolean(),
    sorting: sortingSchema.optional(),
  })
  .strict();
export type VendorGameCreate = z.infer<typeof vendorGameCreateSchema>;
export const vendorGameUpdateSchema = vendorGameCreateSchema.omit({ code: true }).partial().strict();
export type VendorGameUpdate = z.infer<typeof vendorGameUpdateSchema>;
export const vendorGameParamsSchema = z.object({
  code: z.string().min(1).max(32),
  gameId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const adminVendorsResponseSchema = envelope(adminVendorsSchema);
export const vendorSavedResponseSchema = envelope(vendorSavedSchema);
export const adminVendorGamesResponseSchema = envelope(adminVendorGamesSchema);

import { z } from 'zod';
import { STAFF_ROLES } from './accounts';
import { envelope } from './envelope';

/**
 * Staff accounts in the back office (/api/admin/staff; docs/admin.md "Staff"): list, create, change
 * role, disable/enable, reset password. Admin only. Usernames are stored lower-case (the staff log-in
 * lower-cases what is typed). A password left out is generated and returned once, in the answer of the
 * request that set it; it is never stored or logged in clear.
 */

/** 3–32 characters: a letter, then letters, digits, `_`, `.` or `-` (stored lower-case). */
export const STAFF_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 64;

const username = z.string().regex(STAFF_USERNAME_PATTERN, { error: 'format' });
const password = z
  .string()
  .min(STAFF_PASSWORD_MIN, { error: 'tooShort' })
  .max(STAFF_PASSWORD_MAX, { error: 'tooLong' })
  .describe('Typed by the admin; left out, the server generates one and returns it once');
const reason = z.string().trim().max(500).optional().describe('Why, for the audit log');
/** The brands a staff member works on (ADR 0015): null or empty, every brand. */
const brands = z
  .array(z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, { error: 'format' }))
  .max(50, { error: 'tooLong' })
  .nullable()
  .describe('Brand codes this member works on; null or [] means every brand');

export const staffAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean().describe('False: disabled (cannot sign in; sessions revoked)'),
  createdAt: z.string().describe('ISO 8601'),
  lastSignInAt: z.string().nullable().describe('ISO 8601 of the latest staff session, null if never'),
  brands: brands,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListResponseSchema = envelope(z.array(staffAccountSchema));

export const createStaffSchema = z.object({
  username,
  role: z.enum(STAFF_ROLES),
  password: password.optional(),
  brands: brands.optional(),
  reason,
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** The account, and the generated password when the admin left it out (shown once). */
export const staffWithPasswordSchema = z.object({
  staff: staffAccountSchema,
  generatedPassword: z.string().optional(),
});
export type StaffWithPassword = z.infer<typeof staffWithPasswordSchema>;
export const staffWithPasswordResponseSchema = envelope(staffWithPasswordSchema);

export const updateStaffSchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    active: z.boolean().optional().describe('False disables (and revokes the sessions), true enables'),
    brands: brands.optional(),
    reason,
  })
  .refine((v) => v.role !== undefined || v.active !== undefined || v.brands !== undefined, {
    error: 'required',
    path: ['role'],
  });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;
export const staffAccountResponseSchema = envelope(staffAccountSchema);

export const resetStaffPasswordSchema = z.object({ password: password.optional(), reason });
export type ResetStaffPasswordInput = z.infer<typeof resetStaffPasswordSchema>;

/**
 * The brands an admin may give a staff account (GET /api/admin/brands): their own, or, for an admin of
 * every brand, every brand and `everyBrand` true (they may also give null: every brand).
 */
export const staffBrandOptionsSchema = z.object({
  brands: z.array(z.object({ code: z.string(), name: z.string() })),
  everyBrand: z.boolean().describe('The admin covers every brand, so may give every brand (null)'),
});
export type StaffBrandOptions = z.infer<typeof staffBrandOptionsSchema>;
export const staffBrandOptionsResponseSchema = envelope(staffBrandOptionsSchema);

export const staffIdParamsSchema = z.object({ id: z.uuid() });

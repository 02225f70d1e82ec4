import { z } from 'zod';
import { envelope } from './envelope';
import { localizedTextSchema } from './localized';
import { moduleKeySchema } from './modules';
import { bannerGroupSchema } from './system';

/** Site settings of the request's brand (/api/admin/site, docs/admin.md "Site settings"). */

export const MAINTENANCE_MESSAGE_MAX = 300;
export const BANNER_IMAGE_MAX_BYTES = 1_048_576;

export const siteSettingsSchema = z.object({
  brand: z.string(),
  languages: z.array(z.string()).describe("The brand's languages (a message may have a copy in each)"),
  defaultLanguage: z.string(),
  maintenance: z.object({
    on: z.boolean().describe("The brand's switch (the environment's MAINTENANCE is separate)"),
    env: z.boolean().describe('MAINTENANCE is set in the environment: maintenance is on whatever the switch'),
    message: localizedTextSchema(MAINTENANCE_MESSAGE_MAX).nullable(),
    until: z.string().nullable().describe('ISO 8601; when maintenance is expected to end'),
  }),
  region: z.object({
    blockedCountries: z.array(z.string()),
    allowedAddresses: z.array(z.string()),
    envBlockedCountries: z.array(z.string()).describe('BLOCKED_COUNTRIES: always blocked (the floor)'),
  }),
  disabledModules: z.array(moduleKeySchema),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = envelope(siteSettingsSchema);

export const maintenanceInputSchema = z.object({
  on: z.boolean(),
  message: localizedTextSchema(MAINTENANCE_MESSAGE_MAX).nullable().default(null),
  until: z.iso.datetime({ offset: true }).nullable().default(null).describe('400 site.maintenance_end_past when past'),
});
export type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;

export const regionInputSchema = z.object({
  blockedCountries: z.array(z.string().max(8)).max(250).describe('ISO 3166-1 alpha-2 (400 site.country_invalid)'),
  allowedAddresses: z.array(z.string().max(64)).max(500).describe('IPs or CIDRs (400 site.address_invalid)'),
});
export type RegionInput = z.infer<typeof regionInputSchema>;

export const modulesInputSchema = z.object({ disabled: z.array(moduleKeySchema).max(32) });
export type ModulesInput = z.infer<typeof modulesInputSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  group: bannerGroupSchema,
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  sequence: z.number().int(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListResponseSchema = envelope(z.object({ list: z.array(adminBannerSchema) }));
export const adminBannerResponseSchema = envelope(adminBannerSchema);
export const adminBannerQuerySchema = z.object({ group: bannerGroupSchema });

const when = z.iso.datetime({ offset: true }).nullable();
export const bannerInputSchema = z.object({
  group: bannerGroupSchema,
  title: z.string().trim().min(1).max(80),
  imageUrl: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)\S*$|^https:\/\/\S+$/),
  link: z.string().trim().max(300).nullable().describe('/m/... or https://... (400 banner.link_invalid)'),
  active: z.boolean().default(true),
  startsAt: when.default(null),
  endsAt: when.default(null).describe('after startsAt (400 banner.schedule_invalid)'),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;
export const bannerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const bannerMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export const bannerImageResponseSchema = envelope(z.object({ url: z.string() }));

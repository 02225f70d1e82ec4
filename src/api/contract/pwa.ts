import { z } from 'zod';
import { languageCodeSchema } from './localized';
import { HEX_COLOUR } from './whitelabel';

/** Same-origin absolute path, e.g. /m/home or /icon.svg. */
const pathSchema = z.string().regex(/^\/(?!\/)[^\s]*$/);

export const manifestIconSchema = z.object({
  src: pathSchema,
  sizes: z.string().regex(/^(any|\d+x\d+)( (any|\d+x\d+))*$/),
  type: z.string().regex(/^image\/[a-z0-9.+-]+$/),
  purpose: z.string().regex(/^(any|maskable|monochrome)( (any|maskable|monochrome))*$/),
});

/** A screenshot for Chrome's richer install dialog: a PNG of the app on a phone (narrow). */
export const manifestScreenshotSchema = z.object({
  src: pathSchema,
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.literal('image/png'),
  form_factor: z.enum(['narrow', 'wide']),
  label: z.string().min(1).max(120),
});
export type ManifestScreenshot = z.infer<typeof manifestScreenshotSchema>;

/**
 * GET /manifest.webmanifest (no envelope): the web app manifest of the active brand. The subset of
 * the W3C Web App Manifest the server writes; colours come from the brand's dark theme tokens.
 */
export const webManifestSchema = z.object({
  id: pathSchema,
  name: z.string().min(1).max(60),
  short_name: z.string().min(1).max(12),
  /** Shown in Chrome's richer install dialog, in the brand's default language. */
  description: z.string().min(1).max(300),
  lang: languageCodeSchema,
  start_url: pathSchema,
  scope: pathSchema,
  display: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']),
  background_color: z.string().regex(HEX_COLOUR),
  theme_color: z.string().regex(HEX_COLOUR),
  icons: z.array(manifestIconSchema).min(1),
  /** The brand's own screenshots; a brand without them has none. */
  screenshots: z.array(manifestScreenshotSchema).optional(),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

import * as aurum from './brands/aurum';
import * as verdant from './brands/verdant';
import './global.css';

/** Every brand. Adding a brand is a new folder under brands/ and one line here. */
export const brands = {
  aurum: { label: aurum.tokens.label, Logo: aurum.Logo },
  verdant: { label: verdant.tokens.label, Logo: verdant.Logo },
} as const;

export type BrandName = keyof typeof brands;
export const brandNames = Object.keys(brands) as BrandName[];
export const defaultBrand: BrandName = 'aurum';
export const isBrandName = (v: unknown): v is BrandName => typeof v === 'string' && v in brands;

export * from './colorMode';
export { vars } from './contract.css';
export {
  applyBrandOverrides,
  type BrandLook,
  type BrandOverrides,
  brandLookStyle,
  clearBrandOverrides,
  FONT_STACKS,
  RADIUS_PRESETS,
} from './runtime';
export { uploadedLogo } from './UploadedLogo';

/** Moved to server/lib/image-kind.ts (banner art uses it too); kept so the module's imports stay. */
export { type ImageKind, imageKind } from '../../lib/image-kind';

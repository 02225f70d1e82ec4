import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
} from '../api/contract/activities';

/** The scroll-and-open delay of /m/activity?id= (spec §2: 500 ms). */
export const ACTIVITY_SCROLL_DELAY_MS = 500;
/** What the application form's file chooser offers (the server checks the bytes). */
export const APPLICATION_ACCEPT = 'image/png,image/jpeg';

/** A picked file as the form checks it: its name, declared type and size. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The application form's own checks (spec §5, §9), before anything is sent: the comment's length and
 * the images' count, type (png or jpg by type or name) and size. Answers the `activities` namespace's
 * message key per field, or null.
 */
export function applicationErrors(comment: string, files: readonly PickedFile[]) {
  const errors: { comment?: string; images?: string } = {};
  if ([...comment.trim()].length > APPLICATION_COMMENT_MAX) errors.comment = 'apply.errors.commentTooLong';
  if (files.length > APPLICATION_IMAGES_MAX) errors.images = 'apply.errors.tooMany';
  else if (files.some((f) => !isPngOrJpg(f))) errors.images = 'apply.errors.type';
  else if (files.some((f) => f.size > APPLICATION_IMAGE_MAX_BYTES)) errors.images = 'apply.errors.size';
  return errors;
}

const isPngOrJpg = (f: PickedFile) =>
  f.type === 'image/png' || f.type === 'image/jpeg' || (!f.type && /\.(png|jpe?g)$/i.test(f.name));

/** The promotion whose id is in the query, if it is in the list. */
export function queryPromotionId(raw: string | null, ids: readonly number[]): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return ids.includes(id) ? id : null;
}

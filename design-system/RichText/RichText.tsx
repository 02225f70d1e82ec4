import DOMPurify from 'dompurify';
import { type HTMLAttributes, useMemo } from 'react';
import * as css from './RichText.css';

/** Operator HTML sanitised in the browser; nothing is drawn where DOMPurify cannot run (the server). */
export const cleanHtml = (html: string) =>
  // `target` stays (the server sets it with rel="noopener noreferrer nofollow" on external links).
  DOMPurify.isSupported ? DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) : '';

/**
 * The text of operator HTML with whitespace collapsed, for a one-line preview (the agent notice
 * card, an inbox row). Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
 */
export function htmlPreview(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const spaced = cleanHtml(html).replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr)\b[^>]*>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the operator (already sanitised by the server, and sanitised again here). */
  html: string;
}

/**
 * Operator HTML (help topics, announcements, inbox messages, promotions) with the site's type:
 * paragraphs, lists, links, images and tables. External links open in a new tab (the server adds
 * the target and rel when it saves the content).
 */
export function RichText({ html, className, ...rest }: RichTextProps) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  const classes = className ? `${css.root} ${className}` : css.root;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitised by DOMPurify above
  return <div {...rest} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}

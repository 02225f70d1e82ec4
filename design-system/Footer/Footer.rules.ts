/** Social networks the footer links to, in the order they are shown. */
export const FOOTER_SOCIAL_TYPES = [
  'INSTAGRAM',
  'WHATSAPP',
  'YOUTUBE',
  'TIKTOK',
  'FACEBOOK',
  'TWITTER',
  'TELEGRAM',
  'VIBER',
] as const;
export type FooterSocialType = (typeof FOOTER_SOCIAL_TYPES)[number];

/** The footer shows at most this many game-vendor logos (spec §9). */
export const FOOTER_VENDOR_LOGO_LIMIT = 22;

/** The first 22 vendor logos, in the order given (the vendor sorting). */
export function capVendorLogos<T>(list: readonly T[]): T[] {
  return list.slice(0, FOOTER_VENDOR_LOGO_LIMIT);
}

/** The social links to show: only types the site supplied a non-blank link for, in footer order. */
export function footerSocialLinks(
  social: Partial<Record<string, string | null | undefined>> | undefined,
): { type: FooterSocialType; href: string }[] {
  if (!social) return [];
  return FOOTER_SOCIAL_TYPES.flatMap((type) => {
    const href = social[type]?.trim();
    return href ? [{ type, href }] : [];
  });
}

/** Where the footer's own links go; the app passes them from its route table. */
export interface FooterPaths {
  /** The help center; topics link to it with `?i={position}`, the affiliate topic with `?title=affiliate`. */
  help: string;
  /** Complaints and feedback. */
  feedback: string;
  /** Responsible gaming (limits, breaks): linked beside the age notice. */
  responsible?: string;
  /** The provably-fair verifier (issue 22): linked beside responsible gaming. */
  fairness?: string;
}

/** The help-center link for the topic at a position (`{help}?i={index}`). */
export const helpTopicPath = (help: string, index: number) => `${help}?i=${index}`;

/** The help center's affiliate topic (`{help}?title=affiliate`). */
export const affiliateHelpPath = (help: string) => `${help}?title=affiliate`;

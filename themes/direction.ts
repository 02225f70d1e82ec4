/** Primary language subtags written right to left (src/i18n `directionOf`, and the content rule in global.css.ts). */
export const RTL_PRIMARY_TAGS = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb'] as const;

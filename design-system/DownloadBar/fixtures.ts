/** Story fixture: a made-up app icon as an inline SVG data URI (no network). Colours are image content. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#131c2e"/><path d="M12 24 L22 12 H42 L52 24 L32 54 Z" fill="#f2c04d"/><path d="M12 24 H52 L32 54 Z" fill="#f7cf6f"/></svg>`;
export const appIconUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;

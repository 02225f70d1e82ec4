import { isIP } from 'node:net';
import geoip from 'geoip-country';

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4` -> `1.2.3.4`) so a dual-stack socket looks like IPv4. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m?.[1] ?? ip;
}

/**
 * ISO 3166-1 alpha-2 country of an IP, from the offline geoip-country database. Private, loopback,
 * link-local and unknown addresses give null (and so are never region-blocked).
 */
export function countryOf(ip: string): string | null {
  const addr = normalizeIp(ip);
  if (isIP(addr) === 0) return null;
  const country = geoip.lookup(addr)?.country;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
}

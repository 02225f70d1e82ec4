import type { IncomingHttpHeaders } from 'node:http';
import { DEVICE_HEADER, DEVICE_ID_HEADER } from '../../../src/api/contract/accounts.constants';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Who is asking: the client IP (see clientIp), the user agent and a device label for the log-in history. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  device: string;
  /** The browser's own random id (x-device-id), when it sent a well-formed one: the bonus abuse guard matches it. */
  deviceId: string | null;
}

/** `OTHERS` for a standalone iOS home-screen app (spec §7), else the platform from the user agent. */
export function deviceOf(headers: IncomingHttpHeaders): string {
  const declared = headers[DEVICE_HEADER];
  if ((Array.isArray(declared) ? declared[0] : declared) === 'OTHERS') return 'OTHERS';
  const ua = headers['user-agent'] ?? '';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'macOS';
  if (/Linux|X11/.test(ua)) return 'Linux';
  return 'Other';
}

export function requestContext(ip: string, headers: IncomingHttpHeaders): RequestContext {
  const ua = headers['user-agent'];
  const id = headers[DEVICE_ID_HEADER];
  const deviceId = typeof id === 'string' && DEVICE_ID.test(id) ? id : null;
  return { ip, userAgent: ua ? ua.slice(0, 512) : null, device: deviceOf(headers), deviceId };
}

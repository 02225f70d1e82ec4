import { canUseMemberFeatures } from './customerType';

interface Channel {
  csType: string;
  url: string;
}

/** Where the one "customer service" action takes this person. */
export type CustomerServiceTarget =
  | { kind: 'chat' }
  | { kind: 'channel'; url: string }
  | { kind: 'login' }
  | { kind: 'refuse' };

/**
 * Issue 18 "Customer service everywhere": live chat when the brand has it (CBS3) and the person is
 * signed in with a real account; otherwise the brand's first configured channel (the LIVE_CHAT
 * channel is skipped when CBS3 is on: that chat is the site's own and needs a session); with no
 * channel to offer, a visitor is asked to log in and a trial account hears `free_reject`.
 */
export function customerServiceTarget(opts: {
  liveChat: boolean;
  channels: readonly Channel[];
  /** The session's customer type, or undefined for a visitor. */
  sessionType: number | undefined;
}): CustomerServiceTarget {
  const signedIn = opts.sessionType !== undefined;
  if (opts.liveChat && signedIn && canUseMemberFeatures(opts.sessionType)) return { kind: 'chat' };
  const channel = opts.channels.find((c) => c.url && !(opts.liveChat && c.csType === 'LIVE_CHAT'));
  if (channel) return { kind: 'channel', url: channel.url };
  return signedIn ? { kind: 'refuse' } : { kind: 'login' };
}

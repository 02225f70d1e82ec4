import { describe, expect, it } from 'vitest';
import { customerServiceTarget } from './customerService';

const channels = [
  { csType: 'LIVE_CHAT', url: 'https://chat.example.com/aurum' },
  { csType: 'WHATSAPP', url: 'https://wa.me/15550100' },
];

describe('customerServiceTarget (issue 18: one action opens customer service)', () => {
  it('opens live chat for a real account when the brand has CBS3', () => {
    expect(customerServiceTarget({ liveChat: true, channels, sessionType: 0 })).toEqual({ kind: 'chat' });
    expect(customerServiceTarget({ liveChat: true, channels, sessionType: 1 })).toEqual({ kind: 'chat' });
  });

  it('without CBS3 opens the first configured channel, even an external live-chat one', () => {
    expect(customerServiceTarget({ liveChat: false, channels, sessionType: 0 })).toEqual({
      kind: 'channel',
      url: 'https://chat.example.com/aurum',
    });
  });

  it('with CBS3, a visitor or a trial account gets the first channel that is not the site chat', () => {
    for (const sessionType of [undefined, 4]) {
      expect(customerServiceTarget({ liveChat: true, channels, sessionType })).toEqual({
        kind: 'channel',
        url: 'https://wa.me/15550100',
      });
    }
  });

  it('with nothing to offer, a visitor logs in and a trial account is refused (free_reject)', () => {
    const only = [channels[0]!];
    expect(customerServiceTarget({ liveChat: true, channels: only, sessionType: undefined })).toEqual({
      kind: 'login',
    });
    expect(customerServiceTarget({ liveChat: true, channels: only, sessionType: 4 })).toEqual({ kind: 'refuse' });
    expect(customerServiceTarget({ liveChat: false, channels: [], sessionType: 0 })).toEqual({ kind: 'refuse' });
  });
});

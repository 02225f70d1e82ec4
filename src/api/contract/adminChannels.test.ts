import { CreditCard } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { pictureOf } from '../../../pages/admin/Channels/parts';
import { channelIcon } from '../../../pages/Deposit/parts';
import { CHANNEL_CODE_PATTERN, CHANNEL_ICONS, createChannelSchema, RESERVED_CHANNEL_CODES } from './adminChannels';

describe('deposit channel settings contract', () => {
  it('offers only icons the player deposit page draws (not its fallback card)', () => {
    for (const icon of CHANNEL_ICONS) {
      expect(channelIcon(icon), icon).not.toBe(CreditCard);
      // The back office's list and picker draw the same picture as the player's page.
      expect(pictureOf(icon), icon).toBe(channelIcon(icon));
    }
    expect(channelIcon('rocket')).toBe(CreditCard);
    expect(pictureOf(null)).toBe(CreditCard);
  });

  it('takes lower-case codes of 2-32 characters; the reserved ones fit the pattern (refused by the server as taken)', () => {
    for (const ok of ['bank', 'sandbox', 'alipay-2', 'usdt_trc20', '9pay'])
      expect(CHANNEL_CODE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['b', 'Bank', '-bank', 'bank transfer', 'x'.repeat(33), 'bánk']) {
      expect(CHANNEL_CODE_PATTERN.test(bad), bad).toBe(false);
    }
    for (const code of RESERVED_CHANNEL_CODES) expect(CHANNEL_CODE_PATTERN.test(code)).toBe(true);
  });

  it('reports each bad field with its stable reason as the message', () => {
    const result = createChannelSchema.safeParse({
      code: 'ok-code',
      kind: 'manual_bank',
      name: { en: 'Wire', 'zh-CN': '' },
      icon: 'rocket',
      minAmount: 1.5,
      maxAmount: 100,
      quickAmounts: [],
      enabled: true,
      sort: 0,
      config: {},
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ 'name.zh-CN': 'required', icon: 'icon', minAmount: 'amount' });
  });
});

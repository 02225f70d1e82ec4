import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPaymentArt, demoPaymentMethods, PAYMENT_ASSET_DIR } from './payment-art';

describe('payment-method art', () => {
  it('is committed as the generator draws it (npm run payments:art), one badge per demo method', () => {
    const files = allPaymentArt();
    expect([...files.keys()]).toEqual(['bank-transfer.svg', 'instant-pay.svg']);
    for (const [name, svg] of files) {
      const file = path.join(PAYMENT_ASSET_DIR, name);
      expect(existsSync(file), name).toBe(true);
      expect(readFileSync(file, 'utf8'), name).toBe(svg);
    }
  });

  it("names each badge for screen readers, and the seed's list points at the served files", () => {
    expect(allPaymentArt().get('instant-pay.svg')).toContain('aria-label="Instant pay"');
    expect(demoPaymentMethods()).toEqual([
      { name: 'Bank transfer', imageUrl: '/media/payments/bank-transfer.svg' },
      { name: 'Instant pay', imageUrl: '/media/payments/instant-pay.svg' },
    ]);
  });
});

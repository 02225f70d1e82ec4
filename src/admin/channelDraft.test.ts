import { describe, expect, it } from 'vitest';
import { createChannelSchema, type StaffChannel, updateChannelSchema } from '../api/contract/adminChannels';
import { addQuick, checkDraft, draftFieldOf } from './channelChecks';
import { type ChannelDraft, createBody, draftOf, emptyDraft, updateBody } from './channelDraft';

const bank: ChannelDraft = {
  ...emptyDraft('manual_bank'),
  code: 'wire',
  nameEn: ' Wire ',
  nameZh: '电汇',
  min: '100',
  max: '50,000.50',
  quick: [10_000, 50_000],
  sort: '10',
  bankName: 'ICBC',
  accountName: 'Aurum Play Ltd',
  accountNumber: '6222 0000',
  instructionsEn: 'Use your username as the reference.',
};

const stored: StaffChannel = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'sandbox',
  kind: 'sandbox',
  name: { en: 'Instant pay', 'zh-CN': '快捷支付' },
  icon: 'zap',
  minAmount: 5_050,
  maxAmount: 2_000_000,
  quickAmounts: [20_000, 10_000],
  enabled: false,
  sort: 20,
  config: { merchantId: 'aurum-demo', secretSet: true },
  configValid: true,
  offered: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('channel form', () => {
  it('loads a channel as the editor types it (major units through minorToMajorInput), without its secret, quick amounts in order', () => {
    const d = draftOf(stored, 2);
    expect(d).toMatchObject({ kind: 'sandbox', min: '50.5', max: '20000', quick: [10_000, 20_000], enabled: false });
    expect(d).toMatchObject({ merchantId: 'aurum-demo', secret: '', sort: '20', icon: 'zap' });
  });

  it('turns a right form into the body the server schema accepts (string arithmetic, trimmed, empty settings left out)', () => {
    const checked = checkDraft(bank, 2, true);
    expect(checked).toEqual({ ok: true, value: { min: 10_000, max: 5_000_050, sort: 10 } });
    if (!checked.ok) return;
    const body = createBody(bank, checked.value);
    expect(body).toMatchObject({ code: 'wire', name: { en: 'Wire', 'zh-CN': '电汇' }, minAmount: 10_000 });
    expect(body.config).toEqual({
      bankName: 'ICBC',
      accountName: 'Aurum Play Ltd',
      accountNumber: '6222 0000',
      instructions: { en: 'Use your username as the reference.' },
    });
    expect(createChannelSchema.safeParse(body).success).toBe(true);

    const edit = draftOf(stored, 2);
    const ok = checkDraft(edit, 2, false);
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    const patch = updateBody(edit, ok.value, stored.updatedAt);
    expect(patch.config).toEqual({ merchantId: 'aurum-demo' });
    expect(updateChannelSchema.safeParse(patch).success).toBe(true);
  });

  it('finds every mistake before sending, with the reason', () => {
    const bad: ChannelDraft = {
      ...bank,
      code: 'Wire Transfer',
      nameZh: '',
      min: '100.005',
      max: '',
      quick: [1, 1],
      sort: '-1',
      bankName: 'x'.repeat(81),
      accountNumber: ' ',
    };
    const result = checkDraft(bad, 2, true);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      code: { reason: 'format' },
      nameZh: { reason: 'required' },
      min: { reason: 'amountText', amount: 'decimals' },
      max: { reason: 'amountText', amount: 'required' },
      quick: { reason: 'quickDuplicate' },
      sort: { reason: 'sort' },
      bankName: { reason: 'tooLong' },
      accountNumber: { reason: 'required' },
    });
    expect(checkDraft({ ...bank, min: '600', max: '500' }, 2, true)).toEqual({
      ok: false,
      errors: { max: { reason: 'minAboveMax' } },
    });
    expect(checkDraft({ ...bank, min: '200' }, 2, true)).toEqual({
      ok: false,
      errors: { quick: { reason: 'quickRange' } },
    });
    // The code is only checked when creating (it never changes).
    expect(checkDraft({ ...bank, code: '' }, 2, false).ok).toBe(true);
  });

  it('requires a secret of the right length only when creating a gateway; empty on an edit keeps it', () => {
    const sandbox: ChannelDraft = { ...bank, kind: 'sandbox', merchantId: 'shop_1', secret: '' };
    expect(checkDraft(sandbox, 2, true)).toEqual({ ok: false, errors: { secret: { reason: 'required' } } });
    expect(checkDraft({ ...sandbox, secret: 'short' }, 2, false)).toEqual({
      ok: false,
      errors: { secret: { reason: 'secretLength' } },
    });
    expect(checkDraft(sandbox, 2, false).ok).toBe(true);
    expect(checkDraft({ ...sandbox, merchantId: 'a b' }, 2, false)).toEqual({
      ok: false,
      errors: { merchantId: { reason: 'format' } },
    });
  });

  it('adds quick amounts within the range, once, at most 8', () => {
    const d = { min: '100', max: '1000', quick: [10_000] };
    expect(addQuick(d, '500', 2)).toEqual({ ok: true, quick: [10_000, 50_000] });
    expect(addQuick(d, '100', 2)).toEqual({ ok: false, error: { reason: 'quickDuplicate' } });
    expect(addQuick(d, '50', 2)).toEqual({ ok: false, error: { reason: 'quickRange' } });
    expect(addQuick(d, '1000.01', 2)).toEqual({ ok: false, error: { reason: 'quickRange' } });
    expect(addQuick(d, '1.234', 2)).toEqual({ ok: false, error: { reason: 'amountText', amount: 'decimals' } });
    expect(addQuick({ ...d, quick: [1, 2, 3, 4, 5, 6, 7, 8] }, '200', 2)).toEqual({
      ok: false,
      error: { reason: 'quickTooMany' },
    });
    // Without a valid range yet, any positive amount is taken (the range is checked on save).
    expect(addQuick({ min: '', max: 'x', quick: [] }, '5', 2)).toEqual({ ok: true, quick: [500] });
  });

  it("puts each server field on the form's field", () => {
    expect(draftFieldOf('minAmount')).toBe('min');
    expect(draftFieldOf('quickAmounts.3')).toBe('quick');
    expect(draftFieldOf('name.zh-CN')).toBe('nameZh');
    expect(draftFieldOf('config.instructions.zh-CN')).toBe('instructionsZh');
    expect(draftFieldOf('config.webhookSecret')).toBe('secret');
    expect(draftFieldOf('body')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { channelDraftSchema, draftErrorKey, draftMessageValues, serverFieldErrors } from './channelChecks';
import { type ChannelDraft, emptyDraft } from './channelDraft';

const good: ChannelDraft = {
  ...emptyDraft('manual_bank'),
  code: 'wire',
  nameEn: 'Wire',
  nameZh: '电汇',
  min: '100',
  max: '500',
  bankName: 'ICBC',
  accountName: 'Aurum Play Ltd',
  accountNumber: '6222 0000',
};

describe('channel checks for the form kit', () => {
  it('reads each refusal as an admin i18n key, the format by field', () => {
    expect(draftErrorKey('nameEn', { reason: 'required' })).toBe('admin:channels.fieldErrors.required');
    expect(draftErrorKey('code', { reason: 'format' })).toBe('admin:channels.fieldErrors.codeFormat');
    expect(draftErrorKey('merchantId', { reason: 'format' })).toBe('admin:channels.fieldErrors.merchantFormat');
    expect(draftErrorKey('branch', { reason: 'format' })).toBe('admin:channels.fieldErrors.format');
    expect(draftErrorKey('min', { reason: 'amountText', amount: 'decimals' })).toBe(
      'admin:channels.fieldErrors.amountText.decimals',
    );
    expect(draftErrorKey('secret', { reason: 'secretLength' })).toBe('admin:channels.fieldErrors.secretLength');
  });

  it('gives the values the messages need', () => {
    expect(draftMessageValues('min', 2)).toEqual({ digits: 2 });
    expect(draftMessageValues('quick', 2)).toMatchObject({ digits: 2, max: 8 });
    expect(draftMessageValues('secret', 2)).toEqual({ min: 32, max: 200 });
    expect(draftMessageValues('bankName', 2)).toBeUndefined();
  });

  it('is a Standard Schema: the draft back when right, one keyed issue per field when not', async () => {
    const schema = channelDraftSchema(2, true)['~standard'];
    expect(schema.version).toBe(1);
    expect(await schema.validate(good)).toEqual({ value: good });
    expect(await schema.validate({ ...good, code: '', min: '600' })).toEqual({
      issues: [
        { message: 'admin:channels.fieldErrors.required', path: ['code'] },
        { message: 'admin:channels.fieldErrors.minAboveMax', path: ['max'] },
      ],
    });
    // Editing: the code is not checked.
    expect(await channelDraftSchema(2, false)['~standard'].validate({ ...good, code: '' })).toEqual({
      value: { ...good, code: '' },
    });
  });

  it("puts a 400's fields on the form's fields, the first reason of each, unknown reasons as format", () => {
    expect(
      serverFieldErrors({
        'body.minAmount': 'amount',
        'config.instructions.zh-CN': 'tooLong',
        'config.instructions': 'required',
        'quickAmounts.2': 'quickRange',
        'quickAmounts.3': 'quickDuplicate',
        code: 'something_new',
        body: 'required',
      }),
    ).toEqual({
      min: 'admin:channels.fieldErrors.amount',
      instructionsZh: 'admin:channels.fieldErrors.tooLong',
      instructionsEn: 'admin:channels.fieldErrors.required',
      quick: 'admin:channels.fieldErrors.quickRange',
      code: 'admin:channels.fieldErrors.codeFormat',
    });
  });
});

import i18next from 'i18next';
import ICU from 'i18next-icu';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import enAdmin from '../i18n/locales/en/admin.json';
import enCommon from '../i18n/locales/en/common.json';
import zhAdmin from '../i18n/locales/zh-CN/admin.json';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import { signInMessage } from './signInMessage';

const i18n = i18next.createInstance().use(new ICU());
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    // As in the app (src/i18n): keys without a namespace are the common ones.
    defaultNS: 'common',
    resources: { en: { admin: enAdmin, common: enCommon }, 'zh-CN': { admin: zhAdmin, common: zhCommon } },
    interpolation: { escapeValue: false },
  });
});

/** The words the page shows: the key translated as the kit's FormAlert does (unknown words: "unknown"). */
const say = (err: unknown, lng = 'en') => {
  const { key, values } = signInMessage(err, lng);
  return i18n.t(key, { ...values, lng, defaultValue: i18n.t('errors.unknown', { lng }) });
};

describe('signInMessage', () => {
  it('says wrong username or password without telling which', () => {
    expect(say(new ApiError(401, 'auth.invalid_credentials', 'x'))).toBe('Wrong username or password');
    expect(say(new ApiError(401, 'auth.invalid_credentials', 'x'), 'zh-CN')).toBe('用户名或密码错误');
  });

  it('says when a locked account may try again, in local time', () => {
    const retryAt = new Date(2026, 10, 22, 14, 35).getTime();
    expect(say(new ApiError(429, 'auth.locked', 'x', {}, false, retryAt))).toBe(
      'Too many failed attempts. Try again after 14:35.',
    );
    expect(say(new ApiError(429, 'auth.locked', 'x', {}, false, retryAt), 'zh-CN')).toBe(
      '失败次数过多，请在 14:35 之后再试。',
    );
    // Without a time, the general message.
    expect(say(new ApiError(429, 'auth.locked', 'x'))).toBe('Too many failed attempts. Please try again later');
  });

  it("falls back to the code's message, then to the unknown error", () => {
    expect(say(new ApiError(0, 'network.offline', 'x'))).toBe(enCommon.errors.network.offline);
    expect(say(new ApiError(500, 'no.such_code', 'x'))).toBe(enCommon.errors.unknown);
    expect(say(new Error('boom'))).toBe(enCommon.errors.unknown);
  });
});

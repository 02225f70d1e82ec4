import { count } from 'drizzle-orm';
import { BANNER_GROUPS, type BrandSettings } from '../../src/api/contract/system';
import { MENU_KEYS, type MenuKey } from '../../src/api/contract/whitelabel';
import { writeBrand } from '../modules/system/service';
import { brandBannerArt } from './banner-art';
import type { Database } from './index';
import { banners, brands, siteSettings } from './schema';

const allMenus = (off: MenuKey[]) =>
  Object.fromEntries(MENU_KEYS.map((k) => [k, !off.includes(k)])) as Record<MenuKey, boolean>;

const NOTICE = [
  'Play responsibly. Set a budget before you start, take regular breaks and never chase losses. Deposit limits, cool-off periods and self-exclusion are in the member centre.',
  'You must be 18 or older to register and play. We check ages, and accounts found to belong to minors are closed.',
  'By continuing you accept our Terms and Conditions and Privacy Policy. Every promotion has its own terms; read them before you take part.',
];

export const DEMO_BRANDS: { code: 'aurum' | 'verdant'; name: string; settings: BrandSettings }[] = [
  {
    code: 'aurum',
    name: 'Aurum Play',
    settings: {
      currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
      defaultLanguage: 'en',
      languages: ['en', 'zh-CN'],
      whitelabel: allMenus(['redRain', 'esportGames']),
      features: {
        smsLogin: true,
        facebookLogin: false,
        googleLogin: false,
        liveChat: true,
        mobileRegistration: true,
        usernameRegistration: true,
        referral: true,
        vip: true,
        dividend: true,
      },
      downloads: {
        IOS: 'https://download.example.com/aurum/ios',
        Android: 'https://download.example.com/aurum/aurum-play.apk',
        MOBILECONFIG: 'https://download.example.com/aurum/aurum-play.mobileconfig',
      },
      social: {
        FACEBOOK: 'https://social.example.com/facebook/aurum',
        TELEGRAM: 'https://social.example.com/telegram/aurum',
        TELEGRAM_1: 'https://social.example.com/telegram/aurum-beginners',
        WHATSAPP: 'https://social.example.com/whatsapp/aurum',
        YOUTUBE: 'https://social.example.com/youtube/aurum',
        INSTAGRAM: 'https://social.example.com/instagram/aurum',
      },
      customerService: [
        { csType: 'LIVE_CHAT', title: 'Live chat', url: 'https://support.example.com/aurum/chat' },
        { csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://support.example.com/aurum/whatsapp' },
        { csType: 'TELEGRAM', title: 'Telegram', url: 'https://support.example.com/aurum/telegram' },
        { csType: 'FACEBOOK', title: 'Facebook', url: 'https://support.example.com/aurum/facebook' },
        { csType: 'YOUTUBE', title: 'YouTube guides', url: 'https://support.example.com/aurum/youtube' },
        { csType: 'EMAIL', title: 'E-mail', url: 'mailto:support@aurum.example.com' },
      ],
      notice: { paragraphs: NOTICE },
      ageLimit: 18,
    },
  },
  {
    code: 'verdant',
    name: 'Verdant Play',
    settings: {
      currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
      defaultLanguage: 'en',
      languages: ['en', 'zh-CN'],
      whitelabel: allMenus([
        'app',
        'vip',
        'signIn',
        'esportGames',
        'lottery',
        'redRain',
        'teamPnl',
        'teamBetting',
        'gameRebate',
        'agentRebate',
      ]),
      features: {
        smsLogin: false,
        facebookLogin: false,
        googleLogin: false,
        liveChat: true,
        mobileRegistration: false,
        usernameRegistration: true,
        referral: false,
        vip: false,
        dividend: false,
      },
      downloads: {},
      social: {
        TELEGRAM: 'https://social.example.com/telegram/verdant',
        WHATSAPP: 'https://social.example.com/whatsapp/verdant',
      },
      customerService: [
        { csType: 'LIVE_CHAT', title: 'Live chat', url: 'https://support.example.com/verdant/chat' },
        { csType: 'TELEGRAM', title: 'Telegram', url: 'https://support.example.com/verdant/telegram' },
      ],
      themeOverrides: { brandAccent: '#34d399', brandAccentHover: '#6ee7b7', onBrandAccent: '#022c22' },
      notice: { paragraphs: NOTICE },
      ageLimit: 18,
    },
  },
];

const BANNER_LINKS: Record<string, string | null> = {
  'home-welcome': '/m/activity',
  'home-signin': '/m/activity/signIn',
  'home-invite': '/m/inviteFriends',
  hotgames: '/m/hot-games',
  'leftmenu-vip': '/m/member/benefits',
  'reg-bonus': null,
};

/** The demo banners of a brand, pointing at the self-hosted art under /media/banners/. */
export function demoBanners(brand: 'aurum' | 'verdant') {
  const art = brandBannerArt(brand);
  return BANNER_GROUPS.flatMap((group) =>
    art[group].map((a, i) => {
      const key = a.file.replace(`${brand}-`, '').replace(/\.svg$/, '');
      return {
        brand,
        groupName: group,
        imageUrl: `/media/banners/${a.file}`,
        link: BANNER_LINKS[key] ?? null,
        title: a.headline,
        sequence: (i + 1) * 10,
      };
    }),
  );
}

/**
 * Inserts the demo brands, their settings and banners when the database has no brand yet. Running
 * it again inserts nothing. On PostgreSQL it runs under the start-up lock, so nodes starting
 * together seed once.
 */
export async function seedDemo(database: Database): Promise<{ seeded: boolean }> {
  return database.withStartupLock(() =>
    database.db.transaction(async (tx) => {
      const [row] = await tx.select({ n: count() }).from(brands);
      if ((row?.n ?? 0) > 0) return { seeded: false };
      for (const b of DEMO_BRANDS) {
        await writeBrand(tx, b);
        await tx.insert(siteSettings).values({ brand: b.code, maintenance: false }).onConflictDoNothing();
        await tx.insert(banners).values(demoBanners(b.code));
      }
      return { seeded: true };
    }),
  );
}

import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { AFFILIATE_HELP_KEY } from '../../src/api/contract/help';
import { BANNER_GROUPS, type BrandSettings } from '../../src/api/contract/system';
import { MENU_KEYS, type MenuKey } from '../../src/api/contract/whitelabel';
import { STRICT_PACING } from '../../src/rules/pacing';
import { linkMember } from '../lib/agent-tree';
import { hashPassword } from '../modules/accounts/passwords';
import { seedBingoFish } from '../modules/bingofish/seed';
import { seedCards } from '../modules/cards/seed';
import { seedFootball } from '../modules/football/seed';
import { seedGames } from '../modules/games/seed';
import { seedLottery } from '../modules/lottery/seed';
import { seedSignin } from '../modules/signin/seed';
import { writeBrand } from '../modules/system/service';
import { createLedger } from '../modules/wallet/ledger';
import { majorToMinor } from '../modules/wallet/service';
import { ART_LANGUAGES, brandBannerArt, translatedFile } from './banner-art';
import type { Database, Db } from './index';
import { demoPaymentMethods } from './payment-art';
import {
  announcements,
  banners,
  bannerTranslations,
  brandDomains,
  brands,
  chatCannedReplies,
  helpTopics,
  inboxMessages,
  members,
  paymentChannels,
  siteSettings,
} from './schema';
import { seedActivities } from './seed-activities';
import { seedBonusTemplates } from './seed-bonuses';
import { seedAgentRebates } from './seed-rebates';
import { seedVip } from './seed-vip';

const allMenus = (off: MenuKey[]) =>
  Object.fromEntries(MENU_KEYS.map((k) => [k, !off.includes(k)])) as Record<MenuKey, boolean>;

/** The notice popup in English and Simplified Chinese. */
const NOTICE = [
  {
    en: 'Play responsibly. Set a budget before you start, take regular breaks and never chase losses. Deposit limits, time-outs and self-exclusion are under Responsible gaming in the member centre.',
    'zh-CN':
      '请理性游戏。开始前先设定预算，适时休息，输了不要急于翻本。存款限额、暂停游戏和自我禁入都可以在会员中心的“理性娱乐”中设置。',
  },
  {
    en: 'You must be 18 or older to register and play. We check ages, and accounts found to belong to minors are closed.',
    'zh-CN': '您必须年满 18 周岁才能注册和参与游戏。我们会核实年龄，一经发现账户属于未成年人，将立即关闭。',
  },
  {
    en: 'By continuing you accept our Terms and Conditions and Privacy Policy. Every promotion has its own terms; read them before you take part.',
    'zh-CN': '继续使用即表示您同意我们的《条款与条件》和《隐私政策》。每项优惠活动都有各自的条款，参与前请仔细阅读。',
  },
];

/** Channel names; brand names (WhatsApp, Telegram ...) are the same in every language. */
const CS_TITLES = {
  liveChat: { en: 'Live chat', 'zh-CN': '在线客服' },
  youtube: { en: 'YouTube guides', 'zh-CN': 'YouTube 教程' },
  email: { en: 'E-mail', 'zh-CN': '电子邮件' },
};

export const DEMO_BRANDS: { code: 'aurum' | 'verdant'; name: string; settings: BrandSettings }[] = [
  {
    code: 'aurum',
    name: 'Aurum Play',
    settings: {
      currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
      defaultLanguage: 'en',
      languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'id', 'pt-BR', 'hi', 'ur'],
      whitelabel: allMenus(['esportGames']),
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
      paymentMethods: demoPaymentMethods(),
      social: {
        FACEBOOK: 'https://social.example.com/facebook/aurum',
        TELEGRAM: 'https://social.example.com/telegram/aurum',
        TELEGRAM_1: 'https://social.example.com/telegram/aurum-beginners',
        WHATSAPP: 'https://social.example.com/whatsapp/aurum',
        YOUTUBE: 'https://social.example.com/youtube/aurum',
        INSTAGRAM: 'https://social.example.com/instagram/aurum',
      },
      customerService: [
        { csType: 'LIVE_CHAT', title: CS_TITLES.liveChat, url: 'https://support.example.com/aurum/chat' },
        { csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://support.example.com/aurum/whatsapp' },
        { csType: 'TELEGRAM', title: 'Telegram', url: 'https://support.example.com/aurum/telegram' },
        { csType: 'FACEBOOK', title: 'Facebook', url: 'https://support.example.com/aurum/facebook' },
        { csType: 'YOUTUBE', title: CS_TITLES.youtube, url: 'https://support.example.com/aurum/youtube' },
        { csType: 'EMAIL', title: CS_TITLES.email, url: 'mailto:support@aurum.example.com' },
      ],
      notice: { paragraphs: NOTICE },
      ageLimit: 18,
      registration: {
        fields: {
          affiliateCode: { enabled: true, required: false },
          email: { enabled: true, required: false },
          nickname: { enabled: true, required: false },
          birthday: { enabled: true, required: false },
          captcha: { enabled: true, required: true },
        },
        mobileMinLength: 7,
        countryDialingCodes: ['+86', '+852', '+853', '+886', '+63', '+84', '+66', '+60', '+62', '+91', '+55'],
        jackpot: { min: 8_000_000, max: 9_000_000 },
      },
      agent: { showDownlineBalance: true, transfersToDownline: true },
    },
  },
  {
    code: 'verdant',
    name: 'Verdant Play',
    settings: {
      currency: { code: 'CNY', symbol: '¥', minorUnitDigits: 2 },
      defaultLanguage: 'en',
      // Verdant offers five of the nine: its switcher lists only those (issue 25).
      languages: ['en', 'zh-CN', 'th', 'vi', 'id'],
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
      paymentMethods: demoPaymentMethods(),
      social: {
        TELEGRAM: 'https://social.example.com/telegram/verdant',
        WHATSAPP: 'https://social.example.com/whatsapp/verdant',
      },
      customerService: [
        { csType: 'LIVE_CHAT', title: CS_TITLES.liveChat, url: 'https://support.example.com/verdant/chat' },
        { csType: 'TELEGRAM', title: 'Telegram', url: 'https://support.example.com/verdant/telegram' },
      ],
      themeOverrides: { brandAccent: '#34d399', brandAccentHover: '#6ee7b7', onBrandAccent: '#022c22' },
      notice: { paragraphs: NOTICE },
      ageLimit: 18,
      // The demo's strict jurisdiction (issue 19): 2.5 s a spin, no autoplay or turbo, no fake wins.
      pacing: STRICT_PACING,
      registration: {
        fields: {
          affiliateCode: { enabled: false, required: false },
          email: { enabled: true, required: true },
          mobileNum: { enabled: false, required: false },
          countryDialingCode: { enabled: false, required: false },
          captcha: { enabled: true, required: true },
        },
        jackpot: { min: 1_000_000, max: 2_000_000 },
      },
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

/** The demo banners of a brand, pointing at the self-hosted art under /media/banners/, with their translations. */
export function demoBanners(brand: 'aurum' | 'verdant') {
  const art = brandBannerArt(brand);
  return BANNER_GROUPS.flatMap((group) =>
    art[group].map((a, i) => {
      const key = a.file.replace(`${brand}-`, '').replace(/\.svg$/, '');
      return {
        banner: {
          brand,
          groupName: group,
          imageUrl: `/media/banners/${a.file}`,
          link: BANNER_LINKS[key] ?? null,
          title: a.headline,
          sequence: (i + 1) * 10,
        },
        translations: ART_LANGUAGES.map((lang) => ({
          lang,
          title: a.translations[lang].headline,
          imageUrl: `/media/banners/${translatedFile(a.file, lang)}`,
        })),
      };
    }),
  );
}

/** The help center's topics (the footer lists them; /m/help shows one), in English and Chinese. */
export function demoHelpTopics(brand: string, name: string) {
  const topic = (
    sequence: number,
    title: string,
    content: string,
    zh: { title: string; content: string },
    key: string | null = null,
  ) => ({ brand, key, sequence, title, content, translations: { 'zh-CN': zh } });
  return [
    topic(
      10,
      'How do I deposit?',
      `<p>Tap <strong>Deposit</strong> in the header, choose a channel and an amount within its limits.</p><ul><li>Online gateways credit your ${name} wallet as soon as the payment succeeds.</li><li>Bank transfers are credited when staff match your reference with the transfer.</li></ul>`,
      {
        title: '如何存款？',
        content: `<p>点按页头的<strong>存款</strong>，选择渠道并输入限额内的金额。</p><ul><li>在线支付成功后即时存入您的 ${name} 钱包。</li><li>银行转账在工作人员核对参考号后到账。</li></ul>`,
      },
    ),
    topic(
      20,
      'How do I withdraw?',
      '<p>Open <strong>Withdraw</strong> from the member centre, pick a saved account and enter the amount. The money is held at once and paid when staff approve; a rejected withdrawal returns to your wallet.</p>',
      {
        title: '如何取款？',
        content:
          '<p>在会员中心打开<strong>取款</strong>，选择已绑定的账户并输入金额。款项会立即冻结，经工作人员审核后支付；被拒绝的取款会退回您的钱包。</p>',
      },
    ),
    topic(
      30,
      'Playing the house slots',
      '<p>Every Lumen Studio slot shows its paytable and return to player. Wins pay along the lit lines; three scatters start free spins. Try any slot in free play first.</p>',
      {
        title: '自营老虎机玩法',
        content:
          '<p>每款 Lumen Studio 老虎机都会显示赔付表和返还率。中奖按亮起的线支付；三个分散符号触发免费旋转。可先免费试玩任何老虎机。</p>',
      },
    ),
    topic(
      40,
      'Responsible gaming',
      '<p>Gambling is for adults only. Set a budget before you play, take breaks, and never chase losses.</p><p>Under <a href="/m/member/responsible">Responsible gaming</a> in the member centre you can set deposit, loss and wager limits, get a reality check every 15, 30 or 60 minutes, take a time-out, or self-exclude from every one of our sites. If play stops being fun, take a break there, or contact customer service.</p>',
      {
        title: '理性娱乐',
        content:
          '<p>博彩仅限成年人。游戏前先设定预算，适时休息，切勿追损。</p><p>在会员中心的<a href="/m/member/responsible">理性娱乐</a>中，您可以设置存款、亏损和投注限额，每 15、30 或 60 分钟接收一次现实提醒，选择暂停游戏，或在我们所有网站上自我禁入。如果游戏不再有趣，请在那里暂停，或联系客服。</p>',
      },
    ),
    topic(
      50,
      'Affiliate service',
      `<p>Agents run teams of players on ${name}. Invite players with your link and follow their activity in the agent centre. Contact customer service to become an agent.</p>`,
      {
        title: '代理服务',
        content: `<p>代理在 ${name} 上管理自己的玩家团队。通过您的链接邀请玩家，并在代理中心查看他们的活动。联系客服即可成为代理。</p>`,
      },
      AFFILIATE_HELP_KEY,
    ),
  ];
}

/** The demo notices the home marquee and /m/notice show (PL), and the agents' card on /m/member/notice?types=A. */
export function demoAnnouncements(brand: string, name: string) {
  const start = new Date('2026-01-01T00:00:00+08:00');
  return [
    {
      brand,
      type: 'PL',
      sequence: 10,
      startAt: start,
      title: `Welcome to ${name}: 30 house slots are open`,
      content: `<p>Every Lumen Studio slot pays through your ${name} wallet. Try them in free play first.</p>`,
      translations: {
        'zh-CN': {
          title: `欢迎来到 ${name}：30 款自营老虎机已上线`,
          content: `<p>Lumen Studio 的每款老虎机都通过您的 ${name} 钱包结算。可先免费试玩。</p>`,
        },
      },
    },
    {
      brand,
      type: 'PL',
      sequence: 20,
      startAt: start,
      title: 'Bank transfers are credited as soon as staff confirm them',
      content: '<p>Keep the reference you entered: staff match it with the transfer.</p>',
      translations: {
        'zh-CN': {
          title: '银行转账经工作人员确认后即时到账',
          content: '<p>请保留您填写的参考号：工作人员将据此核对转账。</p>',
        },
      },
    },
    {
      brand,
      type: 'PL',
      sequence: 30,
      startAt: start,
      title: 'Play responsibly: set your limits in the security centre',
      content: '<p>Gambling is for adults only. Take breaks, and never chase losses.</p>',
      translations: {
        'zh-CN': {
          title: '理性娱乐：可在安全中心设置限额',
          content: '<p>仅限成年人参与。请适时休息，切勿追逐损失。</p>',
        },
      },
    },
    {
      brand,
      type: 'A',
      sequence: 10,
      startAt: start,
      title: 'Team rebate rates for this season',
      content:
        '<p>Your rebate is your rate minus your sub-agent’s, on their team’s valid bets.</p>' +
        '<table><thead><tr><th>Level</th><th>Rate</th></tr></thead><tbody><tr><td>Agent</td><td>0.8%</td></tr><tr><td>Sub-agent</td><td>0.5%</td></tr></tbody></table>',
      translations: {
        'zh-CN': {
          title: '本季团队返水比例',
          content:
            '<p>您的返水为您的比例减去下级代理的比例，按其团队有效投注计算。</p>' +
            '<table><thead><tr><th>级别</th><th>比例</th></tr></thead><tbody><tr><td>代理</td><td>0.8%</td></tr><tr><td>下级代理</td><td>0.5%</td></tr></tbody></table>',
        },
      },
    },
  ];
}

/** The demo player's first inbox message (docs/inbox.md), in English and Chinese, unread. */
export function demoInbox(brand: string, name: string, memberId: string) {
  return [
    {
      brand,
      memberId,
      kind: 'staff',
      title: `Welcome to ${name}`,
      content: `<p>Thank you for joining ${name}. Messages from us, replies to your feedback and notices about your deposits and withdrawals arrive here.</p><p>Need help now? Open <strong>Live chat</strong> in the message centre.</p>`,
      translations: {
        'zh-CN': {
          title: `欢迎来到 ${name}`,
          content: `<p>感谢您加入 ${name}。我们的消息、您反馈的回复以及存取款通知都会出现在这里。</p><p>需要帮助？请在消息中心打开<strong>在线客服</strong>。</p>`,
        },
      },
    },
  ];
}

/** Canned replies of the customer-service console (type "/" + code in the reply box; docs/chat.md). */
export function demoCannedReplies(brand: string) {
  return [
    { brand, code: 'hi', text: 'Hello, thank you for contacting us. How can I help you today?' },
    {
      brand,
      code: 'deposit',
      text: 'Bank transfers are credited as soon as we match your reference. Could you send the reference you entered?',
    },
    {
      brand,
      code: 'withdraw',
      text: 'Withdrawals are paid once approved, usually within 30 minutes. I am checking yours now.',
    },
    { brand, code: 'bye', text: 'Is there anything else I can help with? Have a good day.' },
  ];
}

/**
 * Demo members of every demo brand (README): the player demo / demo1234, the agent agent01 /
 * agent1234 (invitation code AGENT01) and three players in its downline (player01-03 / player1234).
 * Each starts with a cash balance (`cash`, major units), posted to the ledger as an opening balance.
 */
export const DEMO_MEMBERS = {
  player: { username: 'demo', password: 'demo1234', cash: 8888 },
  agent: { username: 'agent01', password: 'agent1234', affiliateCode: 'AGENT01', cash: 25000 },
  downline: ['player01', 'player02', 'player03'].map((username) => ({ username, password: 'player1234', cash: 500 })),
} as const;

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Opening balances: cash from the demo clearing account, one idempotent entry per member. */
async function seedBalances(tx: Tx, database: Database, brand: string, digits: number, ids: Map<string, string>) {
  const ledger = createLedger(database.db);
  const all = [DEMO_MEMBERS.player, DEMO_MEMBERS.agent, ...DEMO_MEMBERS.downline];
  for (const m of all) {
    const memberId = ids.get(m.username)!;
    const amount = majorToMinor(m.cash, digits);
    await ledger.post(
      {
        brand,
        type: 'opening_balance',
        idempotencyKey: `demo-opening:${brand}:${m.username}`,
        reference: memberId,
        actor: { kind: 'system' },
        reason: 'Demo data: opening balance',
        postings: [
          { account: { memberId, kind: 'cash' }, amount },
          { account: { system: 'payment_clearing', channel: 'demo' }, amount: -amount },
        ],
      },
      tx,
    );
  }
}

async function seedMembers(tx: Tx, brand: string): Promise<Map<string, string>> {
  const [demoHash, agentHash, downlineHash] = await Promise.all([
    hashPassword(DEMO_MEMBERS.player.password),
    hashPassword(DEMO_MEMBERS.agent.password),
    hashPassword(DEMO_MEMBERS.downline[0]!.password),
  ]);
  const common = { brand, status: 'active', firstLogin: false, registerChannel: 'H5' } as const;
  const [player] = await tx
    .insert(members)
    .values({
      ...common,
      username: DEMO_MEMBERS.player.username,
      nickname: 'Demo Player',
      email: 'demo@example.com',
      countryDialingCode: '+86',
      mobile: '13800000001',
      vipLabel: 'VIP1',
      customerType: 0,
      passwordHash: demoHash,
    })
    .returning({ id: members.id });
  const [agent] = await tx
    .insert(members)
    .values({
      ...common,
      username: DEMO_MEMBERS.agent.username,
      nickname: 'Agent 01',
      vipLabel: 'VIP3',
      customerType: 1,
      affiliateCode: DEMO_MEMBERS.agent.affiliateCode,
      passwordHash: agentHash,
    })
    .returning({ id: members.id });
  const downline = await tx
    .insert(members)
    .values(
      DEMO_MEMBERS.downline.map((d) => ({
        ...common,
        username: d.username,
        customerType: 0,
        parentId: agent!.id,
        referrerCode: DEMO_MEMBERS.agent.affiliateCode,
        passwordHash: downlineHash,
      })),
    )
    .returning({ id: members.id, username: members.username });
  // The agent tree's closure rows (ADR 0023), as registration writes them.
  await linkMember(tx, { id: player!.id, brand, parentId: null });
  await linkMember(tx, { id: agent!.id, brand, parentId: null });
  for (const d of downline) await linkMember(tx, { id: d.id, brand, parentId: agent!.id });
  return new Map([
    [DEMO_MEMBERS.player.username, player!.id],
    [DEMO_MEMBERS.agent.username, agent!.id],
    ...downline.map((d) => [d.username, d.id] as [string, string]),
  ]);
}

/**
 * The demo deposit channels of a brand (docs/payments.md): a manual bank transfer and the sandbox
 * gateway. Amounts are written in major units here and stored in minor units. The sandbox webhook
 * secret is random per seed: it is the merchant's secret, shared only by the gateway and the channel.
 */
export async function seedDepositChannels(tx: Tx, brand: { code: string; name: string }, digits: number) {
  const minor = (major: number) => majorToMinor(major, digits);
  const quick = (majors: number[]) => majors.map((m) => Number(minor(m)));
  await tx
    .insert(paymentChannels)
    .values([
      {
        brand: brand.code,
        code: 'bank',
        kind: 'manual_bank',
        name: { en: 'Bank transfer', 'zh-CN': '银行转账' },
        icon: 'bank',
        minAmount: minor(100),
        maxAmount: minor(50_000),
        quickAmounts: quick([100, 500, 1_000, 5_000]),
        sort: 10,
        config: {
          bankName: 'China Merchants Bank',
          accountName: `${brand.name} Ltd`,
          accountNumber: '6225 8801 2345 6789',
          branch: 'Shenzhen Futian Branch',
          instructions: {
            en: 'Transfer the exact amount from your own bank account, then enter the transfer reference below. We credit your wallet once we have checked the payment, usually within 15 minutes.',
            'zh-CN':
              '请从本人银行账户转入准确金额，然后在下方填写转账附言。我们核实到账后即为您入账，通常在 15 分钟内完成。',
          },
        },
      },
      {
        brand: brand.code,
        code: 'sandbox',
        kind: 'sandbox',
        name: { en: 'Instant pay (sandbox)', 'zh-CN': '快捷支付（沙盒）' },
        icon: 'zap',
        minAmount: minor(50),
        maxAmount: minor(20_000),
        quickAmounts: quick([100, 200, 500, 1_000]),
        sort: 20,
        config: { merchantId: `${brand.code}-demo`, webhookSecret: randomBytes(32).toString('hex') },
      },
    ])
    .onConflictDoNothing();
}

/**
 * The demo host name of a brand, `<brand>.localhost` (browsers and curl resolve *.localhost to the
 * loopback address): open http://verdant.localhost:3000/ to see the second brand (ADR 0015).
 */
export const demoHost = (brand: string) => `${brand}.localhost`;

async function seedDomains(tx: Tx, brand: string) {
  await tx
    .insert(brandDomains)
    .values({ host: demoHost(brand), brand })
    .onConflictDoNothing();
}

/**
 * Inserts the demo brands, their settings and banners (English, with Simplified Chinese copies) when
 * the database has no brand yet. Running
 * it again inserts nothing. On PostgreSQL it runs under the start-up lock, so nodes starting
 * together seed once.
 */
export async function seedDemo(database: Database): Promise<{ seeded: boolean }> {
  return database.withStartupLock(() =>
    database.db.transaction(async (tx) => {
      const [row] = await tx.select({ n: count() }).from(brands);
      if ((row?.n ?? 0) > 0) {
        // A database seeded before the games catalogue existed gets it now (once).
        const present = await tx.select({ code: brands.code }).from(brands);
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedGames(tx, b.code);
        // ... and the house lottery vendor (docs/lottery.md), once per brand.
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedLottery(tx, b.code);
        // ... and the house card games (docs/video-poker-baccarat.md), once per brand.
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedCards(tx, b.code);
        // ... and house bingo and fishing (issue 23, docs/bingo-fishing.md), once per brand.
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedBingoFish(tx, b.code);
        // ... and the house sports vendor (docs/virtual-football.md), once per brand.
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedFootball(tx, b.code);
        // ... and its brands' demo host names (ADR 0015), once: a host staff have moved stays theirs.
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedDomains(tx, b.code);
        // ... and its VIP ladder, when the brand has none (docs/vip-rebates-referral.md).
        for (const b of DEMO_BRANDS)
          if (present.some((p) => p.code === b.code)) await seedVip(tx as unknown as Db, b.code);
        // ... and the daily sign-in (docs/signin-rewards.md), once: staff's settings stay theirs.
        for (const b of DEMO_BRANDS) {
          if (present.some((p) => p.code === b.code)) await seedSignin(tx, b.code, b.settings.currency.minorUnitDigits);
        }
        // ... and its demo promotions (docs/promotions.md), once per brand.
        for (const b of DEMO_BRANDS) if (present.some((p) => p.code === b.code)) await seedActivities(tx, b.code);
        // ... and agent01's team's rebate rates (ADR 0025), once per brand.
        for (const b of DEMO_BRANDS) {
          if (present.some((p) => p.code === b.code)) await seedAgentRebates(tx as unknown as Db, b.code);
        }
        return { seeded: false };
      }
      for (const b of DEMO_BRANDS) {
        await writeBrand(tx, b);
        await tx.insert(siteSettings).values({ brand: b.code, maintenance: false }).onConflictDoNothing();
        for (const { banner, translations } of demoBanners(b.code)) {
          const [row] = await tx.insert(banners).values(banner).returning({ id: banners.id });
          await tx.insert(bannerTranslations).values(translations.map((t) => ({ ...t, bannerId: row!.id })));
        }
        const ids = await seedMembers(tx, b.code);
        await seedBalances(tx, database, b.code, b.settings.currency.minorUnitDigits, ids);
        await seedDepositChannels(tx, b, b.settings.currency.minorUnitDigits);
        await tx.insert(announcements).values(demoAnnouncements(b.code, b.name));
        await tx.insert(inboxMessages).values(demoInbox(b.code, b.name, ids.get(DEMO_MEMBERS.player.username)!));
        await tx.insert(chatCannedReplies).values(demoCannedReplies(b.code));
        await tx.insert(helpTopics).values(demoHelpTopics(b.code, b.name));
        await seedGames(tx, b.code);
        await seedLottery(tx, b.code);
        await seedCards(tx, b.code);
        await seedBingoFish(tx, b.code);
        await seedFootball(tx, b.code);
        await seedDomains(tx, b.code);
        await seedVip(tx as unknown as Db, b.code);
        await seedSignin(tx, b.code, b.settings.currency.minorUnitDigits);
        await seedActivities(tx, b.code);
        await seedBonusTemplates(tx, b.code);
        await seedAgentRebates(tx as unknown as Db, b.code);
      }
      return { seeded: true };
    }),
  );
}

import { count, eq } from 'drizzle-orm';
import { sanitizeHtml } from '../lib/html';
import type { Db } from '.';
import { promotionArtFile } from './promotion-art';
import { promotionCategories, promotions } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const copy = (en: [string, string], zh: [string, string]) => ({
  en: { title: en[0], content: sanitizeHtml(en[1]) },
  'zh-CN': { title: zh[0], content: sanitizeHtml(zh[1]) },
});

/**
 * The demo promotions of a brand (docs/promotions.md): three categories and five promotions, one of
 * each way to take part: the 120% welcome bonus (information only; the bonus engine pays it), a
 * one-tap join, an application with pictures, the REFERRAL promotion, and a long-term streak.
 * Written once per brand: a brand that already has promotions keeps its own.
 */
export async function seedActivities(tx: Tx, brand: string) {
  const [has] = await tx.select({ n: count() }).from(promotions).where(eq(promotions.brand, brand));
  if ((has?.n ?? 0) > 0) return;
  const b = brand === 'verdant' ? 'verdant' : 'aurum';
  const img = (name: string) => [{ url: `/media/promotions/${promotionArtFile(b, name)}`, sequence: 0 }];
  const cats = await tx
    .insert(promotionCategories)
    .values([
      { brand, names: { en: 'Deposit offers', 'zh-CN': '存款优惠' }, sequence: 1 },
      { brand, names: { en: 'Events', 'zh-CN': '活动' }, sequence: 2 },
      { brand, names: { en: 'Friends', 'zh-CN': '好友' }, sequence: 3 },
    ])
    .returning({ id: promotionCategories.id });
  const [deposit, events, friends] = cats.map((c) => c.id) as [number, number, number];
  await tx.insert(promotions).values([
    {
      brand,
      translations: copy(
        [
          'Welcome bonus: 120% up to ¥3,000',
          '<p>Your <strong>first deposit</strong> is matched 120%, up to <strong>¥3,000</strong>.</p><ul><li>Deposit ¥100 or more</li><li>The bonus is credited automatically</li><li>Wager the bonus 15 times to turn it into cash</li></ul>',
        ],
        [
          '迎新礼金：120%，最高 ¥3,000',
          '<p><strong>首次存款</strong>享 120% 红利，最高 <strong>¥3,000</strong>。</p><ul><li>存款 ¥100 或以上</li><li>红利自动到账</li><li>红利完成 15 倍流水即可转为现金</li></ul>',
        ],
      ),
      images: img('welcome'),
      categoryIds: [deposit],
      startDate: '2026-01-01',
      noExpiry: true,
      mode: 'none',
      sequence: 1,
    },
    {
      brand,
      translations: copy(
        [
          'Weekend reload: +10% up to ¥888',
          '<p>Join, then deposit on Saturday or Sunday: we add <strong>10%</strong>, up to ¥888.</p><p>One reload per weekend.</p>',
        ],
        [
          '周末充值：加赠 10%，最高 ¥888',
          '<p>参加后于周六或周日存款，即加赠 <strong>10%</strong>，最高 ¥888。</p><p>每个周末限一次。</p>',
        ],
      ),
      images: img('weekend'),
      categoryIds: [deposit, events],
      startDate: '2026-11-01',
      endDate: '2027-03-31',
      mode: 'join',
      sequence: 2,
    },
    {
      brand,
      translations: copy(
        [
          'Share your big win: ¥88',
          '<p>Hit a win of 100× or more? Send us a screenshot and a line about it.</p><ul><li>Up to 3 pictures, PNG or JPG</li><li>Staff review each application</li><li>¥88 when approved</li></ul>',
        ],
        [
          '晒出大奖：送 ¥88',
          '<p>赢得 100 倍或以上？发送截图并写一句话。</p><ul><li>最多 3 张 PNG 或 JPG 图片</li><li>工作人员逐一审核</li><li>审核通过即送 ¥88</li></ul>',
        ],
      ),
      images: img('proof'),
      categoryIds: [events],
      startDate: '2026-10-01',
      noExpiry: true,
      mode: 'apply',
      rewardAmount: 8800n,
      payout: 'cash',
      sequence: 3,
    },
    {
      brand,
      translations: copy(
        [
          'Invite friends, earn 10%',
          '<p>Share your link. When a friend deposits ¥100 or more you get <strong>¥50</strong>, and 10% of their first deposit.</p>',
        ],
        ['邀请好友，赚 10%', '<p>分享您的链接。好友存款满 ¥100，您即得 <strong>¥50</strong>，另享其首存 10%。</p>'],
      ),
      images: img('referral'),
      categoryIds: [friends],
      startDate: '2026-01-01',
      noExpiry: true,
      mode: 'none',
      key: 'REFERRAL',
      sequence: 4,
    },
    {
      brand,
      translations: copy(
        ['Seven-day streak', '<p>Sign in seven days in a row; day seven pays <strong>¥77</strong>.</p>'],
        ['七天连签', '<p>连续签到七天，第七天奖励 <strong>¥77</strong>。</p>'],
      ),
      images: img('streak'),
      categoryIds: [events],
      startDate: '2026-06-01',
      noExpiry: true,
      mode: 'join',
      sequence: 5,
    },
  ]);
}

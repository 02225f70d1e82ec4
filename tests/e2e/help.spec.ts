import { axeIn, expect, inBothModes, test } from './fixtures';

/** The footer's help titles, the help center they open, and the footer's payment-method images. */
test.describe('help center', () => {
  test('a visitor opens a help title from the home footer, moves between topics, and follows the affiliate link', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const footer = page.locator('footer');
    const help = footer.getByRole('region', { name: 'Help' });
    await expect(help.getByRole('link')).toHaveText([
      'How do I deposit?',
      'How do I withdraw?',
      'Playing the house slots',
      'Responsible gaming',
      'Affiliate service',
    ]);
    // The payment methods the operator configured, named for screen readers.
    const payments = footer.getByRole('region', { name: 'Payment methods' });
    await expect(payments.getByRole('img')).toHaveCount(2);
    await expect(payments.getByRole('img', { name: 'Bank transfer' })).toBeVisible();
    await expect(payments.getByRole('img', { name: 'Instant pay' })).toHaveJSProperty('complete', true);
    expect(
      await payments.getByRole('img', { name: 'Instant pay' }).evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).toBe(200);

    await help.getByRole('link', { name: 'How do I withdraw?' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=1$/);
    const topics = page.getByRole('navigation', { name: 'Help topics' });
    await expect(topics.getByRole('link', { name: 'How do I withdraw?' })).toHaveAttribute('aria-current', 'page');
    const article = page.getByRole('article', { name: 'How do I withdraw?' });
    await expect(article).toContainText('a rejected withdrawal returns to your wallet');

    await topics.getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/m\/help\?i=3$/);
    await expect(page.getByRole('article', { name: 'Responsible gaming' })).toContainText('never chase losses');
    // The topic leads to the player's own limits and breaks (issue 19), not to a support link.
    await expect(
      page.getByRole('article', { name: 'Responsible gaming' }).getByRole('link', { name: 'Responsible gaming' }),
    ).toHaveAttribute('href', '/m/member/responsible');
    await expect(topics.getByRole('link', { name: 'How do I withdraw?' })).not.toHaveAttribute('aria-current', 'page');

    // Topic links replace the entry, so "back" leaves the help center for home.
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.locator('footer').getByRole('link', { name: 'Affiliate service' }).last().click();
    await expect(page).toHaveURL(/\/m\/help\?title=affiliate$/);
    await expect(page.getByRole('article', { name: 'Affiliate service' })).toContainText('Agents run teams of players');
  });

  test('a position out of range opens the first topic, and Chinese shows the Chinese topics', async ({ page }) => {
    await page.goto('/m/help?i=99');
    await expect(page.getByRole('article', { name: 'How do I deposit?' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.goto('/m/help?title=affiliate');
    const article = page.getByRole('article', { name: '代理服务' });
    await expect(article).toContainText('联系客服即可成为代理');
    await expect(article).toHaveAttribute('lang', 'zh-CN');
  });

  test(`axe finds no serious or critical violations on the help center (dark and light)`, async ({ page }) => {
    await page.goto('/m/help?i=0');
    await expect(page.getByRole('article', { name: 'How do I deposit?' })).toBeVisible();
    await inBothModes(page, async (mode) => {
      const results = await axeIn(page, mode).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
});

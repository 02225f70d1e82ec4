import { expect, pickBirthday, test } from './fixtures';
import { CAPTCHA, registerPlayer } from './players';

/**
 * Referral and VIP (docs/vip-rebates-referral.md), as people use them: a member's invitation link
 * registers a friend (the form arrives with the code filled in and checks it), who then shows in the
 * member's list; the benefits page shows the member's level and the way to the next.
 */
test('a referral link registers an invitee, who shows in the inviter’s list', async ({ page, browser }) => {
  const inviter = `inv${Date.now().toString(36).slice(-7)}`;
  await registerPlayer(page, inviter);
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('img', { name: 'Scan to register with my invitation code' })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(/^[A-Z2-9]{8}$/);
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  await expect(page.getByText('No friends yet')).toBeVisible();
  const link = (await page.getByText(/\/m\/register\?affiliateCode=/).textContent())?.trim() ?? '';
  expect(link).toContain(`affiliateCode=${code}`);

  // The friend, in a browser of their own, opens the link and registers.
  const friendContext = await browser.newContext({ ...test.info().project.use });
  const friend = await friendContext.newPage();
  // The site's notice, accepted as the fixtures accept it for `page`.
  await friend.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  const invitee = `fr${Date.now().toString(36).slice(-7)}`;
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.getByRole('textbox', { name: /Invitation code/ })).toHaveValue(code);
  await friend.getByRole('textbox', { name: 'Username' }).fill(invitee);
  await friend.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  await friend.getByRole('textbox', { name: 'Confirm password' }).fill('abc12345');
  await friend.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(friend);
  await friend.getByRole('checkbox', { name: /18 or older/ }).check();
  await friend.getByRole('button', { name: /^Register/ }).click();
  await friend.waitForURL(/\/m\/home$/);
  await friendContext.close();

  await page.reload();
  await expect(page.getByText(`${invitee.slice(0, 2)}***${invitee.slice(-1)}`)).toBeVisible();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();
});

test('the benefits page shows the level and the progress to the next', async ({ page }) => {
  await registerPlayer(page, `vip${Date.now().toString(36).slice(-7)}`);
  await page.goto('/m/member/benefits');
  await expect(page.getByText('VIP0', { exact: true }).first()).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Progress to VIP1' });
  await expect(meter).toHaveAttribute('aria-valuetext', '0% of the way to VIP1');
  await expect(page.getByText('¥1,000 more turnover')).toBeVisible();
  await expect(page.getByText('VIP5', { exact: true })).toBeVisible();
});

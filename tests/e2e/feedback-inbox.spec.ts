import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, fontsLoaded, freshClientIp, test } from './fixtures';
import { ADMIN, CAPTCHA, openAdminSection, registerPlayer } from './players';

/**
 * Feedback and the inbox (docs/inbox.md): a player sends feedback (solving the fixed captcha) and
 * lands on home; support replies in the back office; the player finds the reply in /m/webEmail,
 * opens it (its unread mark goes) and deletes it. Axe is clean on both pages in both colour modes.
 */

const DESCRIPTION = 'My deposit from this morning has not arrived yet';
const REPLY = 'We found your deposit: it is credited now.';

async function axeClean(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
}

test.describe('feedback and inbox', () => {
  test('staff write a message in the back office with a copy per brand language; the player reads it in Chinese', async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = `mc${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);

    const staffContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
    });
    const staff = await staffContext.newPage();
    await signInStaff(staff);
    await openAdminSection(staff, 'Messages');
    const form = staff.getByRole('form', { name: 'New message' });
    await form.getByRole('textbox', { name: 'Username' }).fill(username);
    await form.getByRole('textbox', { name: 'Title' }).fill('Your weekly bonus');
    await form.getByRole('textbox', { name: 'Content (HTML)' }).fill('<p>Claim it in the reward centre.</p>');
    await form.getByRole('tab', { name: 'zh-CN' }).click();
    await form.getByRole('textbox', { name: /Title/ }).fill('您的每周奖金');
    await form.getByRole('textbox', { name: 'Content (HTML)' }).fill('<p>请在奖励中心领取。</p>');
    // The preview draws the HTML as the player will see it.
    await expect(
      form.getByRole('region', { name: 'Preview, as players see it' }).getByText('请在奖励中心领取。'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Send now', exact: true }).click();
    await expect(staff.getByText(/^Sent to 1/)).toBeVisible();
    await staffContext.close();

    // The player, in Chinese, reads the Chinese copy.
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.goto('/m/webEmail');
    await page.getByRole('button', { name: /您的每周奖金/ }).click();
    await expect(page.getByRole('dialog', { name: '您的每周奖金' }).getByText('请在奖励中心领取。')).toBeVisible();
  });

  test('feedback is sent, support replies, the player reads the reply in the inbox and deletes it', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const username = `fb${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);

    // The empty inbox: an empty state, axe clean in both modes.
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/m/webEmail');
      await expect(page.getByRole('heading', { name: 'No messages' })).toBeVisible();
      await axeClean(page);
    }

    // Feedback: submit waits for a description; the captcha is the fixed one.
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/m/feedback');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await axeClean(page);
      await fontsLoaded(page);
      await page.screenshot({ path: info.outputPath(`feedback-${mode}.png`), fullPage: true });
    }
    await page.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Deposit' });
    await page.getByRole('textbox', { name: 'Description' }).fill('too short');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The description must be between 5 and 500 words.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/m\/home$/);
    await expect(page.getByText('Thank you: your feedback was sent.')).toBeVisible();

    // Support replies in the back office.
    const staffContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
    });
    const staff = await staffContext.newPage();
    await signInStaff(staff);
    await openAdminSection(staff, 'Feedback');
    await staff.getByRole('button', { name: `Open ${username}` }).click();
    const dialog = staff.getByRole('dialog', { name: new RegExp(username) });
    await expect(dialog.getByText(DESCRIPTION)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reply', exact: true }).fill(REPLY);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText("Reply sent to the player's inbox")).toBeVisible();
    await staffContext.close();

    // The player finds it unread, opens it (the mark goes), deletes it.
    await page.goto('/m/webEmail');
    const row = page.getByRole('button', { name: /^Unread: Reply to your feedback/ });
    await expect(row).toBeVisible();
    await expect(page.getByText('1 unread')).toBeVisible();
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
      await expect(row).toBeVisible();
      await axeClean(page);
      await fontsLoaded(page);
      await page.screenshot({ path: info.outputPath(`inbox-${mode}.png`), fullPage: true });
    }
    await row.click();
    const message = page.getByRole('dialog', { name: 'Reply to your feedback' });
    await expect(message.getByText(REPLY)).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: info.outputPath('inbox-message.png') });
    await message.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: /^Reply to your feedback/ })).toBeVisible();
    await expect(page.getByText('0 unread')).toBeVisible();

    await page.getByRole('button', { name: /^Reply to your feedback/ }).click();
    await page.getByRole('dialog', { name: 'Reply to your feedback' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Message deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No messages' })).toBeVisible();
  });
});

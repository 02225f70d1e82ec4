import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { expect, freshClientIp, test, waitForAppOnNavigation } from './fixtures';
import { CAPTCHA } from './players';

/** Logs in on /m/login like a person (a captcha, if one is asked for, is typed too). */
async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const captcha = page.getByRole('textbox', { name: 'Verification code' });
  if (await captcha.isVisible()) await captcha.fill(CAPTCHA);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Agent contracts (issue 21, ADR 0026): agent01 offers a daily salary contract to its sub-agent
 * with the tiers editor; the sub-agent logs in, home raises the contract alert, Go opens the salary
 * contract page, and it accepts the offer.
 */
test('agent01 offers a salary contract; the sub-agent sees the alert on home, taps Go and accepts', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page, 'agent01', 'agent1234');
  // The sub-agent: an account agent01 opens under itself (the open-account page is tested elsewhere).
  const username = `sub${Date.now().toString().slice(-7)}`;
  const opened = await page.request.post('/api/agent/accounts', {
    data: { kind: 'agent', username, password: 'sub12345', confirmPassword: 'sub12345' },
    headers: { origin: baseURL ?? '' },
  });
  expect(opened.ok(), await opened.text()).toBe(true);

  await page.goto('/m/member/agent/getSalaryContract');
  const directs = page.getByRole('region', { name: 'Your direct sub-agents' });
  await directs.getByRole('button', { name: `Offer a contract to ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Offer a contract to ${username}` });
  await dialog.getByLabel('Team turnover from').fill('100');
  await dialog.getByLabel('Active members from').fill('1');
  await dialog.getByLabel('Pays').fill('5');
  // A second tier that asks for less than the first: the row says why before anything is sent.
  await dialog.getByRole('button', { name: 'Add a tier' }).click();
  const second = dialog.getByRole('region', { name: 'Tier 2' });
  await second.getByLabel('Team turnover from').fill('50');
  await second.getByLabel('Pays').fill('8');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(second.getByLabel('Team turnover from')).toHaveAccessibleDescription(
    'Each tier must ask for more than the one before.',
  );
  await second.getByLabel('Team turnover from').fill('1000');
  await second.getByLabel('Active members from').fill('2');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent')).toBeVisible();
  await expect(directs.getByText('Awaiting answer')).toBeVisible();

  // The sub-agent, on its own phone.
  const use = testInfo.project.use;
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: use.baseURL });
  await context.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  await context.setExtraHTTPHeaders({ 'x-debug-client-ip': freshClientIp() });
  const sub = waitForAppOnNavigation(await context.newPage());
  await logIn(sub, username, 'sub12345');
  const alert = sub.getByRole('alertdialog', { name: 'Agent contract' });
  await expect(alert).toContainText('A daily salary agreement is waiting for you');
  await noAxeViolations(sub);
  await alert.getByRole('button', { name: 'Go' }).click();
  await sub.waitForURL(/\/m\/member\/agent\/getSalaryContract$/);
  const offer = sub.getByRole('region', { name: 'An offer is waiting for you' });
  await expect(offer).toContainText('agent01');
  await expect(offer).toContainText('Tier 2');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await sub.getByRole('alertdialog', { name: 'Accept this contract?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(sub.getByText('Contract accepted')).toBeVisible();
  const active = sub.getByRole('region', { name: 'Your active contract' });
  await expect(active).toContainText('agent01');
  await expect(offer).toBeHidden();
  await noAxeViolations(sub);

  // Home no longer asks; the upline sees the contract active.
  await sub.goto('/m/home');
  await expect(sub.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sub.getByRole('alertdialog')).toBeHidden();
  await page.reload();
  await expect(directs.getByText('Active', { exact: true })).toBeVisible();
  await context.close();
});

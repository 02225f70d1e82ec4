import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts as a first-time visitor who has already accepted the session notice, unless it says otherwise. */
export const test = base.extend<{ acceptNotice: boolean }>({
  acceptNotice: [true, { option: true }],
  page: async ({ page, acceptNotice }, use) => {
    if (acceptNotice) await page.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
    await use(page);
  },
});
export { expect };

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: /open menu/i }).click();
  return page.getByRole('dialog', { name: /menu/i });
}

// Every list page opened directly (a reload, a bookmark, a link from another tab) renders
// without a React error: a namespace `use` skipped on the replay of a suspended render broke
// the stock, locations and master-list pages (React errors #467 and #520).
import { expect, test } from './fixtures';
import { signIn, useLanguage } from './helpers';

const PAGES = [
  '/dashboard',
  '/inventory/items',
  '/inventory/stock',
  '/inventory/locations',
  '/inventory/master-lists',
  '/manage/log-reasons',
];

for (const language of ['en', 'ar']) {
  test(`each list page opened directly renders without an error (${language})`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'storekeeper');
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      // Let lazy chunks and namespaces arrive and the page settle.
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
}

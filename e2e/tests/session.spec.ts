// Against the server with a 3-minute token and a 1-minute inactivity limit.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHORT_SESSION_PORT } from '../playwright.config';
import { gql } from './api';
import { snap } from './helpers';

test.use({ baseURL: `http://127.0.0.1:${SHORT_SESSION_PORT}` });

async function signInShort(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('pass');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await advance(page, 2000);
  await expect(page.getByTestId('dashboard-cards')).toBeVisible();
}

/**
 * Moves the fake clock in one-second steps with short real pauses, so that work started by real
 * events (network answers, lazy chunks) gets its turn, as it would in real time.
 */
async function advance(page: Page, milliseconds: number) {
  for (let elapsed = 0; elapsed < milliseconds; elapsed += 1000) {
    await page.clock.runFor(1000);
    await page.waitForTimeout(15);
  }
}

function sessionToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const entry = document.cookie.split('; ').find((part) => part.startsWith('auth='));
    if (!entry) return undefined;
    return (JSON.parse(decodeURIComponent(entry.slice(5))) as { token: string }).token;
  });
}

test('the token is refreshed when two minutes remain while the user is active', async ({
  page,
}) => {
  await page.clock.install();
  await signInShort(page, 'admin');
  const before = await sessionToken(page);
  expect(before).toBeTruthy();
  // Activity within the minute keeps the session alive; the first check (at 60 s) sees 2 minutes left.
  await advance(page, 30_000);
  await page.mouse.click(600, 400);
  await advance(page, 35_000);
  await expect.poll(() => sessionToken(page)).not.toBe(before);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The new token is one the server issued: it answers as the same user.
  const after = (await sessionToken(page)) ?? '';
  const me = await gql<{ me: { username: string } }>(page.request, after, `{ me { username } }`);
  expect(me.me.username).toBe('admin');
  await snap(page, 'session-refreshed-en');
});

test('after the inactivity limit the user is logged out with "Session expired"', async ({
  page,
}) => {
  await page.clock.install();
  await signInShort(page, 'admin');
  // The checks run each minute: the first sees under a minute of inactivity (and refreshes the
  // token, two minutes being left), the second logs out.
  await advance(page, 125_000);
  const dialog = page.getByTestId('session-dialog-Timeout');
  await expect(dialog).toContainText('Session expired');
  await expect(dialog).toContainText(
    'You have been logged out due to inactivity. Click OK to be redirected to the login screen.',
  );
  await snap(page, 'session-timeout-en');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionToken(page)).toBeUndefined();
});

test('in Arabic the timeout dialog reads right-to-left', async ({ page }) => {
  await page.clock.install();
  await signInShort(page, 'viewer');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await advance(page, 125_000);
  const dialog = page.getByTestId('session-dialog-Timeout');
  await expect(dialog).toContainText('انتهت صلاحية الجلسة');
  await snap(page, 'session-timeout-ar');
});

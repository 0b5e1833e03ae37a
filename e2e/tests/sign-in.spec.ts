import { expect, test } from './fixtures';
import { gql, sessionOf } from './api';
import { expectDashboard, signIn, snap, useLanguage } from './helpers';

test('signs in and lands on the dashboard with the default store', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'login-en');
  await signIn(page, 'admin');
  await expectDashboard(page);
  await expect(page.getByTestId('user-menu-button')).toContainText('NMW');
  expect((await sessionOf(page)).storeCode).toBe('NMW');
  await expect(page).toHaveTitle('Dashboard | Dawa');
  await snap(page, 'dashboard-en');
});

test('the sign-in page fetches the app only once the user starts typing, and returns where the user was going', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Asked for without a session: the sign-in page, which remembers the way back.
  await page.goto('/inventory/locations');
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  const appChunk = (name: string) => /\/assets\/start-[\w-]+\.js$/.test(name);
  expect(scripts.filter(appChunk)).toEqual([]);
  await page.locator('input[name="username"]').fill('admin');
  await expect.poll(() => scripts.some(appChunk)).toBe(true);
  await page.locator('input[name="password"]').fill('pass');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/inventory\/locations$/);
  await expect(page).toHaveTitle(/^Locations \| /);
});

test('requires username and password', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('Enter your username')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await snap(page, 'login-required-en');
});

test('a wrong password shows "Invalid username or password"', async ({ page }) => {
  await signIn(page, 'storekeeper', 'wrong');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await snap(page, 'login-invalid-en');
});

test('without the server, sign-in says "Unable to connect to the server" with its hint, in English and Arabic', async ({
  page,
}) => {
  await page.goto('/login');
  await page.route('**/graphql', (route) => route.abort('connectionrefused'));
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('pass');
  await page.locator('button[type="submit"]').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to connect to the server');
  await expect(alert).toContainText('Check your internet connection');
  await snap(page, 'login-offline-en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText('تعذّر الاتصال بالخادم');
  await snap(page, 'login-offline-ar');
});

test('the account is blocked after five failures, with a live countdown', async ({ page }) => {
  await page.goto('/login');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.locator('input[name="username"]').fill('dispenser');
    await page.locator('input[name="password"]').fill(`wrong-${attempt}`);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  const blocked = page.getByTestId('login-blocked');
  await expect(blocked).toContainText('The account is blocked until the lockout period expires');
  const remaining = page.getByTestId('lockout-remaining');
  const first = await remaining.textContent();
  expect(first).toMatch(/Time remaining: 1[45]:\d\d/);
  await expect(remaining).not.toHaveText(first ?? '', { timeout: 5000 });
  await snap(page, 'login-blocked-en');
  // The server holds the block: even the right password is refused until it ends.
  const answer = await gql<{
    authToken: { __typename: string; error?: { __typename: string; timeoutRemaining?: number } };
  }>(
    page.request,
    '',
    `query($u: String!, $p: String!) { authToken(username: $u, password: $p) { __typename
      ... on AuthTokenError { error { __typename ... on AccountBlocked { timeoutRemaining } } } } }`,
    { u: 'dispenser', p: 'pass' },
  );
  expect(answer.authToken.error?.__typename).toBe('AccountBlocked');
  expect(answer.authToken.error?.timeoutRemaining).toBeGreaterThan(14 * 60_000);
});

test('a user with no usable store sees NoStoreAssigned and returns to sign-in', async ({
  page,
}) => {
  await signIn(page, 'nostore');
  const dialog = page.getByTestId('session-dialog-NoStoreAssigned');
  await expect(dialog).toContainText(
    'Your user is not assigned to any store. Please log in with another user account or contact your administrator.',
  );
  await snap(page, 'no-store-en');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toBeHidden();
});

test('the whole flow in Arabic is right-to-left', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The language selector on the sign-in page switches the page to Arabic at once.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  // The choice is kept: the reloaded page is still in Arabic.
  expect(await page.evaluate(() => localStorage.getItem('/preference/language'))).toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await snap(page, 'login-ar');
  await signIn(page, 'storekeeper', 'wrong');
  await expect(page.getByRole('alert')).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة');
  await snap(page, 'login-invalid-ar');
  await signIn(page, 'viewer');
  await expectDashboard(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await snap(page, 'dashboard-ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'dashboard-ar-mobile');
});

test('the sign-in page fits a phone screen, in Arabic too', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('تسجيل الدخول | دواء');
  const card = await page.locator('form').boundingBox();
  expect(card?.width).toBeLessThanOrEqual(390);
  await snap(page, 'login-ar-mobile');
});

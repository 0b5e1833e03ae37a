// An administrator's Transfers page (issue 11 item 5), in English and Arabic at a laptop's and a
// phone's size: the failed transfers (none in the demo data) and a run on demand with its figures.
import { expect, test } from './fixtures';
import { expectDashboard, signIn, snap } from './helpers';

const TEXTS = {
  en: {
    nav: 'Transfers',
    empty: 'No failed transfers',
    run: 'Run transfers now',
    result: /^Transfers run: \d+ documents looked at, \d+ transferred, 0 failed$/,
  },
  ar: {
    nav: 'التحويلات',
    empty: 'لا توجد تحويلات فاشلة',
    run: 'تشغيل التحويلات الآن',
    result: /^تم تشغيل التحويلات: .+ مستندات فُحصت، .+ حُوّلت، (?:٠|0) فشلت$/,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`an administrator runs the transfers at ${size.width}x${size.height} (${language})`, async ({
      page,
    }) => {
      const text = TEXTS[language];
      await page.setViewportSize(size);
      await signIn(page, 'admin');
      await expectDashboard(page);
      await page.evaluate((l) => localStorage.setItem('/preference/language', l), language);
      await page.goto('/manage/transfers');
      await expect(page.getByText(text.empty)).toBeVisible();
      await page.getByRole('button', { name: text.run }).click();
      await expect(page.getByText(text.result)).toBeVisible();
      await snap(page, `transfers-${size.width}-${language}`);
      if (size.width > 600) {
        await expect(page.getByRole('link', { name: text.nav })).toBeVisible();
      }
    });
  }
}

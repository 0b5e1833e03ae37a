// Every spec imports `test` from here: each Playwright worker drives a server of its own
// (fresh SQLite, demo data), so specs in different workers never see each other's writes.
import { test as base } from '@playwright/test';
import { mainPort } from '../playwright.config';

export const test = base.extend({
  // Playwright reads which fixtures a fixture needs from its first parameter's pattern: none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${mainPort(testInfo.parallelIndex)}`);
  },
});

export { expect } from '@playwright/test';

// The frame of a screen test that mocks gqlRequest: the inventory texts loaded once; after each
// test the mock reset, the session ended and the table viewport given back.
import { afterEach, beforeAll, type Mock } from 'vitest';
import { loadInventoryNamespace } from '../core/app-i18n/inventory';
import { clearSession } from '../core/session';
import { stubScrollerHeight } from './render';

export function screenSuite(gqlRequest: Mock): { stubTableHeight: () => void } {
  let restoreHeight: () => void = () => undefined;
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
    restoreHeight();
    restoreHeight = () => undefined;
  });
  return {
    stubTableHeight: () => {
      restoreHeight = stubScrollerHeight();
    },
  };
}

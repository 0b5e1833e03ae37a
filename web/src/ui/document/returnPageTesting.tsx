// What the return pages' tests share: the page rendered at its route with the shell's side
// panel open (where related documents show), and the signed-in user's answer.
import type { ReactElement } from 'react';
import { within } from '@testing-library/react';
import { DetailPanelContext } from '../../core/shell';
import { renderScreen } from '../../test/screen';
import { signInWith, testMe, testStore } from '../../test/session';

/** Renders `page` at `url` (its last segment the return's id) for a user holding
 * `permissions`; answers queries within the side panel. */
export function renderReturnPage(page: ReactElement, url: string, permissions: string[]) {
  signInWith(permissions);
  const container = document.createElement('div');
  document.body.appendChild(container);
  renderScreen(
    <DetailPanelContext.Provider
      value={{ container, open: true, setOpen: () => undefined, register: () => () => undefined }}
    >
      {page}
    </DetailPanelContext.Provider>,
    url,
    url.replace(/[^/]+$/, ':id'),
  );
  return within(container);
}

/** The answer to the session's `me` query in these tests. */
export const returnPageMe = () => Promise.resolve(testMe([testStore('s')]));

/** A return's header as the page reads it, new and made here, with `changes` over it. */
export function returnDocument<T extends object>(changes: T) {
  return {
    onHold: false,
    theirReference: null,
    comment: null,
    colour: null,
    enteredBy: 'Joseph Otieno',
    totalAfterTax: 0,
    totalBeforeTax: 0,
    createdDatetime: '2026-11-20T08:00:00.000Z',
    allocatedDatetime: null,
    pickedDatetime: null,
    shippedDatetime: null,
    deliveredDatetime: null,
    receivedDatetime: null,
    verifiedDatetime: null,
    linkedInvoiceId: null,
    transportReference: null,
    expectedDeliveryDate: null,
    status: 'NEW',
    ...changes,
  };
}

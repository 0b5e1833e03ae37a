import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAppNamespace } from '../../core/app-i18n';
import { operationOf, renderScreen, variablesOf } from '../../test/screen';
import { screenSuite } from '../../test/screenSuite';
import { signInWith } from '../../test/session';
import StorePreferencesPage from './StorePreferencesPage';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));

const PREFERENCES = {
  id: 'p',
  responseRequisitionRequiresAuthorisation: false,
  requestRequisitionRequiresAuthorisation: false,
  extraFieldsInRequisition: false,
  useConsumptionAndStockFromCustomersForInternalOrders: false,
  manuallyLinkInternalOrderToInboundShipment: false,
  monthlyConsumptionLookBackPeriod: 3,
  monthsUnderstock: 3,
  monthsOverstock: 6,
  monthsItemsExpire: 3,
  monthsLeadTime: 0,
  stocktakeFrequency: 1,
  packToOne: true,
  sortByVvmStatusThenExpiry: false,
  vaccineModule: true,
  omProgramModule: false,
  issueInForeignCurrency: false,
  editPrescribedQuantityOnPrescription: false,
};

function answering(update: unknown) {
  return (document: unknown) => {
    switch (operationOf([document])) {
      case 'StorePreferencesPage_Store':
        return Promise.resolve({
          store: { id: 's', name: 'Southern District Store', preferences: PREFERENCES },
        });
      case 'StorePreferencesPage_UpdateStorePreferences':
        return Promise.resolve({ updateStorePreferences: update });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
    }
  };
}

const saves = () => variablesOf(gqlRequest, 'StorePreferencesPage_UpdateStorePreferences');

describe('store preferences (issue 13)', () => {
  screenSuite(gqlRequest);
  beforeAll(loadAppNamespace);

  it('sends only the preferences changed, and says it saved them', async () => {
    signInWith(['SERVER_ADMIN']);
    gqlRequest.mockImplementation(answering({ __typename: 'StorePreferenceNode' }));
    renderScreen(<StorePreferencesPage />, '/manage/store-preferences');
    const approval = await screen.findByRole('switch', {
      name: 'Customer requisitions need approval',
    });
    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toBeDisabled();
    await userEvent.click(approval);
    const leadTime = screen.getByRole('textbox', { name: 'Lead time (months)' });
    await userEvent.clear(leadTime);
    await userEvent.type(leadTime, '1.5');
    await userEvent.click(save);
    await waitFor(() =>
      expect(saves()).toEqual([
        {
          storeId: 's',
          input: { responseRequisitionRequiresAuthorisation: true, monthsLeadTime: 1.5 },
        },
      ]),
    );
    expect((await screen.findAllByText('Store preferences saved')).length).toBeGreaterThan(0);
  });

  it('keeps Save off while a month is out of its bounds', async () => {
    signInWith(['SERVER_ADMIN']);
    gqlRequest.mockImplementation(answering({ __typename: 'StorePreferenceNode' }));
    renderScreen(<StorePreferencesPage />, '/manage/store-preferences');
    const lookBack = await screen.findByRole('textbox', { name: 'Consumption look-back (months)' });
    await userEvent.clear(lookBack);
    await userEvent.type(lookBack, '61');
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    expect(saves()).toEqual([]);
  });

  it("shows the server's refusal, translated, naming the preference", async () => {
    signInWith(['SERVER_ADMIN']);
    gqlRequest.mockImplementation(
      answering({
        __typename: 'UpdateStorePreferencesError',
        error: {
          __typename: 'StorePreferenceOutOfRange',
          description: 'out of range',
          field: 'monthsOverstock',
          min: 0,
          max: 1200,
          decimals: 2,
        },
      }),
    );
    renderScreen(<StorePreferencesPage />, '/manage/store-preferences');
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Issue in a foreign currency' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByTestId('store-preferences-refusal')).toHaveTextContent(
      'Overstocked above (months of stock) must be from 0 to 1,200',
    );
  });
});

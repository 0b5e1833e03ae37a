// Internal orders of the demo's present (issue 13), made through the services a user's clicks
// reach: the Kibera health centre's order from its essential medicines list, sent to the
// Northern district store (which then has a customer requisition to supply), and the Mara
// referral hospital's order to the Southern district store, still a draft being prepared.
import { uuidv7 } from '@dawa/domain';
import { serviceContext, type ServiceContext } from '../common/service-context';
import type { Deps } from '../deps';
import { insertRequestRequisition } from '../modules/requisitions/insert';
import {
  addFromMasterListToRequest,
  updateRequestRequisitionLines,
  useSuggestedQuantity,
} from '../modules/requisitions/request-lines';
import { sendRequestRequisition } from '../modules/requisitions/status';
import { demoId } from './ids';
import { must } from './shipments';

interface PlannedOrder {
  from: string;
  to: string;
  masterList: string;
  comment: string;
  send: boolean;
}

const ORDERS: readonly PlannedOrder[] = [
  {
    from: 'KHC',
    to: 'DNS',
    masterList: 'essential-medicines',
    comment: 'Monthly order',
    send: true,
  },
  {
    from: 'MRH',
    to: 'DSS',
    masterList: 'essential-medicines',
    comment: 'Monthly order, to be checked by the pharmacist',
    send: false,
  },
];

/** Months of stock the demo orders aim at: order below one month, up to three. */
const MIN_MONTHS = 1;
const MAX_MONTHS = 3;
/** Lines given a quantity by hand when the suggestion leaves too few to show an order. */
const HAND_LINES = 3;
const HAND_QUANTITY = 100;

export interface DemoRequisitionSummary {
  internalOrders: number;
  sent: number;
}

const inStore = (deps: Deps, code: string): ServiceContext =>
  serviceContext(deps, { storeId: demoId(`store:${code}`), userId: demoId('user:admin') });

export async function seedDemoRequisitions(deps: Deps): Promise<DemoRequisitionSummary> {
  let sent = 0;
  for (const plan of ORDERS) {
    const ctx = inStore(deps, plan.from);
    const order = must(
      await insertRequestRequisition(ctx, {
        id: uuidv7(deps.clock().getTime()),
        otherPartyId: demoId(`name:${plan.to}`),
        minMonthsOfStock: MIN_MONTHS,
        maxMonthsOfStock: MAX_MONTHS,
        comment: plan.comment,
      }),
    );
    const lines = must(
      await addFromMasterListToRequest(ctx, {
        requisitionId: order.id,
        masterListId: demoId(`master_list:${plan.masterList}`),
      }),
    );
    const suggested = must(await useSuggestedQuantity(ctx, order.id));
    // A store well stocked is suggested little: a few lines ordered by hand keep the order
    // worth opening.
    if (suggested.length < HAND_LINES) {
      const asked = new Set(suggested.map((l) => l.id));
      must(
        await updateRequestRequisitionLines(ctx, {
          requisitionId: order.id,
          lines: lines
            .filter((l) => !asked.has(l.id))
            .slice(0, HAND_LINES - suggested.length)
            .map((l) => ({ id: l.id, requestedQuantity: HAND_QUANTITY })),
        }),
      );
    }
    if (plan.send) {
      must(await sendRequestRequisition(ctx, order.id));
      await deps.transfers.idle();
      sent += 1;
    }
  }
  return { internalOrders: ORDERS.length, sent };
}

// The "return" actions of the shipment pages (DOCUMENTS.md 4): one dialog of what the shipment
// can send back, with packs, reason and note for each; saving makes the return linked to the
// shipment, moved on at once as the reference does, and opens it.
// - "Return to supplier" on a receipt: its batches (those on hold too, decision 0029); the
//   supplier return is shipped (its stock leaves and, when the supplier is a store, reaches it
//   as a customer return).
// - "Customer return" on a shipped outbound: its lines with what each issued and what can still
//   come back (never more: the server counts earlier returns and refuses the rest); the customer
//   return is verified (the stock is back as new batches).
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { statusRank, type InvoiceStatus } from '@dawa/domain';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import {
  useCustomerReturnCandidates,
  useInsertCustomerReturn,
  useInsertSupplierReturn,
  useReturnReasons,
  useShipmentReturns,
  useSupplierReturnCandidates,
} from '../../core/documents/useReturns';
import { CUSTOMER_RETURN_PATH, SUPPLIER_RETURN_PATH } from '../../core/documents/paths';
import { useDraftId } from '../../core/useDraftId';
import { usePermission } from '../../core/session';
import {
  ReturnLinesDialog,
  useLineIds,
  type ReturnChoice,
  type ReturnLineChoice,
} from './ReturnLinesDialog';

interface Shipment {
  id: string;
  otherPartyId: string;
  status: InvoiceStatus;
}

/** The button, shown to a user who may make the return once the shipment has reached `from`. */
function ShipmentReturnButton(props: {
  permission: 'SUPPLIER_RETURN_MUTATE' | 'CUSTOMER_RETURN_MUTATE';
  from: InvoiceStatus;
  status: InvoiceStatus;
  label: string;
  dialog: (onClose: () => void) => ReactNode;
}) {
  const canReturn = usePermission(props.permission);
  const [open, setOpen] = useState(false);
  if (!canReturn || statusRank(props.status) < statusRank(props.from)) return null;
  return (
    <>
      <Button color="inherit" variant="outlined" onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      {open ? props.dialog(() => setOpen(false)) : null}
    </>
  );
}

/** The chosen lines as a return's insert takes them, each under its key's field, then the
 * return opened. The return's and the lines' ids are made once per dialog: a retry makes one. */
function useMakeReturn<K extends 'stockLineId' | 'outboundShipmentLineId'>(
  path: string,
  key: K,
  insert: (
    id: string,
    lines: ({
      id: string;
      numberOfPacks: number;
      reasonId: string | null;
      note: string | null;
    } & Record<K, string>)[],
  ) => Promise<unknown>,
) {
  const navigate = useNavigate();
  const [returnId] = useDraftId();
  const lineId = useLineIds();
  return async (chosen: ReturnLineChoice[]) => {
    await insert(
      returnId,
      chosen.map((choice) => ({
        id: lineId(choice.key),
        numberOfPacks: choice.packs,
        reasonId: choice.reasonId,
        note: choice.note || null,
        ...({ [key]: choice.key } as Record<K, string>),
      })),
    );
    void navigate(`${path}/${returnId}`);
  };
}

export function ReturnToSupplierButton(props: { shipment: Shipment }) {
  const { t } = useDocumentsTranslation();
  return (
    <ShipmentReturnButton
      permission="SUPPLIER_RETURN_MUTATE"
      // Stock exists from receipt on: a delivered receipt has no batch to send back yet.
      from="RECEIVED"
      status={props.shipment.status}
      label={t('return.to-supplier')}
      dialog={(onClose) => <ReturnToSupplierDialog shipment={props.shipment} onClose={onClose} />}
    />
  );
}

export function CustomerReturnButton(props: { shipment: Shipment }) {
  const { t } = useDocumentsTranslation();
  return (
    <ShipmentReturnButton
      permission="CUSTOMER_RETURN_MUTATE"
      from="SHIPPED"
      status={props.shipment.status}
      label={t('return.from-customer')}
      dialog={(onClose) => <CustomerReturnDialog shipment={props.shipment} onClose={onClose} />}
    />
  );
}

function ReturnToSupplierDialog(props: { shipment: Shipment; onClose: () => void }) {
  const { t } = useDocumentsTranslation();
  const insert = useInsertSupplierReturn();
  const reasons = useReturnReasons();
  const received = useShipmentReturns('inbound', props.shipment.id).data;
  const stockLineIds = [
    ...new Set(
      (received?.lines ?? [])
        .map((line) => line.stockLineId)
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  const candidates = useSupplierReturnCandidates({ stockLineIds }, stockLineIds.length > 0).data;
  const onSave = useMakeReturn(SUPPLIER_RETURN_PATH, 'stockLineId', (id, lines) =>
    insert.mutateAsync({
      id,
      otherPartyId: props.shipment.otherPartyId,
      inboundShipmentId: props.shipment.id,
      lines,
    }),
  );
  if (!received || !reasons.data || (stockLineIds.length > 0 && !candidates)) return null;
  // The receipt's own batches, not the others of the same items the helper adds.
  const choices: ReturnChoice[] = (candidates ?? [])
    .filter((candidate) => stockLineIds.includes(candidate.stockLineId))
    .map((candidate) => ({
      key: candidate.stockLineId,
      itemName: candidate.stockLine?.item.name ?? '',
      itemCode: candidate.stockLine?.item.code ?? '',
      batch: candidate.batch ?? null,
      expiryDate: candidate.expiryDate ?? null,
      packSize: candidate.packSize,
      limit: candidate.availableNumberOfPacks,
      onHold: candidate.onHold,
    }));
  return (
    <ReturnLinesDialog
      title={t('return.to-supplier')}
      successMessage={t('return.supplier-return-made')}
      limitLabel={t('return.available')}
      choices={choices}
      reasons={reasons.data}
      onSave={onSave}
      onClose={props.onClose}
    />
  );
}

function CustomerReturnDialog(props: { shipment: Shipment; onClose: () => void }) {
  const { t } = useDocumentsTranslation();
  const insert = useInsertCustomerReturn();
  const reasons = useReturnReasons();
  const candidates = useCustomerReturnCandidates(props.shipment.id).data;
  const onSave = useMakeReturn(CUSTOMER_RETURN_PATH, 'outboundShipmentLineId', (id, lines) =>
    insert.mutateAsync({
      id,
      otherPartyId: props.shipment.otherPartyId,
      outboundShipmentId: props.shipment.id,
      lines,
    }),
  );
  if (!candidates || !reasons.data) return null;
  return (
    <ReturnLinesDialog
      title={t('return.from-customer')}
      successMessage={t('return.customer-return-made')}
      limitLabel={t('return.returnable')}
      choices={candidates.map((candidate) => ({
        key: candidate.outboundShipmentLineId,
        itemName: candidate.itemName,
        itemCode: candidate.itemCode,
        batch: candidate.batch ?? null,
        expiryDate: candidate.expiryDate ?? null,
        packSize: candidate.packSize,
        issued: candidate.numberOfPacksIssued,
        limit: candidate.returnablePacks,
      }))}
      reasons={reasons.data}
      onSave={onSave}
      onClose={props.onClose}
    />
  );
}

// "Return to supplier" on a receipt (DOCUMENTS.md 4.1): the receipt's batches in one dialog,
// packs, reason and note for each (those on hold too, decision 0029); saving makes a supplier
// return linked to the receipt, shipped at once (its stock leaves and, when the supplier is a
// store, reaches it as a customer return), and opens it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { statusRank, type InvoiceStatus } from '@dawa/domain';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import {
  useInsertSupplierReturn,
  useReturnReasons,
  useShipmentReturns,
  useSupplierReturnCandidates,
} from '../../core/documents/useReturns';
import { useDraftId } from '../../core/useDraftId';
import { usePermission } from '../../core/session';
import { ReturnLinesDialog, useLineIds, type ReturnLineChoice } from './ReturnLinesDialog';
import { SUPPLIER_RETURN_PATH } from '../../core/documents/paths';

export function ReturnToSupplierButton(props: {
  shipment: { id: string; otherPartyId: string; status: InvoiceStatus };
}) {
  const { t } = useDocumentsTranslation();
  const canReturn = usePermission('SUPPLIER_RETURN_MUTATE');
  const [open, setOpen] = useState(false);
  // Stock exists from receipt on: a delivered receipt has no batch to send back yet.
  if (!canReturn || statusRank(props.shipment.status) < statusRank('RECEIVED')) return null;
  return (
    <>
      <Button color="inherit" variant="outlined" onClick={() => setOpen(true)}>
        {t('return.to-supplier')}
      </Button>
      {open ? <ReturnToSupplierDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReturnToSupplierDialog(props: {
  shipment: { id: string; otherPartyId: string };
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const [returnId] = useDraftId();
  const lineId = useLineIds();
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
  if (!received || !reasons.data || (stockLineIds.length > 0 && !candidates)) return null;
  // The receipt's own batches, not the others of the same items the helper adds.
  const choices = (candidates ?? [])
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
  const onSave = async (chosen: ReturnLineChoice[]) => {
    await insert.mutateAsync({
      id: returnId,
      otherPartyId: props.shipment.otherPartyId,
      inboundShipmentId: props.shipment.id,
      lines: chosen.map((choice) => ({
        id: lineId(choice.key),
        stockLineId: choice.key,
        numberOfPacks: choice.packs,
        reasonId: choice.reasonId,
        note: choice.note || null,
      })),
    });
    void navigate(`${SUPPLIER_RETURN_PATH}/${returnId}`);
  };
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

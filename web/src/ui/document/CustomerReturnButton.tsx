// "Customer return" on a shipped outbound shipment (DOCUMENTS.md 4.2): the shipment's lines in
// one dialog, with what each issued and what can still come back (never more: the server
// counts earlier returns and refuses the rest), packs, reason and note; saving makes a customer
// return linked to the shipment, verified at once (the stock is back as new batches), and
// opens it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { statusRank, type InvoiceStatus } from '@dawa/domain';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import {
  useCustomerReturnCandidates,
  useInsertCustomerReturn,
  useReturnReasons,
} from '../../core/documents/useReturns';
import { useDraftId } from '../../core/useDraftId';
import { usePermission } from '../../core/session';
import { ReturnLinesDialog, useLineIds, type ReturnLineChoice } from './ReturnLinesDialog';
import { CUSTOMER_RETURN_PATH } from '../../core/documents/paths';

export function CustomerReturnButton(props: {
  shipment: { id: string; otherPartyId: string; status: InvoiceStatus };
}) {
  const { t } = useDocumentsTranslation();
  const canReturn = usePermission('CUSTOMER_RETURN_MUTATE');
  const [open, setOpen] = useState(false);
  if (!canReturn || statusRank(props.shipment.status) < statusRank('SHIPPED')) return null;
  return (
    <>
      <Button color="inherit" variant="outlined" onClick={() => setOpen(true)}>
        {t('return.from-customer')}
      </Button>
      {open ? <CustomerReturnDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function CustomerReturnDialog(props: {
  shipment: { id: string; otherPartyId: string };
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const [returnId] = useDraftId();
  const lineId = useLineIds();
  const insert = useInsertCustomerReturn();
  const reasons = useReturnReasons();
  const candidates = useCustomerReturnCandidates(props.shipment.id).data;
  if (!candidates || !reasons.data) return null;
  const onSave = async (chosen: ReturnLineChoice[]) => {
    await insert.mutateAsync({
      id: returnId,
      otherPartyId: props.shipment.otherPartyId,
      outboundShipmentId: props.shipment.id,
      lines: chosen.map((choice) => ({
        id: lineId(choice.key),
        outboundShipmentLineId: choice.key,
        numberOfPacks: choice.packs,
        reasonId: choice.reasonId,
        note: choice.note || null,
      })),
    });
    void navigate(`${CUSTOMER_RETURN_PATH}/${returnId}`);
  };
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

// An outbound shipment's own header fields while it can change (issue 11 item 3): another
// customer (the server checks it is one the store may see; a transfer follows, decision 0027)
// and the tax in percent on every line (LIMITS.percentage).
import { useEffect, useState } from 'react';
import { LIMITS } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useParties } from '../../../core/documents/useDocumentChoices';
import { NamePicker } from '../../../ui/Pickers';
import { NumberInput } from '../../../ui/NumberInput';

export function OutboundHeaderFields(props: {
  otherPartyId: string;
  taxPercentage: number | null | undefined;
  onUpdate: (patch: { otherPartyId?: string; taxPercentage?: number }) => void;
}) {
  const { t } = useDocumentsTranslation();
  const customers = useParties('customer');
  const saved = props.taxPercentage ?? 0;
  const [tax, setTax] = useState<number | undefined>(saved);
  useEffect(() => setTax(saved), [saved]);
  return (
    <>
      <NamePicker
        name="otherPartyId"
        label={t('outbound.change-customer')}
        value={props.otherPartyId}
        onChange={(id) => {
          if (id && id !== props.otherPartyId) props.onUpdate({ otherPartyId: id });
        }}
        names={customers.data}
      />
      <NumberInput
        name="taxPercentage"
        label={t('outbound.tax-percentage')}
        value={tax}
        onChange={setTax}
        min={LIMITS.percentage.min}
        max={LIMITS.percentage.max}
        decimalLimit={LIMITS.percentage.decimals}
        onBlur={() => {
          if (tax !== undefined && tax !== saved) props.onUpdate({ taxPercentage: tax });
        }}
        fullWidth
      />
    </>
  );
}

// A customer requisition's side panel (the shell's detail panel): who entered it and when, the
// customer's order it answers, and the shipments made from it, each one opened from here.
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { OUTBOUND_PATH } from '../../../core/documents/paths';
import { DATETIME_DISPLAY_FORMAT, formatDate } from '../../../core/i18n';
import { DetailPanelContent } from '../../../core/shell';
import { documentStatusMap } from '../../../ui/document';
import { StatusChip } from '../../../ui/StatusChip';
import type { CustomerRequisition } from '../api/useCustomerRequisitions';

function Section(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} data-testid={props.testId}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

export function RequisitionSidePanel({ requisition }: { requisition: CustomerRequisition }) {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const statusMap = documentStatusMap(t);
  const none = t('panel.none');
  const date = (value: string | null | undefined) =>
    value ? <bdi>{formatDate(value, DATETIME_DISPLAY_FORMAT)}</bdi> : none;
  const facts: { label: string; value: ReactNode }[] = [
    { label: t('panel.created'), value: date(requisition.createdDatetime) },
    {
      label: t('panel.entered-by'),
      value: requisition.enteredBy ? <bdi>{requisition.enteredBy}</bdi> : none,
    },
    {
      label: t('customer-requisition.origin'),
      value: t(
        requisition.linkedRequisitionId
          ? 'customer-requisition.origin-transfer'
          : 'customer-requisition.origin-manual',
      ),
    },
    { label: t('customer-requisition.finalised'), value: date(requisition.finalisedDatetime) },
  ];
  return (
    <DetailPanelContent>
      <Stack spacing={2} divider={<Divider flexItem />} data-testid="document-side-panel">
        <Section title={t('panel.additional-info')} testId="panel-additional-info">
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
          >
            {facts.map(({ label, value }) => (
              <Fragment key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Section>
        <Section title={t('customer-requisition.shipments')} testId="panel-shipments">
          {requisition.shipments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('customer-requisition.no-shipments')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {requisition.shipments.map((shipment) => (
                <Stack
                  component="li"
                  key={shipment.id}
                  direction="row"
                  spacing={1}
                  alignItems="center"
                  data-testid="requisition-shipment"
                >
                  <Typography variant="body2" fontWeight={600}>
                    {t('panel.number', { number: shipment.invoiceNumber })}
                  </Typography>
                  <StatusChip status={shipment.status} statusMap={statusMap} />
                  <Button
                    size="small"
                    onClick={() => void navigate(`${OUTBOUND_PATH}/${shipment.id}`)}
                  >
                    {t('panel.open')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          )}
        </Section>
      </Stack>
    </DetailPanelContent>
  );
}

// A document's side panel (spec 000 section 4, spec 001 line 27: the shell's right-hand detail
// panel, 300 wide, open or closed by screen width, with its app-bar toggle): what the header
// does not edit. Additional information, the related documents (a transfer's document at the
// other store) and the totals. The feature says what goes in it; the kit only lays it out.
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceStatus } from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { DATETIME_DISPLAY_FORMAT, formatDate, useFormat } from '../../core/i18n';
import { DetailPanelContent } from '../../core/shell';
import { StatusChip } from '../StatusChip';
import { documentStatusMap } from './documentStatus';
import type { DocumentView } from './documentTypes';

/** A document linked to this one (a transfer's shipment at the other store). */
export interface RelatedDocument {
  id: string;
  /** Translated: "Inbound shipment at District Store A". */
  label: string;
  /** Known when the user may read the other store's documents. */
  number?: number;
  status?: InvoiceStatus;
  /** Absent when the user cannot open it (no access to the other store). */
  onOpen?: () => void;
}

/** A name put inside a translated sentence, isolated (FSI ... PDI) so a Latin name with digits
 * or brackets keeps its order in an Arabic sentence, as <bdi> does for a name on its own. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export interface DocumentSidePanelProps {
  document: DocumentView;
  /** Facts of the type's own, after the kit's (label and value, translated). */
  info?: readonly { label: string; value: ReactNode }[];
  related?: readonly RelatedDocument[];
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, margin: 0 }}
    >
      {rows.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

export function DocumentSidePanel({ document, info = [], related = [] }: DocumentSidePanelProps) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const statusMap = documentStatusMap(t);
  const none = t('panel.none');
  const additional = [
    {
      label: t('panel.created'),
      value: <bdi>{formatDate(document.createdDatetime, DATETIME_DISPLAY_FORMAT)}</bdi>,
    },
    {
      label: t('panel.entered-by'),
      value: document.enteredBy ? <bdi>{document.enteredBy}</bdi> : none,
    },
    {
      label: t('panel.colour'),
      value: document.colour ? (
        <Stack direction="row" spacing={1} alignItems="center" component="span">
          <Box
            component="span"
            data-testid="document-colour"
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              border: 1,
              borderColor: 'divider',
              backgroundColor: document.colour,
              flexShrink: 0,
            }}
          />
          <bdi>{document.colour}</bdi>
        </Stack>
      ) : (
        none
      ),
    },
    ...info,
  ];
  const tax = document.totalAfterTax - document.totalBeforeTax;
  return (
    <DetailPanelContent>
      <Stack spacing={2} divider={<Divider flexItem />} data-testid="document-side-panel">
        <Section title={t('panel.additional-info')} testId="panel-additional-info">
          <Facts rows={additional} />
        </Section>
        <Section title={t('panel.related-documents')} testId="panel-related-documents">
          {related.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('panel.no-related')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {related.map((linked) => (
                <Box component="li" key={linked.id} data-testid="related-document">
                  <Typography variant="body2">
                    <bdi>{linked.label}</bdi>
                  </Typography>
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    {linked.number !== undefined ? (
                      <Typography variant="body2" fontWeight={600}>
                        {t('panel.number', { number: linked.number })}
                      </Typography>
                    ) : null}
                    {linked.status ? (
                      <StatusChip status={linked.status} statusMap={statusMap} />
                    ) : null}
                    {linked.onOpen ? (
                      <Button size="small" onClick={linked.onOpen}>
                        {t('panel.open')}
                      </Button>
                    ) : null}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={t('panel.totals')} testId="panel-totals">
          <Facts
            rows={[
              { label: t('panel.before-tax'), value: format.currency(document.totalBeforeTax) },
              // Rounded as the totals are, so a tax-free document never shows -0.00.
              { label: t('panel.tax'), value: format.currency(Math.round(tax * 100) / 100 || 0) },
              { label: t('panel.after-tax'), value: format.currency(document.totalAfterTax) },
            ]}
          />
        </Section>
      </Stack>
    </DetailPanelContent>
  );
}

// A document's header (spec 001 section 4; DOCUMENTS.md 0.7): the other party, references,
// dates, comment and hold. Texts are saved when the user leaves the field; the hold when it is
// switched; everything is read-only once the document is not editable or the user may not edit.
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { DATETIME_DISPLAY_FORMAT, NAIVE_DATE_FORMAT, formatDate, toDate } from '../../core/i18n';
import { DatePicker } from '../DatePicker';
import { TextInput } from '../TextInput';
import type { DocumentView, DocumentPatch } from './documentTypes';

/** A text field that saves its value when the user leaves it, if it changed. */
export function CommittedText(props: {
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  multiline?: boolean;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  return (
    <TextInput
      name={props.name}
      label={props.label}
      value={draft}
      disabled={props.disabled}
      multiline={props.multiline ?? false}
      maxLength={MAX_TEXT_LENGTH}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft.trim() !== props.value) props.onCommit(draft.trim());
      }}
      fullWidth
    />
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  // As many columns as the page's own width holds, whatever the drawer and panel take.
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
};

export interface DocumentHeaderProps {
  document: DocumentView;
  /** Translated: "Customer", "Supplier". */
  partyLabel: string;
  /** The document can change and the user may change it. */
  editable: boolean;
  /** The user may change the document (the hold stays switchable while editable). */
  onUpdate: (patch: DocumentPatch) => void;
  /** Shows the expected delivery date (outbound shipments). */
  expectedDelivery?: boolean;
  /** Fields of the type's own (an outbound shipment's customer and tax), after the others. */
  extra?: ReactNode;
}

export function DocumentHeader({
  document,
  partyLabel,
  editable,
  onUpdate,
  expectedDelivery,
  extra,
}: DocumentHeaderProps) {
  const { t } = useDocumentsTranslation();
  const expected = document.expectedDeliveryDate ? toDate(document.expectedDeliveryDate) : null;
  return (
    <Box sx={grid} data-testid="document-header">
      <Box>
        <Typography variant="caption" color="text.secondary">
          {partyLabel}
        </Typography>
        <Typography fontWeight={600} data-testid="document-party">
          <bdi>{document.otherPartyName}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('page.created', {
            date: formatDate(document.createdDatetime, DATETIME_DISPLAY_FORMAT),
          })}
        </Typography>
      </Box>
      <CommittedText
        name="theirReference"
        label={t('page.their-reference')}
        value={document.theirReference ?? ''}
        disabled={!editable}
        onCommit={(value) => onUpdate({ theirReference: value })}
      />
      <CommittedText
        name="transportReference"
        label={t('page.transport-reference')}
        value={document.transportReference ?? ''}
        disabled={!editable}
        onCommit={(value) => onUpdate({ transportReference: value })}
      />
      {expectedDelivery ? (
        <DatePicker
          name="expectedDeliveryDate"
          label={t('page.expected-delivery')}
          value={expected ?? null}
          disabled={!editable}
          onChange={(date) => {
            if (!date || Number.isNaN(date.getTime())) return;
            onUpdate({ expectedDeliveryDate: formatDate(date, NAIVE_DATE_FORMAT) });
          }}
          width="100%"
        />
      ) : (
        <Box />
      )}
      <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }}>
        <CommittedText
          name="comment"
          label={t('page.comment')}
          value={document.comment ?? ''}
          disabled={!editable}
          multiline
          onCommit={(value) => onUpdate({ comment: value })}
        />
      </Box>
      <FormControlLabel
        label={t('page.on-hold')}
        control={
          <Switch
            name="onHold"
            checked={document.onHold}
            disabled={!editable}
            onChange={(event) => onUpdate({ onHold: event.target.checked })}
          />
        }
      />
      {extra}
    </Box>
  );
}

// The lines of a return chosen in one compact dialog (DOCUMENTS.md 4, spec 001 section 5): one
// row per batch the return can take (a receipt's batches, an item's batches, a shipped
// outbound's lines), with what can go back, the packs to return, a return reason and a note.
// Tab moves packs, reason, note, next batch; Alt+S saves. The feature says where the lines go.
import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_TEXT_LENGTH, uuidv7 } from '@dawa/domain';
import { useTranslation } from 'react-i18next';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useFormat } from '../../core/i18n';
import { SaveDialog } from '../Modal';
import { NumberInput } from '../NumberInput';
import { TextInput } from '../TextInput';

/** A batch or shipment line a return can take. */
export interface ReturnChoice {
  /** The batch (supplier return) or the outbound shipment line (customer return). */
  key: string;
  itemName: string;
  itemCode?: string;
  batch?: string | null;
  expiryDate?: string | null;
  packSize: number;
  /** What the shipment line issued (customer returns). */
  issued?: number;
  /** The most that can go back. */
  limit: number;
  /** The batch or its location is on hold: it can be returned all the same (decision 0029). */
  onHold?: boolean;
}

/** What the user chose for one batch. */
export interface ReturnLineChoice {
  key: string;
  packs: number;
  reasonId: string | null;
  note: string;
}

export interface ReturnLinesDialogProps {
  /** Translated. */
  title: string;
  successMessage: string;
  /** Translated header of `limit`: "Available packs", "Can still come back". */
  limitLabel: string;
  choices: readonly ReturnChoice[];
  /** What the return already holds, by choice key. */
  initial?: ReadonlyMap<string, ReturnLineChoice>;
  reasons: readonly { id: string; reason: string }[];
  /** Receives every choice with packs above zero (in the choices' order). */
  onSave: (lines: ReturnLineChoice[]) => Promise<void>;
  onClose: () => void;
}

/** A choice as typed: an emptied packs field stays empty, not 0. */
interface Draft {
  packs?: number | undefined;
  reasonId?: string | null | undefined;
  note?: string | undefined;
}

/** The id of each new line, by choice key, made once per dialog: a retried save sends the same. */
export function useLineIds(): (key: string) => string {
  const [ids] = useState(() => new Map<string, string>());
  return (key) => {
    const id = ids.get(key) ?? uuidv7();
    ids.set(key, id);
    return id;
  };
}

export function ReturnLinesDialog(props: ReturnLinesDialogProps) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries([...(props.initial?.entries() ?? [])].map(([key, line]) => [key, line])),
  );
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const set = (key: string, patch: Draft) =>
    setDrafts((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  const chosen = props.choices
    .map((choice) => ({ choice, draft: drafts[choice.key] }))
    .filter(({ draft }) => (draft?.packs ?? 0) > 0);
  const needsReason = props.reasons.length > 0;
  const missingReason = needsReason && chosen.some(({ draft }) => !draft?.reasonId);
  const invalid = Object.values(problems).some(Boolean);
  const why = invalid
    ? t('return.fix-packs')
    : chosen.length === 0
      ? t('return.need-packs')
      : missingReason
        ? t('return.need-reason')
        : undefined;
  const dirty = Object.keys(drafts).length > 0;

  return (
    <SaveDialog
      title={props.title}
      size={{ width: 900, height: 560 }}
      onClose={props.onClose}
      successMessage={props.successMessage}
      canSave={why === undefined}
      whyDisabled={why}
      isDirty={dirty}
      onSave={() =>
        props.onSave(
          chosen.map(({ choice, draft }) => ({
            key: choice.key,
            packs: draft?.packs ?? 0,
            reasonId: draft?.reasonId || null,
            note: draft?.note?.trim() ?? '',
          })),
        )
      }
    >
      {props.choices.length === 0 ? (
        <Typography color="text.secondary">{t('return.no-choices')}</Typography>
      ) : null}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {props.choices.map((choice, index) => {
          const draft = drafts[choice.key];
          const label = [choice.itemCode, choice.itemName].filter(Boolean).join(' ');
          const batch = choice.batch ?? t('return.no-batch');
          return (
            <Box
              component="li"
              key={choice.key}
              data-testid="return-choice"
              sx={{ borderBottom: 1, borderColor: 'divider', paddingBottom: 1 }}
            >
              <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="baseline">
                <Typography fontWeight={600}>
                  <bdi>{label}</bdi>
                </Typography>
                <Typography variant="body2">
                  {common('label.batch')}: <bdi>{batch}</bdi>
                </Typography>
                <Typography variant="body2">
                  {common('label.expiry')}:{' '}
                  {choice.expiryDate ? format.date(choice.expiryDate) : t('panel.none')}
                </Typography>
                <Typography variant="body2">
                  {common('label.pack-size')}: {format.number(choice.packSize)}
                </Typography>
                {choice.issued !== undefined ? (
                  <Typography variant="body2">
                    {t('return.issued')}: {format.number(choice.issued)}
                  </Typography>
                ) : null}
                <Typography variant="body2" fontWeight={600}>
                  {props.limitLabel}: {format.number(choice.limit)}
                </Typography>
                {choice.onHold ? (
                  <Typography variant="body2" color="warning.dark" data-testid="choice-on-hold">
                    {t('return.on-hold')}
                  </Typography>
                ) : null}
              </Stack>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                flexWrap="wrap"
                alignItems="flex-start"
                sx={{ marginTop: 1 }}
              >
                <NumberInput
                  name={`packs-${choice.key}`}
                  label={common('label.packs-to-return')}
                  value={draft?.packs}
                  onChange={(packs) => set(choice.key, { packs })}
                  onValidityChange={(problem) =>
                    setProblems((current) => ({ ...current, [choice.key]: problem }))
                  }
                  kind="numberOfPacks"
                  min={0}
                  max={choice.limit}
                  decimalLimit={2}
                  autoFocus={index === 0}
                  width={150}
                  aria-label={t('return.packs-of', { batch })}
                />
                {needsReason ? (
                  <TextInput
                    select
                    name={`reason-${choice.key}`}
                    label={common('label.reason')}
                    value={draft?.reasonId ?? ''}
                    onChange={(event) => set(choice.key, { reasonId: event.target.value })}
                    error={(draft?.packs ?? 0) > 0 && !draft?.reasonId}
                    width={220}
                    slotProps={{ htmlInput: { 'aria-label': t('return.reason-of', { batch }) } }}
                  >
                    {props.reasons.map((reason) => (
                      <MenuItem key={reason.id} value={reason.id}>
                        {reason.reason}
                      </MenuItem>
                    ))}
                  </TextInput>
                ) : null}
                <TextInput
                  name={`note-${choice.key}`}
                  label={common('label.note')}
                  value={draft?.note ?? ''}
                  onChange={(event) => set(choice.key, { note: event.target.value })}
                  maxLength={MAX_TEXT_LENGTH}
                  sx={{ flex: '1 1 180px' }}
                />
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </SaveDialog>
  );
}

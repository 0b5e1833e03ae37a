import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { stocktakeRefusal } from '@dawa/domain';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { NAIVE_DATE_FORMAT, formatDate, toDate } from '../../../core/i18n';
import { userErrorText } from '../../../core/graphql/userErrors';
import { DatePicker } from '../../../ui/DatePicker';
import { CommittedText } from '../../../ui/document';
import type { UpdateStocktakeInput } from '../../../gql/graphql';
import type { Stocktake } from '../api/useStocktakes';

export type StocktakePatch = Omit<UpdateStocktakeInput, 'id'>;

/** Why the count cannot change now (finalised, locked, on hold), by the shared rule; the text
 * is the server's refusal of the same name. */
export function readOnlyReason(stocktake: Stocktake): string | undefined {
  const refusal = stocktakeRefusal(stocktake, { kind: 'LINES' });
  return refusal ? (userErrorText(refusal) ?? refusal) : undefined;
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  alignItems: 'start',
};

interface StocktakeHeaderProps {
  stocktake: Stocktake;
  canMutate: boolean;
  onUpdate: (patch: StocktakePatch) => void;
}

/** A stocktake's description, date and comment, read-only with the reason shown while the
 * stocktake is finalised, locked or on hold. */
export function StocktakeHeader({ stocktake, canMutate, onUpdate }: StocktakeHeaderProps) {
  const { t } = useDocumentsTranslation();
  const isNew = stocktake.status === 'NEW';
  const editable = canMutate && readOnlyReason(stocktake) === undefined;
  const reason = readOnlyReason(stocktake);
  return (
    <>
      {reason ? (
        <Alert severity={isNew ? 'warning' : 'info'} data-testid="stocktake-read-only">
          {reason}
        </Alert>
      ) : null}
      <Box sx={grid} data-testid="document-header">
        <CommittedText
          name="description"
          label={t('stocktake.description')}
          value={stocktake.description ?? ''}
          disabled={!editable}
          onCommit={(value) => onUpdate({ description: value })}
        />
        <DatePicker
          name="stocktakeDate"
          label={t('stocktake.date')}
          value={stocktake.stocktakeDate ? (toDate(stocktake.stocktakeDate) ?? null) : null}
          disabled={!editable}
          onChange={(date) => {
            if (!date || Number.isNaN(date.getTime())) return;
            onUpdate({ stocktakeDate: formatDate(date, NAIVE_DATE_FORMAT) });
          }}
          width="100%"
        />
        <Box sx={{ gridColumn: { xs: 'auto', sm: 'span 2' } }}>
          <CommittedText
            name="comment"
            label={t('page.comment')}
            value={stocktake.comment ?? ''}
            disabled={!editable}
            multiline
            onCommit={(value) => onUpdate({ comment: value })}
          />
        </Box>
      </Box>
    </>
  );
}

/** The hold and the lock, beside the title: they stay switchable while the stocktake is NEW, as
 * they are how it is put aside and taken up again (a locked one refuses all but unlocking). */
export function StocktakeFlags({ stocktake, canMutate, onUpdate }: StocktakeHeaderProps) {
  const { t } = useDocumentsTranslation();
  const isNew = stocktake.status === 'NEW';
  return (
    <>
      <FormControlLabel
        label={t('page.on-hold')}
        control={
          <Switch
            name="onHold"
            checked={stocktake.onHold}
            disabled={!canMutate || !isNew || stocktake.isLocked}
            onChange={(event) => onUpdate({ onHold: event.target.checked })}
          />
        }
      />
      <FormControlLabel
        label={t('stocktake.locked')}
        control={
          <Switch
            name="isLocked"
            checked={stocktake.isLocked}
            disabled={!canMutate || !isNew}
            onChange={(event) => onUpdate({ isLocked: event.target.checked })}
          />
        }
      />
    </>
  );
}

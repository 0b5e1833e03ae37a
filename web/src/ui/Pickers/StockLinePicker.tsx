import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n';
import { TextInput } from '../TextInput';

export interface StockLineChoice {
  id: string;
  batch: string | null;
  expiryDate: string | null;
  availableNumberOfPacks: number;
  /** The line's location, as a stock line node links to it. */
  location?: { code: string } | null;
  /** Why the batch cannot be issued, translated by the caller; the batch is then not offered. */
  unusable?: string | undefined;
}

/**
 * Picks a batch (stock line) of an item, each shown with its expiry, available packs and
 * location; a batch that cannot be issued stays listed, greyed, with the reason. The caller
 * hands the lines.
 */
export function StockLinePicker(props: {
  /** Translated. */
  label: string;
  value: string;
  onChange: (id: string) => void;
  lines: readonly StockLineChoice[] | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = props.lines ?? [];
  const known = lines.some((line) => line.id === props.value);
  return (
    <TextInput
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      name="stockLine"
      label={props.label}
      value={known ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value)}
      fullWidth
    >
      {lines.length === 0 ? (
        <MenuItem value="" disabled>
          {t('selector.no-stock-lines')}
        </MenuItem>
      ) : null}
      {lines.map((line) => (
        <MenuItem key={line.id} value={line.id} disabled={line.unusable !== undefined}>
          <ListItemText
            primary={
              <>
                <bdi>{line.batch ?? t('selector.no-batch')}</bdi>
                {line.expiryDate ? ` · ${format.date(line.expiryDate)}` : ''}
                {line.location ? (
                  <>
                    {' · '}
                    <bdi>{line.location.code}</bdi>
                  </>
                ) : null}
              </>
            }
            secondary={
              line.unusable ??
              `${t('label.available-packs')}: ${format.number(line.availableNumberOfPacks)}`
            }
          />
        </MenuItem>
      ))}
    </TextInput>
  );
}

import MenuItem from '@mui/material/MenuItem';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { TextInput } from '../../../ui/TextInput';
import { useNames } from '../api/useInventoryQueries';

/** Picks a supplier or a donor of the stock; '' means none. */
export function NameSelect(props: {
  kind: 'supplier' | 'donor';
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useInventoryTranslation();
  const names = useNames(props.kind);
  return (
    <TextInput
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      name={props.kind}
      label={props.kind === 'supplier' ? t('line.supplier') : t('line.donor')}
      value={names.data ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value)}
      fullWidth
    >
      <MenuItem value="">{t('line.none')}</MenuItem>
      {(names.data ?? []).map((name) => (
        <MenuItem key={name.id} value={name.id}>
          {name.name}
        </MenuItem>
      ))}
    </TextInput>
  );
}

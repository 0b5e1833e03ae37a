import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../core/i18n';
import { TextInput } from '../TextInput';
import { FILTER_WIDTH } from './constants';

export interface EnumFilterOption {
  value: string;
  label: TranslationKey;
}

export interface EnumFilterProps {
  value: string | undefined;
  /** Called at once; choosing "all" clears the filter (undefined). */
  onChange: (value: string | undefined) => void;
  options: readonly EnumFilterOption[];
  label?: string;
  width?: number | string;
}

const ALL = '';

export function EnumFilter({
  value,
  onChange,
  options,
  label,
  width = FILTER_WIDTH,
}: EnumFilterProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      select
      label={label}
      value={value ?? ALL}
      width={width}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
    >
      <MenuItem value={ALL}>{t('label.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.label)}
        </MenuItem>
      ))}
    </TextInput>
  );
}

import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/i18n';

/** What cells need to format values; the table provides it once instead of once per cell. */
export interface CellFormatter {
  format: ReturnType<typeof useFormat>;
  t: TFunction;
}

/** Builds the formatter for the current language (the table calls this once). */
export function useCellFormatterValue(): CellFormatter {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => ({ format, t }), [format, t]);
}

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../core/i18n';

export interface ResultsLimitNoticeProps {
  /** How many results there are in all. */
  total: number;
  /** How many are shown at most. */
  limit: number;
}

/**
 * Under a list that shows only its first `limit` results (a search, a picker): says so and asks
 * for a narrower search (spec 001 section 9). Nothing when every result is shown.
 */
export function ResultsLimitNotice({ total, limit }: ResultsLimitNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (total <= limit) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ paddingBlock: 0 }}>
      {t('messages.results-limited', { limit: format.integer(limit) })}
    </Alert>
  );
}

import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { dateRangeOfFilter, filterOfDateRange } from '../../core/list-state/dateRangeFilter';
import type { ListStateApi } from '../../core/list-state/useListState';
import { BooleanFilter, DateRangeFilter } from '../Filters';
import { TextInput } from '../TextInput';

/** The filters every document list has beside its search: status, created between, on hold
 * only (spec 001 section 9), kept in the URL by the list state. */
export function DocumentListFilters<S extends string>(props: {
  list: ListStateApi;
  statuses: readonly S[];
  /** Translated. */
  statusLabel: (status: S) => string;
  /** Documents that cannot be held (requisitions) leave the "on hold only" filter out. */
  hold?: boolean;
  /** A list without the "created between" filter (R&R forms go by period). */
  dates?: boolean;
}) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const { list } = props;
  const { status } = list.filters;
  return (
    <>
      <TextInput
        select
        name="status"
        label={t('list.status-filter')}
        value={typeof status === 'string' ? status : ''}
        onChange={(event) => list.setFilter('status', event.target.value || undefined)}
        width={170}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{common('label.all')}</MenuItem>
        {props.statuses.map((value) => (
          <MenuItem key={value} value={value}>
            {props.statusLabel(value)}
          </MenuItem>
        ))}
      </TextInput>
      {props.dates === false ? null : (
        <DateRangeFilter
          fromLabel={t('list.created-from')}
          toLabel={t('list.created-to')}
          value={dateRangeOfFilter(list.filters.createdDatetime)}
          onChange={(range) => list.setFilter('createdDatetime', filterOfDateRange(range))}
        />
      )}
      {props.hold === false ? null : (
        <BooleanFilter
          label={t('list.on-hold-only')}
          value={list.filters.onHold === true ? true : undefined}
          onChange={(value) => list.setFilter('onHold', value)}
        />
      )}
    </>
  );
}

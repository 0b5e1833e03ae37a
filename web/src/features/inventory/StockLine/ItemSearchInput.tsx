import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/Filters';
import { useDebouncedCallback } from '../../../ui/hooks/useDebouncedCallback';
import { useItemSearch } from '../api/useInventoryQueries';

export interface ItemChoice {
  id: string;
  code: string;
  name: string;
  defaultPackSize: number;
  isVaccine: boolean;
}

const labelOf = (item: ItemChoice): string => `${item.code} · ${item.name}`;

/** Finds a stock item of the store by code or name, asking the server once typing pauses. */
export function ItemSearchInput(props: {
  value: ItemChoice | null;
  onChange: (item: ItemChoice | null) => void;
  helperText?: string;
  autoFocus?: boolean;
}) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const [text, setText] = useState('');
  const search = useDebouncedCallback(setText, SEARCH_DEBOUNCE_MS);
  const items = useItemSearch(text);
  return (
    <Autocomplete<ItemChoice>
      options={items.data?.nodes ?? []}
      value={props.value}
      onChange={(_event, item) => props.onChange(item)}
      onInputChange={(_event, input, reason) => {
        // Choosing an option writes its label into the box: that is not a search.
        if (reason === 'input') search(input);
        if (reason === 'clear') {
          search.cancel();
          setText('');
        }
      }}
      // The server has filtered already; the box shows its answer as it is.
      filterOptions={(options) => options}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={items.isFetching}
      loadingText={common('label.loading')}
      noOptionsText={t('items.empty')}
      clearText={common('button.clear')}
      closeText={common('button.close')}
      openText={t('new-stock.item-open')}
      fullWidth
      size="small"
      // A plain TextField: the kit's TextInput sets its own html input props over the box's.
      renderInput={(params) => (
        <TextField
          {...params}
          name="item"
          label={t('new-stock.item')}
          helperText={props.helperText}
          autoFocus={props.autoFocus ?? false}
        />
      )}
    />
  );
}

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
  /** The item's unit ("tablet"), when the search answers it. */
  unitName?: string;
}

const labelOf = (item: ItemChoice): string => `${item.code} · ${item.name}`;

/** True when the item's code or name holds the typed text (case and accents aside). */
export function itemMatches(item: ItemChoice, typed: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(typed.trim());
  return (
    wanted === '' ||
    fold(item.code).includes(wanted) ||
    fold(item.name).includes(wanted) ||
    fold(labelOf(item)) === wanted
  );
}

/**
 * Finds a stock item of the store by code or name, asking the server once typing pauses. The
 * list only ever holds items that match what is typed: the last answer is filtered as the user
 * types, and while the server's answer for the text is on its way the list says it is
 * searching, so Enter or ArrowDown never choose an item that was not asked for (issue 10).
 */
export function ItemSearchInput(props: {
  value: ItemChoice | null;
  onChange: (item: ItemChoice | null) => void;
  helperText?: string;
  error?: boolean;
  autoFocus?: boolean;
  /** Hears the text typed in the box (a form counts it as unsaved input). */
  onTypedChange?: (typed: string) => void;
}) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const search = useDebouncedCallback(setText, SEARCH_DEBOUNCE_MS);
  const items = useItemSearch(text);
  const answered = items.data !== undefined && !items.isPlaceholderData && !items.isFetching;
  const searching = typed.trim() !== text.trim() || !answered;
  return (
    <Autocomplete<ItemChoice>
      options={items.data?.nodes ?? []}
      value={props.value}
      onChange={(_event, item) => props.onChange(item)}
      onInputChange={(_event, input, reason) => {
        // Choosing an option writes its label into the box: that is not a search.
        if (reason === 'input') {
          setTyped(input);
          props.onTypedChange?.(input);
          search(input);
        }
        if (reason === 'clear') {
          search.cancel();
          setTyped('');
          props.onTypedChange?.('');
          setText('');
        }
      }}
      filterOptions={(options, state) =>
        options.filter((option) => itemMatches(option, state.inputValue))
      }
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={searching}
      loadingText={common('label.searching')}
      noOptionsText={searching ? common('label.searching') : t('items.empty')}
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
          error={props.error ?? false}
          autoFocus={props.autoFocus ?? false}
        />
      )}
    />
  );
}

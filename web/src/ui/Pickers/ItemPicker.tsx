import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../Filters';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';

export interface ItemChoice {
  id: string;
  code: string;
  name: string;
  defaultPackSize: number;
  isVaccine: boolean;
  /** The item's unit ("tablet"), when the search answers it. */
  unitName?: string;
}

/** What a search answers for the text asked. */
export interface ItemSearch {
  items: readonly ItemChoice[] | undefined;
  /** The items answer the text asked (not an earlier answer still shown while asking). */
  answered: boolean;
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
 * Finds an item by code or name, asking `useSearch` once typing pauses. The list only ever
 * holds items that match what is typed: the last answer is filtered as the user types, and
 * while the answer for the text is on its way the list says it is searching, so Enter or
 * ArrowDown never choose an item that was not asked for (issue 10).
 */
export function ItemPicker(props: {
  /** Translated. */
  label: string;
  value: ItemChoice | null;
  onChange: (item: ItemChoice | null) => void;
  /**
   * The search, a hook the feature provides (the kit knows no query): called on every render
   * with the text typed once it pauses, so it must be the same function for the picker's life.
   */
  useSearch: (text: string) => ItemSearch;
  helperText?: string;
  error?: boolean;
  autoFocus?: boolean;
  /** Hears the text typed in the box (a form counts it as unsaved input). */
  onTypedChange?: (typed: string) => void;
}) {
  const { t } = useTranslation();
  const { useSearch } = props;
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const search = useDebouncedCallback(setText, SEARCH_DEBOUNCE_MS);
  const found = useSearch(text);
  const searching = typed.trim() !== text.trim() || !found.answered;
  return (
    <Autocomplete<ItemChoice>
      options={found.items ?? []}
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
      loadingText={t('label.searching')}
      noOptionsText={searching ? t('label.searching') : t('selector.no-items')}
      clearText={t('button.clear')}
      closeText={t('button.close')}
      openText={t('selector.show-items')}
      fullWidth
      size="small"
      // A plain TextField: the kit's TextInput sets its own html input props over the box's.
      renderInput={(params) => (
        <TextField
          {...params}
          name="item"
          label={props.label}
          helperText={props.helperText}
          error={props.error ?? false}
          autoFocus={props.autoFocus ?? false}
        />
      )}
    />
  );
}

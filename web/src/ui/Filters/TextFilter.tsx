import { TextInput } from '../TextInput';
import { FILTER_WIDTH, TEXT_FILTER_DEBOUNCE_MS } from './constants';
import { useSyncedDraft } from './useSyncedDraft';

export interface TextFilterProps {
  value: string | undefined;
  /** Called 200 ms after typing stops; an empty field clears the filter (undefined). */
  onChange: (value: string | undefined) => void;
  label?: string;
  placeholder?: string;
  width?: number | string;
}

export function TextFilter({
  value,
  onChange,
  label,
  placeholder,
  width = FILTER_WIDTH,
}: TextFilterProps) {
  const [draft, setDraft] = useSyncedDraft(
    value ?? '',
    (text) => onChange(text.trim() === '' ? undefined : text),
    TEXT_FILTER_DEBOUNCE_MS,
  );
  return (
    <TextInput
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      label={label}
      placeholder={placeholder}
      width={width}
      type="search"
    />
  );
}

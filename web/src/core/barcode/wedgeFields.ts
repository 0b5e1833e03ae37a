// A scan typed into a text field: the field is put back as it was, or a person's quick keys
// the wedge held back are typed into it after all. Values are written through the input's
// own setter and an input event, so React hears of them as of typing.

/** A field a burst started in: what it held then, and the keys held back since. */
export interface HeldKeys {
  field: HTMLInputElement | HTMLTextAreaElement;
  before: string;
  keys: string;
}

export function fieldOf(target: EventTarget | null): HeldKeys | undefined {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
    ? { field: target, before: target.value, keys: '' }
    : undefined;
}

function write(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The scan's first key went into the field: the field holds again what it held before. */
export function restore(held: HeldKeys) {
  if (held.field.value !== held.before) write(held.field, held.before);
}

/** The keys held back were a person's: typed into the field where its caret stands. */
export function giveBack(held: HeldKeys) {
  if (held.keys === '') return;
  const { field } = held;
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  write(field, field.value.slice(0, start) + held.keys + field.value.slice(end));
  try {
    field.setSelectionRange(start + held.keys.length, start + held.keys.length);
  } catch {
    // A field without a caret (a number input) keeps the browser's.
  }
}

import { useCallback, useState } from 'react';
import { errorMessage, UserFacingError } from '../../core/graphql/userErrors';

export interface FieldRefusal<F extends string> {
  /** For a dialog's onRefused: true when the error belongs to a field, which now shows it. */
  onRefused: (error: unknown) => boolean;
  /** The server's refusal of this field, translated, until the field changes. */
  errorOf: (field: F) => string | undefined;
  /** Call when the field changes: the refusal was of the old value. */
  clear: (field: F) => void;
}

/**
 * A server refusal that names a field (a duplicate code: UniqueValueViolation on code) marks
 * that field with the translated error, instead of a toast that names none (issue 10).
 */
export function useFieldRefusal<F extends string>(
  fieldOfError: Readonly<Record<string, F>>,
): FieldRefusal<F> {
  const [refused, setRefused] = useState<{ field: F; message: string } | null>(null);
  const onRefused = (error: unknown) => {
    const field = error instanceof UserFacingError ? fieldOfError[error.typename] : undefined;
    if (field === undefined) return false;
    setRefused({
      field,
      message: errorMessage(error, error instanceof Error ? error.message : '').message,
    });
    return true;
  };
  const clear = useCallback((field: F) => {
    setRefused((current) => (current?.field === field ? null : current));
  }, []);
  return {
    onRefused,
    errorOf: (field) => (refused?.field === field ? refused.message : undefined),
    clear,
  };
}

import { useCallback, useState } from 'react';
import { uuidv7 } from '@dawa/domain';

/**
 * The client id of the record a form is drafting, made once when the form opens. A retry after
 * a lost answer sends the same id, so the server answers the record it already made instead of
 * making a second one; `renew` starts the next draft (after a success, when the form stays open).
 */
export function useDraftId(): [id: string, renew: () => void] {
  const [id, setId] = useState(() => uuidv7());
  const renew = useCallback(() => setId(uuidv7()), []);
  return [id, renew];
}

// Packs typed in a return's table (spec 001 section 5, return rules): the return's lines are
// sent as a whole, this one changed; a zero is kept while the return is new (the server removes
// zero lines when it moves on), but when every quantity would be zero the user confirms a
// second time, and then the lines are removed.
import { useState, type ReactNode } from 'react';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useToast } from '../../core/toast';
import { ConfirmationDialog } from '../ConfirmationDialog';
import { useReturnSaveFailure } from './ReturnDocumentPage';

export interface ReturnPacks {
  onPacks: (lineId: string, packs: number) => void;
  /** The second confirmation, while asked. */
  confirmation: ReactNode;
  /** Changes when a refused or cancelled change is dropped: the table shows the lines again. */
  tableKey: number;
}

export function useReturnPacks<L extends { id: string; numberOfPacks: number }, I>(options: {
  lines: readonly L[] | undefined;
  /** The line as the save takes it, with these packs. */
  toInput: (line: L, packs: number) => I;
  /** Sends every line of the return. */
  save: (lines: I[]) => Promise<unknown>;
}): ReturnPacks {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const fail = useReturnSaveFailure();
  const [allZero, setAllZero] = useState(false);
  const [tableKey, setTableKey] = useState(0);
  const redraw = () => setTableKey((key) => key + 1);
  const lines = options.lines ?? [];
  const send = (inputs: I[]) =>
    options.save(inputs).then(
      () => toast.success(t('page.saved')),
      (error: unknown) => {
        redraw();
        fail(error);
      },
    );
  const onPacks = (lineId: string, packs: number) => {
    const next = lines.map((line) => ({
      line,
      packs: line.id === lineId ? packs : line.numberOfPacks,
    }));
    if (next.every((entry) => entry.packs === 0)) setAllZero(true);
    else void send(next.map((entry) => options.toInput(entry.line, entry.packs)));
  };
  return {
    onPacks,
    tableKey,
    confirmation: (
      <ConfirmationDialog
        open={allZero}
        title={t('page.confirm-title')}
        message={t('return.all-zero-confirm')}
        onConfirm={() => send([])}
        onClose={(reason) => {
          setAllZero(false);
          if (reason === 'cancel') redraw();
        }}
      />
    ),
  };
}

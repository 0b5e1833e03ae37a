// The Export button of a list page: every row matching the page's filter and sort, with the
// columns the table shows, as an xlsx file built by the server. While the file streams in the
// button shows the megabytes received; a failure is a translated toast.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import {
  downloadExport,
  ExportError,
  exportFileName,
  saveFile,
  type ExportableList,
  type ExportColumn,
} from '../../core/export/downloadExport';
import { useToast } from '../../core/toast';
import { hiddenColumnsStorageKey } from '../DataTable/useHiddenColumns';

export interface ExportButtonColumn extends ExportColumn {
  /** The table's column key, to leave out the columns the user hid. */
  key: string;
}

export interface ExportButtonProps {
  list: ExportableList;
  /** The list query's arguments except the page (storeId, filter, sort...). */
  arguments: Record<string, unknown>;
  /** The table's columns in the order shown, with their headers as shown. */
  columns: readonly ExportButtonColumn[];
  /** The DataTable id whose hidden columns (kept in local storage) are not exported. */
  tableId?: string;
  /** Names the sheet and the file. */
  title: string;
}

/** Columns the user hid in the table (read when exporting: the table owns the choice). */
function hiddenColumns(tableId: string | undefined): Record<string, boolean> {
  if (!tableId) return {};
  try {
    const stored = window.localStorage.getItem(hiddenColumnsStorageKey(tableId));
    return stored ? (JSON.parse(stored) as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

const MEGABYTE = 1024 * 1024;

export function ExportButton({
  list,
  arguments: args,
  columns,
  tableId,
  title,
}: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef(false);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setReceived(0);
    try {
      const hidden = hiddenColumns(tableId);
      const blob = await downloadExport(
        {
          list,
          arguments: args,
          columns: columns
            .filter((c) => !hidden[c.key])
            .map(({ field, header, values }) => ({ field, header, ...(values ? { values } : {}) })),
          title,
          language: i18n.language,
          yes: t('value.yes'),
          no: t('value.no'),
        },
        setReceived,
      );
      saveFile(blob, exportFileName(title, new Date()));
    } catch (error) {
      // The toast shows its message only without a detail; the cause goes to the console.
      console.warn(error);
      toast.error(
        error instanceof ExportError && error.status === 0
          ? t('error.connection-error')
          : t('error.export-failed'),
      );
    } finally {
      running.current = false;
      setReceived(null);
    }
  };

  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format((received ?? 0) / MEGABYTE);
  return (
    <Button
      variant="outlined"
      onClick={() => void start()}
      disabled={received !== null}
      startIcon={received !== null ? <CircularProgress size={16} /> : undefined}
      aria-live="polite"
    >
      {received !== null ? t('messages.exporting', { size }) : t('button.export')}
    </Button>
  );
}

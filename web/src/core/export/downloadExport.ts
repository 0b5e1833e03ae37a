// Downloads a list as an xlsx file from the server's POST /export/:list, which streams every
// row matching the list's filter and sort: the bytes are counted as they arrive (a large list
// takes a while) and the file is saved when the last one is in.
import { getToken } from '../session/sessionCookie';

/** The lists the server exports: the query field of each list page. */
export type ExportableList =
  'stockLines' | 'items' | 'ledger' | 'locations' | 'masterLists' | 'reasonOptions';

export interface ExportColumn {
  /** The row's field on the server, dot-separated for nested ones ("stats.stockOnHand"). */
  field: string;
  /** The header as the user sees it, in their language. */
  header: string;
  /** Texts for an enumeration's values, as shown in the list. */
  values?: Record<string, string>;
}

export interface ExportRequest {
  list: ExportableList;
  /** The list query's arguments except the page: storeId, filter, sort, ... */
  arguments: Record<string, unknown>;
  columns: readonly ExportColumn[];
  /** The sheet's name and the file's (the page title). */
  title: string;
  language: string;
  yes: string;
  no: string;
}

/** The server refused the export (status) or the connection failed (status 0). */
export class ExportError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`export failed (${status}): ${detail}`);
    this.name = 'ExportError';
  }
}

export async function downloadExport(
  request: ExportRequest,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = getToken();
  const { list, ...body } = request;
  let response: Response;
  try {
    response = await fetch(`/export/${list}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ ...body, timeZoneOffset: new Date().getTimezoneOffset() }),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    throw new ExportError(0, String(cause));
  }
  if (!response.ok || !response.body) {
    throw new ExportError(response.status, await response.text().catch(() => ''));
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (cause) {
    // The server ends a failed export by breaking the connection, never with a short file.
    throw new ExportError(0, String(cause));
  }
  return new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
}

/** A file name from a title: no characters file systems refuse. */
export function exportFileName(title: string, date: Date): string {
  const safe = title.replace(/[\\/:*?"<>|]/g, ' ').trim() || 'export';
  return `${safe} ${date.toISOString().slice(0, 10)}.xlsx`;
}

/** Hands the file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A list page's query arguments for its export: its store, filter and sort, no page. */
export function listArguments(
  storeId: string,
  input: { filter: unknown; sort: readonly unknown[] },
  extraFilter: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    storeId,
    filter: { ...(input.filter as Record<string, unknown>), ...extraFilter },
    sort: input.sort,
  };
}

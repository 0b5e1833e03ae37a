import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useFormat } from '../../../core/i18n';
import type { CountSheetLine, Stocktake } from '../api/useStocktakes';

/** Lines in the order a counter walks the store: by location, then item and expiry; lines
 * without a location last. */
export function countSheetOrder(lines: readonly CountSheetLine[]): CountSheetLine[] {
  const key = (line: CountSheetLine) => line.location?.code ?? '';
  return [...lines].sort(
    (a, b) =>
      Number(key(a) === '') - Number(key(b) === '') ||
      key(a).localeCompare(key(b)) ||
      a.itemName.localeCompare(b.itemName) ||
      (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '') ||
      (a.batch ?? '').localeCompare(b.batch ?? ''),
  );
}

const cell = { border: '1px solid #555', padding: '4px 6px', textAlign: 'start' } as const;

/**
 * The printable count sheet (issue 12): every line (read when printed, not with the page) in location order with what identifies it
 * and an empty column to write the count in, and no quantity (a counter who sees the snapshot
 * counts less carefully). Printed alone: the print styles hide the app around it. Names are
 * isolated (bdi), so a Latin item name reads whole in an Arabic sheet.
 */
export function CountSheet(props: {
  stocktake: Stocktake;
  lines: readonly CountSheetLine[];
  onDone: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const { stocktake, onDone } = props;
  useEffect(() => {
    window.addEventListener('afterprint', onDone);
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', onDone);
    };
  }, [onDone]);
  return createPortal(
    <div className="count-sheet" data-testid="count-sheet">
      <GlobalStyles
        styles={{
          '@media screen': { '.count-sheet': { display: 'none' } },
          '@media print': {
            '#root': { display: 'none !important' },
            '.count-sheet': { display: 'block', fontSize: 11, color: '#000' },
            '@page': { margin: '12mm' },
            '.count-sheet tr': { breakInside: 'avoid' },
          },
        }}
      />
      <h1 style={{ fontSize: 16, margin: 0 }}>
        {t('stocktake.count-sheet-title', { number: stocktake.stocktakeNumber })}
      </h1>
      <p style={{ margin: '4px 0 8px' }}>
        <bdi>{stocktake.description ?? ''}</bdi>
        {stocktake.stocktakeDate ? ` · ${format.date(stocktake.stocktakeDate)}` : ''}
        {` · ${t('stocktake.counted-by')} ______________________`}
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead style={{ display: 'table-header-group' }}>
          <tr>
            <th style={cell}>{t('stocktake.location')}</th>
            <th style={cell}>{t('stocktake.item-code')}</th>
            <th style={cell}>{t('stocktake.item')}</th>
            <th style={cell}>{t('stocktake.batch')}</th>
            <th style={cell}>{t('stocktake.expiry')}</th>
            <th style={cell}>{t('stocktake.pack-size')}</th>
            <th style={{ ...cell, width: '18%' }}>{t('stocktake.counted')}</th>
          </tr>
        </thead>
        <tbody>
          {countSheetOrder(props.lines).map((line) => (
            <tr key={line.id} data-testid="count-sheet-line">
              <td style={cell}>
                <bdi>{line.location?.code ?? ''}</bdi>
              </td>
              <td style={cell}>
                <bdi>{line.itemCode}</bdi>
              </td>
              <td style={cell}>
                <bdi>{line.itemName}</bdi>
              </td>
              <td style={cell}>
                <bdi>{line.batch ?? ''}</bdi>
              </td>
              <td style={cell}>{line.expiryDate ? format.date(line.expiryDate) : ''}</td>
              <td style={cell}>{format.number(line.packSize)}</td>
              <td style={cell} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

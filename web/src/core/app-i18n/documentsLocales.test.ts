// The documents namespace: complete in English, French and Arabic, and a message for every error
// a document mutation can answer (server/src/modules/invoices/kit/document-errors.schema.ts and
// the shared errors its mapping reuses), so no refusal reaches a user as a bare type name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/documents.json';
import en from '../../locales/en/documents.json';
import fr from '../../locales/fr/documents.json';
import { changeLanguage } from '../i18n';
import { checkLocales } from '../i18n/localeCheck';
import { userErrorText } from '../graphql/userErrors';
import { documentsT, loadDocumentsNamespace } from './documents';

const SERVER = join(__dirname, '..', '..', '..', '..', 'server');

/** The error type names a source file declares with defineUserError('Name', ...). */
function declaredErrors(file: string): string[] {
  const text = readFileSync(join(SERVER, file), 'utf8');
  return [...text.matchAll(/defineUserError\(\s*'(\w+)'/g)].map((match) => match[1] ?? '');
}

// What toDocumentUserError answers besides its own errors: the common ones and those of new
// stock lines and stock movements it maps to (named in the schema by these types).
const SHARED = [
  'RecordAlreadyExists',
  'RecordNotFound',
  'OtherPartyNotFound',
  'InvalidStockPackSize',
  'InvalidStockPrice',
  'InvalidExpiryDate',
  'NotAStockItem',
  'NotEnoughStockForReduction',
  'StockBelowZeroAtDate',
  'StockQuantityOutOfRange',
  'StockCountOutOfRange',
  // a return line's reason (RETURN_REASON)
  'ReasonRequired',
  'WrongReasonType',
];

describe('documents.json', () => {
  it('has the same keys, all filled, in English, French and Arabic', () => {
    // Key for key, with each language's own plural forms (French _many, Arabic's six).
    expect(checkLocales({ en, fr, ar })).toEqual([]);
    const copied = Object.entries(en).filter(
      ([key, text]) => (ar as Record<string, string>)[key] === text,
    );
    expect(copied).toEqual([]);
  });

  it('names every error a document mutation can answer, in every language', () => {
    const own = [
      ...declaredErrors('src/modules/invoices/kit/document-errors.schema.ts'),
      ...declaredErrors('src/modules/stocktakes/stocktake-errors.schema.ts'),
    ];
    expect(own).toContain('CannotChangeStatusOfInvoiceOnHold');
    expect(own).toContain('SnapshotCountCurrentCountMismatch');
    for (const name of [...own, ...SHARED]) {
      for (const [language, dictionary] of Object.entries({ en, fr, ar }))
        expect(
          (dictionary as Record<string, string>)[`error.${name}`],
          `${language}: error.${name}`,
        ).toBeTruthy();
    }
  });

  it('is loaded as the documents namespace and translates refusals by type', async () => {
    await changeLanguage('en');
    await loadDocumentsNamespace();
    expect(documentsT('status.PICKED')).toBe('Picked');
    expect(userErrorText('CannotChangeStatusOfInvoiceOnHold')).toBe(
      'The document is on hold: remove the hold to change its status',
    );
    await changeLanguage('ar');
    expect(documentsT('status.SHIPPED')).toBe('مشحون');
  });
});

import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Returns (issue 12 items 2 and 3; DOCUMENTS.md 4.3): a return names the shipment it sends
// back (a supplier return its inbound shipment, a customer return its outbound shipment), and
// that shipment lists its returns through the index. A customer return's line names the
// outbound line it returns, so no line is returned more than was issued, counting earlier
// returns of it.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('invoice')
    .addColumn('original_shipment_id', 'text', (c) => c.references('invoice.id'))
    .execute();
  await db.schema
    .createIndex('invoice_original_shipment')
    .on('invoice')
    .column('original_shipment_id')
    .execute();
  await db.schema
    .alterTable('invoice_line')
    .addColumn('original_line_id', 'text', (c) => c.references('invoice_line.id'))
    .execute();
  await db.schema
    .createIndex('invoice_line_original_line')
    .on('invoice_line')
    .column('original_line_id')
    .execute();
}

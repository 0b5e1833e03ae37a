// Assembles the schema: every module's *.schema.ts registers its types on the builder.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import { guardInputs } from './input-guard';
import './scalars';
import '../modules/auth/auth.schema';
import '../modules/stores/store.schema';
import '../modules/stores/store-preferences.schema';
import '../modules/users/user.schema';
import '../modules/stock/stock.schema';
import '../modules/stock/inventory-adjustment.schema';
import '../modules/stock/stock-edit.schema';
import '../modules/locations/location.schema';
import '../modules/items/item.schema';
import '../modules/items/item-variant.schema';
import '../modules/barcodes/barcode.schema';
import '../modules/reasons/reason.schema';
import '../modules/programs/program.schema';
import '../modules/names/name.schema';
import '../modules/invoices/outbound-shipment/outbound-shipment.schema';
import '../modules/invoices/inbound-shipment/inbound-shipment.schema';
import '../modules/invoices/transfers/transfer.schema';
import '../modules/stocktakes/stocktake.schema';
import '../modules/invoices/supplier-return/supplier-return.schema';
import '../modules/invoices/customer-return/customer-return.schema';
import '../modules/requisitions/requisition.schema';
import '../modules/requisitions/requisition-mutations.schema';
import '../modules/rnr-forms/rnr-form.schema';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= guardInputs(builder.toSchema());
  return schema;
}

/** The SDL committed as schema.graphql (sorted, so it diffs well). */
export const schemaSdl = (): string => `${printSchema(lexicographicSortSchema(getSchema()))}\n`;

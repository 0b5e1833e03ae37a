// The shape of a document as the kit shows it, whatever its type (shipments now; returns and
// the others later): what its header, stepper and footer read.
import type { InvoiceStatus } from '@dawa/domain';
import type { DocumentDates } from './documentStatus';

export interface DocumentView extends DocumentDates {
  id: string;
  invoiceNumber: number;
  status: InvoiceStatus;
  onHold: boolean;
  otherPartyName: string;
  theirReference?: string | null;
  transportReference?: string | null;
  comment?: string | null;
  colour?: string | null;
  /** Who entered it (null for a document the system made). */
  enteredBy?: string | null;
  expectedDeliveryDate?: string | null;
  totalBeforeTax: number;
  totalAfterTax: number;
}

/** The header fields a user changes (DOCUMENTS.md 0.7). */
export interface DocumentPatch {
  comment?: string;
  theirReference?: string;
  transportReference?: string;
  onHold?: boolean;
  expectedDeliveryDate?: string;
}

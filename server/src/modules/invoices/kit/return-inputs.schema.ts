// The inputs both kinds of return share in the API: the header, hold and status change, and the
// lines given as a whole. Registered per kind (their names and the statuses a user may ask for
// differ); the line input is the kind's own.
import type { InvoiceStatus } from '@dawa/domain';
import type { InputObjectRef } from '@pothos/core';
import { builder } from '../../../graphql/builder';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export function returnUpdateInputs<S extends InvoiceStatus, L extends object>(
  kind: 'Supplier' | 'Customer',
  statuses: readonly S[],
  party: string,
  lineInput: InputObjectRef<Types, L>,
  linesDescription: string,
) {
  const status = builder.enumType(`Update${kind}ReturnStatusInput`, { values: statuses });
  const header = builder.inputType(`Update${kind}ReturnInput`, {
    fields: (t) => ({
      id: t.string({ required: true }),
      otherPartyId: t.string({ description: party }),
      status: t.field({ type: status }),
      onHold: t.boolean(),
      comment: t.string(),
      theirReference: t.string(),
      transportReference: t.string(),
      colour: t.string(),
    }),
  });
  const lines = builder.inputType(`Update${kind}ReturnLinesInput`, {
    fields: (t) => ({
      returnId: t.string({ required: true }),
      lines: t.field({ type: [lineInput], required: true, description: linesDescription }),
    }),
  });
  return { header, lines };
}

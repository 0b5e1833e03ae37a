// GraphQL documents for any mutation, written from the executable schema: every argument
// as a variable, and a selection that tells a success (with its id) from a typed error.
// Tests that sweep many mutations call them by name with plain argument objects.
import { getNamedType, isObjectType, isUnionType, type GraphQLOutputType } from 'graphql';
import { getSchema } from '../src/graphql/schema';

function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isUnionType(named))
    return `__typename ${named
      .getTypes()
      .map((t) => {
        const fields = t.getFields();
        if ('error' in fields) return `... on ${t.name} { error { __typename } }`;
        return 'id' in fields ? `... on ${t.name} { id }` : '';
      })
      .join(' ')}`;
  if (isObjectType(named) && 'failures' in named.getFields())
    return '__typename deletedIds failures { id reason }';
  return '__typename';
}

export function documentFor(name: string): string {
  const field = getSchema().getMutationType()?.getFields()[name];
  if (!field) throw new Error(`no mutation ${name}`);
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `mutation(${defs}) { ${name}(${args}) { ${selection(field.type)} } }`;
}

export interface Answer {
  __typename: string;
  id?: string;
  error?: { __typename: string };
  deletedIds?: string[];
  failures?: { id: string; reason: string }[];
}

/** The typed error of an answer (a mutation error, or the failure of a bulk delete that
 * deleted nothing), or undefined when it is not one. */
export const typedError = (a: Answer | null | undefined): string | undefined =>
  a?.error?.__typename ??
  (a?.failures?.length && a.deletedIds?.length === 0 ? a.failures[0]?.reason : undefined);

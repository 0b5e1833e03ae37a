// SQLite has no boolean type and better-sqlite3 refuses to bind JS booleans: this
// plugin writes them as 1/0 so services and repositories can use real booleans.
// Reads come back as 0/1 (typed SqlBool) and repositories map them with Boolean().
import {
  OperationNodeTransformer,
  PrimitiveValueListNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

const toSqlite = (v: unknown): unknown => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

class BooleanTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = toSqlite(node.value);
    if (value === node.value) return super.transformValue(node);
    return node.immediate ? ValueNode.createImmediate(value) : ValueNode.create(value);
  }
  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(node.values.map(toSqlite));
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanTransformer();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

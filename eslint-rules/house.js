// Lint rules that carry the house's architecture (docs/ARCHITECTURE.md, "What the build checks").
// Import zones are checked on the resolved file, so a relative path cannot walk around them,
// the writers of stock counts and of the ledger can be imported only where stock moves, and a
// service takes the acting store and user from its context, never as loose ids.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The repository-relative path of the file an import names, or undefined for a package. */
function resolveTarget(importer, source) {
  if (source.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(importer), source))
      .split(path.sep)
      .join('/');
  }
  if (source.startsWith('@dawa/domain'))
    return 'packages/domain/src' + source.slice('@dawa/domain'.length);
  if (source.startsWith('@dawa/server')) return 'server' + source.slice('@dawa/server'.length);
  if (source.startsWith('@dawa/web')) return 'web' + source.slice('@dawa/web'.length);
  return undefined;
}

const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Each zone: files matching `from` may not import files matching `target`, with why.
 * `unless(importer, target)` lets a zone depend on both ends (a feature may import itself);
 * `allowInTests` lets test files compose the layers above what they test.
 */
export const ZONES = [
  {
    from: /^web\/src\/features\//,
    target: /^web\/src\/features\//,
    unless: (importer, target) => featureOf(importer) === featureOf(target),
    message: 'A feature never imports another feature: move what they share to ui/ or core/.',
  },
  {
    from: /^web\/src\/(ui|core)\//,
    target: /^web\/src\/features\//,
    message: 'ui/ and core/ sit below features: never import a feature.',
  },
  {
    from: /^web\/src\/core\//,
    target: /^web\/src\/ui\//,
    message: 'core/ sits below ui/: session, transport and i18n never import the interface kit.',
    // A test may compose the layers above the code it tests (a shortcut tested inside a Modal).
    allowInTests: true,
  },
  {
    from: /^web\/src\/(ui|core)\//,
    target: /^web\/src\/app\//,
    message: 'ui/ and core/ sit below app/: the shell uses the kit, never the other way.',
    allowInTests: true,
  },
  {
    from: /^server\/src\/.*\.schema\.ts$/,
    target: /\.repository(\.ts)?$/,
    message: 'A schema file calls services (or *.list.ts reads), never a repository.',
  },
  {
    from: /^server\/src\/.*\.(service|repository|list)\.ts$|^server\/src\/db\//,
    target: /^server\/src\/graphql\/|\.schema(\.ts)?$/,
    message: 'Services and repositories never see GraphQL: schema -> service -> repository -> db.',
  },
  {
    from: /^packages\/domain\//,
    target: /^(server|web|e2e|bench)\//,
    message: 'packages/domain holds pure rules shared by server and web: it imports neither.',
  },
  {
    from: /^server\//,
    target: /^web\//,
    message: 'The server never imports the web app.',
  },
  {
    from: /^web\//,
    target: /^server\//,
    message: 'The web app reaches the server through GraphQL only (types come from codegen).',
  },
];

/** Named exports that write stock counts or the ledger, and the only files that may use them. */
export const STOCK_WRITERS = {
  names: [
    'setStockLineCountsBulk',
    'insertMovement',
    'insertMovementsBulk',
    'insertStockLinesBulk',
  ],
  allowed: [
    /^server\/src\/modules\/stock\/stock-movement\.service\.ts$/,
    /^server\/src\/modules\/stock\/(stock-line|ledger)\.repository\.ts$/,
    /^server\/src\/demo\//,
  ],
  message:
    'Stock counts and the ledger are written only by the stock-movement service (and the demo generator): call applyStockMovements.',
};

function sourcesOf(node) {
  if (node.type === 'ImportExpression') {
    return node.source.type === 'Literal' && typeof node.source.value === 'string'
      ? node.source.value
      : undefined;
  }
  return node.source?.value;
}

const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'Import zones of the house, checked on resolved paths.' },
    schema: [],
  },
  create(context) {
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    const isTest = /\.test\.tsx?$/.test(importer);
    const applicable = ZONES.filter((z) => z.from.test(importer) && !(isTest && z.allowInTests));
    if (applicable.length === 0) return {};
    const check = (node) => {
      const source = sourcesOf(node);
      if (typeof source !== 'string') return;
      const target = resolveTarget(context.filename, source);
      if (!target) return;
      for (const zone of applicable) {
        if (zone.target.test(target) && !(zone.unless && zone.unless(importer, target))) {
          context.report({ node, message: `${zone.message} (${source})` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const stockWriters = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the stock-movement service writes stock counts and the ledger.' },
    schema: [],
  },
  create(context) {
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    if (STOCK_WRITERS.allowed.some((re) => re.test(importer))) return {};
    return {
      ImportSpecifier(node) {
        const name = node.imported.type === 'Identifier' ? node.imported.name : node.imported.value;
        if (STOCK_WRITERS.names.includes(name)) {
          context.report({ node, message: `${STOCK_WRITERS.message} (${name})` });
        }
      },
    };
  },
};

/** The acting store and user: a service takes them from its ServiceContext (or UserContext),
 * never as loose ids, which a caller could point at another store or another user. */
export const SERVICE_CONTEXT = {
  files: /^server\/src\/modules\/.*\.service\.ts$/,
  names: ['storeId', 'userId'],
  /** Where a property so named is a loose id: an input shape a service declares. Records
   * (a stock line's storeId) and the contexts themselves are declared elsewhere. */
  inputsDeclaredIn: /\.service\.ts$/,
  message:
    'A service takes the acting store and user from its ServiceContext (common/service-context.ts, built by inStore(ctx, storeId) at the GraphQL edge), not as a loose id',
};

/** Properties of a parameter's type, through unions and intersections. */
function propertiesOf(checker, type) {
  return type.isUnion()
    ? type.types.flatMap((t) => propertiesOf(checker, t))
    : checker.getPropertiesOfType(type);
}

/** A function of the module's own surface (declared at its top level, exported or not), as
 * opposed to a callback inside one, whose parameters are whatever it iterates over. */
function isTopLevel(fn) {
  const holder = fn.parent.type === 'VariableDeclarator' ? fn.parent.parent : fn;
  const parent = holder.parent;
  return parent.type === 'Program' || parent.type.startsWith('Export');
}

const serviceContext = {
  meta: {
    type: 'problem',
    docs: { description: 'Services take the acting store and user from a context, not loose ids.' },
    // `files`: which files are services (a pattern on the repository path); its own test
    // points it at a fixture.
    schema: [
      { type: 'object', properties: { files: { type: 'string' } }, additionalProperties: false },
    ],
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const files = context.options[0]?.files
      ? new RegExp(context.options[0].files)
      : SERVICE_CONTEXT.files;
    if (!files.test(file)) return {};
    const services = context.sourceCode.parserServices;
    const checker = services?.program?.getTypeChecker();
    const loose = (name) => SERVICE_CONTEXT.names.includes(name);
    const report = (node, what) =>
      context.report({ node, message: `${SERVICE_CONTEXT.message} (${what}).` });
    const check = (fn) => {
      for (const param of fn.params) {
        const target = param.type === 'AssignmentPattern' ? param.left : param;
        if (target.type === 'Identifier' && loose(target.name))
          report(param, `parameter ${target.name}`);
        if (target.type === 'ObjectPattern') {
          for (const p of target.properties) {
            if (p.type === 'Property' && p.key.type === 'Identifier' && loose(p.key.name))
              report(p, `parameter property ${p.key.name}`);
          }
        }
        const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(param));
        for (const prop of propertiesOf(checker, type)) {
          if (!loose(prop.name)) continue;
          const declared = (prop.declarations ?? []).map((d) => d.getSourceFile().fileName);
          if (declared.some((f) => SERVICE_CONTEXT.inputsDeclaredIn.test(f)))
            report(param, `${prop.name} in the type of a parameter`);
        }
      }
    };
    return {
      Program(node) {
        // Without type information the rule could not see inputs: say so rather than pass.
        if (!checker)
          context.report({
            node,
            message: 'house/service-context needs type information (parserOptions.projectService).',
          });
      },
      FunctionDeclaration: (fn) => checker && isTopLevel(fn) && check(fn),
      FunctionExpression: (fn) => checker && isTopLevel(fn) && check(fn),
      ArrowFunctionExpression: (fn) => checker && isTopLevel(fn) && check(fn),
    };
  },
};

export default {
  rules: { zones, 'stock-writers': stockWriters, 'service-context': serviceContext },
};

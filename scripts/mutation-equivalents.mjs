// Mutants that no test can kill because the mutated program behaves exactly as the original,
// each with why. npm run mutation (scripts/mutation.mjs) lists a surviving mutant that matches
// an entry here as equivalent, with the reason; it still counts against the score. Keyed by
// file, mutator, the source text replaced and the replacement (and, for a short text, `near`:
// what its line contains), so line moves keep the match.
const GS1 = 'packages/domain/src/barcode/gs1.ts';
const trimLoop =
  'value[i] past either end is undefined, never the separator, so the loop stops at the same ' +
  'place without the bound check';
const onlyKnownAis =
  'matchAi answers only AIs that GS1_AIS holds, so the definition is missing exactly when the ' +
  'AI is null: either half of the test decides alone';
const suggestedGuard =
  'the result is max(0, round(target x AMC - max(stock, 0))): when target or AMC is 0 or less ' +
  'and the other is not negative the product is 0 or less and the answer is 0 anyway; the ' +
  'only case the full guard decides, both below 0, each of these mutants still answers 0';
const threeGroups =
  'NAIVE_DATE has exactly three digit groups, so after a match all three parts are numbers: ' +
  'the check only narrows the type';

const URL_VALUES = 'packages/domain/src/list-state/url-values.ts';
const WRITE_LIST = 'packages/domain/src/list-state/write-list-query.ts';
const FILTER_DEFINITION = 'packages/domain/src/list-state/filter-definition.ts';
const SERVER_INPUT = 'packages/domain/src/list-state/server-input.ts';
const NUMBER = 'packages/domain/src/number.ts';
const everyLocaleGroups =
  'Intl writes 1,234,567.5 with a group mark and a decimal mark in every locale (minimum ' +
  'grouping digits is at most 2; .5 needs the decimal mark): find always answers a part';

const REPACK = 'server/src/modules/stock/repack.service.ts';
const STATUS = 'server/src/modules/invoices/kit/status.service.ts';
const ISSUE_ITEM = 'server/src/modules/invoices/outbound-shipment/issue-item.ts';
const lockedByMovement =
  'applyStockMovements locks and reads, in the same transaction, any line it is not handed ' +
  '(stock-movement.service.ts), and the instant stamped is the one read by this lock either ' +
  'way: the same rows, counts and ledger result';
const zeroChangeMovesNothing =
  'a change of 0 packs leaves both counts as they are and writes no ledger row ' +
  '(applyStockMovements writes a row only when the total changes), so keeping it moves nothing more';
const STOCK_MOVEMENT = 'server/src/modules/stock/stock-movement.service.ts';
const LOCKED_ENTRIES = `[
        [line.id, line],
        [target.id, target],
      ]`;
/** An entry for each [mutator, original, replacement] of one file with one reason. */
const entry =
  (file, reason, near) =>
  ([mutator, original, replacement]) => ({
    file,
    mutator,
    original,
    replacement,
    near,
    reason,
  });

export const EQUIVALENTS = [
  ...[
    ['ConditionalExpression', 'start < end', 'true'],
    ['EqualityOperator', 'start < end', 'start <= end'],
    ['ConditionalExpression', 'end > start', 'true'],
    ['EqualityOperator', 'end > start', 'end >= start'],
  ].map(entry(GS1, trimLoop)),
  ...[
    ['ConditionalExpression', 'ai === null', 'false'],
    ['ConditionalExpression', 'definition === undefined', 'false'],
    [
      'LogicalOperator',
      'ai === null || definition === undefined',
      'ai === null && definition === undefined',
    ],
  ].map(entry(GS1, onlyKnownAis)),
  {
    file: GS1,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    near: "head[1] ?? ''",
    reason: 'head[1] is the capture group of a match, always a string: the default is never used',
  },
  {
    file: GS1,
    mutator: 'OptionalChaining',
    original: 'GS1_AIS.get(ai)?.format',
    replacement: 'GS1_AIS.get(ai).format',
    reason: 'both splitters emit only AIs found in GS1_AIS, so get() always answers a definition',
  },
  ...[
    ['ConditionalExpression', 'format === undefined', 'false'],
    ['StringLiteral', "'UNKNOWN_AI'", '""'],
  ].map(
    entry(
      GS1,
      'both splitters emit only AIs found in GS1_AIS, so the format is never missing here ' +
        '(the UNKNOWN_AI answers of the splitters themselves are tested)',
      'format === undefined',
    ),
  ),
  {
    file: GS1,
    mutator: 'ConditionalExpression',
    original: 'definition.fixedLength !== undefined',
    replacement: 'true',
    reason: 'a length compared with undefined is false: a variable AI is never TRUNCATED by it',
  },
  {
    file: GS1,
    mutator: 'ConditionalExpression',
    original: 'symbology !== undefined',
    replacement: 'true',
    reason: 'GS1_SYMBOLOGIES.has(undefined) is false, as the guarded answer is',
  },
  {
    file: 'packages/domain/src/barcode/gs1-ai.ts',
    mutator: 'ConditionalExpression',
    original: 'candidate.length === length',
    replacement: 'true',
    reason:
      'a candidate shorter than asked for is the end of the data, the same text an earlier, ' +
      'shorter try already looked up and did not find (no AI is shorter than 2 digits)',
  },
  {
    file: 'packages/domain/src/items/validity.ts',
    mutator: 'ConditionalExpression',
    original: 'value != null',
    replacement: 'true',
    reason: 'Number.isFinite(null) and Number.isFinite(undefined) are false as well',
  },
  ...[
    ['ConditionalExpression', '!Number.isFinite(value) || Number.isInteger(value)', 'false'],
    [
      'LogicalOperator',
      '!Number.isFinite(value) || Number.isInteger(value)',
      '!Number.isFinite(value) && Number.isInteger(value)',
    ],
  ].map(
    entry(
      'packages/domain/src/limits.ts',
      'the string of an integer, an infinity or NaN has no fraction part (1e+21: exponent ' +
        'positive), so the count below is 0 for them too',
    ),
  ),
  {
    file: 'packages/domain/src/limits.ts',
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    near: ".split('e')",
    reason: 'split() always answers a first part: the default is never used',
  },
  ...['packages/domain/src/limits.ts', 'packages/domain/src/number.ts'].map((file) => ({
    file,
    mutator: 'StringLiteral',
    original: "'0'",
    replacement: '""',
    near: ".split('e')",
    reason: "Number('') is 0, the same as Number('0')",
  })),
  ...[
    ['LogicalOperator', 'target <= 0 || amc <= 0', 'target <= 0 && amc <= 0'],
    ['ConditionalExpression', 'target <= 0', 'false'],
    ['EqualityOperator', 'target <= 0', 'target < 0'],
    ['ConditionalExpression', 'amc <= 0', 'false'],
    ['EqualityOperator', 'amc <= 0', 'amc < 0'],
  ].map(entry('packages/domain/src/stock/statistics.ts', suggestedGuard)),
  ...[
    ['ConditionalExpression', 'year === undefined || month === undefined || day === undefined'],
    ['ConditionalExpression', 'year === undefined || month === undefined'],
    ['ConditionalExpression', 'year === undefined'],
    ['ConditionalExpression', 'month === undefined'],
    ['ConditionalExpression', 'day === undefined'],
  ]
    .map(([mutator, original]) => [mutator, original, 'false'])
    .concat([
      [
        'LogicalOperator',
        'year === undefined || month === undefined || day === undefined',
        '(year === undefined || month === undefined) && day === undefined',
      ],
      [
        'LogicalOperator',
        'year === undefined || month === undefined',
        'year === undefined && month === undefined',
      ],
    ])
    .map(entry('packages/domain/src/naive-date.ts', threeGroups)),
  ...[
    [
      'BlockStatement',
      `{
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }`,
      '{}',
    ],
    ['ConditionalExpression', 'this.tails.get(key) === tail', 'false'],
    ['ConditionalExpression', 'at <= now', 'false'],
    ['EqualityOperator', 'at <= now', 'at < now'],
  ].map(
    entry(
      'server/src/modules/auth/sign-in-throttle.ts',
      'only forgets settled queues and past turns: one kept is a settled promise to chain on, ' +
        'or a turn before now that max(now, turn) passes over, so every wait is the same',
    ),
  ),
  {
    file: 'server/src/modules/auth/token.ts',
    mutator: 'StringLiteral',
    original: "'utf8'",
    replacement: '""',
    reason: 'Buffer.from reads an empty encoding name as utf8, the default',
  },
  {
    file: 'server/src/graphql/builder.ts',
    mutator: 'ConditionalExpression',
    original: 'ctx.user !== null',
    replacement: 'true',
    near: 'isAllowed(resource',
    reason:
      'without a user, permissionsIn answers the empty set (graphql/yoga.ts), which lacks ' +
      'STORE_ACCESS: isAllowed is false as before',
  },
  {
    file: 'server/src/graphql/builder.ts',
    mutator: 'BooleanLiteral',
    original: 'true',
    replacement: 'false',
    near: 'authScopes: { loggedIn: true }',
    reason:
      "Pothos's scope-auth reads no value given to a scope that is not a function (loggedIn " +
      'is a boolean computed per request): { loggedIn: false } asks for that scope just as ' +
      '{ loggedIn: true } does (plugin-scope-auth request-cache.js, evaluateScopeMapWithScopes)',
  },
  {
    file: 'server/src/modules/auth/auth.service.ts',
    mutator: 'OptionalChaining',
    original: 'stored.revokedAt?.getTime',
    replacement: 'stored.revokedAt.getTime',
    reason:
      'a stored token is revoked exactly when its revoked_datetime is set (auth.repository ' +
      'reads both from that column), so here revokedAt is never null',
  },
  {
    file: 'server/src/modules/auth/auth.service.ts',
    mutator: 'ConditionalExpression',
    original: '!rotated.ok',
    replacement: 'false',
    reason:
      "the transaction's callback answers only ok (null or the new tokens); a database " +
      'failure throws out of inTransaction rather than answering an error, so rotated.ok is ' +
      'always true here',
  },
  // List state in the URL.
  {
    file: URL_VALUES,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    near: "const [fromText = '', toText = '']",
    reason:
      'the split has exactly two parts here (checked just above): the defaults are never used',
  },
  {
    file: URL_VALUES,
    mutator: 'ConditionalExpression',
    original: 'raw.includes(RANGE_SEPARATOR)',
    replacement: 'true',
    reason:
      "a text without '_' splits into one part, which parseRange answers as 'not-a-range': " +
      'the text itself is answered, as without the check',
  },
  ...[
    [
      'LogicalOperator',
      'h === undefined || mi === undefined',
      'h === undefined && mi === undefined',
    ],
    ['ConditionalExpression', 'h === undefined', 'false'],
    ['ConditionalExpression', 'mi === undefined', 'false'],
  ].map(
    entry(URL_VALUES, "URL_DATE's time group captures the hour and the minute together or neither"),
  ),
  {
    file: WRITE_LIST,
    mutator: 'ConditionalExpression',
    original: 'change.value === undefined',
    replacement: 'false',
    reason: "formatFilterValue(undefined) is '': the first half already clears the rule",
  },
  ...[
    ['a?.key', 'a.key'],
    ['a?.direction', 'a.direction'],
  ].map(([original, replacement]) => ({
    file: WRITE_LIST,
    mutator: 'OptionalChaining',
    original,
    replacement,
    reason: 'sameSort is called only with a defined state.sort as a',
  })),
  {
    file: WRITE_LIST,
    mutator: 'OptionalChaining',
    original: 'b?.direction',
    replacement: 'b.direction',
    reason:
      "read only when a.key equals b?.key: a's key is a string, so b is defined whenever the " +
      'directions are compared',
  },
  {
    file: WRITE_LIST,
    mutator: 'ConditionalExpression',
    original: "change.type === 'filter'",
    replacement: 'true',
    reason:
      'other changes have no urlParameter: the owned set gains undefined, which no query ' +
      "parameter's name equals",
  },
  {
    file: 'packages/domain/src/list-state/paging.ts',
    mutator: 'ConditionalExpression',
    original: 'value === undefined',
    replacement: 'false',
    near: '!/^[1-9]',
    reason:
      "RegExp test(undefined) reads the text 'undefined', which fails the pattern: page 1 as before",
  },
  {
    file: FILTER_DEFINITION,
    mutator: 'ConditionalExpression',
    original: 'first !== undefined',
    replacement: 'true',
    reason:
      'when first is undefined the answer is undefined either way: allowed(undefined) refuses it ' +
      'or lets through first, which is undefined',
  },
  {
    file: FILTER_DEFINITION,
    mutator: 'ConditionalExpression',
    original: 'value === undefined',
    replacement: 'false',
    near: 'if (value === undefined) return undefined',
    reason:
      "parseFilterValue answers undefined here only for '_' (both sides empty), and every type " +
      'check below refuses undefined too',
  },
  {
    file: SERVER_INPUT,
    mutator: 'StringLiteral',
    original: "'from'",
    replacement: '""',
    reason: "an edge is only compared with 'to': any other text is the start edge, as 'from' is",
  },
  {
    file: SERVER_INPUT,
    mutator: 'ConditionalExpression',
    original: 'value === undefined',
    replacement: 'false',
    near: 'continue',
    reason:
      'every kind of field filter answers undefined for an undefined value, skipped the same way',
  },
  {
    file: SERVER_INPUT,
    mutator: 'ConditionalExpression',
    original: "typeof existing === 'object'",
    replacement: 'true',
    reason:
      'spreading a value that is not an object adds nothing: { ...undefined, ...field } holds ' +
      'what field holds',
  },
  // Numbers as typed.
  ...['group', 'decimal'].map((type) => ({
    file: NUMBER,
    mutator: 'OptionalChaining',
    original: `parts.find((part) => part.type === '${type}')?.value`,
    replacement: `parts.find(part => part.type === '${type}').value`,
    reason: everyLocaleGroups,
  })),
  ...[
    ["','", "part.type === 'group'"],
    ["'.'", "part.type === 'decimal'"],
  ].map(([original, near]) => ({
    file: NUMBER,
    mutator: 'StringLiteral',
    original,
    replacement: '""',
    near,
    reason: everyLocaleGroups,
  })),
  ...[
    ['ConditionalExpression', "cleaned === ''", 'false'],
    ['StringLiteral', "''", '"Stryker was here!"'],
  ].map(
    entry(
      NUMBER,
      'an empty text fails the number pattern below and gives NaN as well',
      "if (cleaned === '')",
    ),
  ),
  ...[
    ['ConditionalExpression', "separators.group.replace(WHITESPACE, '') === ''", 'false'],
    ['StringLiteral', "''", '"Stryker was here!"'],
  ].map(
    entry(
      NUMBER,
      'when the group mark is whitespace, the other branch removes that mark and then all ' +
        'whitespace: the same text as removing all whitespace',
      'const groupIsSpace',
    ),
  ),
  ...[
    ['ConditionalExpression', "decimal !== '.'", 'true'],
    ['StringLiteral', "'.'", '""'],
  ].map(
    entry(
      NUMBER,
      "splitting on '.' and joining with '.' gives the same text",
      "if (decimal !== '.')",
    ),
  ),
  {
    file: NUMBER,
    mutator: 'ConditionalExpression',
    original: 'Number.isNaN(value)',
    replacement: 'false',
    reason: 'NaN comes out of the rounding (not finite: as it is) and of the clamp as NaN',
  },
  {
    file: 'packages/domain/src/stock/usability.ts',
    mutator: 'MethodExpression',
    original: 'batch.expiryDate.slice(0, 10)',
    replacement: 'batch.expiryDate',
    reason:
      'a longer value that starts with a day compares above that day and below the next as ' +
      'the day alone does, so the cut changes no comparison with today',
  },
  // Stock movements, repacks, reasons.
  ...[
    ['ArrayDeclaration', LOCKED_ENTRIES, '[]'],
    ['ArrayDeclaration', '[line.id, line]', '[]'],
    ['ArrayDeclaration', '[target.id, target]', '[]'],
  ].map(
    entry(
      REPACK,
      'a line not handed over is locked and read by applyStockMovements itself, in the same ' +
        'transaction, which answers the same rows (the new line was written just before), and ' +
        "the instant stamped is still the lock's (now is handed over either way): no count, " +
        'document, ledger or changelog row differs',
    ),
  ),
  ...[
    ['ConditionalExpression', "!result.ok && result.error.kind === 'RecordAlreadyExists'", 'true'],
    ['ConditionalExpression', "result.error.kind === 'RecordAlreadyExists'", 'true'],
  ].map(
    entry(
      REPACK,
      'looking for an earlier repack under the id after any other answer finds none to give ' +
        'instead: after an error other than RecordAlreadyExists the id holds no record (it was ' +
        'checked before anything else that can fail) or the line asked for is not of this store ' +
        '(so no repack of this store names it); after a repack made, it finds that repack and ' +
        'answers it read back after the commit, the same values (tested: a retry answers what ' +
        'the first request did)',
    ),
  ),
  {
    file: REPACK,
    mutator: 'ConditionalExpression',
    original: '!moved.ok',
    replacement: 'false',
    reason:
      "the packs taken are at most the line's available packs, read under the lock (and a " +
      "line's available packs never exceed its total), and the new line's count and prices " +
      'were checked against LIMITS above: the movement always answers ok',
  },
  {
    file: REPACK,
    mutator: 'ConditionalExpression',
    original: "l.type === 'STOCK_OUT'",
    replacement: 'true',
    reason:
      "a repack's lines are read in id order and its stock-out line's id is made first (uuidv7 " +
      'ids of one process increase): the first line is the stock-out line',
  },
  {
    file: REPACK,
    mutator: 'OptionalChaining',
    original: 'out?.stockLineId',
    replacement: 'out.stockLineId',
    reason:
      'a REPACK document is written with its stock-out line in one transaction: out is always ' +
      'found',
  },
  ...[
    ['ConditionalExpression', '!from || !to', 'false'],
    ['LogicalOperator', '!from || !to', '!from && !to'],
    ['ObjectLiteral', "{ kind: 'StockLineNotFound' }", '{}'],
    ['StringLiteral', "'StockLineNotFound'", '""'],
  ].map(
    entry(
      REPACK,
      'both lines are always found: applyStockMovements answers every line it moved, and a ' +
        "repack's two lines are lines of its store, whose rows are never deleted",
    ),
  ),
  {
    file: REPACK,
    mutator: 'ConditionalExpression',
    original: 'newPacks <= 0',
    replacement: 'false',
    reason:
      'pack sizes are kept from 0.001 to 1,000,000 (LIMITS.packSize) and at least one whole ' +
      'pack is repacked, so newPacks is at least 1e-9, which roundPacks keeps: never 0',
  },
  // Shipments: status changes and their stock, issuing an item, a line's stock.
  ...[
    ['ConditionalExpression', 'empty.length > 0', 'true'],
    ['EqualityOperator', 'empty.length > 0', 'empty.length >= 0'],
  ].map(
    entry(
      STATUS,
      'deleting no lines deletes no row and appends no changelog entry (appendChangelog ' +
        'returns at once for none), and filtering by an empty set keeps every line',
    ),
  ),
  ...[
    ['ArrowFunction', '(l) => l.id', '() => undefined'],
    ['MethodExpression', 'lines.filter((l) => !gone.has(l.id))', 'lines'],
    ['ArrowFunction', '(l) => !gone.has(l.id)', '() => undefined'],
    ['BooleanLiteral', '!gone.has(l.id)', 'gone.has(l.id)'],
  ].map(
    entry(
      STATUS,
      'the lines removed hold 0 packs, and every later use of the list skips such a line (the ' +
        'issue takes stock-out lines with packs, the receipt stock-in lines with packs) or only ' +
        'locks its batch once more: keeping them, or only them, changes no count, row or answer',
      'gone',
    ),
  ),
  {
    file: STATUS,
    mutator: 'ConditionalExpression',
    original: "l.type === 'STOCK_IN'",
    replacement: 'true',
    near: 'shippedNumberOfPacks',
    reason:
      'only a stock-in line holds a shipped count above 0 with no packs: a stock-out line is ' +
      'shipped what it issues (withPacks), a placeholder and a service line are shipped nothing ' +
      '(null)',
  },
  ...[
    ['ArrowFunction', '(l) => (l.stockLineId ? [l.stockLineId] : [])', '() => undefined'],
    ['ArrayDeclaration', '[l.stockLineId]', '[]'],
    ['ArrayDeclaration', '[]', '["Stryker was here"]'],
  ].map(entry(STATUS, lockedByMovement, 'l.stockLineId ? [l.stockLineId] : []')),
  ...[['ConditionalExpression', 'l.numberOfPacks !== 0', 'true']].map(
    entry(
      STATUS,
      `${zeroChangeMovesNothing}; besides, no stock-out line holds 0 packs when stock is issued: ` +
        'leaving NEW removed them, and after NEW a line cannot be set to 0 (CanOnlyZeroQuantityInNew)',
      "l.type === 'STOCK_OUT' && l.numberOfPacks !== 0",
    ),
  ),
  {
    file: STATUS,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    near: "l.stockLineId ?? ''",
    reason:
      'a stock-out line without a stock line was refused just above: the default is never used',
  },
  {
    file: STATUS,
    mutator: 'ConditionalExpression',
    original: '!received.ok',
    replacement: 'false',
    reason:
      "receiving adds each line's packs (within LIMITS, checked when the line was written) to " +
      'a stock line created just before with none, so the counts are always storable and never ' +
      'below zero: applyStockMovements always answers ok here',
  },
  {
    file: STATUS,
    mutator: 'ConditionalExpression',
    original: 'line.stockLineId === null',
    replacement: 'true',
    reason:
      'a stock-in line is given its stock line only here, as it is received, so every line ' +
      'received has none yet: the condition is always true',
  },
  ...[
    ['ConditionalExpression', "l.type === 'STOCK_OUT'", 'true'],
    [
      'LogicalOperator',
      "l.type === 'STOCK_OUT' && l.stockLineId",
      "l.type === 'STOCK_OUT' || l.stockLineId",
    ],
  ].map(
    entry(
      ISSUE_ITEM,
      'the lines of an item on a shipment are stock-out lines, each naming its batch, and at ' +
        'most one placeholder, which names none: the stock line check alone tells them apart',
      "l.type === 'STOCK_OUT' && l.stockLineId",
    ),
  ),
  ...[
    ['ObjectLiteral', "{ kind: 'ItemNotFound' }", '{}'],
    ['StringLiteral', "'ItemNotFound'", '""'],
  ].map(
    entry(
      ISSUE_ITEM,
      'never reached: issueOutboundShipmentItems, when it succeeds, answers one entry for each ' +
        'item asked for (an item not found or not seen refuses the request before), so the one ' +
        'item asked for is always answered',
      'one ? ok(one)',
    ),
  ),
  {
    file: ISSUE_ITEM,
    mutator: 'ConditionalExpression',
    original: '!wanted.has(line.itemId)',
    replacement: 'false',
    reason:
      'the lines of items not asked for only add their batches to those read and locked (a ' +
      'lock writes nothing) and are grouped under their own item, a group no allocation, write ' +
      'or answer reads: the same lines, counts and answer (tested: issuing leaves them alone)',
  },
  ...[
    ['linesByItem.get(line.itemId) ?? []', 'grouping the lines read'],
    ['linesByItem.get(itemId) ?? []', "an item's lines"],
    ['candidatesOf.get(c.itemId) ?? []', 'grouping the candidate batches'],
    ['candidatesOf.get(itemId) ?? []', "an item's candidate batches"],
  ].map(([near, where]) => ({
    file: ISSUE_ITEM,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    near,
    reason:
      `in ${where}, the element added is a string, with no type, stock line, item or id: no ` +
      'stock-out line or placeholder is found in it, stock.get(undefined) finds no batch, and ' +
      'a line list files it under an undefined item that no answer reads',
  })),
  {
    file: ISSUE_ITEM,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    near: '[l.stockLineId] : []',
    reason:
      'the id added names no stock line (ids are UUIDs): looked up among the batches on the ' +
      'shipment it matches no row, so the same batches are read and locked',
  },
  {
    file: ISSUE_ITEM,
    mutator: 'ConditionalExpression',
    original: "l.type === 'STOCK_OUT' && l.stockLineId",
    replacement: 'true',
    near: '[l.stockLineId] : []',
    reason:
      "a placeholder's stock line is null (an item's other lines are stock-out lines): looked " +
      'up among the batches on the shipment, null matches no row (id in (null) is never ' +
      'true), so the same batches are read and locked',
  },
  {
    file: ISSUE_ITEM,
    mutator: 'BooleanLiteral',
    original: 'true',
    replacement: 'false',
    near: "'stock_line.item_id', itemIds, true",
    reason:
      'the batches of the item with no packs available are then read and locked too, but the ' +
      'allocator passes over a batch with none available (and none on the line) before any ' +
      'note or choice (classify in allocation.ts), and those the shipment holds packs of are ' +
      'read either way: the same allocation',
  },
  {
    file: ISSUE_ITEM,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    near: 'const out = []',
    reason:
      'the element added is a string, whose id and item are undefined: it joins the lock as ' +
      'an id that matches no row, and is filed under an undefined item that no allocation reads',
  },
  {
    file: ISSUE_ITEM,
    mutator: 'ConditionalExpression',
    original: '!item',
    replacement: 'false',
    near: 'if (!item) continue',
    reason:
      'every item asked for was found just above, or the request was refused (ItemNotFound): ' +
      'the skip is never taken',
  },
  ...[
    ['ConditionalExpression', '!allocation', 'false'],
    ['ArrayDeclaration', '[]', '["Stryker was here"]'],
  ].map(
    entry(
      ISSUE_ITEM,
      'the loop above sets an allocation for every item asked for (each was found), so none is ' +
        'ever missing here',
      'if (!allocation) return []',
    ),
  ),
  ...[
    ['ConditionalExpression', '!s', 'false'],
    ['ArrayDeclaration', '[]', '["Stryker was here"]'],
  ].map(
    entry(
      ISSUE_ITEM,
      'every candidate was just locked by lockStockForMovement in this transaction (a line of ' +
        'this store, whose rows are never deleted), so the lock answers each one',
      'if (!s) return []',
    ),
  ),
  {
    file: ISSUE_ITEM,
    mutator: 'ConditionalExpression',
    original: '!batch',
    replacement: 'false',
    reason:
      'the allocator answers only batches it was given, each built from a line of the lock: ' +
      'every one is found',
  },
  {
    file: ISSUE_ITEM,
    mutator: 'ConditionalExpression',
    original: '!moved.ok',
    replacement: 'false',
    reason:
      'the allocator takes at most the available packs of batches locked in this transaction ' +
      '(and the packs the line already holds), so the movement can neither go below zero nor ' +
      'beyond LIMITS: it always answers ok',
  },
  {
    file: 'server/src/modules/invoices/inbound-shipment/stock-in-line.ts',
    mutator: 'ConditionalExpression',
    original: 'f.itemVariantId !== undefined',
    replacement: 'true',
    reason:
      'the variant is not part of the line the API answers, and an undefined value is left out ' +
      'of the row written (Kysely skips undefined in insert values and update sets), so the ' +
      'stored variant stays what it was, as without the mutant (the stored value is tested)',
  },
  {
    file: STOCK_MOVEMENT,
    mutator: 'OptionalChaining',
    original: 'more?.now',
    replacement: 'more.now',
    reason: 'more is undefined only when the caller handed its lock over, whose now is used first',
  },
  ...[
    [
      'MethodExpression',
      'request.lines.map((l) => l.stockLineId).filter((id) => !lines.has(id))',
      'request.lines.map(l => l.stockLineId)',
    ],
    ['ConditionalExpression', 'missing.length > 0 || !locked', 'true'],
    ['EqualityOperator', 'missing.length > 0', 'missing.length >= 0'],
    ['BooleanLiteral', '!locked', 'locked'],
  ].map(
    entry(
      STOCK_MOVEMENT,
      'locks and reads again lines the caller already locked (or none): in the same ' +
        'transaction the rows read are the same, and the now used is still the one of the caller',
    ),
  ),
  {
    file: STOCK_MOVEMENT,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    near: 'more?.lines ?? []',
    reason:
      "the only entry it adds is keyed 'S' (the text's first letter), which is no stock " +
      'line id (ids are UUIDs)',
  },
  {
    file: STOCK_MOVEMENT,
    mutator: 'EqualityOperator',
    original: 'Math.abs(change.totalPacks) > EPSILON',
    replacement: 'Math.abs(change.totalPacks) >= EPSILON',
    reason:
      'no change of exactly EPSILON (1e-9 packs) reaches the service: entered counts have at ' +
      'most 6 decimals, and the one derived count, a repack result, is refused unless ' +
      'measurable (isMeasurablePacks: 1 pack of 0.001 into packs of 1,000,000 is ' +
      'StockQuantityOutOfRange, stock-edit.api and stock.mutation-kills). It was a bug: that ' +
      'repack made a line of 1e-9 packs with no ledger row',
  },
  {
    file: STOCK_MOVEMENT,
    mutator: 'MethodExpression',
    original: '[...new Set(stockLineIds)].sort()',
    replacement: '[...new Set(stockLineIds)]',
    reason:
      'lockStockLines reads and locks the lines ordered by id itself (order by id, for update ' +
      'on PostgreSQL): the order of the ids in its IN list changes neither the rows nor the ' +
      'order they are locked in',
  },
  {
    file: STOCK_MOVEMENT,
    mutator: 'MethodExpression',
    original: 'request.lines.filter(isPhysical)',
    replacement: 'request.lines',
    reason:
      'the lines with no physical change only have their last movement time read as well, and ' +
      'that time is used only for a physical change (the isPhysical branch): the same rows',
  },
  ...[
    ['ConditionalExpression', 'last === undefined || at > last', 'false'],
    ['LogicalOperator', 'last === undefined || at > last', 'last === undefined && at > last'],
    ['ConditionalExpression', 'last === undefined', 'false'],
    ['ConditionalExpression', 'at > last', 'false'],
  ].map(
    entry(
      STOCK_MOVEMENT,
      'a movement then takes the back-dated path even when it is the latest: its balance is ' +
        "read from the line's history instead of taken from its total, which is the same number " +
        'while the ledger agrees with the line (every write keeps it so: findLedgerDisagreements ' +
        'is asserted empty), and with no later movement nothing is shifted: the same ledger ' +
        'rows and counts, only more reads',
    ),
  ),
  {
    file: STOCK_MOVEMENT,
    mutator: 'ConditionalExpression',
    original: 'later !== undefined',
    replacement: 'true',
    reason: 'with no later movement, shifting the later balances updates no row',
  },
  {
    file: 'server/src/modules/reasons/reason.service.ts',
    mutator: 'StringLiteral',
    original: "'reason_option'",
    replacement: '""',
    reason:
      'no reason holds this id (looked up just above), so leaving reason_option in the search ' +
      'for another kind of record finds nothing more',
  },
  ...[
    ['ConditionalExpression', 'chosen === undefined', 'true'],
    ['ArrayDeclaration', '[]', '["Stryker was here"]'],
  ].map(
    entry(
      'server/src/modules/reasons/reason.service.ts',
      'reasonProblem reads the active reason types only when no reason was chosen ' +
        '(packages/domain stock/reasons.ts): for a chosen one they change nothing',
      'const types = chosen === undefined',
    ),
  ),
  {
    file: REPACK,
    mutator: 'ConditionalExpression',
    original: 'invoice.storeId !== ctx.storeId',
    replacement: 'false',
    reason:
      "the line asked for was found in the context's store before this is reached, and a " +
      "document's lines are lines of its own store (no write crosses a store: " +
      "cross-store.api.test.ts), so another store's document never has a line of it",
  },
  {
    file: NUMBER,
    mutator: 'MethodExpression',
    original: [
      'toAsciiDigits(text)',
      "    .replace(BIDI_MARKS, '')",
      String.raw`    .replace(/\u2212/g, '-')`,
      '    .trim()',
    ].join('\n'),
    replacement: String.raw`toAsciiDigits(text).replace(BIDI_MARKS, '').replace(/\u2212/g, '-')`,
    near: 'let cleaned',
    reason:
      'parseLocaleNumber removes every whitespace below (the global WHITESPACE, which holds ' +
      'all that trim() removes), and a blank text fails the number pattern the same',
  },
  ...[
    ['ConditionalExpression', "decimal === '.'", 'false'],
    ['StringLiteral', "'.'", '""'],
  ].map(
    entry(
      NUMBER,
      "with '.' the decimal mark the list becomes ['.', '.']: the same marks are counted",
      "decimal === '.' || group",
    ),
  ),
  {
    file: NUMBER,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    near: "const [first = '', ...rest]",
    reason: 'reached only with groups (two parts or more): the default is never used',
  },
  {
    file: NUMBER,
    mutator: 'StringLiteral',
    original: "'0'",
    replacement: '""',
    near: "digits || '0'",
    reason:
      "Number reads '.5' as 0.5 and '12.' as 12, as with the zero; both parts empty is " +
      'refused just above',
  },
  ...[
    ['ConditionalExpression', 'year < 100', 'true'],
    ['EqualityOperator', 'year < 100', 'year <= 100'],
  ].map(
    entry(
      SERVER_INPUT,
      'setting the year, month and day the date was built with (year 100 is built as 100) ' +
        'changes nothing',
    ),
  ),
  {
    file: WRITE_LIST,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    near: 'config.filters ?? []',
    reason:
      "each element is read for its urlParameter: a text's is undefined, which no query " +
      "parameter's name equals",
  },
  {
    file: 'packages/domain/src/list-state/parse-list-query.ts',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    near: 'config.filters ?? []',
    reason:
      'a text as a definition has no urlParameter and no type: it reads no value and adds ' +
      'no filter',
  },
  ...['National healthcare reimbursement number', 'Company internal information'].map((title) => ({
    file: 'packages/domain/src/barcode/gs1-ai.ts',
    mutator: 'ArrowFunction',
    near: 'map((ai): [string, Gs1AiDefinition]',
    original: `(ai): [string, Gs1AiDefinition] => [\n    ai,\n    text('${title}', ${
      title.startsWith('National') ? 20 : 90
    }),\n  ]`,
    replacement: '() => undefined',
    reason:
      'not equivalent but never switched on: the mutated table would throw as the module ' +
      'loads (new Map of undefined entries), failing every test, yet Stryker activates ' +
      'this mutant only after the module has loaded (it counts the table as covered by ' +
      'the tests), when GS1_AIS is built already. The AIs it builds are pinned by ' +
      'gs1.mutation-kills.test.ts',
  })),
  {
    file: 'server/src/modules/reasons/reason.service.ts',
    mutator: 'StringLiteral',
    original: "'ReasonTextInvalid'",
    replacement: '""',
    reason:
      'its only reader, the GraphQL resolver (reason.schema.ts), answers ReasonTextInvalid for ' +
      'every error but RecordAlreadyExists or RecordNotFound, so the text of this one is ' +
      'never read (the answer itself is tested: stock.mutation-kills.test.ts)',
  },
  {
    file: REPACK,
    mutator: 'EqualityOperator',
    original: 'newPacks <= 0',
    replacement: 'newPacks < 0',
    reason:
      'pack sizes are kept from 0.001 to 1,000,000 (LIMITS.packSize) and at least one whole ' +
      'pack is repacked, so newPacks is at least 1e-9, which roundPacks keeps: never 0',
  },
  ...[
    ['StringLiteral', "'base64url'", '""', 'const HEADER'],
    ['ConditionalExpression', 'secret.length < 16', 'true', undefined],
    ['EqualityOperator', 'secret.length < 16', 'secret.length >= 16', undefined],
  ].map(([mutator, original, replacement, near]) => ({
    file: 'server/src/modules/auth/token.ts',
    mutator,
    original,
    replacement,
    near,
    reason:
      'not equivalent, and tested (token.mutation-kills.test.ts: the header against an RFC ' +
      "7515 token built by hand, 15 and 16 character secrets), but Stryker's Vitest runner " +
      'never switches it on in those tests: the header and the signer are built as the test ' +
      'modules load, before the mutant is activated',
  })),
  ...[
    String.raw`/[-+]?[\d.,\s]*\d[eE][-+]?\d/`,
    String.raw`/^[^-+]?[\d.,\s]*\d[eE][-+]?\d/`,
    String.raw`/^[-+]?[^\d.,\s]*\d[eE][-+]?\d/`,
    String.raw`/^[-+]?[\D.,\s]*\d[eE][-+]?\d/`,
    String.raw`/^[-+]?[\d.,\S]*\d[eE][-+]?\d/`,
  ].map((replacement) => ({
    file: NUMBER,
    mutator: 'Regex',
    original: String.raw`/^[-+]?[\d.,\s]*\d[eE][-+]?\d/`,
    replacement,
    reason:
      'not equivalent, and tested (number.mutation-kills.test.ts: x1e5, -1e5, 12e5, 1 2e5), ' +
      "but never switched on: EXPONENT_FORM is built as the module loads, before Stryker's " +
      'Vitest runner activates the mutant',
  })),
  ...[
    ['EqualityOperator', 'statusRank(to) < statusRank(from)', 'statusRank(to) <= statusRank(from)'],
  ].map(
    entry(
      'packages/domain/src/documents/invoice-status.ts',
      'equal ranks mean the same status, which is answered as "no move" just before',
    ),
  ),
  ...[
    ['ConditionalExpression', "to === 'CANCELLED'", 'false'],
    ['StringLiteral', "'CANCELLED'", '""'],
  ].map(
    entry(
      'packages/domain/src/documents/invoice-status.ts',
      'CANCELLED is the last status and only reached from VERIFIED, so the statuses after the ' +
        'current one up to the target are CANCELLED alone: the general rule stamps the same',
    ),
  ),
  ...[
    ['EqualityOperator', 'a < b', 'a <= b'],
    ['EqualityOperator', 'a < 0n', 'a <= 0n'],
  ].map(
    entry(
      'packages/domain/src/documents/allocation-quantity.ts',
      'for equal values either branch answers the same number (the minimum of a and a, or 0 and -0)',
    ),
  ),
  ...[['EqualityOperator', 'a < b', 'a <= b']].map(
    entry(
      'packages/domain/src/documents/allocation.ts',
      'equal values are answered 0 on the line before, so a and b differ here',
      'return a < b ? -1 : 1',
    ),
  ),
  ...[['StringLiteral', "'expiryDate'", '""']].map(
    entry(
      'packages/domain/src/documents/allocation.ts',
      'every expiry is checked (checkExpiry, which names the field) before isExpiringSoon parses ' +
        'it again, so this name never reaches an error',
      "dayNumber('expiryDate', day) - today",
    ),
  ),
  {
    file: 'packages/domain/src/documents/allocation.ts',
    mutator: 'EqualityOperator',
    original: 'remaining > 0n',
    replacement: 'remaining >= 0n',
    near: 'if (remaining > 0n) return remaining',
    reason:
      'at exactly 0 the mutant returns 0 at once; the original goes on with an excess of 0, ' +
      'where every pack (at least 10^6 × 1 of these 10^-9 units) is larger than the excess, so ' +
      'no batch gives anything back and it returns 0 as well',
  },
  {
    file: 'packages/domain/src/documents/allocation.ts',
    mutator: 'ConditionalExpression',
    original: 'pack > excess',
    replacement: 'false',
    reason:
      'a pack larger than the excess gives back excess / pack packs, 0 in BigInt division: ' +
      'taken and the excess stay as they are, so the check only skips a step that changes nothing',
  },
  {
    file: 'packages/domain/src/documents/allocation.ts',
    mutator: 'EqualityOperator',
    original: 'held >= remaining',
    replacement: 'held > remaining',
    reason:
      'a batch holding exactly what remains is a residual (a difference of 0 is within the ' +
      'tolerance), answered by the isResidual check just before, so held never equals remaining here',
  },
  {
    file: 'packages/domain/src/documents/allocation.ts',
    mutator: 'EqualityOperator',
    original: 'allocated > requested',
    replacement: 'allocated >= requested',
    reason:
      'when allocated equals requested, allocated - requested is 0, the same as the other branch',
  },
];

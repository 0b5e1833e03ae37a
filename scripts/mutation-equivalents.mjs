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

export const EQUIVALENTS = [
  ...[
    ['ConditionalExpression', 'start < end', 'true'],
    ['EqualityOperator', 'start < end', 'start <= end'],
    ['ConditionalExpression', 'end > start', 'true'],
    ['EqualityOperator', 'end > start', 'end >= start'],
  ].map(([mutator, original, replacement]) => ({
    file: GS1,
    mutator,
    original,
    replacement,
    reason: trimLoop,
  })),
  ...[
    ['ConditionalExpression', 'ai === null', 'false'],
    ['ConditionalExpression', 'definition === undefined', 'false'],
    [
      'LogicalOperator',
      'ai === null || definition === undefined',
      'ai === null && definition === undefined',
    ],
  ].map(([mutator, original, replacement]) => ({
    file: GS1,
    mutator,
    original,
    replacement,
    reason: onlyKnownAis,
  })),
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
  ].map(([mutator, original, replacement]) => ({
    file: GS1,
    mutator,
    original,
    replacement,
    near: 'format === undefined',
    reason:
      'both splitters emit only AIs found in GS1_AIS, so the format is never missing here ' +
      '(the UNKNOWN_AI answers of the splitters themselves are tested)',
  })),
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
  ].map(([mutator, original, replacement]) => ({
    file: 'packages/domain/src/limits.ts',
    mutator,
    original,
    replacement,
    reason:
      'the string of an integer, an infinity or NaN has no fraction part (1e+21: exponent ' +
      'positive), so the count below is 0 for them too',
  })),
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
  ].map(([mutator, original, replacement]) => ({
    file: 'packages/domain/src/stock/statistics.ts',
    mutator,
    original,
    replacement,
    reason: suggestedGuard,
  })),
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
    .map(([mutator, original, replacement]) => ({
      file: 'packages/domain/src/naive-date.ts',
      mutator,
      original,
      replacement,
      reason: threeGroups,
    })),
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
  ].map(([mutator, original, replacement]) => ({
    file: 'server/src/modules/auth/sign-in-throttle.ts',
    mutator,
    original,
    replacement,
    reason:
      'only forgets settled queues and past turns: one kept is a settled promise to chain on, ' +
      'or a turn before now that max(now, turn) passes over, so every wait is the same',
  })),
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
];

import { openDatabase } from './src/db/connection';
import { migrateToLatest } from './src/db/migrate';
import { createDeps } from './src/deps';
import { loadConfig } from './src/config';
import { createGraphqlHandler, executeJson } from './src/graphql/yoga';
const database = openDatabase('sqlite:/tmp/b.sqlite');
await migrateToLatest(database);
const deps = await createDeps(
  { ...loadConfig(new Map(), {}), logLevel: 'silent' },
  database,
  () => new Date(),
);
const user = await database.db
  .selectFrom('user_account')
  .selectAll()
  .where('username', '=', 'admin')
  .executeTakeFirstOrThrow();
const token = deps.tokens.sign(
  {
    userId: user.id,
    type: 'access',
    version: user.token_version,
    expiresAt: new Date(Date.now() + 3600e3),
  },
  new Date(),
);
const logger = { error: console.error } as never;
const yoga = createGraphqlHandler(deps, logger);
const req = { headers: { authorization: `Bearer ${token}` }, cookies: {} } as never;
const reply = {} as never;
async function time(label: string, n: number, query: string) {
  for (let i = 0; i < n / 5; i++) await executeJson(yoga, { query }, { req, reply }, logger);
  const c = process.cpuUsage();
  let r;
  for (let i = 0; i < n; i++) r = await executeJson(yoga, { query }, { req, reply }, logger);
  const d = process.cpuUsage(c);
  console.log(
    label,
    ((d.user + d.system) / n).toFixed(1),
    'µs cpu',
    JSON.stringify(r).slice(0, 80),
  );
}
await time('isCentralServer', 20000, '{isCentralServer}');
await time('me username', 20000, '{me{username}}');
await time('me 6 fields', 20000, '{me{userId username firstName lastName email language}}');

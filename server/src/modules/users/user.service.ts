// Users: creation (command line, demo data) and the user-sync update.
import {
  MAX_USERNAME_LENGTH,
  isLanguageCode,
  isPermission,
  uuidv7,
  type LanguageCode,
  type Permission,
} from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { UserContext } from '../../common/service-context';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { logActivity } from '../activity-log/activity-log.repository';
import { hashPassword } from '../auth/password';
import { findStoreById } from '../stores/store.list';
import { passwordProblem, type PasswordProblem } from './password-policy';
import {
  findUserById,
  findUserByUsername,
  permissionsOfUser,
  preferencesOfUser,
} from './user.list';
import {
  insertUserStoreGrants,
  insertUsers,
  setLanguage,
  setLastSuccessfulSync,
  setUserPreferences,
} from './user.repository';
import type { UserPreferences } from './user.types';

export type UpdateUserError = 'InvalidCredentials' | 'ConnectionError' | 'MissingCredentials';

/** Standalone server: re-reads the user's record and permissions from this database and
 * stamps the last successful user sync. A remote site will ask its central server here. */
export async function updateUser(
  ctx: UserContext,
): Promise<Result<{ lastSuccessfulSync: string }, UpdateUserError>> {
  const { userId } = ctx;
  const now = ctx.now();
  const user = await findUserById(ctx.db, userId);
  if (!user) return err('InvalidCredentials');
  await permissionsOfUser(ctx.db, userId);
  const at = now.toISOString();
  return inTransaction(ctx.db, async (trx) => {
    await setLastSuccessfulSync(trx, userId, at);
    await logActivity(trx, { type: 'USER_SYNCED', userId, storeId: null, recordId: userId }, now);
    return ok({ lastSuccessfulSync: at });
  });
}

export type LanguageError = { kind: 'UnsupportedLanguage' };

/** The interface language the user chose (sign-in page or Settings): kept on the user, so it
 * is the language of every later sign-in, on any device. */
export async function setUserLanguage(
  ctx: UserContext,
  language: string,
): Promise<Result<{ language: LanguageCode }, LanguageError>> {
  if (!isLanguageCode(language)) return err({ kind: 'UnsupportedLanguage' });
  return inTransaction(ctx.db, async (trx) => {
    await setLanguage(trx, ctx.userId, language);
    return ok({ language });
  });
}

/**
 * The preferences the signed-in user changed (those left out stay as they were), kept on the
 * user so they follow them to another device; answers all of them as stored. Every preference
 * is a boolean the schema types, so nothing here can be out of range.
 */
export async function updateUserPreferences(
  ctx: UserContext,
  changes: Partial<UserPreferences>,
): Promise<Result<UserPreferences, never>> {
  return inTransaction(ctx.db, async (trx) => {
    await setUserPreferences(trx, ctx.userId, changes);
    const stored = await preferencesOfUser(trx, ctx.userId);
    // The request was signed in from this record: it cannot be missing here.
    if (!stored) throw new Error(`user ${ctx.userId} has no record`);
    return ok(stored);
  });
}

export interface CreateUserInput {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  language?: string;
  stores: { storeId: string; permissions: readonly string[] }[];
  defaultStoreId?: string;
}

export type CreateUserError =
  | { kind: 'UsernameTaken' }
  | { kind: 'InvalidUsername' }
  | { kind: PasswordProblem }
  | { kind: 'StoreNotFound'; storeId: string }
  | { kind: 'UnknownPermission'; permission: string };

/** Letters, digits and . _ @ -, at most MAX_USERNAME_LENGTH of them. */
const USERNAME = new RegExp(`^[\\p{L}\\p{N}._@-]{1,${MAX_USERNAME_LENGTH}}$`, 'u');

export async function createUser(
  deps: Deps,
  input: CreateUserInput,
): Promise<Result<{ id: string }, CreateUserError>> {
  const now = deps.clock();
  const username = input.username.trim();
  if (!USERNAME.test(username)) return err({ kind: 'InvalidUsername' });
  const problem = passwordProblem(username, input.password);
  if (problem) return err({ kind: problem });
  if (await findUserByUsername(deps.db, username)) return err({ kind: 'UsernameTaken' });
  for (const s of input.stores) {
    if (!(await findStoreById(deps.db, s.storeId)))
      return err({ kind: 'StoreNotFound', storeId: s.storeId });
    const unknown = s.permissions.find((p) => !isPermission(p));
    if (unknown) return err({ kind: 'UnknownPermission', permission: unknown });
  }
  const id = uuidv7(now.getTime());
  const passwordHash = await hashPassword(input.password);
  return inTransaction(deps.db, async (trx) => {
    await insertUsers(
      trx,
      [
        {
          id,
          username,
          passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          phoneNumber: null,
          jobTitle: null,
          email: input.email ?? null,
          language: input.language ?? 'en',
          defaultStoreId: input.defaultStoreId ?? input.stores[0]?.storeId ?? null,
        },
      ],
      now,
    );
    await insertUserStoreGrants(
      trx,
      input.stores.map((s) => ({
        userId: id,
        storeId: s.storeId,
        permissions: withStoreAccess(s.permissions.filter(isPermission)),
      })),
    );
    await logActivity(trx, { type: 'USER_CREATED', userId: id, storeId: null, recordId: id }, now);
    return ok({ id });
  });
}

/** Joining a user to a store grants access to it: STORE_ACCESS is always held there. */
export const withStoreAccess = (permissions: readonly Permission[]): Permission[] => [
  ...new Set<Permission>(['STORE_ACCESS', ...permissions]),
];

import { defineErrorWrapper, defineUserError, respond } from '../../graphql/user-error';
import { PERMISSIONS } from '@dawa/domain';
import { builder } from '../../graphql/builder';
import { asSignedInUser, signedInUser } from '../../graphql/context';
import { UpdateUserErrorInterface, errorValue, type ErrorShape } from '../auth/auth.errors.schema';
import { StoreConnector, StoreNode, withPreferences } from '../stores/store.schema';
import { findStoreById, storesOfUser } from '../stores/store.list';
import { findUserById, permissionsOfUser, preferencesOfUser } from './user.list';
import { setUserLanguage, updateUser, updateUserPreferences } from './user.service';
import type { StorePermissions, User, UserPreferences } from './user.types';

export const UserPermissionEnum = builder.enumType('UserPermission', { values: PERMISSIONS });

const UserStorePermissionNode = builder
  .objectRef<StorePermissions>('UserStorePermissionNode')
  .implement({
    fields: (t) => ({
      storeId: t.exposeString('storeId'),
      permissions: t.field({
        type: [UserPermissionEnum],
        resolve: (p) =>
          p.permissions.filter((x): x is (typeof PERMISSIONS)[number] =>
            (PERMISSIONS as readonly string[]).includes(x),
          ),
      }),
    }),
  });

const UserStorePermissionConnector = builder
  .objectRef<{ totalCount: number; nodes: StorePermissions[] }>('UserStorePermissionConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [UserStorePermissionNode], resolve: (c) => c.nodes }),
    }),
  });

const UserPreferenceNode = builder.objectRef<UserPreferences>('UserPreferenceNode').implement({
  description: "The user's own preferences: they follow the user to any device.",
  fields: (t) => ({
    useSimplifiedMobileUi: t.exposeBoolean('useSimplifiedMobileUi', {
      description:
        'The simplified interface below the lg breakpoint, where the store packs to one (spec 001 section 9); on by default.',
    }),
  }),
});

const UserNode = builder.objectRef<User>('UserNode').implement({
  fields: (t) => ({
    userId: t.exposeString('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    language: t.exposeString('language', {
      description: 'Interface language code: en, fr, ar, ...',
    }),
    preferences: t.field({
      type: UserPreferenceNode,
      resolve: async (u, _a, ctx) => {
        const preferences = await preferencesOfUser(ctx.deps.db, u.id);
        if (!preferences) throw new Error(`user ${u.id} has no record`);
        return preferences;
      },
    }),
    defaultStore: t.field({
      type: StoreNode,
      nullable: true,
      resolve: async (u, _a, ctx) => {
        if (!u.defaultStoreId) return null;
        const store = await findStoreById(ctx.deps.db, u.defaultStoreId);
        return store ? (await withPreferences(ctx.deps.db, [store]))[0] : null;
      },
    }),
    stores: t.field({
      type: StoreConnector,
      description: 'Every store the user is joined to, disabled ones included (see isDisabled).',
      resolve: async (u, _a, ctx) => {
        const nodes = await withPreferences(ctx.deps.db, await storesOfUser(ctx.deps.db, u.id));
        return { totalCount: nodes.length, nodes };
      },
    }),
    permissions: t.field({
      type: UserStorePermissionConnector,
      description:
        "The user's permissions in one store, or in every store when storeId is omitted.",
      args: { storeId: t.arg.string({ required: false }) },
      resolve: async (u, args, ctx) => {
        const nodes = await permissionsOfUser(ctx.deps.db, u.id, args.storeId ?? undefined);
        return { totalCount: nodes.length, nodes };
      },
    }),
  }),
});

type SyncValue = { __typename: 'UpdateUserNode'; lastSuccessfulSync: string | null };
const UpdateUserNode = builder.objectRef<SyncValue>('UpdateUserNode').implement({
  fields: (t) => ({
    lastSuccessfulSync: t.expose('lastSuccessfulSync', { type: 'DateTime', nullable: true }),
  }),
});
const UpdateUserError = builder
  .objectRef<{ __typename: 'UpdateUserError'; error: ErrorShape }>('UpdateUserError')
  .implement({
    fields: (t) => ({
      error: t.field({ type: UpdateUserErrorInterface, resolve: (e) => e.error }),
    }),
  });
const UpdateUserResponse = builder.unionType('UpdateUserResponse', {
  types: [UpdateUserNode, UpdateUserError],
  resolveType: (v) => v.__typename,
});

builder.queryFields((t) => ({
  me: t.field({ type: UserNode, resolve: (_p, _a, ctx) => signedInUser(ctx) }),
  lastSuccessfulUserSync: t.field({
    type: UpdateUserNode,
    description: 'When the user record was last refreshed (never cached).',
    resolve: async (_p, _a, ctx) => {
      const user = await findUserById(ctx.deps.db, signedInUser(ctx).id);
      return {
        __typename: 'UpdateUserNode' as const,
        lastSuccessfulSync: user?.lastSuccessfulSync ?? null,
      };
    },
  }),
}));

builder.mutationField('updateUser', (t) =>
  t.field({
    type: UpdateUserResponse,
    description:
      "Refreshes the user's record and permissions; answers the time of this successful sync.",
    resolve: async (_p, _a, ctx) => {
      const result = await updateUser(asSignedInUser(ctx));
      return respond(result, 'UpdateUserError', errorValue, (v) => ({
        __typename: 'UpdateUserNode' as const,
        lastSuccessfulSync: v.lastSuccessfulSync,
      }));
    },
  }),
);

const languageErrors = {
  unsupported: defineUserError('UnsupportedLanguage', 'This language is not one the system offers'),
};
const UserLanguageNode = builder
  .objectRef<{ __typename: 'UserLanguageNode'; language: string }>('UserLanguageNode')
  .implement({ fields: (t) => ({ language: t.exposeString('language') }) });
const UpdateUserLanguageError = defineErrorWrapper('UpdateUserLanguageError');
const UpdateUserLanguageResponse = builder.unionType('UpdateUserLanguageResponse', {
  types: [UserLanguageNode, UpdateUserLanguageError],
  resolveType: (v) => v.__typename,
});

builder.mutationField('updateUserLanguage', (t) =>
  t.field({
    type: UpdateUserLanguageResponse,
    description:
      'Keeps the interface language the signed-in user chose: it is the language of their later sign-ins.',
    args: { language: t.arg.string({ required: true }) },
    resolve: async (_p, args, ctx) => {
      const result = await setUserLanguage(asSignedInUser(ctx), args.language);
      return respond(
        result,
        'UpdateUserLanguageError',
        () => languageErrors.unsupported(),
        (v) => ({
          __typename: 'UserLanguageNode' as const,
          language: v.language,
        }),
      );
    },
  }),
);

const UpdateUserPreferencesInput = builder.inputType('UpdateUserPreferencesInput', {
  description: 'The preferences to change; those left out stay as they are.',
  fields: (t) => ({ useSimplifiedMobileUi: t.boolean({ required: false }) }),
});

builder.mutationField('updateUserPreferences', (t) =>
  t.field({
    type: UserPreferenceNode,
    description:
      "Keeps the signed-in user's preferences on their record, so they follow them to another device; answers them all as stored.",
    args: { input: t.arg({ type: UpdateUserPreferencesInput, required: true }) },
    resolve: async (_p, args, ctx) => {
      const result = await updateUserPreferences(asSignedInUser(ctx), {
        ...(typeof args.input.useSimplifiedMobileUi === 'boolean'
          ? { useSimplifiedMobileUi: args.input.useSimplifiedMobileUi }
          : {}),
      });
      // Every value is a boolean the schema checked: there is no refusal to answer.
      return result.ok ? result.value : result.error;
    },
  }),
);

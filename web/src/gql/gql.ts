/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query authToken($username: String!, $password: String!) {\n    authToken(username: $username, password: $password) {\n      __typename\n      ... on AuthToken {\n        token\n      }\n      ... on AuthTokenError {\n        error {\n          __typename\n          description\n          ... on AccountBlocked {\n            timeoutRemaining\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuthTokenDocument,
    "\n  query me {\n    me {\n      userId\n      username\n      email\n      firstName\n      lastName\n      phoneNumber\n      jobTitle\n      language\n      defaultStore {\n        id\n        code\n        name\n        isDisabled\n      }\n      stores {\n        totalCount\n        nodes {\n          id\n          code\n          name\n          nameId\n          storeMode\n          isDisabled\n          homeCurrencyCode\n          createdDate\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query permissions($storeId: String!) {\n    me {\n      permissions(storeId: $storeId) {\n        totalCount\n        nodes {\n          permissions\n          storeId\n        }\n      }\n    }\n  }\n": typeof types.PermissionsDocument,
    "\n  query refreshToken {\n    refreshToken {\n      __typename\n      ... on RefreshToken {\n        token\n      }\n      ... on RefreshTokenError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  query logout {\n    logout {\n      userId\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation updateUser {\n    updateUser {\n      __typename\n      ... on UpdateUserNode {\n        lastSuccessfulSync\n      }\n      ... on UpdateUserError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query lastSuccessfulUserSync {\n    lastSuccessfulUserSync {\n      lastSuccessfulSync\n    }\n  }\n": typeof types.LastSuccessfulUserSyncDocument,
};
const documents: Documents = {
    "\n  query authToken($username: String!, $password: String!) {\n    authToken(username: $username, password: $password) {\n      __typename\n      ... on AuthToken {\n        token\n      }\n      ... on AuthTokenError {\n        error {\n          __typename\n          description\n          ... on AccountBlocked {\n            timeoutRemaining\n          }\n        }\n      }\n    }\n  }\n": types.AuthTokenDocument,
    "\n  query me {\n    me {\n      userId\n      username\n      email\n      firstName\n      lastName\n      phoneNumber\n      jobTitle\n      language\n      defaultStore {\n        id\n        code\n        name\n        isDisabled\n      }\n      stores {\n        totalCount\n        nodes {\n          id\n          code\n          name\n          nameId\n          storeMode\n          isDisabled\n          homeCurrencyCode\n          createdDate\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query permissions($storeId: String!) {\n    me {\n      permissions(storeId: $storeId) {\n        totalCount\n        nodes {\n          permissions\n          storeId\n        }\n      }\n    }\n  }\n": types.PermissionsDocument,
    "\n  query refreshToken {\n    refreshToken {\n      __typename\n      ... on RefreshToken {\n        token\n      }\n      ... on RefreshTokenError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  query logout {\n    logout {\n      userId\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation updateUser {\n    updateUser {\n      __typename\n      ... on UpdateUserNode {\n        lastSuccessfulSync\n      }\n      ... on UpdateUserError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query lastSuccessfulUserSync {\n    lastSuccessfulUserSync {\n      lastSuccessfulSync\n    }\n  }\n": types.LastSuccessfulUserSyncDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query authToken($username: String!, $password: String!) {\n    authToken(username: $username, password: $password) {\n      __typename\n      ... on AuthToken {\n        token\n      }\n      ... on AuthTokenError {\n        error {\n          __typename\n          description\n          ... on AccountBlocked {\n            timeoutRemaining\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query authToken($username: String!, $password: String!) {\n    authToken(username: $username, password: $password) {\n      __typename\n      ... on AuthToken {\n        token\n      }\n      ... on AuthTokenError {\n        error {\n          __typename\n          description\n          ... on AccountBlocked {\n            timeoutRemaining\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query me {\n    me {\n      userId\n      username\n      email\n      firstName\n      lastName\n      phoneNumber\n      jobTitle\n      language\n      defaultStore {\n        id\n        code\n        name\n        isDisabled\n      }\n      stores {\n        totalCount\n        nodes {\n          id\n          code\n          name\n          nameId\n          storeMode\n          isDisabled\n          homeCurrencyCode\n          createdDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query me {\n    me {\n      userId\n      username\n      email\n      firstName\n      lastName\n      phoneNumber\n      jobTitle\n      language\n      defaultStore {\n        id\n        code\n        name\n        isDisabled\n      }\n      stores {\n        totalCount\n        nodes {\n          id\n          code\n          name\n          nameId\n          storeMode\n          isDisabled\n          homeCurrencyCode\n          createdDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query permissions($storeId: String!) {\n    me {\n      permissions(storeId: $storeId) {\n        totalCount\n        nodes {\n          permissions\n          storeId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query permissions($storeId: String!) {\n    me {\n      permissions(storeId: $storeId) {\n        totalCount\n        nodes {\n          permissions\n          storeId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query refreshToken {\n    refreshToken {\n      __typename\n      ... on RefreshToken {\n        token\n      }\n      ... on RefreshTokenError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query refreshToken {\n    refreshToken {\n      __typename\n      ... on RefreshToken {\n        token\n      }\n      ... on RefreshTokenError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query logout {\n    logout {\n      userId\n    }\n  }\n"): (typeof documents)["\n  query logout {\n    logout {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUser {\n    updateUser {\n      __typename\n      ... on UpdateUserNode {\n        lastSuccessfulSync\n      }\n      ... on UpdateUserError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation updateUser {\n    updateUser {\n      __typename\n      ... on UpdateUserNode {\n        lastSuccessfulSync\n      }\n      ... on UpdateUserError {\n        error {\n          __typename\n          description\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query lastSuccessfulUserSync {\n    lastSuccessfulUserSync {\n      lastSuccessfulSync\n    }\n  }\n"): (typeof documents)["\n  query lastSuccessfulUserSync {\n    lastSuccessfulUserSync {\n      lastSuccessfulSync\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
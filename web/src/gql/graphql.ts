/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type StoreModeNodeType =
  | 'DISPENSARY'
  | 'STORE';

export type UserPermission =
  | 'ASSET_CATALOGUE_ITEM_MUTATE'
  | 'ASSET_MUTATE'
  | 'ASSET_MUTATE_VIA_DATA_MATRIX'
  | 'ASSET_QUERY'
  | 'CANCEL_FINALISED_INVOICES'
  | 'COLD_CHAIN_API'
  | 'CREATE_REPACK'
  | 'CUSTOMER_RETURN_MUTATE'
  | 'CUSTOMER_RETURN_QUERY'
  | 'DOCUMENT_MUTATE'
  | 'DOCUMENT_QUERY'
  | 'EDIT_CENTRAL_DATA'
  | 'INBOUND_SHIPMENT_MUTATE'
  | 'INBOUND_SHIPMENT_QUERY'
  | 'INVENTORY_ADJUSTMENT_MUTATE'
  | 'ITEM_MUTATE'
  | 'ITEM_NAMES_CODES_AND_UNITS_MUTATE'
  | 'LOCATION_MUTATE'
  | 'LOG_QUERY'
  | 'MUTATE_CLINICIAN'
  | 'NAME_PROPERTIES_MUTATE'
  | 'OUTBOUND_SHIPMENT_MUTATE'
  | 'OUTBOUND_SHIPMENT_QUERY'
  | 'PATIENT_MUTATE'
  | 'PATIENT_QUERY'
  | 'PRESCRIPTION_MUTATE'
  | 'PRESCRIPTION_QUERY'
  | 'REPORT'
  | 'REQUISITION_CREATE_OUTBOUND_SHIPMENT'
  | 'REQUISITION_MUTATE'
  | 'REQUISITION_QUERY'
  | 'REQUISITION_SEND'
  | 'RN_R_FORM_MUTATE'
  | 'RN_R_FORM_QUERY'
  | 'SENSOR_MUTATE'
  | 'SENSOR_QUERY'
  | 'SERVER_ADMIN'
  | 'STOCKTAKE_MUTATE'
  | 'STOCKTAKE_QUERY'
  | 'STOCK_LINE_MUTATE'
  | 'STOCK_LINE_QUERY'
  | 'STORE_ACCESS'
  | 'SUPPLIER_RETURN_MUTATE'
  | 'SUPPLIER_RETURN_QUERY'
  | 'TEMPERATURE_BREACH_QUERY'
  | 'TEMPERATURE_LOG_QUERY'
  | 'VIEW_AND_EDIT_VVM_STATUS';

export type AuthTokenQueryVariables = Exact<{
  username: string;
  password: string;
}>;


export type AuthTokenQuery = { authToken:
    | { __typename: 'AuthToken', token: string }
    | { __typename: 'AuthTokenError', error:
        | { __typename: 'AccountBlocked', timeoutRemaining: number, description: string }
        | { __typename: 'CentralSyncRequired', description: string }
        | { __typename: 'InvalidCredentials', description: string }
        | { __typename: 'NoSiteAccess', description: string }
       }
   };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { userId: string, username: string, email: string | null, firstName: string | null, lastName: string | null, phoneNumber: string | null, jobTitle: string | null, language: string, defaultStore: { id: string, code: string, name: string, isDisabled: boolean } | null, stores: { totalCount: number, nodes: Array<{ id: string, code: string, name: string, nameId: string, storeMode: StoreModeNodeType, isDisabled: boolean, homeCurrencyCode: string, createdDate: string }> } } };

export type PermissionsQueryVariables = Exact<{
  storeId: string;
}>;


export type PermissionsQuery = { me: { permissions: { totalCount: number, nodes: Array<{ permissions: Array<UserPermission>, storeId: string }> } } };

export type RefreshTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenQuery = { refreshToken:
    | { __typename: 'RefreshToken', token: string }
    | { __typename: 'RefreshTokenError', error:
        | { __typename: 'DatabaseError', description: string }
        | { __typename: 'InternalError', description: string }
        | { __typename: 'InvalidToken', description: string }
        | { __typename: 'NoRefreshTokenProvided', description: string }
        | { __typename: 'NotARefreshToken', description: string }
        | { __typename: 'TokenExpired', description: string }
       }
   };

export type LogoutQueryVariables = Exact<{ [key: string]: never; }>;


export type LogoutQuery = { logout: { userId: string } };

export type UpdateUserMutationVariables = Exact<{ [key: string]: never; }>;


export type UpdateUserMutation = { updateUser:
    | { __typename: 'UpdateUserError', error:
        | { __typename: 'ConnectionError', description: string }
        | { __typename: 'InvalidCredentials', description: string }
        | { __typename: 'MissingCredentials', description: string }
       }
    | { __typename: 'UpdateUserNode', lastSuccessfulSync: string | null }
   };

export type LastSuccessfulUserSyncQueryVariables = Exact<{ [key: string]: never; }>;


export type LastSuccessfulUserSyncQuery = { lastSuccessfulUserSync: { lastSuccessfulSync: string | null } };


export const AuthTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"authToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthTokenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountBlocked"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeoutRemaining"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthTokenQuery, AuthTokenQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"defaultStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameId"}},{"kind":"Field","name":{"kind":"Name","value":"storeMode"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"homeCurrencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const PermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"permissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"storeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PermissionsQuery, PermissionsQueryVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefreshTokenQuery, RefreshTokenQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<LogoutQuery, LogoutQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSuccessfulSync"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const LastSuccessfulUserSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"lastSuccessfulUserSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSuccessfulUserSync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastSuccessfulSync"}}]}}]}}]} as unknown as DocumentNode<LastSuccessfulUserSyncQuery, LastSuccessfulUserSyncQueryVariables>;
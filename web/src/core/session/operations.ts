// The foundation's GraphQL operations (spec 000 section 7), typed by codegen.
import { graphql } from '../../gql';

export const AuthTokenQuery = graphql(`
  query authToken($username: String!, $password: String!) {
    authToken(username: $username, password: $password) {
      __typename
      ... on AuthToken {
        token
      }
      ... on AuthTokenError {
        error {
          __typename
          description
          ... on AccountBlocked {
            timeoutRemaining
          }
        }
      }
    }
  }
`);

export const MeQuery = graphql(`
  query me {
    me {
      userId
      username
      email
      firstName
      lastName
      phoneNumber
      jobTitle
      language
      preferences {
        useSimplifiedMobileUi
      }
      defaultStore {
        id
        code
        name
        isDisabled
      }
      stores {
        totalCount
        nodes {
          id
          code
          name
          nameId
          storeMode
          isDisabled
          homeCurrencyCode
          createdDate
        }
      }
    }
  }
`);

export const PermissionsQuery = graphql(`
  query permissions($storeId: String!) {
    me {
      permissions(storeId: $storeId) {
        totalCount
        nodes {
          permissions
          storeId
        }
      }
    }
  }
`);

export const RefreshTokenQuery = graphql(`
  query refreshToken {
    refreshToken {
      __typename
      ... on RefreshToken {
        token
      }
      ... on RefreshTokenError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const LogoutQuery = graphql(`
  query logout {
    logout {
      userId
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation updateUser {
    updateUser {
      __typename
      ... on UpdateUserNode {
        lastSuccessfulSync
      }
      ... on UpdateUserError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const LastSuccessfulUserSyncQuery = graphql(`
  query lastSuccessfulUserSync {
    lastSuccessfulUserSync {
      lastSuccessfulSync
    }
  }
`);

export const UpdateUserLanguageMutation = graphql(`
  mutation updateUserLanguage($language: String!) {
    updateUserLanguage(language: $language) {
      __typename
      ... on UserLanguageNode {
        language
      }
    }
  }
`);

export const UpdateUserPreferencesMutation = graphql(`
  mutation updateUserPreferences($input: UpdateUserPreferencesInput!) {
    updateUserPreferences(input: $input) {
      useSimplifiedMobileUi
    }
  }
`);

// The one GraphQL client: POST /graphql with the bearer token, markers set from the answer.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { recordRequestActivity } from '../session/activity';
import { getAuthMarker, setAuthMarker, setServerErrorMessage } from '../session/markers';
import { getSession, getToken } from '../session/sessionCookie';
import {
  classifyErrors,
  ConnectionError,
  GraphQLRequestError,
  RequestSkippedError,
  UnknownError,
  type GraphQLErrorEntry,
} from './errors';
import { isRequestSkipped } from './gating';

export const GRAPHQL_ENDPOINT = '/graphql';

// The browser drops the requests of a page being left (a link, a reload) as if the connection
// had failed. That says nothing about the server: a user-details request dropped so must not
// leave the ServerError marker, kept in local storage, for the next page to show.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

export function operationNameOf(
  document: TypedDocumentNode<unknown, never> | TypedDocumentNode<unknown, object>,
): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name?.value ?? 'anonymous';
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorEntry[];
}

/** Applies spec 000 sections 6 and 7 to an `errors[]` answer and returns the error to throw. */
export function handleErrors(
  operationName: string,
  errors: readonly GraphQLErrorEntry[],
): GraphQLRequestError {
  const error = new GraphQLRequestError(errors);
  const outcome = classifyErrors(errors);
  if (operationName === 'me') {
    setServerErrorMessage(error.details);
    setAuthMarker('ServerError');
  } else if (outcome === 'Unauthenticated') setAuthMarker('Unauthenticated');
  else if (outcome === 'Forbidden') setAuthMarker('Forbidden');
  return error;
}

export async function gqlRequest<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] | [TVariables] : [TVariables]
): Promise<TResult> {
  const operationName = operationNameOf(document);
  if (isRequestSkipped(operationName, getAuthMarker(), Boolean(getSession()?.store))) {
    throw new RequestSkippedError(operationName);
  }
  recordRequestActivity(operationName);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables: variables ?? {}, operationName }),
    });
  } catch (cause) {
    if (operationName === 'me' && !leavingPage) {
      setServerErrorMessage(String(cause));
      setAuthMarker('ServerError');
    }
    throw new ConnectionError(cause);
  }
  let body: GraphQLResponse<TResult>;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as GraphQLResponse<TResult>) : {};
  } catch {
    throw new UnknownError(`HTTP ${response.status}`);
  }
  if (body.errors && body.errors.length > 0) throw handleErrors(operationName, body.errors);
  if (!response.ok) throw new UnknownError(`HTTP ${response.status}`);
  // An empty answer becomes empty data.
  return body.data ?? ({} as TResult);
}

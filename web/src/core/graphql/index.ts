// GraphQL transport, error mapping and request gating (spec 000 sections 4, 6 and 7).
export { gqlRequest, operationNameOf, GRAPHQL_ENDPOINT } from './client';
export {
  ConnectionError,
  GraphQLRequestError,
  RequestSkippedError,
  UnknownError,
  classifyErrors,
  inputProblemOf,
  retryAfterOf,
  WIDGET_HANDLED_PATHS,
  type InputProblem,
  type InputProblemKey,
} from './errors';
export { isRequestSkipped } from './gating';
export { createQueryClient } from './queryClient';

// Sign-in session: cookie, markers, store choice, token refresh, permissions (spec 000).
export * from './markers';
export * from './sessionCookie';
export { chooseStore } from './storeChoice';
export {
  login,
  logout,
  switchStore,
  reloadUserAndPermissions,
  type LoginError,
  type LoginErrorKind,
} from './sessionApi';
export {
  useSession,
  useStoreId,
  useAuthMarker,
  usePermission,
  useServerErrorMessage,
} from './useSession';
export { RequirePermission } from './RequirePermission';
export { DASHBOARD_PATH, LOGIN_PATH } from './paths';
export { SessionDialogs } from './SessionDialogs';
export { useUpdateUser, useLastUserSync } from './useUpdateUser';
export { useRefreshTimer } from './useRefreshTimer';
export { recordActivity } from './activity';
export { useMe } from './useMe';
export { chooseLanguage } from './language';

// The two paths the session logic sends people to; no router here, so the sign-in page can use them.
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';

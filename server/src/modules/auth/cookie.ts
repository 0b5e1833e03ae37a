/** The HttpOnly cookie that carries the refresh token (path /graphql). */
export const REFRESH_COOKIE = 'refresh_token';

/**
 * The names of an account's session cookie (better-auth's `<prefix>.session_token`, with the
 * `__Secure-` prefix over https), apart from lib/identity/auth-server.ts so that telling whether a
 * request carries one does not load better-auth: a guest's requests never do.
 */
export const SESSION_COOKIE_PREFIX = "nn";
export const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

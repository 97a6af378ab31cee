/**
 * The accounts feature's addresses and password bounds, without zod: the header (on every page)
 * and the forms read them before anything else is loaded. The endpoints under /api/auth are
 * better-auth's own (lib/identity/auth-server.ts); /api/account is ours.
 */
export const ACCOUNT_URLS = {
  signUp: "/api/auth/sign-up/email",
  signIn: "/api/auth/sign-in/email",
  signOut: "/api/auth/sign-out",
  account: "/api/account",
  mergeGuest: "/api/account/merge-guest",
  passkeyRegisterOptions: "/api/auth/passkey/generate-register-options",
  passkeyRegister: "/api/auth/passkey/verify-registration",
  passkeySignInOptions: "/api/auth/passkey/generate-authenticate-options",
  passkeySignIn: "/api/auth/passkey/verify-authentication",
  passkeys: "/api/auth/passkey/list-user-passkeys",
  deletePasskey: "/api/auth/passkey/delete-passkey",
  session: "/api/auth/get-session",
  sessions: "/api/auth/list-sessions",
  revokeSession: "/api/auth/revoke-session",
  revokeOtherSessions: "/api/auth/revoke-other-sessions",
  requestPasswordReset: "/api/auth/request-password-reset",
  resetPassword: "/api/auth/reset-password",
  ownerAccounts: "/api/account/owner/accounts",
  ownerResetPassword: "/api/account/owner/reset-password",
} as const;

export const ACCOUNT_PAGES = {
  signIn: "/sign-in",
  signUp: "/sign-up",
  account: "/account",
  owner: "/account/owner",
  resetPassword: "/reset-password",
} as const;

/** better-auth's bounds as configured (emailAndPassword in lib/identity/auth-server.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Where a form goes once signed in: a path of this app only (`next` comes from the URL). */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/courses";
}

/** What the header shows, rendered on the server (app/_compose/account-header.ts). */
export interface HeaderAccount {
  signedIn: boolean;
  email: string | null;
  isOwner: boolean;
  /** Courses this browser's guest made before signing in, not yet merged (signed in only). */
  guestCourses: number;
}

/**
 * A full page load at `path` after signing in, up or out: the browser becomes another owner, so
 * nothing the old one had in memory (query caches, server-rendered header) may carry over, which
 * a client-side navigation would keep.
 */
export function loadAsNewIdentity(path: string): void {
  window.location.assign(path);
}

import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { passkey as passkeyPlugin } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "@/lib/db/client";
import { database } from "@/lib/db/database";
import { account, passkey, session, user, verification } from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import { appCounterStore } from "@/lib/http/app-counters";
import { normalizeStoredText } from "@/lib/stored-text";
import { counterRateLimitStorage, signInAttempts, type SignInAttempt } from "./auth-limits";
import { ownerIdFromHeaders } from "./guest-identity";
import { accountMail, accountMailTransport, type MailMessage } from "./account-mail";
import { settleNewAccountRole } from "./instance-owner";
import { moveGuestData } from "./owner-transfer";
import { sessionSecret } from "./session-secret";
import { SESSION_COOKIE_PREFIX } from "./session-cookie-names";

/**
 * Accounts (better-auth, email + password and passkeys) on the app's own database: its tables are ours
 * (lib/db/auth-schema.ts, created by our migrations), its endpoints at its default /api/auth/*
 * (app/api/auth/[...all]/route.ts through lib/http/auth-route.ts). What holds:
 *   - its key is derived from SESSION_SECRET (lib/identity/session-secret.ts), never its own default;
 *   - no telemetry, no network: `telemetry.enabled: false` (and better-auth sends nothing without
 *     BETTER_AUTH_TELEMETRY_ENDPOINT, which we never set); mail (a reset link, an address
 *     confirmation) only when SMTP is configured (lib/identity/account-mail.ts), else none;
 *   - session cookies `nn.session_token`, httpOnly and SameSite=Lax, Secure (with the `__Secure-`
 *     prefix) when the request came over https — one instance per scheme, as the guest cookie;
 *   - its origin check (CSRF) on every state-changing request that carries cookies;
 *   - sign-in limited per address and per account on our shared counters (lib/identity/auth-limits.ts),
 *     and a wrong email answers exactly as a wrong password (better-auth hashes a password either way);
 *   - a new account takes over everything the browser's guest owned, in one transaction
 *     (lib/identity/owner-transfer.ts): creating an account loses nothing;
 *   - the instance's first account, and every account of an email in OWNER_EMAILS, is its owner
 *     (`user.role`, lib/identity/instance-owner.ts).
 */
export const AUTH_BASE_PATH = "/api/auth";
/** Set by lib/http/auth-route.ts from the address the app trusts (TRUSTED_PROXY_HOPS); a client's own value is replaced. */
export const CLIENT_IP_HEADER = "x-nexusnote-client-ip";

/** better-auth's key: derived, so the guest cookie's HMAC key is never used for anything else. */
export const authSecretFrom = (sessionSecretValue: string) =>
  createHmac("sha256", sessionSecretValue).update("nexusnote:better-auth").digest("base64url");

const SIGN_IN_PATH = "/sign-in/email";

/** An account's id is its owner id: `u_` as a guest's is `g_` (lib/identity/guest-cookie.ts), so logs tell them apart. */
const generateId = ({ model }: { model: string }) =>
  model === "user" ? `u_${randomBytes(18).toString("base64url")}` : randomBytes(24).toString("base64url");

/**
 * better-auth's log, minus its note that no base URL is set: on purpose, the origin is the request's
 * (the app serves on whatever HOST and PORT it is given), which is what its origin check compares.
 */
function authLog(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]): void {
  if (message.includes("Base URL is not set")) return;
  const write = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
  write(`[accounts] ${message}`, ...args);
}

function buildAuth(db: Database, secret: string, secure: boolean) {
  const env = serverEnv();
  const counters = appCounterStore();
  const attempts = signInAttempts(counters);
  const pending = new WeakMap<object, SignInAttempt>();
  const mail = accountMailTransport(env);
  // Not awaited: the answer to "send me a link" takes as long whether or not the address has an account.
  const send = (message: MailMessage) =>
    void mail?.send(message).catch((error: unknown) => console.error("[accounts] could not send mail:", error));
  return betterAuth({
    appName: "NexusNote",
    basePath: AUTH_BASE_PATH,
    secret: authSecretFrom(secret),
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, passkey } }),
    telemetry: { enabled: false },
    logger: { level: "warn", log: authLog },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      ...(mail && {
        sendResetPassword: async ({ user: to, url }, request) => send(accountMail("reset", to.email, url, request)),
        resetPasswordTokenExpiresIn: 60 * 60,
        revokeSessionsOnPasswordReset: true,
      }),
    },
    ...(mail && {
      emailVerification: {
        sendOnSignUp: true,
        sendVerificationEmail: async ({ user: to, url }, request) => send(accountMail("verify", to.email, url, request)),
      },
    }),
    user: { additionalFields: { role: { type: "string", required: false, defaultValue: "member", input: false } } },
    plugins: [passkeys()],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: true, customStorage: counterRateLimitStorage(counters) },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      trustedProxyHeaders: env.TRUSTED_PROXY_HOPS > 0,
      database: { generateId },
      // Explicit: better-auth turns both off under a test runner; our tests check them as they run.
      disableCSRFCheck: false,
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const body = ctx.body as { email?: unknown } | undefined;
        if (!body || typeof body.email !== "string") return;
        const verdict = await attempts.begin(body.email);
        if (!verdict.allowed) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            {
              code: "TOO_MANY_ATTEMPTS",
              message: `Too many failed sign-ins for this account. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
            },
            { "Retry-After": String(verdict.retryAfterSeconds) },
          );
        }
        pending.set(body, verdict.attempt);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH || !ctx.body) return;
        const attempt = pending.get(ctx.body as object);
        pending.delete(ctx.body as object);
        const returned: unknown = ctx.context.returned;
        if (attempt && !(returned instanceof Error)) await attempt.succeeded();
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The name is shown back and stored in `text`, which refuses NUL (a sign-up failed on it): normalised like every stored string.
          before: async (created) => ({ data: { ...created, name: storableName(created.name) } }),
          after: async (created, ctx) => {
            await settleNewAccountRole(db, created.id, created.email, env.OWNER_EMAILS);
            const guest = ctx?.headers ? await ownerIdFromHeaders(ctx.headers) : null;
            if (guest) await adoptGuest(db, guest, created.id);
          },
        },
        update: {
          before: async (changed) => ({
            data: typeof changed.name === "string" ? { ...changed, name: storableName(changed.name) } : changed,
          }),
        },
      },
    },
  });
}

const storableName = (name: unknown) => normalizeStoredText(typeof name === "string" ? name : "", { clipTo: 200 });

/**
 * Passkeys (WebAuthn) at /api/auth/passkey/*. No rpID or origin is configured on purpose: without a
 * base URL better-auth takes the origin of each request, so a passkey is bound to the host name the
 * learner reached the app at (`localhost`, or any HTTPS host; an IP address cannot hold one), and a
 * response is verified against the request's Origin, which better-auth's origin check has already
 * held to that same origin. Adding one needs a signed-in session (the plugin's default).
 */
function passkeys() {
  return passkeyPlugin({ rpName: "NexusNote", authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" } });
}

/**
 * Never fails the sign-up: if the move fails, the guest keeps everything (the transaction moved
 * nothing) and GET /api/account reports it, so the account page offers the merge.
 */
async function adoptGuest(db: Database, guest: string, accountId: string): Promise<void> {
  try {
    await moveGuestData(db, guest, accountId);
  } catch (error) {
    console.error("[accounts] could not move the guest's data to the new account; it stays with the guest:", error);
  }
}

export type AppAuth = ReturnType<typeof buildAuth>;

/** One pair of instances per database handle and secret (route bundles share them through globalThis). */
const slot = globalThis as typeof globalThis & {
  __nexusnoteAuth?: { db: Database; secret: string; instances: Map<boolean, AppAuth> };
};

/** The app's better-auth, for requests that came over https (`secure`) or plain http. */
export async function appAuth(secure: boolean): Promise<AppAuth> {
  const [{ db }, secret] = await Promise.all([database(), sessionSecret()]);
  let current = slot.__nexusnoteAuth;
  if (!current || current.db !== db || current.secret !== secret) {
    current = { db, secret, instances: new Map() };
    slot.__nexusnoteAuth = current;
  }
  let auth = current.instances.get(secure);
  if (!auth) current.instances.set(secure, (auth = buildAuth(db, secret, secure)));
  return auth;
}

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { AuthForm } from "./auth-form";

const assign = vi.fn();
vi.mock("../lib/account-paths", async (original) => ({
  ...(await original<typeof import("../lib/account-paths")>()),
  loadAsNewIdentity: (path: string) => assign(path),
}));

/** The authenticator stands in here (no WebAuthn in happy-dom). */
const ceremony = vi.hoisted(() => ({ available: true, get: vi.fn() }));
vi.mock("../api/passkey-ceremony", () => ({
  passkeysAvailable: () => ceremony.available,
  getCredential: (options: unknown) => ceremony.get(options),
  createCredential: vi.fn(),
}));

beforeEach(() => {
  assign.mockReset();
  ceremony.available = true;
  ceremony.get.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inLocale = (locale: Locale, node: ReactNode) => render(<I18nProvider initialLocale={locale}>{node}</I18nProvider>);

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email|邮箱/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^(Password|密码)/), { target: { value: password } });
  fireEvent.submit(screen.getByTestId(/-form$/));
}

const user = { user: { id: "u_1", email: "ada@example.org" } };
const authError = (status: number, code: string, message: string) =>
  jsonResponse({ code: code.toUpperCase(), message, error: { code, message } }, status);

describe("the sign-in form", () => {
  it("says in words what to do about a wrong email or password, in the UI's language, and stays on the page", async () => {
    stubFetch(() => authError(401, "invalid_email_or_password", "Invalid email or password"));
    inLocale("zh", <AuthForm mode="sign-in" />);
    fill("ada@example.org", "wrong password");
    await waitFor(() => expect(screen.getByTestId("auth-error").textContent).toMatch(/邮箱和密码与任何账户都不匹配/));
    expect(screen.getByLabelText("邮箱").getAttribute("aria-invalid")).toBe("true");
    expect(assign).not.toHaveBeenCalled();
  });

  it("names the wait when guessing was limited, per network and per account", async () => {
    let code = "rate_limited";
    stubFetch(() => authError(429, code, "Too many requests. Please try again later."));
    inLocale("en", <AuthForm mode="sign-in" />);
    fill("ada@example.org", "guess");
    await waitFor(() => expect(screen.getByTestId("auth-error").textContent).toMatch(/from this network/));
    code = "too_many_attempts";
    fireEvent.submit(screen.getByTestId("sign-in-form"));
    await waitFor(() => expect(screen.getByTestId("auth-error").textContent).toMatch(/about 15 minutes/));
  });

  it("signed in where a guest made courses: offers the merge, merges only when asked, then goes on", async () => {
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith("/sign-in/email")) return jsonResponse(user);
      const summary = { signedIn: true, account: { email: "ada@example.org", name: "ada", isOwner: false } };
      if (request.url.endsWith("/merge-guest")) return jsonResponse({ ...summary, guest: { courses: 0, sources: 0 } });
      return jsonResponse({ ...summary, guest: { courses: 2, sources: 0 } });
    });
    inLocale("en", <AuthForm mode="sign-in" next="/courses/crs_1" />);
    fill("ada@example.org", "correct horse battery staple");
    await waitFor(() => expect(screen.getByTestId("merge-offer").textContent).toMatch(/This browser has 2 courses made as a guest/));
    expect(requests.map((request) => request.url)).toEqual(["/api/auth/sign-in/email", "/api/account"]);
    fireEvent.click(screen.getByTestId("merge-guest"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/courses/crs_1"));
    expect(requests.at(-1)).toMatchObject({ method: "POST", url: "/api/account/merge-guest", body: {} });
  });

  it("goes straight on when the guest made nothing, and never to another site", async () => {
    stubFetch((request) =>
      request.url.endsWith("/sign-in/email")
        ? jsonResponse(user)
        : jsonResponse({ signedIn: true, account: null, guest: { courses: 0, sources: 0 } }),
    );
    inLocale("en", <AuthForm mode="sign-in" next="//evil.example/x" />);
    fill("ada@example.org", "correct horse battery staple");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/courses"));
  });
});

describe("signing in with a passkey", () => {
  const assertion = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };

  it("asks for options, hands them to the authenticator, verifies its answer, then goes on like a password sign-in", async () => {
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith("/generate-authenticate-options")) return jsonResponse({ challenge: "c2", rpId: "localhost" });
      if (request.url.endsWith("/verify-authentication")) return jsonResponse({ session: { userId: "u_1" } });
      return jsonResponse({ signedIn: true, account: null, guest: { courses: 0, sources: 0 } });
    });
    ceremony.get.mockResolvedValue(assertion);
    inLocale("en", <AuthForm mode="sign-in" next="/courses/crs_2" />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/courses/crs_2"));
    expect(ceremony.get).toHaveBeenCalledWith({ challenge: "c2", rpId: "localhost" });
    expect(requests.find((request) => request.url.endsWith("/verify-authentication"))?.body).toEqual({ response: assertion });
  });

  it("a passkey this instance does not know is told in words, and the password form stays", async () => {
    stubFetch((request) =>
      request.url.endsWith("/verify-authentication")
        ? authError(401, "passkey_not_found", "Passkey not found")
        : jsonResponse({ challenge: "c3" }),
    );
    ceremony.get.mockResolvedValue(assertion);
    inLocale("zh", <AuthForm mode="sign-in" />);
    fireEvent.click(await screen.findByRole("button", { name: "使用通行密钥登录" }));
    await waitFor(() => expect(screen.getByTestId("auth-error").textContent).toMatch(/不属于本实例的任何账户/));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByLabelText("邮箱")).toBeTruthy();
  });

  it("is not offered where the browser cannot use passkeys, nor on the sign-up form", () => {
    ceremony.available = false;
    inLocale("en", <AuthForm mode="sign-in" />);
    expect(screen.queryByTestId("passkey-sign-in")).toBeNull();
    cleanup();
    ceremony.available = true;
    inLocale("en", <AuthForm mode="sign-up" />);
    expect(screen.queryByTestId("passkey-sign-in")).toBeNull();
  });
});

describe("the sign-up form", () => {
  it("says what comes along, and that an existing email should sign in instead", async () => {
    const { requests } = stubFetch(() =>
      authError(422, "user_already_exists_use_another_email", "User already exists. Use another email."),
    );
    inLocale("en", <AuthForm mode="sign-up" guestCourses={3} />);
    expect(screen.getByTestId("sign-up-keeps").textContent).toBe("Your 3 courses come along.");
    fill("ada@example.org", "correct horse battery staple");
    await waitFor(() =>
      expect(screen.getByTestId("auth-error").textContent).toMatch(/already an account with this email. Sign in instead/),
    );
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/auth/sign-up/email", body: { email: "ada@example.org", name: "ada" } });
  });
});

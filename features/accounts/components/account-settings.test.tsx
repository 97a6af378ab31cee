// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { QueryWrapper } from "@/tests/support/query/query-wrapper";
import { ForgotPassword } from "./forgot-password";
import { OwnerPanel } from "./owner-panel";
import { SessionsPanel } from "./sessions-panel";

const assign = vi.fn();
vi.mock("../lib/account-paths", async (original) => ({
  ...(await original<typeof import("../lib/account-paths")>()),
  loadAsNewIdentity: (path: string) => assign(path),
}));

beforeEach(() => assign.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (node: ReactNode, locale: Locale = "en") =>
  render(
    <I18nProvider initialLocale={locale}>
      <QueryWrapper>{node}</QueryWrapper>
    </I18nProvider>,
  );
const error = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

const session = (id: string, userAgent: string, ipAddress: string) => ({
  id,
  token: `tok-${id}`,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
  expiresAt: "2026-12-20T10:00:00.000Z",
  ipAddress,
  userAgent,
});
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe("the account page's sessions", () => {
  it("lists each browser in words, marks this one, and signs another out by its token", async () => {
    let sessions = [session("s1", FIREFOX, "10.0.0.1"), session("s2", PHONE, "10.0.0.2")];
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith("/get-session")) return jsonResponse({ session: { id: "s1" } });
      if (request.url.endsWith("/revoke-session")) {
        sessions = sessions.filter((row) => row.token !== (request.body as { token: string }).token);
        return jsonResponse({ status: true });
      }
      return jsonResponse(sessions);
    });
    show(<SessionsPanel />);
    const list = await screen.findByTestId("session-list");
    expect(list.textContent).toMatch(/Firefox on Windows\s*This browser/);
    expect(list.textContent).toMatch(/Safari on iOS/);
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Sign out: Safari on iOS" }));
    await waitFor(() => expect(screen.getByTestId("sessions-status").textContent).toBe("That browser is signed out."));
    await waitFor(() => expect(screen.getByTestId("session-list").textContent).not.toMatch(/Safari/));
    expect(requests.find((request) => request.url.endsWith("/revoke-session"))?.body).toEqual({ token: "tok-s2" });
  });

  it("a session too old to list says how to get a fresh one, in the UI's language", async () => {
    stubFetch((request) =>
      request.url.endsWith("/get-session")
        ? jsonResponse({ session: { id: "s1" } })
        : error(403, "session_not_fresh", "Session is not fresh"),
    );
    show(<SessionsPanel />, "zh");
    await waitFor(() => expect(screen.getByTestId("sessions-panel").textContent).toMatch(/请退出登录并重新登录/));
  });
});

describe("the owner page", () => {
  const accounts = [
    { email: "boss@example.org", name: "boss", isOwner: true, createdAt: "2026-11-01T00:00:00.000Z" },
    { email: "ada@example.org", name: "ada", isOwner: false, createdAt: "2026-11-02T00:00:00.000Z" },
  ];

  it("picks an account from the list, sets its password and says what happened", async () => {
    const { requests } = stubFetch((request) =>
      request.method === "POST" ? jsonResponse({ email: "ada@example.org", signedOut: false }) : jsonResponse({ accounts }),
    );
    show(<OwnerPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Reset password: ada@example.org" }));
    expect((screen.getByLabelText("Account email") as HTMLInputElement).value).toBe("ada@example.org");
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "a brand new passphrase" } });
    fireEvent.submit(screen.getByTestId("owner-reset-form"));
    await waitFor(() => expect(screen.getByTestId("owner-status").textContent).toMatch(/ada@example.org has a new password/));
    expect(requests.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/account/owner/reset-password",
      body: { email: "ada@example.org", newPassword: "a brand new passphrase" },
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("an unknown email is said in the server's words; resetting one's own password goes to sign-in", async () => {
    let answer = error(404, "not_found", "No account on this instance has the email x@example.org. Check it against the list.");
    stubFetch((request) => (request.method === "POST" ? answer : jsonResponse({ accounts })));
    show(<OwnerPanel />);
    fireEvent.change(screen.getByLabelText("Account email"), { target: { value: "x@example.org" } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "a brand new passphrase" } });
    fireEvent.submit(screen.getByTestId("owner-reset-form"));
    await waitFor(() =>
      expect(screen.getByTestId("owner-status").textContent).toMatch(/No account on this instance has the email x@example.org/),
    );
    answer = jsonResponse({ email: "boss@example.org", signedOut: true });
    fireEvent.submit(screen.getByTestId("owner-reset-form"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/sign-in"));
  });
});

describe("forgot your password?", () => {
  it("without mail, says the instance owner can set a new one, and sends nothing", () => {
    const { requests } = stubFetch(() => jsonResponse({}));
    show(<ForgotPassword mailReady={false} />, "zh");
    fireEvent.click(screen.getByText("忘记密码？"));
    expect(screen.getByTestId("forgot-no-mail").textContent).toMatch(/请联系实例所有者为你的账户设置新密码/);
    expect(requests).toEqual([]);
  });

  it("with mail, sends the link and answers the same whether or not the address has an account", async () => {
    const { requests } = stubFetch(() => jsonResponse({ status: true }));
    show(<ForgotPassword mailReady />);
    fireEvent.change(screen.getByLabelText(/Enter your account's email/), { target: { value: " ada@example.org " } });
    fireEvent.click(screen.getByRole("button", { name: "Send the link" }));
    await waitFor(() =>
      expect(screen.getByTestId("forgot-status").textContent).toMatch(/If an account has this email, a link is on its way/),
    );
    expect(requests[0]).toMatchObject({
      url: "/api/auth/request-password-reset",
      body: { email: "ada@example.org", redirectTo: "/reset-password" },
    });
  });
});

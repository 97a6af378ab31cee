// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/locales";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { QueryWrapper } from "@/tests/support/query/query-wrapper";
import { PasskeysPanel } from "./passkeys-panel";

/** The authenticator stands in here (no WebAuthn in happy-dom); the server side is tests/integration/account-passkeys. */
const ceremony = vi.hoisted(() => ({ available: true, create: vi.fn() }));
vi.mock("../api/passkey-ceremony", () => ({
  passkeysAvailable: () => ceremony.available,
  createCredential: (options: unknown) => ceremony.create(options),
  getCredential: vi.fn(),
}));

beforeEach(() => {
  ceremony.available = true;
  ceremony.create.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (locale: Locale = "en") =>
  render(
    <I18nProvider initialLocale={locale}>
      <QueryWrapper>
        <PasskeysPanel />
      </QueryWrapper>
    </I18nProvider>,
  );

const laptop = { id: "pk_1", name: "Laptop", createdAt: "2026-11-20T10:00:00.000Z", deviceType: "multiDevice", backedUp: true };
const credential = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };

describe("the account page's passkeys", () => {
  it("adds a passkey under the name given: options, the authenticator, the verification, then the list shows it", async () => {
    let stored: unknown[] = [];
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith("/list-user-passkeys")) return jsonResponse(stored);
      if (request.url.endsWith("/generate-register-options")) return jsonResponse({ challenge: "c1", rp: { id: "localhost" } });
      stored = [laptop];
      return jsonResponse(laptop);
    });
    ceremony.create.mockResolvedValue(credential);
    show();
    await waitFor(() => expect(screen.getByText("No passkey yet.")).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Name (optional)"), { target: { value: "  Laptop  " } });
    fireEvent.click(screen.getByTestId("add-passkey"));
    await waitFor(() => expect(screen.getByTestId("passkeys-status").textContent).toMatch(/Passkey added/));
    expect(ceremony.create).toHaveBeenCalledWith({ challenge: "c1", rp: { id: "localhost" } });
    expect(requests.find((request) => request.url.endsWith("/verify-registration"))?.body).toEqual({
      response: credential,
      name: "Laptop",
    });
    await waitFor(() => expect(screen.getByTestId("passkey-list").textContent).toMatch(/Laptop.*Synced across your devices/));
  });

  it("a closed prompt says what to do, in the UI's language, and stores nothing", async () => {
    const { requests } = stubFetch((request) =>
      request.url.endsWith("/list-user-passkeys") ? jsonResponse([]) : jsonResponse({ challenge: "c1" }),
    );
    ceremony.create.mockRejectedValue(
      Object.assign(new Error("The operation either timed out or was not allowed."), { name: "NotAllowedError" }),
    );
    show("zh");
    await waitFor(() => expect(screen.getByText("还没有通行密钥。")).toBeTruthy());
    fireEvent.click(screen.getByTestId("add-passkey"));
    await waitFor(() => expect(screen.getByTestId("passkeys-status").textContent).toMatch(/通行密钥提示已关闭或超时/));
    expect(requests.some((request) => request.url.endsWith("/verify-registration"))).toBe(false);
  });

  it("a sign-in older than a day is told how to add one anyway", async () => {
    stubFetch((request) =>
      request.url.endsWith("/list-user-passkeys")
        ? jsonResponse([])
        : jsonResponse({ error: { code: "session_not_fresh", message: "Session is not fresh" } }, 403),
    );
    show();
    await waitFor(() => expect(screen.getByText("No passkey yet.")).toBeTruthy());
    fireEvent.click(screen.getByTestId("add-passkey"));
    await waitFor(() => expect(screen.getByTestId("passkeys-status").textContent).toMatch(/Sign out, sign in again, then add it/));
    expect(ceremony.create).not.toHaveBeenCalled();
  });

  it("removes a passkey by its id and the list follows", async () => {
    let stored: unknown[] = [laptop];
    const { requests } = stubFetch((request) => {
      if (request.url.endsWith("/delete-passkey")) {
        stored = [];
        return jsonResponse({ status: true });
      }
      return jsonResponse(stored);
    });
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Remove Laptop" }));
    await waitFor(() => expect(screen.getByText("No passkey yet.")).toBeTruthy());
    expect(requests.find((request) => request.url.endsWith("/delete-passkey"))?.body).toEqual({ id: "pk_1" });
    expect(screen.getByTestId("passkeys-status").textContent).toBe("Passkey removed.");
  });

  it("where the browser cannot use passkeys, says why instead of offering a button that cannot work", async () => {
    ceremony.available = false;
    stubFetch(() => jsonResponse([]));
    show();
    await waitFor(() => expect(screen.getByTestId("passkeys-unavailable").textContent).toMatch(/https:\/\/… or http:\/\/localhost/));
    expect(screen.queryByTestId("add-passkey")).toBeNull();
  });
});

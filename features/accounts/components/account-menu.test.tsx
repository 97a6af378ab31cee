// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import type { HeaderAccount } from "../lib/account-paths";
import { AccountMenu } from "./account-menu";

const assign = vi.fn();
vi.mock("../lib/account-paths", async (original) => ({
  ...(await original<typeof import("../lib/account-paths")>()),
  loadAsNewIdentity: (path: string) => assign(path),
}));
vi.mock("next/navigation", () => ({ usePathname: () => "/courses/crs_1" }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockReset();
});

const show = (account: HeaderAccount) =>
  render(
    <I18nProvider initialLocale="en">
      <AccountMenu account={account} />
    </I18nProvider>,
  );
const signedIn: HeaderAccount = { signedIn: true, email: "ada@example.org", isOwner: true, guestCourses: 0 };

describe("the header's account entry", () => {
  it("a guest gets a Sign in link that comes back to the page it was on", () => {
    show({ signedIn: false, email: null, isOwner: false, guestCourses: 0 });
    expect(screen.getByTestId("sign-in-link").getAttribute("href")).toBe("/sign-in?next=%2Fcourses%2Fcrs_1");
  });

  it("signed in: a disclosure with who it is and the owner role; Escape closes it and gives focus back", () => {
    show(signedIn);
    const button = screen.getByTestId("account-menu-button");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("account-menu").hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByTestId("account-menu").textContent).toMatch(/Signed in as ada@example.org.*Instance owner/);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByTestId("account-menu").hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("signs out through better-auth's endpoint and loads the home page as the new guest; a failure says so", async () => {
    const { requests } = stubFetch(() => jsonResponse({ success: true }));
    show(signedIn);
    fireEvent.click(screen.getByTestId("account-menu-button"));
    fireEvent.click(screen.getByTestId("sign-out"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/auth/sign-out" });

    cleanup();
    assign.mockReset();
    stubFetch(() => new Response("down", { status: 502 }));
    show(signedIn);
    fireEvent.click(screen.getByTestId("account-menu-button"));
    fireEvent.click(screen.getByTestId("sign-out"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Could not sign out. Try again."));
    expect(assign).not.toHaveBeenCalled();
  });

  it("leads to the account page, and the owner (only) to the page that manages accounts", () => {
    show(signedIn);
    expect(screen.getByTestId("account-settings-link").getAttribute("href")).toBe("/account");
    expect(screen.getByTestId("owner-page-link").getAttribute("href")).toBe("/account/owner");
    cleanup();
    show({ ...signedIn, isOwner: false });
    expect(screen.getByTestId("account-settings-link").textContent).toBe("Account settings");
    expect(screen.queryByTestId("owner-page-link")).toBeNull();
  });

  it("offers this browser's guest courses to the account until they are merged", async () => {
    show({ ...signedIn, guestCourses: 1 });
    fireEvent.click(screen.getByTestId("account-menu-button"));
    // Its own chunk: the header's first load does not carry the merge (or the API client).
    expect((await screen.findByTestId("merge-offer")).textContent).toMatch(/This browser has 1 course made as a guest/);
  });
});

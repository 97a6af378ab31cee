// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SettingsView } from "../contract";
import { jsonResponse, stubFetch } from "@/tests/support/courses/hook-fixtures";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { SettingsPanel } from "./settings-panel";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

const view = (overrides: Partial<SettingsView> = {}): SettingsView => ({
  canEdit: false,
  stored: { preset: null, baseUrl: null, model: null, courseModel: null, embeddingModel: null, searchProvider: null, searxngUrl: null },
  active: {
    baseUrl: null,
    model: "gpt-4o-mini",
    courseModel: "gpt-4o-mini",
    embeddingModel: null,
    searchProvider: "none",
    offline: true,
    toolCalling: null,
  },
  keys: { apiKey: { set: false, hint: null }, tavilyApiKey: { set: false, hint: null } },
  sources: { baseUrl: "default", apiKey: "default", model: "default" },
  probe: null,
  updatedAt: null,
  ...overrides,
});

describe("the settings page", () => {
  it("shows anyone but the owner what is configured, read-only: no form, no local servers looked for, no test", async () => {
    const { requests } = stubFetch(() => jsonResponse(view()));
    renderWithLocale(<SettingsPanel />);
    expect(await screen.findByTestId("settings-read-only")).toBeTruthy();
    expect(screen.getByTestId("settings-offline").textContent).toMatch(/cannot know any subject/);
    expect(screen.queryByTestId("settings-form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Test the model" })).toBeNull();
    expect(requests.map((request) => request.url)).toEqual(["/api/settings"]);
  });

  it("lets the owner save a preset's URL and a key; the key is sent once and the field is emptied", async () => {
    const saved = view({
      canEdit: true,
      stored: { ...view().stored, preset: "deepseek", baseUrl: "https://api.deepseek.com/v1", model: "deepseek-chat" },
      active: { ...view().active, baseUrl: "https://api.deepseek.com/v1", model: "deepseek-chat", offline: false },
      keys: { apiKey: { set: true, hint: "…9xyz" }, tavilyApiKey: { set: false, hint: null } },
      sources: { baseUrl: "settings", apiKey: "settings", model: "settings" },
    });
    const { requests } = stubFetch((request) => {
      if (request.url === "/api/settings/local-servers") return jsonResponse({ servers: [] });
      return jsonResponse(request.method === "PUT" ? saved : view({ canEdit: true }));
    });
    renderWithLocale(<SettingsPanel />);
    fireEvent.change(await screen.findByLabelText("Provider"), { target: { value: "deepseek" } });
    expect((screen.getByLabelText("Base URL") as HTMLInputElement).value).toBe("https://api.deepseek.com/v1");
    fireEvent.change(screen.getByLabelText("API key"), { target: { value: "sk-secret-0123456789" } });
    fireEvent.change(screen.getByLabelText("Chat model"), { target: { value: "deepseek-chat" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.getByTestId("settings-form-status").textContent).toMatch(/Saved/));
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.body).toMatchObject({
      preset: "deepseek",
      baseUrl: "https://api.deepseek.com/v1",
      apiKey: "sk-secret-0123456789",
      model: "deepseek-chat",
    });
    expect(await screen.findByText("A key is saved (…9xyz). Leave empty to keep it.")).toBeTruthy();
    expect((screen.getByLabelText("API key") as HTMLInputElement).value).toBe("");
    expect(document.body.textContent).not.toContain("sk-secret");
    expect(refresh).toHaveBeenCalled();
    expect(
      screen.getByText("No Ollama (port 11434) or LM Studio (port 1234) answered on 127.0.0.1. Start one, or enter a server below."),
    ).toBeTruthy();
  });

  it("says when the settings cannot be loaded, with a retry", async () => {
    stubFetch(() => jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderWithLocale(<SettingsPanel />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/Could not load the settings/);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

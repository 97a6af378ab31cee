/**
 * Environment variables still configure the model, and when set they win over what the owner
 * stored: the answer says which value comes from where, and the turn runs on the environment's.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/settings/route";
import type { SettingsView } from "@/features/settings/contract";
import { modelRegistry, refreshModelSettings } from "@/lib/ai/model-settings";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { guestBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";

const ENV_KEY = "sk-from-the-environment-0123456789";

describe("settings: the environment wins", () => {
  const db = setUpCourseRouteEnvironment({
    env: { LLM_API_KEY: ENV_KEY, LLM_MODEL: "env-model", LLM_BASE_URL: "http://127.0.0.1:9/v1" },
  });
  let owner: Browser;
  beforeEach(async () => {
    await db().db.execute(sql`TRUNCATE "user", instance_settings CASCADE`);
    owner = await guestBrowser();
    await signUp(owner);
  });

  it("reports the environment's values and keeps them over stored ones; a setting the environment leaves unset applies", async () => {
    const saved = await settingsPut(
      owner.request("/api/settings", {
        method: "PUT",
        json: {
          baseUrl: "http://127.0.0.1:11434/v1",
          apiKey: "sk-stored-0123456789abcdef",
          model: "stored-model",
          courseModel: "stored-course",
        },
      }),
    );
    expect(saved.status).toBe(200);
    const text = await (await settingsGet(owner.request("/api/settings"))).text();
    expect(text).not.toContain(ENV_KEY);
    expect(text).not.toContain("sk-stored-0123456789abcdef");
    const view = JSON.parse(text) as SettingsView;
    expect(view.sources).toMatchObject({ apiKey: "environment", model: "environment", baseUrl: "environment", courseModel: "settings" });
    expect(view.active).toMatchObject({
      model: "env-model",
      baseUrl: "http://127.0.0.1:9/v1",
      courseModel: "stored-course",
      offline: false,
    });
    expect(view.stored.model).toBe("stored-model");
    expect(view.keys.apiKey).toEqual({ set: true, hint: null });

    await refreshModelSettings();
    expect(modelRegistry().info("chat").label).toBe("env-model");
    expect(modelRegistry().info("course").label).toBe("stored-course");
  });
});

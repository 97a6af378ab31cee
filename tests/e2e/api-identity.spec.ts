import { expect, test, type APIResponse } from "@playwright/test";

/**
 * Identity and methods at the real server, where proxy.ts's matcher decides
 * what runs: an identity comes with a page, never with an API call, so a
 * request without a valid cookie cannot get a fresh identity (and budget) per
 * call; the tutor-turn routes, which the proxy skips, still answer wrong
 * methods with the app's JSON 405.
 */
const turn = JSON.stringify({
  id: "identity-check",
  messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "Kubernetes" }] }],
});
const chat = JSON.stringify({
  id: "identity-chat",
  maskId: "socratic",
  messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "hi" }] }],
});
const json = { "content-type": "application/json" };

async function expectError(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

test("an API call without a valid identity gets 401 and no identity; a page gives one that the API accepts", async ({
  playwright,
  page,
}) => {
  const stranger = await playwright.request.newContext();
  try {
    await expectError(await stranger.post("/api/interview", { data: turn, headers: json }), 401, "unauthorized");
    await expectError(await stranger.get("/api/courses"), 401, "unauthorized");
    const forged = { ...json, cookie: "nn_guest=g_aaaaaaaaaaaaaaaaaaaaaaaa.forged" };
    await expectError(await stranger.post("/api/chat", { data: chat, headers: forged }), 401, "unauthorized");
  } finally {
    await stranger.dispose();
  }

  await page.goto("/courses");
  const courses = await page.request.get("/api/courses");
  expect(courses.status()).toBe(200);
  expect(await courses.json()).toEqual({ courses: [] });
});

test("the tutor-turn routes answer a wrong method with the app's JSON 405", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api/interview"],
    ["PUT", "/api/chat"],
    ["DELETE", "/api/interview"],
  ] as const) {
    const response = await request.fetch(path, { method });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers()["allow"]).toBe("POST, OPTIONS");
  }
});

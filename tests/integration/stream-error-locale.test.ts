/**
 * A failure in the middle of a streamed tutor turn reaches the learner in the request's UI language
 * (the language switch's cookie, else Accept-Language), like the errors sent before the stream:
 * the real chat route, the real `@ai-sdk/openai` provider and model registry, and a scripted
 * chat-completions server that fails the ways real servers do.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/chat/route";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { LOCALES } from "@/lib/i18n/locales";
import { readUiChunks } from "@/tests/support/chat/chat-test-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { cookieFor, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { Reply } from "@/tests/support/scripted-openai/wire-types";

const [ENGLISH, CHINESE] = LOCALES;
setUpCourseRouteEnvironment();
let model: ScriptedServer;
let reply: Reply = { content: "Hello." };
beforeAll(async () => {
  model = await startScriptedServer(() => reply);
  vi.stubEnv("LLM_API_KEY", "stream-error-locale-test");
  vi.stubEnv("LLM_MODEL", "scripted");
  vi.stubEnv("LLM_BASE_URL", model.baseURL);
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await model.close();
});

const OWNER = ownerFixture();

/** The error texts one chat turn streams when asked with these language headers. */
async function streamedErrors(languageHeaders: { cookie?: string; acceptLanguage?: string }): Promise<string[]> {
  const identity = await cookieFor(OWNER);
  const response = await POST(
    request("http://127.0.0.1/api/chat", {
      method: "POST",
      cookie: languageHeaders.cookie ? `${identity}; ${languageHeaders.cookie}` : identity,
      headers: languageHeaders.acceptLanguage ? { "accept-language": languageHeaders.acceptLanguage } : {},
      body: JSON.stringify({ id: "s1", maskId: "warm", messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "Hi!" }] }] }),
    }),
  );
  expect(response.status).toBe(200);
  const chunks = await readUiChunks(response);
  return chunks.flatMap((chunk) => (chunk.type === "error" ? [chunk.errorText] : []));
}

const HAN = /\p{Script=Han}/u;

describe("a turn that fails mid-stream speaks the request's language", () => {
  it("credentials refused (HTTP 401): English for an English request, Chinese for a Chinese one, by cookie or by Accept-Language", async () => {
    reply = { status: 401, errorBody: { error: { message: "invalid key sk-live-123" } } };
    expect(await streamedErrors({ acceptLanguage: "en-US,en;q=0.9" })).toEqual([
      "The model service rejected our credentials. Check LLM_API_KEY, then retry.",
    ]);
    expect(await streamedErrors({ acceptLanguage: "zh-CN,zh;q=0.9" })).toEqual([
      "模型服务拒绝了我们的凭据。请检查 LLM_API_KEY，然后重试。",
    ]);
    // The switch's cookie wins over the browser's header, either way.
    expect(await streamedErrors({ cookie: `${LOCALE_COOKIE}=${CHINESE}`, acceptLanguage: "en-US" })).toEqual([
      "模型服务拒绝了我们的凭据。请检查 LLM_API_KEY，然后重试。",
    ]);
    expect(await streamedErrors({ cookie: `${LOCALE_COOKIE}=${ENGLISH}`, acceptLanguage: "zh-CN" })).toEqual([
      "The model service rejected our credentials. Check LLM_API_KEY, then retry.",
    ]);
  });

  it("a connection cut mid-answer and a server error name what happened in Chinese, never the server's text", async () => {
    reply = { content: "Let me explain how this works in some detail", cutAfterFrames: 2 };
    const cut = await streamedErrors({ acceptLanguage: "zh-CN" });
    expect(cut.length).toBeGreaterThan(0);
    for (const text of cut) expect(text).toMatch(HAN);
    reply = { status: 503, errorBody: { error: { message: "upstream db-password=hunter2" } } };
    const failed = await streamedErrors({ acceptLanguage: "zh" });
    expect(failed).toEqual(["模型服务出错了（HTTP 503）。你的对话已保留：请重试。"]);
    expect(JSON.stringify(failed)).not.toContain("hunter2");
  });

  it("an empty answer (the turn's outcome guard) in the request's language", async () => {
    reply = { content: "" };
    const [english] = await streamedErrors({ acceptLanguage: "en" });
    const [chinese] = await streamedErrors({ acceptLanguage: "zh-TW,zh;q=0.8" });
    expect(english).toMatch(/empty answer/);
    expect(chinese).toMatch(HAN);
    expect(chinese).toMatch(/空回答/);
  });
});

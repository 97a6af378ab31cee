import { expect } from "vitest";
import { POST } from "@/app/api/chat/route";
import { cookieFor, request } from "@/tests/support/courses/course-route-kit";
import { assembleMessage, readUiChunks, textOf } from "./chat-test-kit";

let counter = 0;
const userMessage = (text: string) => ({ id: `u${(counter += 1)}`, role: "user", parts: [{ type: "text", text }] });

/** The learner's `texts`, one user message each, sent to the real chat route by the browser `owner` (the route environment set up by course-route-kit). */
export async function postChat(owner: string, texts: readonly string[], maskId = "default"): Promise<Response> {
  return POST(
    request("http://127.0.0.1/api/chat", {
      method: "POST",
      cookie: await cookieFor(owner),
      body: JSON.stringify({ id: "session-1", messages: texts.map(userMessage), maskId }),
    }),
  );
}

/** The tutor's reply to `texts` as text; the route must answer 200. */
export async function askChat(owner: string, texts: readonly string[], maskId = "default"): Promise<string> {
  const response = await postChat(owner, texts, maskId);
  expect(response.status).toBe(200);
  return textOf(await assembleMessage(await readUiChunks(response)));
}

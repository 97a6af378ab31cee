import "server-only";
import { createHmac, createSecretKey, timingSafeEqual } from "node:crypto";
import type { ToolSet, UIMessage } from "ai";
import { AppError } from "@/lib/errors";
import { sessionSecret } from "@/lib/identity/session-secret";
import { factsOfParts, signaturesOf } from "./message-facts";

/**
 * The server's word on what it streamed: an HMAC per fact of an assistant
 * message (see message-facts.ts), keyed by a key derived from the session
 * secret (a separate key from the cookie's, so a cookie signature can never
 * pass for a message signature or the other way round).
 */
export interface MessageVouch {
  sign(messageId: string, key: string, content: string): string;
  check(messageId: string, key: string, content: string, signature: string): boolean;
}

/** 128-bit tags, base64url: enough against forgery, small enough to ride along every message. */
const TAG_BYTES = 16;

export function createMessageVouch(secret: string): MessageVouch {
  // A KeyObject, made once: given the raw bytes, createHmac imports the key again on every call
  // (13.6 µs an HMAC against 2.7 µs with the KeyObject, measured on Node 24; ~20 a turn).
  const key = createSecretKey(createHmac("sha256", secret).update("nexusnote/assistant-message-signing/v1").digest());
  const sign = (messageId: string, factKey: string, content: string) =>
    createHmac("sha256", key).update(`${messageId}\n${factKey}\n${content}`).digest().subarray(0, TAG_BYTES).toString("base64url");
  return {
    sign,
    check(messageId, factKey, content, signature) {
      const expected = Buffer.from(sign(messageId, factKey, content));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

let defaultVouch: { secret: string; vouch: MessageVouch } | undefined;

/** The app's vouch, from the session secret every process shares: its key derived once per secret, not per request. */
export async function defaultMessageVouch(): Promise<MessageVouch> {
  const secret = await sessionSecret();
  if (defaultVouch?.secret !== secret) defaultVouch = { secret, vouch: createMessageVouch(secret) };
  return defaultVouch.vouch;
}

export const serverToolTest = (tools: ToolSet) => (toolName: string) =>
  typeof (tools[toolName] as { execute?: unknown } | undefined)?.execute === "function";

/**
 * Refuses (400) a history with an assistant part the server did not stream
 * exactly so: an invented message, altered text or reasoning, an invented or
 * edited tool call, a server tool's result changed. Learner messages and the
 * learner's answers to client-side tools are not checked here.
 */
export function verifyAssistantMessages(messages: readonly UIMessage[], tools: ToolSet, vouch: MessageVouch): void {
  const isServerTool = serverToolTest(tools);
  messages.forEach((message, index) => {
    if (message.role !== "assistant") return;
    const signatures = signaturesOf(message);
    for (const partFacts of factsOfParts(message, isServerTool)) {
      const facts = partFacts ?? [{ key: "?", content: "" }];
      for (const fact of facts) {
        const signature = signatures[fact.key];
        if (signature === undefined || !vouch.check(message.id, fact.key, fact.content, signature)) {
          throw new AppError("bad_request", {
            en: `The conversation contains a tutor message this server did not write, or one that was changed (message ${index + 1}). Reload the page to continue from the saved conversation, or start a new one.`,
            zh: `对话中有一条导师消息不是这个服务器写的，或者被改动过（第 ${index + 1} 条消息）。请重新加载页面，从已保存的对话继续，或者开始新的对话。`,
          });
        }
      }
    }
  });
}

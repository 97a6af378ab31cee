/**
 * Test support: signing hand-built histories as the server would have signed
 * them when it streamed them. Tests about other things (agent behaviour,
 * validation rules) build conversations by hand; without signatures the server
 * would refuse every one. The forged-history tests use these to make a real
 * signature and then change what it covers.
 */
import type { ToolSet, UIMessage } from "ai";
import { factsOfParts, SIGNATURES_FIELD } from "@/lib/ai/turn/message-facts";
import { createMessageVouch, serverToolTest, type MessageVouch } from "@/lib/ai/turn/message-vouch";

/** The vouch of the test environment's SESSION_SECRET (vitest.config.ts), which the app's default uses too. */
export function testVouch(): MessageVouch {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set for the tests (see vitest.config.ts)");
  return createMessageVouch(secret);
}

/**
 * `message` signed as the server signs a stream: every finished part, but not a
 * text still streaming, a tool call whose input is still streaming, or a
 * preliminary tool output (assistant messages; others are returned as they are).
 */
export function signMessage<MESSAGE extends UIMessage>(message: MESSAGE, tools: ToolSet, vouch: MessageVouch = testVouch()): MESSAGE {
  if (message.role !== "assistant") return message;
  const signatures: Record<string, string> = {};
  factsOfParts(message, serverToolTest(tools)).forEach((facts, index) => {
    const part = message.parts[index] as { state?: string; preliminary?: boolean };
    if (part.state === "streaming" || part.state === "input-streaming") return;
    for (const fact of facts ?? []) {
      if (part.preliminary === true && fact.key.startsWith("o:")) continue;
      signatures[fact.key] = vouch.sign(message.id, fact.key, fact.content);
    }
  });
  const metadata = (message.metadata && typeof message.metadata === "object" ? message.metadata : {}) as Record<string, unknown>;
  return { ...message, metadata: { ...metadata, [SIGNATURES_FIELD]: signatures } };
}

export function signHistory<MESSAGE extends UIMessage>(
  messages: readonly MESSAGE[],
  tools: ToolSet,
  vouch: MessageVouch = testVouch(),
): MESSAGE[] {
  return messages.map((message) => signMessage(message, tools, vouch));
}

/**
 * Signs only the assistant messages that carry no signature at all (built by
 * hand in a test); messages the server streamed keep exactly what it signed, so
 * a test that chains real turns still checks the server's own signatures.
 */
export function signHandBuilt<MESSAGE extends UIMessage>(messages: readonly MESSAGE[], tools: ToolSet): MESSAGE[] {
  return messages.map((message) => (message.role === "assistant" && !hasSignatures(message) ? signMessage(message, tools) : message));
}

function hasSignatures(message: UIMessage): boolean {
  const metadata = message.metadata as Record<string, unknown> | undefined;
  return Boolean(metadata && typeof metadata[SIGNATURES_FIELD] === "object");
}

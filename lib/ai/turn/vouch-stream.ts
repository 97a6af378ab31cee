import "server-only";
import type { ToolSet, UIMessage, UIMessageChunk } from "ai";
import { callContent, callKey, proseKey, resultContent, resultKey, signaturesOf, SIGNATURES_FIELD } from "./message-facts";
import { serverToolTest, type MessageVouch } from "./message-vouch";

type Signatures = Record<string, string | null>;

export interface StreamVouchContext {
  vouch: MessageVouch;
  tools: ToolSet;
  history: readonly UIMessage[];
}

/**
 * Signs what the agent streams, fact by fact, as it completes: after each
 * text/reasoning end, each tool call's input and each server tool's final
 * result, a `message-metadata` chunk adds `{ signatures: { key: mac } }`, which
 * the browser merges into the message's metadata and stores with it. A stop
 * mid-stream therefore leaves every finished part signed.
 *
 * A continuation (the SDK streams into the last assistant message) goes on from
 * that message's parts: its text counter and its signatures. A key that an
 * earlier, since-trimmed part had signed is cleared when its new part starts, so
 * a half-streamed replacement is never mistaken for a signed one.
 *
 * As a plain function, each chunk in, the chunks to send in its place out (a
 * reset before it, a signature after it), run inside the one stream stage of
 * ./signed-ui-stream-response.ts.
 */
export function streamSigner({ vouch, tools, history }: StreamVouchContext): (chunk: UIMessageChunk) => UIMessageChunk[] {
  const isServerTool = serverToolTest(tools);
  const last = history.at(-1);
  let messageId: string | undefined;
  let prose = 0;
  let inherited: Record<string, string> = {};
  const prosePieces = new Map<string, { key: string; text: string }>();
  const calls = new Map<string, { name: string; proseBefore: number }>();

  const startProse = (id: string, kind: "text" | "reasoning"): Signatures | null => {
    const key = proseKey(kind, prose++);
    prosePieces.set(`${kind}:${id}`, { key, text: "" });
    return key in inherited ? { [key]: null } : null;
  };
  const endProse = (id: string, kind: "text" | "reasoning"): Signatures | null => {
    const piece = prosePieces.get(`${kind}:${id}`);
    prosePieces.delete(`${kind}:${id}`);
    return piece && messageId ? { [piece.key]: vouch.sign(messageId, piece.key, piece.text) } : null;
  };
  const callOf = (toolCallId: string, toolName?: string) => {
    let call = calls.get(toolCallId);
    if (!call && toolName) calls.set(toolCallId, (call = { name: toolName, proseBefore: prose }));
    return call;
  };
  const signResult = (toolCallId: string, result: { output: unknown } | { errorText: string }): Signatures | null => {
    const call = calls.get(toolCallId);
    if (!call || !messageId || !isServerTool(call.name)) return null;
    return { [resultKey(toolCallId)]: vouch.sign(messageId, resultKey(toolCallId), resultContent(result)) };
  };

  function observe(chunk: UIMessageChunk): Signatures | null {
    switch (chunk.type) {
      case "start":
        messageId = chunk.messageId;
        if (last?.role === "assistant" && last.id === messageId) {
          prose = last.parts.filter((part) => part.type === "text" || part.type === "reasoning").length;
          inherited = signaturesOf(last);
        }
        return null;
      case "text-start":
        return startProse(chunk.id, "text");
      case "reasoning-start":
        return startProse(chunk.id, "reasoning");
      case "text-delta":
      case "reasoning-delta": {
        const piece = prosePieces.get(`${chunk.type === "text-delta" ? "text" : "reasoning"}:${chunk.id}`);
        if (piece) piece.text += chunk.delta;
        return null;
      }
      case "text-end":
        return endProse(chunk.id, "text");
      case "reasoning-end":
        return endProse(chunk.id, "reasoning");
      case "tool-input-start": {
        callOf(chunk.toolCallId, chunk.toolName);
        const key = callKey(chunk.toolCallId);
        return key in inherited ? { [key]: null } : null;
      }
      case "tool-input-available":
      case "tool-input-error": {
        const call = callOf(chunk.toolCallId, chunk.toolName);
        if (!call || !messageId) return null;
        // AI SDK 7's browser keeps an invalid call's input (what the model sent, parsed or raw) as the part's `input`,
        // as it keeps a valid one's: signed as it will come back.
        const key = callKey(chunk.toolCallId);
        const signed: Signatures = { [key]: vouch.sign(messageId, key, callContent(call.name, chunk.input, undefined, call.proseBefore)) };
        if (chunk.type === "tool-input-error") Object.assign(signed, signResult(chunk.toolCallId, { errorText: chunk.errorText }));
        return signed;
      }
      case "tool-output-available":
        return chunk.preliminary ? null : signResult(chunk.toolCallId, { output: chunk.output });
      case "tool-output-error":
        return signResult(chunk.toolCallId, { errorText: chunk.errorText });
      default:
        return null;
    }
  }

  return (chunk) => {
    // A reset goes before the part it concerns, a signature after it.
    const signatures = observe(chunk);
    if (!signatures) return [chunk];
    const isReset = Object.values(signatures).every((value) => value === null);
    return isReset ? [metadataChunk(signatures), chunk] : [chunk, metadataChunk(signatures)];
  };
}

function metadataChunk(signatures: Signatures): UIMessageChunk {
  return { type: "message-metadata", messageMetadata: { [SIGNATURES_FIELD]: signatures } };
}

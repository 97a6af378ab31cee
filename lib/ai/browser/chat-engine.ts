/**
 * The chat engine's chunk: only the two classes the browser runs, as static
 * named re-exports, so the bundler keeps them and what they use out of `ai`'s
 * single-file build. A dynamic import("ai") takes the whole namespace instead —
 * generateText, streamText, realtime, telemetry, the gateway — about 140 KB
 * gzip where these need about 55 KB. Loaded only through lib/ai/browser/deferred-chat.ts.
 */
export { Chat } from "@ai-sdk/react";
export { DefaultChatTransport } from "ai";

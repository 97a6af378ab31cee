import "server-only";
import {
  convertToModelMessages,
  toUIMessageStream,
  type Agent,
  type InferUIMessageChunk,
  type StreamTextTransform,
  type TextStreamPart,
  type ToolSet,
  type UIMessage,
} from "ai";

type StreamOptions<CALL_OPTIONS, TOOLS extends ToolSet, RUNTIME_CONTEXT extends Record<string, unknown>> = Parameters<
  Agent<CALL_OPTIONS, TOOLS, RUNTIME_CONTEXT>["stream"]
>[0];

/**
 * createAgentUIStream for a history already validated by the turn's history (with the
 * same tools, and more rules: lib/ai/turn/validate-ui-history.ts). The SDK's version
 * validates it all over again — every tool input and output through its zod
 * schema — on each request; this does the rest of what it does, in its order:
 * convert to model messages, run the agent, stream UI chunks on top of the
 * history.
 */
export async function streamValidatedAgent<
  CALL_OPTIONS,
  TOOLS extends ToolSet,
  RUNTIME_CONTEXT extends Record<string, unknown>,
  MESSAGE extends UIMessage,
>({
  agent,
  messages,
  options,
  abortSignal,
  experimental_transform,
  generateMessageId,
  onEnd,
  onError,
  messageMetadata,
}: {
  agent: Agent<CALL_OPTIONS, TOOLS, RUNTIME_CONTEXT>;
  /** Already validated against agent.tools. */
  messages: MESSAGE[];
  options: CALL_OPTIONS;
  abortSignal?: AbortSignal;
  experimental_transform?: StreamTextTransform<TOOLS> | Array<StreamTextTransform<TOOLS>>;
  generateMessageId: () => string;
  /** The conversation (history + this turn's message) once the stream has ended, cancelled or not. */
  onEnd?: (messages: MESSAGE[]) => Promise<void>;
  onError: (error: unknown) => string;
  /** Metadata for the message from the parts as they pass (e.g. the claims marked at its finish). */
  messageMetadata?: (options: { part: TextStreamPart<ToolSet> }) => Record<string, unknown> | undefined;
}): Promise<ReadableStream<InferUIMessageChunk<MESSAGE>>> {
  const prompt = await convertToModelMessages(messages, { tools: agent.tools });
  const result = await agent.stream({ prompt, options, abortSignal, experimental_transform } as StreamOptions<
    CALL_OPTIONS,
    TOOLS,
    RUNTIME_CONTEXT
  >);
  // AI SDK 7's stateless helper (the result's own toUIMessageStream is deprecated), given the tools as createAgentUIStream does.
  return toUIMessageStream<TOOLS, MESSAGE>({
    stream: result.stream,
    tools: agent.tools,
    originalMessages: messages,
    generateMessageId,
    // Only when asked: with a callback the SDK pipes the stream through one more stage to assemble the message.
    onEnd: onEnd && (({ messages: finished }) => onEnd(finished)),
    onError,
    // Our metadata is an open record (signatures, claims) beside each feature's own fields.
    messageMetadata: messageMetadata as Parameters<typeof toUIMessageStream<TOOLS, MESSAGE>>[0]["messageMetadata"],
  });
}

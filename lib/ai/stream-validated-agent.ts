import "server-only";
import { convertToModelMessages, type Agent, type InferUIMessageChunk, type StreamTextTransform, type ToolSet, type UIMessage } from "ai";

type StreamOptions<CALL_OPTIONS, TOOLS extends ToolSet> = Parameters<Agent<CALL_OPTIONS, TOOLS>["stream"]>[0];

/**
 * createAgentUIStream for a history the route has already validated (with the
 * same tools, and more rules: lib/ai/validate-ui-history.ts). The SDK's version
 * validates it all over again — every tool input and output through its zod
 * schema — on each request; this does the rest of what it does, in its order:
 * convert to model messages, run the agent, stream UI chunks on top of the
 * history.
 */
export async function streamValidatedAgent<CALL_OPTIONS, TOOLS extends ToolSet, MESSAGE extends UIMessage>({
  agent,
  messages,
  options,
  abortSignal,
  experimental_transform,
  generateMessageId,
  onError,
}: {
  agent: Agent<CALL_OPTIONS, TOOLS>;
  /** Already validated against agent.tools. */
  messages: MESSAGE[];
  options: CALL_OPTIONS;
  abortSignal?: AbortSignal;
  experimental_transform?: StreamTextTransform<TOOLS> | Array<StreamTextTransform<TOOLS>>;
  generateMessageId: () => string;
  onError: (error: unknown) => string;
}): Promise<ReadableStream<InferUIMessageChunk<MESSAGE>>> {
  const prompt = await convertToModelMessages(messages, { tools: agent.tools });
  const result = await agent.stream({ prompt, options, abortSignal, experimental_transform } as StreamOptions<CALL_OPTIONS, TOOLS>);
  return result.toUIMessageStream<MESSAGE>({ originalMessages: messages, generateMessageId, onError });
}

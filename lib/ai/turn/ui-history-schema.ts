import { asSchema, isDeepEqualData, type ToolSet, type UIMessage } from "ai";
import { z } from "zod";
import { describeZodError } from "@/lib/http/zod-error-message";
import { zodSchemaBehind } from "@/lib/ai/cached-schema";
import { safeParseOnce } from "@/lib/ai/parse-once";

/**
 * The zod schemas of a tutor conversation's UI messages: the AI SDK's own
 * (ai 6, uiMessagesSchema) for the part types a tutor history may hold — text,
 * reasoning, step-start and tool parts — field for field, so a history parses
 * to the same messages. What differs is the dispatch: the SDK tries every part
 * against a union of 20 objects (every failed try builds its issues: ~0.15 ms a
 * turn on a short interview); here a part's `type`, then a tool part's `state`,
 * picks its one schema. Part types the conversation may not hold are refused
 * before (validate-ui-history.ts checkPartTypes).
 */

const jsonValueSchema: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.null(), z.string(), z.number(), z.boolean(), z.record(z.string(), jsonValueSchema.optional()), z.array(jsonValueSchema)]),
);
const providerMetadataSchema = z.record(z.string(), z.record(z.string(), jsonValueSchema.optional()));
const toolMetadataSchema = z.record(z.string(), jsonValueSchema.optional());

export const uiMessageEnvelopeSchema = z
  .object({
    id: z.string(),
    role: z.enum(["system", "user", "assistant"]),
    metadata: z.unknown().optional(),
    parts: z.array(z.unknown()),
  })
  .superRefine((message, context) => {
    if (message.role !== "assistant" && message.parts.length === 0) {
      context.addIssue({
        code: "too_small",
        origin: "array",
        minimum: 1,
        inclusive: true,
        input: message.parts,
        path: ["parts"],
        message: "Message must contain at least one part",
      });
    }
  });

const approvalRequestedSchema = z.object({
  id: z.string(),
  approved: z.never().optional(),
  descriptor: z.unknown().optional(),
  reason: z.never().optional(),
  signature: z.string().optional(),
  inputSchemaInput: z.unknown().optional(),
});
const approvalRespondedSchema = approvalRequestedSchema.extend({ approved: z.boolean(), reason: z.string().optional() });
const approvalGrantedSchema = approvalRespondedSchema.extend({ approved: z.literal(true) });
const approvalDeniedSchema = approvalRespondedSchema.extend({ approved: z.literal(false) });

const toolPartBase = {
  type: z.string().startsWith("tool-"),
  toolCallId: z.string(),
  toolMetadata: toolMetadataSchema.optional(),
  providerExecuted: z.boolean().optional(),
  callProviderMetadata: providerMetadataSchema.optional(),
};
const noOutput = { output: z.never().optional(), errorText: z.never().optional() };

const toolPartSchema = z.discriminatedUnion("state", [
  z.object({
    ...toolPartBase,
    ...noOutput,
    state: z.literal("input-streaming"),
    input: z.unknown().optional(),
    rawInput: z.string().optional(),
    inputEncoding: z.enum(["json", "text"]).optional(),
    approval: z.never().optional(),
  }),
  z.object({ ...toolPartBase, ...noOutput, state: z.literal("input-available"), input: z.unknown(), approval: z.never().optional() }),
  z.object({ ...toolPartBase, ...noOutput, state: z.literal("approval-requested"), input: z.unknown(), approval: approvalRequestedSchema }),
  z.object({ ...toolPartBase, ...noOutput, state: z.literal("approval-responded"), input: z.unknown(), approval: approvalRespondedSchema }),
  z.object({
    ...toolPartBase,
    state: z.literal("output-available"),
    input: z.unknown(),
    output: z.unknown(),
    errorText: z.never().optional(),
    resultProviderMetadata: providerMetadataSchema.optional(),
    preliminary: z.boolean().optional(),
    approval: approvalGrantedSchema.optional(),
  }),
  z.object({
    ...toolPartBase,
    state: z.literal("output-error"),
    input: z.unknown().optional(),
    rawInput: z.unknown().optional(),
    output: z.never().optional(),
    errorText: z.string(),
    resultProviderMetadata: providerMetadataSchema.optional(),
    approval: approvalGrantedSchema.optional(),
  }),
  z.object({ ...toolPartBase, ...noOutput, state: z.literal("output-denied"), input: z.unknown(), approval: approvalDeniedSchema }),
]);

const proseState = z.enum(["streaming", "done"]).optional();
const partSchemas = new Map<string, z.ZodType>([
  ["text", z.object({ type: z.literal("text"), text: z.string(), state: proseState, providerMetadata: providerMetadataSchema.optional() })],
  [
    "reasoning",
    z.object({
      type: z.literal("reasoning"),
      id: z.string().optional(),
      text: z.string(),
      state: proseState,
      providerMetadata: providerMetadataSchema.optional(),
    }),
  ],
  ["step-start", z.object({ type: z.literal("step-start") })],
]);

/** The schema of a part of this type (tool parts share one, keyed by state); null for a type a tutor history cannot hold. */
export function uiPartSchema(type: unknown): z.ZodType | null {
  if (typeof type !== "string") return null;
  if (type.startsWith("tool-")) return toolPartSchema;
  return partSchemas.get(type) ?? null;
}

const isEmptyObject = (value: unknown) =>
  value != null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0;

type ParsedPart = { type: string; state?: string; input?: unknown; output?: unknown; approval?: object } & Record<string, unknown>;

/** The parsed messages, or why the history is invalid (a fragment naming the message and part). */
export type UiHistoryParse = { success: true; data: UIMessage[] } | { success: false; reason: string };

/**
 * Parses a history as the SDK's safeValidateUIMessages does, with `tools`: the
 * messages and parts through the schemas above, then each tool part's input
 * (and a finished call's output) through that tool's schemas, in the SDK's
 * rules (a finished call whose input does not fit becomes a `dynamic-tool`
 * part, which no tutor history accepts afterwards: the server never signs one).
 */
export async function parseUiHistory(messages: unknown, tools: ToolSet): Promise<UiHistoryParse> {
  if (!Array.isArray(messages) || messages.length === 0) return { success: false, reason: "the conversation is empty" };
  const data: UIMessage[] = [];
  for (const [index, raw] of messages.entries()) {
    const where = `message ${index + 1}`;
    const envelope = uiMessageEnvelopeSchema.safeParse(raw);
    if (!envelope.success) return { success: false, reason: `${where}: ${describeZodError(envelope.error, 1)}` };
    const parts: ParsedPart[] = [];
    for (const [partIndex, rawPart] of envelope.data.parts.entries()) {
      const at = `${where}, part ${partIndex + 1}`;
      const parsed = uiPartSchema((rawPart as { type?: unknown } | null)?.type)?.safeParse(rawPart);
      if (!parsed?.success)
        return { success: false, reason: parsed ? `${at}: ${describeZodError(parsed.error, 1)}` : `${at} has an unknown type` };
      const part = parsed.data as ParsedPart;
      const checked = part.type.startsWith("tool-") ? await checkToolPart(part, tools, at) : part;
      if (typeof checked === "string") return { success: false, reason: checked };
      parts.push(checked);
    }
    data.push({ ...envelope.data, parts } as UIMessage);
  }
  return { success: true, data };
}

async function fits(schema: unknown, value: unknown): Promise<{ success: true; value: unknown } | { success: false; error: unknown }> {
  // A tool's zod schema (every tool's, through cachedSchema): parsed synchronously, and once per input object, so the
  // feature's own rules and the agent's reading of the same part reuse it (lib/ai/parse-once.ts). Same schema, same result.
  const zod = zodSchemaBehind(schema);
  if (zod) {
    try {
      const parsed = safeParseOnce(zod, value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    } catch (error) {
      // An asynchronous refinement cannot run synchronously: the SDK's own (asynchronous) validation below.
      if (!(error instanceof z.core.$ZodAsyncError)) return { success: false, error };
    }
  }
  try {
    const validate = asSchema(schema as never).validate;
    return validate ? await validate(value) : { success: true, value };
  } catch (error) {
    return { success: false, error };
  }
}

const issueOf = (error: unknown) => (error instanceof z.core.$ZodError ? ` (${describeZodError(error, 1).slice(0, 160)})` : "");

/** The tool part as the SDK keeps it, or why it is invalid. */
async function checkToolPart(part: ParsedPart, tools: ToolSet, at: string): Promise<ParsedPart | string> {
  const toolName = part.type.slice("tool-".length);
  const tool = Object.hasOwn(tools, toolName) ? tools[toolName] : undefined;
  if (!tool) return `${at} calls a tool this conversation does not have`;
  const approvalInput =
    part.approval && Object.hasOwn(part.approval, "inputSchemaInput")
      ? { value: (part.approval as { inputSchemaInput?: unknown }).inputSchemaInput }
      : null;
  let toDynamic = false;
  if (part.state !== "input-streaming" && (part.state !== "output-error" || approvalInput || part.input !== undefined)) {
    const input = await fits(tool.inputSchema, approvalInput ? approvalInput.value : part.input);
    const misfit = !input.success || (approvalInput !== null && !isDeepEqualData(input.value, part.input));
    if (misfit) {
      if (part.state !== "output-error" && !(part.state === "output-available" && isEmptyObject(part.input))) {
        return `${at}: the input of ${toolName} does not match its schema${input.success ? "" : issueOf(input.error)}`;
      }
      toDynamic = true;
    }
  }
  if (part.state === "output-available" && tool.outputSchema) {
    const output = await fits(tool.outputSchema, part.output);
    if (!output.success) return `${at}: the result of ${toolName} does not match its schema${issueOf(output.error)}`;
  }
  if (!toDynamic) return part;
  const { type: _type, ...rest } = part;
  void _type;
  return { ...rest, type: "dynamic-tool", toolName, dynamic: false };
}

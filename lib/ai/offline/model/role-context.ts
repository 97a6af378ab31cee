import type { JSONSchema7, LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";

/** toolChoice, normalised: what the caller allows or demands this turn. */
export type ChoiceMode = { mode: "auto" } | { mode: "none" } | { mode: "required" } | { mode: "tool"; toolName: string };

export interface RoleContext {
  prompt: LanguageModelV4Prompt;
  /** Function tools on offer (the SDK has already applied activeTools), by name. */
  tools: ReadonlyMap<string, JSONSchema7>;
  choice: ChoiceMode;
  responseFormat: LanguageModelV4CallOptions["responseFormat"];
}

/** What a role decides to say: some text, a tool call, or both (text first). */
export interface OfflineReply {
  text?: string;
  toolCall?: { toolName: string; input: Record<string, unknown> };
}

export function buildContext(options: LanguageModelV4CallOptions): RoleContext {
  const tools = new Map<string, JSONSchema7>();
  for (const tool of options.tools ?? []) {
    // Provider-defined tools belong to other providers; the offline model cannot run them.
    if (tool.type === "function") tools.set(tool.name, tool.inputSchema);
  }
  const raw = options.toolChoice;
  const choice: ChoiceMode =
    raw?.type === "tool"
      ? { mode: "tool", toolName: raw.toolName }
      : raw?.type === "none" || raw?.type === "required"
        ? { mode: raw.type }
        : { mode: "auto" };
  return { prompt: options.prompt, tools, choice, responseFormat: options.responseFormat };
}

export function offered(ctx: RoleContext, toolName: string): boolean {
  return ctx.tools.has(toolName);
}

/** The tool the caller insists on, if any. */
export function forcedTool(ctx: RoleContext): string | null {
  return ctx.choice.mode === "tool" ? ctx.choice.toolName : null;
}

/** Whether this turn may call `toolName` at all. */
export function mayCall(ctx: RoleContext, toolName: string): boolean {
  if (!offered(ctx, toolName) || ctx.choice.mode === "none") return false;
  return ctx.choice.mode !== "tool" || ctx.choice.toolName === toolName;
}

export function mustCallTool(ctx: RoleContext): boolean {
  return ctx.choice.mode === "required" || ctx.choice.mode === "tool";
}

export function call(toolName: string, input: Record<string, unknown>): OfflineReply {
  return { toolCall: { toolName, input } };
}

import { APICallError } from "@ai-sdk/provider";

/**
 * How a server says it cannot call tools: vLLM without a tool parser ("\"auto\"
 * tool choice requires --enable-auto-tool-choice and --tool-call-parser"), Ollama
 * ("… does not support tools"), llama.cpp without --jinja ("tools param requires
 * --jinja"). An HTTP error that talks about tools; anything else is not this.
 */
export function isToolSupportError(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode ?? 0;
  if (![400, 404, 422, 500, 501].includes(status)) return false;
  return /tool/i.test(`${error.message} ${error.responseBody ?? ""}`);
}

export type ToolCalling = "native" | "text" | "auto";

/**
 * Which models were found unable to call tools, per model id, for the life of
 * the registry (the process): one failed turn switches the model, the next
 * turns go straight to the text protocol.
 */
export class ToolCallingMemory {
  private readonly textModels = new Set<string>();
  usesText(modelId: string): boolean {
    return this.textModels.has(modelId);
  }
  switchToText(modelId: string, why: string): void {
    if (this.textModels.has(modelId)) return;
    this.textModels.add(modelId);
    console.warn(`[text-protocol] model "${modelId}" cannot call tools (${why}): using the text protocol from now on.`);
  }
}

import type { LanguageModelV4Prompt } from "@ai-sdk/provider";

/**
 * What a feature knows about how models without tool calling answer its forced
 * tool: the interview's question written as plain prose, the course outline as
 * markdown headings and lists, a chapter written straight out. A reader turns
 * such a reply into the tool's input (validated by the tool's own schema
 * downstream, as any call is), or returns null when the reply is not that.
 *
 * Readers live in the feature that owns the tool's schema and are registered
 * at start-up by app/_compose (lib never imports features).
 */
export interface TextReplyReader {
  /** The tool whose input this reader builds. */
  toolName: string;
  /** A readable name for logs ("prose question"). */
  name: string;
  read(reply: string, request: { prompt: LanguageModelV4Prompt }): Record<string, unknown> | null;
}

const slot = globalThis as typeof globalThis & { __nexusnoteTextReaders?: Map<string, TextReplyReader[]> };

/** Registers readers process-wide (globalThis: instrumentation and route bundles share one process). */
export function registerTextReaders(readers: readonly TextReplyReader[]): void {
  const registry = (slot.__nexusnoteTextReaders ??= new Map<string, TextReplyReader[]>());
  for (const reader of readers) {
    const list: TextReplyReader[] = registry.get(reader.toolName) ?? [];
    if (!list.some((known) => known.name === reader.name)) list.push(reader);
    registry.set(reader.toolName, list);
  }
}

/** The first reader's input for `toolName` from this reply, or null. A reader that throws is a bug: logged, skipped. */
export function readWithFeatureReaders(
  toolName: string,
  reply: string,
  request: { prompt: LanguageModelV4Prompt },
): Record<string, unknown> | null {
  for (const reader of slot.__nexusnoteTextReaders?.get(toolName) ?? []) {
    try {
      const input = reader.read(reply, request);
      if (input) return input;
    } catch (error) {
      console.error(`[text-protocol] the ${reader.name} reader failed:`, error);
    }
  }
  return null;
}

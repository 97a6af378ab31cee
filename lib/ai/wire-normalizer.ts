import { parseJson } from "@/lib/safe-json";
/**
 * Reads and tidies what an OpenAI-compatible server sends before the provider
 * parses it: tool-call arguments sent as an object become the string the
 * protocol requires, `delta.reasoning` (Ollama, OpenRouter) becomes
 * `reasoning_content`, and token usage is reported to the turn meter.
 */
type Usage = { prompt_tokens?: unknown; completion_tokens?: unknown };
export type WireUsageSink = (prompt: number, completion: number) => void;

interface ChoiceLike {
  delta?: Record<string, unknown>;
  message?: Record<string, unknown>;
}

/** Whether anything was changed. */
function tidyToolCalls(container: Record<string, unknown> | undefined): boolean {
  if (!container) return false;
  let changed = false;
  if (typeof container.reasoning === "string" && container.reasoning_content === undefined) {
    container.reasoning_content = container.reasoning;
    changed = true;
  }
  const calls = container.tool_calls;
  if (!Array.isArray(calls)) return changed;
  for (const call of calls as { function?: { arguments?: unknown } }[]) {
    const args = call?.function?.arguments;
    if (args !== undefined && args !== null && typeof args === "object") {
      call.function!.arguments = JSON.stringify(args);
      changed = true;
    }
  }
  return changed;
}

/** Tidies one parsed chunk or body in place; reports its usage. Whether anything was changed. */
export function tidyCompletion(value: unknown, onUsage: WireUsageSink): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as { choices?: unknown; usage?: Usage | null };
  let changed = false;
  if (Array.isArray(record.choices)) {
    for (const choice of record.choices as ChoiceLike[]) {
      if (tidyToolCalls(choice?.delta)) changed = true;
      if (tidyToolCalls(choice?.message)) changed = true;
    }
  }
  const usage = record.usage;
  if (usage && typeof usage === "object") {
    const prompt = Number(usage.prompt_tokens);
    const completion = Number(usage.completion_tokens);
    onUsage(Number.isFinite(prompt) ? prompt : 0, Number.isFinite(completion) ? completion : 0);
  }
  return changed;
}

/**
 * Whether a line may need tidying: a `reasoning` or `usage` key, object/array tool arguments,
 * or a `\u00XX` escape (which could spell one of those keys). Without any, JSON.parse and
 * JSON.stringify of every chunk would give back the same data: the line passes as it is.
 */
const MAY_NEED_TIDY = /"usage"|"reasoning"|"arguments"\s*:\s*[{[]|\\u00/;

/** A line-oriented SSE rewriter: whole events in, tidied events out; a partial event waits. */
export class SseNormalizer {
  private pending = "";
  constructor(private readonly onUsage: WireUsageSink) {}

  push(text: string): string {
    this.pending += text;
    const cut = this.pending.lastIndexOf("\n");
    if (cut === -1) return "";
    const complete = this.pending.slice(0, cut + 1);
    this.pending = this.pending.slice(cut + 1);
    if (!MAY_NEED_TIDY.test(complete)) return complete;
    return complete
      .split("\n")
      .map((line) => (MAY_NEED_TIDY.test(line) ? this.tidyLine(line) : line))
      .join("\n");
  }

  /** What is left at the end; `dropPartial` discards a half-received event (the stream broke). */
  end(dropPartial = false): string {
    const rest = dropPartial ? "" : this.tidyLine(this.pending);
    this.pending = "";
    return rest;
  }

  private tidyLine(line: string): string {
    if (!line.startsWith("data:")) return line;
    const data = line.slice(5).trim();
    if (!data.startsWith("{")) return line;
    const parsed = parseJson(data);
    if (!parsed.ok) return line;
    // A line only read (its usage reported: the last event of every stream) goes on as it came,
    // so its chunk can leave as the bytes that came (lib/ai/model-fetch.ts).
    if (!tidyCompletion(parsed.value, this.onUsage)) return line;
    return `data: ${JSON.stringify(parsed.value)}`;
  }
}

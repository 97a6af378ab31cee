import { parseJson } from "@/lib/safe-json";
/**
 * Splits a model's streamed text into what the learner may read, the model's
 * reasoning, and tool-call markup, whatever form the server leaves them in:
 * `<think>…</think>`, an unopened `…</think>` (R1-distill chat templates put the
 * opening tag in the prompt), and `<tool_call>{…}</tool_call>` (vLLM / Ollama
 * without a tool-call parser). Tags may arrive cut across deltas.
 */
export type Segment = { kind: "text" | "reasoning" | "tool-markup"; text: string };

const THINK_OPEN = "<think>";
const THINK_CLOSE = "</think>";
const TOOL_OPEN = "<tool_call>";
const TOOL_CLOSE = "</tool_call>";

/** Length of the longest suffix of `text` that is a proper prefix of one of `tags`. */
function partialTagLength(text: string, tags: string[]): number {
  let longest = 0;
  for (const tag of tags) {
    for (let length = Math.min(tag.length - 1, text.length); length > longest; length--) {
      if (tag.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}

export class TagSplitter {
  private mode: "undecided" | "text" | "reasoning" | "tool";
  private buffer = "";

  /**
   * @param holdUndecided hold the start of the answer until it is clear whether
   *   it is reasoning (a `</think>` follows) or text — at most `holdLimit` characters.
   */
  constructor(
    holdUndecided: boolean,
    private readonly holdLimit = 4000,
  ) {
    this.mode = holdUndecided ? "undecided" : "text";
  }

  push(delta: string): Segment[] {
    this.buffer += delta;
    const out: Segment[] = [];
    for (;;) {
      const before = this.buffer.length + this.mode;
      this.step(out, false);
      if (this.buffer.length + this.mode === before) return out;
    }
  }

  /** Stop holding: whatever is undecided is text (a tool call or the end arrived). */
  decide(): Segment[] {
    if (this.mode !== "undecided") return [];
    this.mode = "text";
    return this.push("");
  }

  end(): Segment[] {
    const out = this.decide();
    this.step(out, true);
    const rest = this.buffer;
    this.buffer = "";
    if (rest) out.push({ kind: this.mode === "reasoning" ? "reasoning" : this.mode === "tool" ? "tool-markup" : "text", text: rest });
    return out;
  }

  /** After reasoning, the blank lines a template puts before the answer are not the answer. */
  private trimLeading = false;

  private emit(out: Segment[], kind: Segment["kind"], text: string) {
    if (kind === "reasoning") this.trimLeading = true;
    else if (kind === "text" && this.trimLeading) {
      text = text.replace(/^\s+/, "");
      if (text) this.trimLeading = false;
    }
    if (text) out.push({ kind, text });
  }

  private step(out: Segment[], ending: boolean): void {
    const buffer = this.buffer;
    if (this.mode === "undecided") {
      const close = buffer.indexOf(THINK_CLOSE);
      const open = buffer.indexOf(THINK_OPEN);
      if (close !== -1 && (open === -1 || close < open)) {
        this.emit(out, "reasoning", buffer.slice(0, close));
        this.buffer = buffer.slice(close + THINK_CLOSE.length);
        this.mode = "text";
      } else if (open !== -1 || buffer.includes(TOOL_OPEN) || buffer.length > this.holdLimit) {
        this.mode = "text";
      }
      return;
    }
    if (this.mode === "reasoning") {
      const close = buffer.indexOf(THINK_CLOSE);
      if (close !== -1) {
        this.emit(out, "reasoning", buffer.slice(0, close));
        this.buffer = buffer.slice(close + THINK_CLOSE.length);
        this.mode = "text";
        return;
      }
      const keep = ending ? 0 : partialTagLength(buffer, [THINK_CLOSE]);
      this.emit(out, "reasoning", buffer.slice(0, buffer.length - keep));
      this.buffer = buffer.slice(buffer.length - keep);
      return;
    }
    if (this.mode === "tool") {
      const close = buffer.indexOf(TOOL_CLOSE);
      if (close === -1) return; // a tool call is only useful whole
      this.emit(out, "tool-markup", buffer.slice(0, close));
      this.buffer = buffer.slice(close + TOOL_CLOSE.length);
      this.mode = "text";
      return;
    }
    const found = [THINK_OPEN, THINK_CLOSE, TOOL_OPEN]
      .map((tag) => ({ tag, at: buffer.indexOf(tag) }))
      .filter((hit) => hit.at !== -1)
      .sort((a, b) => a.at - b.at)[0];
    if (found) {
      this.emit(out, "text", buffer.slice(0, found.at));
      this.buffer = buffer.slice(found.at + found.tag.length);
      // A stray </think> in text is dropped; the text around it stays text.
      if (found.tag === THINK_OPEN) this.mode = "reasoning";
      else if (found.tag === TOOL_OPEN) this.mode = "tool";
      return;
    }
    const keep = ending ? 0 : partialTagLength(buffer, [THINK_OPEN, THINK_CLOSE, TOOL_OPEN]);
    this.emit(out, "text", buffer.slice(0, buffer.length - keep));
    this.buffer = buffer.slice(buffer.length - keep);
  }
}

/** Reads `<tool_call>` markup: `{"name": …, "arguments": {…}}` (or "parameters"); null when unreadable. */
export function parseToolMarkup(markup: string): { toolName: string; input: string } | null {
  const parsed = parseJson(markup.trim());
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null) return null;
  const value = parsed.value as { name?: unknown; arguments?: unknown; parameters?: unknown };
  if (typeof value.name !== "string" || !value.name) return null;
  const args = value.arguments ?? value.parameters ?? {};
  return { toolName: value.name, input: typeof args === "string" ? args : JSON.stringify(args) };
}

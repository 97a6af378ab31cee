import type { LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { parseJson } from "@/lib/safe-json";
import { parseToolMarkup, TagSplitter, type Segment } from "./tag-splitter";

/**
 * Proxies that send a whole tool call twice under one index and id make the
 * provider glue the arguments together (`{…}{…}`): when the text is exactly one
 * JSON value repeated, that value is the call's input. Anything else is left as
 * it came (and fails validation as it should).
 */
export function undoRepeatedArguments(input: string): string {
  if (parseJson(input).ok) return input;
  for (let times = 2; times <= 4; times++) {
    if (input.length % times !== 0) continue;
    const one = input.slice(0, input.length / times);
    if (one.repeat(times) === input && parseJson(one).ok) return one;
  }
  return input;
}

export interface RepairContext {
  /** Tools offered in this request (after activeTools); a call to any other is dropped. */
  offered: Set<string>;
  /** Tool-call ids already in the conversation: a server reusing one gets a fresh id. */
  knownIds: Set<string>;
  /** Tools of which only the first call in a response is kept (one question at a time). */
  singleCall: Set<string>;
  keepRaw: boolean;
}

/**
 * Repairs one model response, part by part, into what the SDK expects from a
 * well-behaved model. Records what it had to drop, so a forced-tool retry can
 * tell the model what was wrong.
 */
export class PartRepairer {
  readonly problems: string[] = [];
  /** Names of tool calls kept, in order. */
  readonly calls: string[] = [];
  /**
   * Per response: the start of its text is held until it is clear whether it is
   * reasoning left unopened (a `</think>` follows), plain text (a `<think>`, a tool
   * call, the end, or more than the hold limit), or the answer after
   * `reasoning_content` deltas (the server split the reasoning out itself).
   */
  private readonly splitter = new TagSplitter(true);
  private readonly dropped = new Set<string>();
  /** Wire ids of calls kept (from their start), and the tools they call. */
  private readonly admitted = new Set<string>();
  private readonly taken = new Set<string>();
  private readonly renamed = new Map<string, string>();
  private readonly emittedIds = new Set<string>();
  private open: { kind: "text" | "reasoning"; id: string } | null = null;
  /** Metadata the model put on its text (the text protocol's stand-in mark), kept on the text it becomes. */
  private textMetadata: Extract<Part, { type: "text-start" }>["providerMetadata"];
  private counter = 0;

  constructor(private readonly context: RepairContext) {}

  private fresh(prefix: string): string {
    return `${prefix}-${Date.now().toString(36)}-${++this.counter}`;
  }

  /** Text and reasoning segments become parts; tool markup becomes a tool call. */
  private segments(segments: Segment[], out: Part[]): void {
    for (const segment of segments) {
      if (segment.kind === "tool-markup") {
        this.closeOpen(out);
        const parsed = parseToolMarkup(segment.text);
        if (!parsed) {
          this.problems.push("You wrote tool-call markup in your message instead of calling the tool; its JSON was unreadable.");
          continue;
        }
        this.call({ type: "tool-call", toolCallId: this.fresh("call"), toolName: parsed.toolName, input: parsed.input }, out, true);
        continue;
      }
      if (segment.kind === "text" && !segment.text.trim() && this.open?.kind !== "text") continue;
      if (this.open?.kind !== segment.kind) {
        this.closeOpen(out);
        this.open = { kind: segment.kind, id: this.fresh(segment.kind === "text" ? "txt" : "rsn") };
        if (segment.kind === "text")
          out.push({ type: "text-start", id: this.open.id, ...(this.textMetadata ? { providerMetadata: this.textMetadata } : {}) });
        else out.push({ type: "reasoning-start", id: this.open.id });
      }
      out.push({ type: segment.kind === "text" ? "text-delta" : "reasoning-delta", id: this.open.id, delta: segment.text });
    }
  }

  private closeOpen(out: Part[]): void {
    if (!this.open) return;
    out.push({ type: this.open.kind === "text" ? "text-end" : "reasoning-end", id: this.open.id });
    this.open = null;
  }

  /**
   * Whether a call to this tool may be kept; records why not. Decided when the call
   * STARTS (its first streamed part): providers stream every call's input before
   * any call completes, so an extra question card decided on at its end would
   * already be on the learner's screen, pending for ever. A call admitted at its
   * start is kept to its end.
   */
  private admit(toolName: string, id: string): boolean {
    if (this.admitted.has(id)) return true;
    if (!this.context.offered.has(toolName)) {
      this.problems.push(`You called "${toolName}", which is not available now.`);
      return false;
    }
    if (this.context.singleCall.has(toolName) && this.taken.has(toolName)) return false; // the first one counts
    this.admitted.add(id);
    this.taken.add(toolName);
    return true;
  }

  private idFor(id: string): string {
    const known = this.renamed.get(id);
    if (known) return known;
    const next = this.context.knownIds.has(id) || this.emittedIds.has(id) ? this.fresh("call") : id;
    this.renamed.set(id, next);
    return next;
  }

  private call(part: Extract<Part, { type: "tool-call" }>, out: Part[], synthesized = false): void {
    if (this.dropped.has(part.toolCallId) || !this.admit(part.toolName, part.toolCallId)) {
      this.dropped.add(part.toolCallId);
      return;
    }
    const id = synthesized ? part.toolCallId : this.idFor(part.toolCallId);
    this.renamed.delete(part.toolCallId);
    this.emittedIds.add(id);
    this.calls.push(part.toolName);
    out.push({ ...part, toolCallId: id, input: undoRepeatedArguments(part.input) });
  }

  push(part: Part): Part[] {
    const out: Part[] = [];
    switch (part.type) {
      case "raw": {
        const delta = (part.rawValue as { choices?: { delta?: { reasoning_content?: unknown } }[] })?.choices?.[0]?.delta;
        if (typeof delta?.reasoning_content === "string" && delta.reasoning_content) {
          this.segments(this.splitter.decide(), out);
          if (this.open?.kind !== "reasoning") {
            this.closeOpen(out);
            this.open = { kind: "reasoning", id: this.fresh("rsn") };
            out.push({ type: "reasoning-start", id: this.open.id });
          }
          out.push({ type: "reasoning-delta", id: this.open.id, delta: delta.reasoning_content });
        }
        if (this.context.keepRaw) out.push(part);
        return out;
      }
      case "text-start":
        this.textMetadata = part.providerMetadata ?? this.textMetadata;
        return out;
      case "text-end":
        return out;
      case "text-delta":
        this.segments(this.splitter.push(part.delta), out);
        return out;
      case "tool-input-start":
        this.segments(this.splitter.decide(), out);
        this.closeOpen(out);
        if (this.dropped.has(part.id) || !this.admit(part.toolName, part.id)) {
          this.dropped.add(part.id);
          return out;
        }
        out.push({ ...part, id: this.idFor(part.id) });
        return out;
      case "tool-input-delta":
      case "tool-input-end":
        if (!this.dropped.has(part.id)) out.push({ ...part, id: this.idFor(part.id) });
        return out;
      case "tool-call":
        this.segments(this.splitter.decide(), out);
        this.closeOpen(out);
        this.call(part, out);
        return out;
      case "finish": {
        this.segments(this.splitter.end(), out);
        this.closeOpen(out);
        const unified = part.finishReason.unified;
        // Servers send "stop", unknown reasons or none with tool calls: the calls are what counts.
        const finishReason =
          this.calls.length > 0 && unified !== "error" && unified !== "content-filter"
            ? { ...part.finishReason, unified: "tool-calls" as const }
            : part.finishReason;
        out.push({ ...part, finishReason });
        return out;
      }
      default:
        out.push(part);
        return out;
    }
  }
}

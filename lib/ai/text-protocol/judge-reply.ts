import type { LanguageModelV4CallOptions, LanguageModelV4FunctionTool, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { readReply } from "./read-reply";
import { readWithFeatureReaders } from "./text-readers";
import { ANSWER_SHAPE, forcedOf, usableTools } from "./tool-instructions";

/**
 * Whether a text-protocol reply answers the request: a call to a tool the step
 * may use, words where words are allowed, or — when a tool is forced and the
 * model wrote words — what the owning feature's reader makes of those words.
 * Otherwise the problem, in words the model can act on in its one retry.
 */
export type Verdict =
  | { ok: true; call: { toolName: string; input: unknown } | null; text: string; reasoning: string }
  | { ok: false; problem: string; answered: string; reasoning: string };

/** A tool whose input may be empty: words in answer to it still say "go ahead". */
function acceptsEmptyInput(tool: LanguageModelV4FunctionTool): boolean {
  const schema = tool.inputSchema as { type?: unknown; required?: unknown };
  return schema.type === "object" && (!Array.isArray(schema.required) || schema.required.length === 0);
}

export function judgeReply(raw: string, params: LanguageModelV4CallOptions): Verdict {
  const forced = forcedOf(params);
  const usable = usableTools(params);
  const names = usable.map((tool) => tool.name);
  const which = forced && forced !== "*" ? `the tool "${forced}"` : `one of the tools ${names.map((name) => `"${name}"`).join(", ")}`;
  const reply = readReply(raw, { forced });
  const { reasoning } = reply;
  if (reply.kind === "call") {
    if (names.includes(reply.toolName)) return { ok: true, call: { toolName: reply.toolName, input: reply.input }, text: "", reasoning };
    // Unforced, JSON naming no tool of ours is just part of an answer (a tutor explaining a config file).
    if (!forced) return { ok: true, call: null, text: raw.trim(), reasoning };
    return {
      ok: false,
      problem: `"${reply.toolName}" is not a tool you may use now.`,
      answered: raw,
      reasoning,
    };
  }
  if (reply.kind === "text") {
    if (!forced) return { ok: true, call: null, text: reply.text, reasoning };
    for (const tool of usable) {
      // "Go ahead" words count only for the one tool forced by name: under "any tool", chat is not a choice.
      const input = readWithFeatureReaders(tool.name, reply.text, params) ?? (forced !== "*" && acceptsEmptyInput(tool) ? {} : null);
      if (input) return { ok: true, call: { toolName: tool.name, input }, text: "", reasoning };
    }
    return { ok: false, problem: `You answered in words without using ${which}.`, answered: reply.text, reasoning };
  }
  return { ok: false, problem: "You sent an empty answer.", answered: "", reasoning };
}

/** The messages of the one corrective retry: what the model said, and what was wrong with it. */
export function correctionMessages(params: LanguageModelV4CallOptions, verdict: Extract<Verdict, { ok: false }>): LanguageModelV4Prompt {
  const forced = forcedOf(params);
  const names = usableTools(params).map((tool) => `"${tool.name}"`);
  const which = forced && forced !== "*" ? `the tool "${forced}"` : `one of the tools ${names.join(", ")}`;
  const said = verdict.answered.trim().slice(0, 2000);
  const ask = forced
    ? `Use ${which} now: answer with exactly one JSON object ${ANSWER_SHAPE} and nothing else.`
    : `Answer the learner in plain words, or use ${which} with exactly one JSON object ${ANSWER_SHAPE}.`;
  return [
    ...(said ? [{ role: "assistant" as const, content: [{ type: "text" as const, text: said }] }] : []),
    { role: "user", content: [{ type: "text", text: `${verdict.problem} ${ask}` }] },
  ];
}

import { jsonValues, parseLooseJson, splitReasoning } from "./reply-json";

/**
 * Reads a text-protocol reply: the `{ "tool": name, "input": {…} }` object the
 * model was asked for, in the shapes models actually use (`name`/`arguments`,
 * OpenAI's `function` wrapper, `<tool_call>` markup, an array of calls, the
 * arguments as a JSON string) — or, when a tool is forced by name, the bare
 * input object. Anything else is words (or nothing).
 */
export type ReadReply =
  | { kind: "call"; toolName: string; input: unknown; reasoning: string }
  | { kind: "text"; text: string; reasoning: string }
  | { kind: "empty"; reasoning: string };

export interface ReplyExpectation {
  /** The tool a call must name: a tool name, "*" for any offered one, or null when none is forced. */
  forced: string | null;
}

type Call = { toolName: string; input: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function inputOf(value: unknown): unknown {
  if (typeof value !== "string") return value ?? {};
  const parsed = parseLooseJson(value);
  return parsed.ok ? parsed.value : value;
}

/** A call in any of the shapes models write one, or null. */
export function callShape(value: unknown): Call | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const call = callShape(item);
      if (call) return call;
    }
    return null;
  }
  if (!isObject(value)) return null;
  for (const key of ["tool_call", "toolCall", "function_call", "function"]) {
    const inner = value[key];
    if (isObject(inner)) {
      const call = callShape(inner);
      if (call) return call;
    }
  }
  const name = [value.tool, value.name, value.tool_name, value.toolName].find((candidate) => typeof candidate === "string" && candidate);
  if (typeof name !== "string") return null;
  const input = value.input ?? value.arguments ?? value.parameters ?? value.args;
  // `{ "name": "Ada", "age": 3 }` is data, not a call: a call names its tool and carries at most its input.
  const otherKeys = Object.keys(value).filter(
    (key) => !["tool", "name", "tool_name", "toolName", "input", "arguments", "parameters", "args", "type", "id"].includes(key),
  );
  if (input === undefined && otherKeys.length > 0) return null;
  return { toolName: name.trim(), input: inputOf(input) };
}

/** `<tool_call>{…}</tool_call>` as chat templates print it. */
const TOOL_CALL_MARKUP = /<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/g;

export function readReply(raw: string, expectation: ReplyExpectation): ReadReply {
  const { text, reasoning } = splitReasoning(raw);
  if (!text) return { kind: "empty", reasoning };
  const markup = [...text.matchAll(TOOL_CALL_MARKUP)].map((match) => match[1] ?? "");
  const values = [...markup.flatMap((inner) => jsonValues(inner)), ...jsonValues(text)];
  for (const value of values) {
    const call = callShape(value);
    if (call) return { kind: "call", ...call, reasoning };
  }
  // Forced by name, a lone object is that tool's input (the model skipped the envelope).
  const forcedName = expectation.forced && expectation.forced !== "*" ? expectation.forced : null;
  const bare = values.find(isObject);
  if (forcedName && bare) return { kind: "call", toolName: forcedName, input: bare, reasoning };
  const words = text.replace(TOOL_CALL_MARKUP, " ").trim();
  if (!words) return { kind: "empty", reasoning };
  return { kind: "text", text: words, reasoning };
}

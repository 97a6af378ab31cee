/**
 * Scripted models for the settings probe (features/settings/server/probe): a polite one that
 * passes every check, and the ways real servers fail it: no tool calls at all (a vLLM without a
 * tool parser, many Ollama models), a forced tool_choice ignored, and reasoning leaked as <think>.
 */
import { forcedToolOf, toolNamesOf } from "./good-model";
import type { RecordedRequest, Reply, Script } from "./wire-types";

const LESSON_JSON = JSON.stringify({ title: "Adding fractions", minutes: 20, steps: ["Common denominators", "Add the numerators"] });
const COUNTING = "one, two, three, four, five, six, seven, eight, nine, ten";

const wantsJson = (request: RecordedRequest) => "response_format" in (request.body as object);

const PROBE_TOOLS = new Set(["record_answer", "get_weather", "add_item"]);
/** A request of the probe's (its tools, a JSON schema, or its counting prompt), not of the app's agents. */
export function isProbeRequest(request: RecordedRequest): boolean {
  if (toolNamesOf(request.body).some((name) => PROBE_TOOLS.has(name)) || wantsJson(request)) return true;
  return request.body.messages.length === 1 && JSON.stringify(request.body.messages[0]?.content ?? "").includes("Count from one to ten");
}

export const goodProbeModel: Script = (request) => {
  const tools = toolNamesOf(request.body);
  const forced = forcedToolOf(request.body);
  if (forced) return { toolCalls: [{ name: forced, arguments: forced === "record_answer" ? { answer: "sunny" } : { city: "Paris" } }] };
  if (tools.includes("add_item")) return { toolCalls: [{ name: "add_item", arguments: { name: "apples" } }] };
  if (tools.includes("record_answer")) return { toolCalls: [{ name: "record_answer", arguments: { answer: "42" } }] };
  if (wantsJson(request)) return { content: LESSON_JSON };
  return { content: COUNTING };
};

/** Never calls a tool: answers everything in text, and thinks aloud in <think> first. */
export const noToolsThinkingModel: Script = (request): Reply => {
  if (wantsJson(request)) return { content: `<think>They want JSON.</think>${LESSON_JSON}` };
  if (toolNamesOf(request.body).length > 0) return { content: "<think>I should answer.</think>The answer is 42." };
  return { content: `<think>Counting is easy.</think>${COUNTING}` };
};

/** Calls tools, but the one the question tempts it to instead of the forced one, and every item at once. */
export const ignoresToolChoiceModel: Script = (request) => {
  const tools = toolNamesOf(request.body);
  if (tools.includes("get_weather")) return { toolCalls: [{ name: "get_weather", arguments: { city: "Paris" } }] };
  if (tools.includes("add_item")) {
    return { toolCalls: ["apples", "pears", "plums"].map((name) => ({ name: "add_item", arguments: { name } })) };
  }
  return goodProbeModel(request);
};

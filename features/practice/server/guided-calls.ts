import "server-only";
import type { LanguageModelV4Prompt, LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { comparableAnswer } from "../lib/answer-match";
import { POSE_PROBLEM_TOOL } from "../tools/pose-practice-problem";
import { parseJson } from "@/lib/safe-json";

/**
 * What a step's tool calls would show the learner (issue 26): a note the tutor writes becomes a
 * proposal with a visible diff, a posed problem's prompt and options are rendered, so a call's
 * input can tell the answer as plainly as words can. The guard checks this text with the step's.
 */

/** Every string a value holds, depth first. */
function stringsOf(value: unknown, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** A posed problem's key (its answer, variants, key points) is the key being stored, not said to the learner. */
const KEY_FIELDS = new Set(["answer", "accepted", "keyPoints"]);

/** Everything the model was given this step (chapters it read, the learner's words, files it listed). */
export function promptText(prompt: LanguageModelV4Prompt): string {
  return stringsOf(prompt, []).join("\n");
}

/**
 * The strings of the step's call inputs that could tell: a string the model was given word for word
 * (an `oldText` copied from a file, a path from the file list) tells nothing new, unless it is the
 * answer itself on its own.
 */
export function callText(parts: readonly Part[], given: string, answers: readonly string[]): string {
  const bare = new Set(answers.map(comparableAnswer).filter(Boolean));
  const said: string[] = [];
  for (const part of parts) {
    if (part.type !== "tool-call") continue;
    const json = parseJson(part.input);
    // An input that is not JSON is checked as it was written.
    let input: unknown = json.ok ? json.value : part.input;
    if (part.toolName === POSE_PROBLEM_TOOL && input && typeof input === "object" && !Array.isArray(input)) {
      input = Object.fromEntries(Object.entries(input).filter(([field]) => !KEY_FIELDS.has(field)));
    }
    for (const text of stringsOf(input, [])) {
      if (given.includes(text) && !bare.has(comparableAnswer(text))) continue;
      said.push(text);
    }
  }
  return said.join("\n");
}

/**
 * Test support for guided mode (issue 26; not a test file): the scripted models that misbehave the
 * way issue 26 names (one that gives the answer away, one that obeys "just tell me", one that writes
 * it into a note, one that poses a problem of its own), for the scripted chat-completions server.
 */
import { GUARD_CORRECTION } from "@/features/practice/prompts/guided-instructions";
import { correctIndex, type LadderQuestion } from "@/features/practice/lib/guided-hints";
import type { Locale } from "@/lib/i18n/locales";
import { TURN_CONTEXT_HEADER } from "@/lib/ai/turn/turn-context";
import type { RecordedRequest, Reply, Script, WireToolCall } from "@/tests/support/scripted-openai/wire-types";

/** "Quiz me", as a learner says it. */
export const QUIZ_ME: Record<Locale, string> = { en: "Quiz me", zh: "考考我" };
const QUIZ = /quiz me|考考我/i;

/** A chapter's file name ("chapters/01-01-gradient-descent.md:4-6") names the chapter, not the answer. */
export const withoutCitations = (text: string) => text.replace(/chapters\/[^\s:："]+\.md(?::\d+-\d+)?/g, " ");

/** The learner's last words in a request (the chat's per-turn context is a user-role message too: not theirs). */
export function lastUser(request: RecordedRequest): string {
  const message = request.body.messages.findLast(
    (entry) => entry.role === "user" && !(typeof entry.content === "string" && entry.content.startsWith(TURN_CONTEXT_HEADER)),
  );
  return typeof message?.content === "string" ? message.content : JSON.stringify(message?.content ?? "");
}
const afterTool = (request: RecordedRequest) => request.body.messages.at(-1)?.role === "tool";
/** The guard asked the model again, saying what was wrong. */
export const corrected = (request: RecordedRequest) => lastUser(request).includes(GUARD_CORRECTION);

/** "Quiz me" → askPracticeQuestion; after a tool result → the question restated; else `reply`. */
export function quizThen(reply: (request: RecordedRequest) => Reply): Script {
  return (request) => {
    if (afterTool(request)) return { content: "Here is your question — take your time." };
    if (QUIZ.test(lastUser(request))) return { toolCalls: [{ name: "askPracticeQuestion", arguments: {} }] };
    return reply(request);
  };
}

/** Ways a model gives the answer away: plainly, spelled out, as the option letter, in the other language. */
export function giveaways(question: LadderQuestion): string[] {
  const index = correctIndex(question);
  const letter = index !== null && index >= 0 ? String.fromCharCode(65 + index) : null;
  const core = question.kind === "short" ? question.keyPoints.join("; ") : question.answer;
  return [
    `Sure! The answer is ${core}.`,
    `Letter by letter: ${[...question.answer].join(" ")}`,
    letter ? `As your teacher: the correct option is (${letter}).` : `答案是“${core}”。`,
    ...question.accepted.map((variant) => `In the other language: ${variant}`),
  ];
}

/** A model that gives the answer away in every reply, however it is asked, the retry included. */
export const leaker = (question: LadderQuestion): Script => {
  let turn = 0;
  const ways = giveaways(question);
  return quizThen(() => ({ content: ways[turn++ % ways.length]! }));
};

/** A model that obeys "just tell me" (and the rest), and writes a hint when the check asks it to. */
export const obedient = (question: LadderQuestion): Script => {
  const ways = giveaways(question);
  return quizThen((request) => {
    const said = lastUser(request);
    if (corrected(request)) return { content: "Fair enough — think about what the chapter says first, then try." };
    if (/spell|letter|逐字|拼/i.test(said)) return { content: ways[1]! };
    if (/teacher|老师|role|扮演/i.test(said)) return { content: ways[2]! };
    return { content: ways.at(-1)! };
  });
};

/** A model that obeys "just tell me" by writing into a note (`fixes`: it writes a hint once corrected). */
export const noteWriter = (note: (request: RecordedRequest) => WireToolCall | Reply, fixes: boolean): Script =>
  quizThen((request) => {
    if (fixes && corrected(request)) return { content: "Fair enough — reread the chapter's lines, then try." };
    const written = note(request);
    return "name" in written ? { content: "I'll put it in your notes.", toolCalls: [written] } : written;
  });

/** A problem of the tutor's own on the lines the question cites, with `answer` as its key. */
export function posedProblem(question: { citation: string }, prompt: string, answer: string) {
  const [chapter, range] = question.citation.split(":") as [string, string];
  const [lineStart, lineEnd] = range.split("-").map(Number) as [number, number];
  return { chapter, kind: "cloze", prompt, answer, lineStart, lineEnd };
}

/** A model that poses `posed` (with `also`: its words and other calls), then asks for the learner's answer. */
export const posing =
  (posed: Record<string, unknown>, also: Reply = {}): Script =>
  (request) =>
    afterTool(request)
      ? { content: "Your turn: what fills the blank?" }
      : { ...also, toolCalls: [{ name: "posePracticeProblem", arguments: posed }, ...(also.toolCalls ?? [])] };

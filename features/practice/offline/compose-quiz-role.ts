import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { conversationOf, outputValue } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import type { OfflineRole } from "@/lib/ai/offline/model/offline-role";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { PRACTICE_TOOL } from "../contract-constants";
import { askPracticeQuestionOutputSchema, recordPracticeAnswerOutputSchema } from "../lib/tutor-tool-schemas";
import { cannotOffline } from "@/lib/ai/offline/text/cannot-offline";
import { asksToMakeQuestions, isQuizRequest, quizTopic, requestedQuestionCount } from "@/lib/ai/offline/text/quiz-request";
import { isNotAnAnswer, type HostRequestReader } from "../lib/not-an-answer";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import { QUIZ_PHRASES } from "./quiz-phrases";
import { milestoneReply } from "./milestone-reply";
import { madeQuestionId, madeText, questionFromSelection, refersToMade, type HostSelectionReader } from "./lines-question";

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
export { quizTopic };

interface Result {
  toolName: string;
  value: unknown;
}

/** The learner's latest words, and the tool results of the turn before it and of this one. */
function turns(prompt: LanguageModelV4Prompt) {
  const conversation = conversationOf(prompt);
  const users = conversation.flatMap((message, index) => (message.role === "user" ? [index] : []));
  const last = users.at(-1) ?? -1;
  const before = users.at(-2) ?? -1;
  const resultsIn = (from: number, to: number): Result[] =>
    conversation
      .slice(from + 1, to)
      .flatMap((message) =>
        message.role === "tool" || message.role === "assistant"
          ? message.content.flatMap((part) =>
              part.type === "tool-result" ? [{ toolName: part.toolName, value: outputValue(part.output) }] : [],
            )
          : [],
      );
  const textAt = (index: number) => {
    const user = conversation[index];
    return user?.role === "user"
      ? user.content
          .map((part) => (part.type === "text" ? part.text : ""))
          .join("\n")
          .replace(/<([a-z][\w-]*)>\n[\s\S]*?\n<\/\1>/g, "")
          .trim()
      : "";
  };
  const text = textAt(last);
  // "Quiz me with three questions" some turns ago: the request, and the questions drawn since it.
  const requestAt = users.findLast((index) => isQuizRequest(textAt(index))) ?? -1;
  const drawnIds = resultsIn(requestAt, conversation.length).flatMap((result) => {
    const output = result.toolName === PRACTICE_TOOL.askQuestion ? askPracticeQuestionOutputSchema.safeParse(result.value).data : undefined;
    return output?.ok ? [output.question.itemId] : [];
  });
  // A question drawn again (the store had no other) is not a further one of the series.
  const repeated = drawnIds.length > 0 && drawnIds.indexOf(drawnIds.at(-1)!) < drawnIds.length - 1;
  const series = requestAt >= 0 ? { request: textAt(requestAt), drawn: new Set(drawnIds).size, repeated } : null;
  return { text, current: resultsIn(last, conversation.length), previous: resultsIn(before, last), series };
}

/** A request for a number of questions, asked one per turn: how many, and how many were drawn so far. */
interface Series {
  request: string;
  drawn: number;
  /** The latest question drawn was one the series already asked. */
  repeated: boolean;
}

/**
 * The words before a question drawn: "made from your chapters" when asked to write some, and for a
 * request of several, that they come one at a time — numbered ("Question 2 of 3") when the tutor
 * records answers and draws the next itself, else how to ask for the next.
 */
function preface(t: (typeof QUIZ_PHRASES)[keyof typeof QUIZ_PHRASES], learnerText: string, series: Series | null, chained: boolean) {
  const count = requestedQuestionCount(series?.request ?? learnerText);
  const made = asksToMakeQuestions(learnerText) ? t.storedOnly : null;
  if (count === null) return made;
  if (chained && typeof count === "number") {
    const at = { n: String(series?.drawn ?? 1), count: String(count) };
    return [made, at.n === "1" ? fill(t.firstOf, at) : null, fill(t.questionOf, at)].filter(Boolean).join(" ");
  }
  return [made, count === "several" ? t.oneAtATimeSeveral : fill(t.oneAtATime, { count: String(count) })].filter(Boolean).join(" ");
}

function askedText(value: unknown, learnerText: string, series: Series | null = null, chained = false): string | null {
  const output = askPracticeQuestionOutputSchema.safeParse(value);
  if (!output.success) return null;
  if (!output.data.ok) {
    const language = detectLanguage(learnerText);
    const t = QUIZ_PHRASES[language];
    if (output.data.noCourses) return t.noCourses;
    const topic = quizTopic(learnerText);
    // The learner's words, quoted as the reply's language quotes (「…」 in Chinese).
    return topic ? fill(t.noneOnTopic, { topic: quoteText(topic, WRITING[language]) }) : `${t.none} ${t.whatNext}`;
  }
  const { question } = output.data;
  const t = QUIZ_PHRASES[detectLanguage(question.prompt)];
  const options = (question.options ?? []).map((option, index) => `${String.fromCharCode(65 + index)}) ${option}`);
  const asked = [fill(t.ask, { citation: question.citation }), "", question.prompt, ...options, "", t.howSure].join("\n");
  const before = preface(t, learnerText, series, chained);
  return before ? `${before}\n\n${asked}` : asked;
}

const recordedOk = (value: unknown) => recordPracticeAnswerOutputSchema.safeParse(value).data?.ok === true;

/** The next question of a series, drawn after an answer: numbered, or why there is none. */
function nextText(value: unknown, series: Series | null): string | null {
  const output = askPracticeQuestionOutputSchema.safeParse(value);
  if (!output.success) return null;
  const count = series ? requestedQuestionCount(series.request) : null;
  if (output.data.ok && !series?.repeated) return askedText(value, "", series, true);
  const t = QUIZ_PHRASES[detectLanguage(series?.request ?? "")];
  return `${fill(t.seriesEnded, { n: String(series?.drawn ?? 0), count: String(count ?? "") })} ${t.whatNext}`;
}

/**
 * Never an empty reply: a turn whose practice tool failed or gave nothing readable (an error, a
 * reply the schema does not know) says there is no question to ask now and what the learner can do.
 */
function nonEmpty(text: string | null, learnerText: string): OfflineReply {
  if (text?.trim()) return { text };
  const t = QUIZ_PHRASES[detectLanguage(learnerText)];
  return { text: `${t.nothingToAsk} ${t.whatNext}` };
}

function gradedText(value: unknown): string | null {
  const output = recordPracticeAnswerOutputSchema.safeParse(value);
  if (!output.success) return null;
  if (!output.data.ok) return output.data.error;
  const graded = output.data;
  const t = QUIZ_PHRASES[detectLanguage(`${graded.expected} ${graded.feedback}`)];
  return [
    `${graded.correct ? t.right : t.wrong} ${graded.feedback}`,
    graded.missingPoints?.length ? fill(t.missing, { points: graded.missingPoints.join("; ") }) : "",
    graded.misconception ? fill(t.misconception, { misconception: graded.misconception }) : "",
    graded.correct ? "" : fill(t.answer, { expected: graded.expected, citation: graded.citation }),
    // An answer after the answer was shown is kept, but is no review and no evidence: never "recorded" as one.
    graded.counted ? fill(t.comesBack, { date: graded.nextDue.slice(0, 10) }) : t.notCounted,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The offline model's quiz from stored questions, for any tutor offering the practice tools: "quiz
 * me" draws one (askPracticeQuestion) and asks it as stored; the learner's next message is recorded
 * (recordPracticeAnswer grades their own words) and the grade is said back. Null: the host answers.
 */
export function quizFromPractice(
  ctx: RoleContext,
  isHostRequest?: HostRequestReader,
  readSelection?: HostSelectionReader,
): OfflineReply | null {
  if (!ctx.tools.has(PRACTICE_TOOL.askQuestion)) return null;
  const { text, current, previous, series } = turns(ctx.prompt);
  const milestone = milestoneReply(ctx, text, current);
  if (milestone) return milestone;
  const made = current.findLast((result) => result.toolName === PRACTICE_TOOL.makeFromLines);
  if (made) return nonEmpty(madeText(made.value, text), text);
  // The tutor records answers itself: a request for N questions draws the next after each answer.
  const chained = mayCall(ctx, PRACTICE_TOOL.recordAnswer);
  const gradedAt = current.findLastIndex((result) => result.toolName === PRACTICE_TOOL.recordAnswer);
  const askedAt = current.findLastIndex((result) => result.toolName === PRACTICE_TOOL.askQuestion);
  if (gradedAt >= 0) {
    const graded = gradedText(current[gradedAt]!.value) ?? "";
    const next = askedAt > gradedAt ? current[askedAt]!.value : undefined;
    if (next !== undefined) return nonEmpty(`${graded}\n\n${nextText(next, series) ?? ""}`.trim(), text);
    const count = series ? requestedQuestionCount(series.request) : null;
    const more = typeof count === "number" && series !== null && series.drawn < count;
    if (more && chained && recordedOk(current[gradedAt]!.value) && mayCall(ctx, PRACTICE_TOOL.askQuestion)) {
      const topic = quizTopic(series.request);
      return call(PRACTICE_TOOL.askQuestion, topic ? { chapter: topic } : {});
    }
    return nonEmpty(graded, text);
  }
  if (askedAt >= 0) return nonEmpty(askedText(current[askedAt]!.value, text, series, chained), text);
  const fromLines = questionFromSelection(ctx, text, readSelection);
  if (fromLines) return fromLines;
  // A question made from lines last turn: "quiz me (on it)" asks that one, and an answer is recorded for it.
  const madeBefore = madeQuestionId(previous.findLast((result) => result.toolName === PRACTICE_TOOL.makeFromLines)?.value);
  if (madeBefore && isQuizRequest(text) && refersToMade(text) && mayCall(ctx, PRACTICE_TOOL.askQuestion)) {
    return call(PRACTICE_TOOL.askQuestion, { itemId: madeBefore });
  }
  if (isQuizRequest(text)) {
    if (!mayCall(ctx, PRACTICE_TOOL.askQuestion)) return null;
    const topic = quizTopic(text);
    return call(PRACTICE_TOOL.askQuestion, topic ? { chapter: topic } : {});
  }
  // The question asked last turn: drawn from the store, or made from the learner's lines.
  const open = previous.findLast(
    (result) => result.toolName === PRACTICE_TOOL.askQuestion || result.toolName === PRACTICE_TOOL.makeFromLines,
  );
  const openId = askPracticeQuestionOutputSchema.safeParse(open?.value).data;
  if (text && !isNotAnAnswer(text, isHostRequest) && !cannotOffline(text) && openId?.ok && mayCall(ctx, PRACTICE_TOOL.recordAnswer)) {
    return call(PRACTICE_TOOL.recordAnswer, { itemId: openId.question.itemId, confidence: 2 });
  }
  return null;
}

/**
 * A host tutor's offline role that quizzes from stored questions when the practice tools are on offer.
 * `isHostRequest`: the host's reader of the requests it handles, which leave an open question unanswered;
 * `readSelection`: the host's reader of the lines the learner selected ("make questions from these lines").
 */
export function withPracticeQuiz(host: OfflineRole, isHostRequest?: HostRequestReader, readSelection?: HostSelectionReader): OfflineRole {
  return {
    name: `${host.name} with practice`,
    agentIds: host.agentIds,
    respond: (ctx) => quizFromPractice(ctx, isHostRequest, readSelection) ?? host.respond(ctx),
  };
}

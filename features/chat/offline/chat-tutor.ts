import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { BLOCK, CHAT_TOOL, groundPassageSchema, type ChatContextBlock, type DeepDiveRequestBlock } from "../contract";
import { languageOfText } from "@/lib/i18n/text-language";
import { CHAT_PHRASES_EN } from "./content/chat-phrases-en";
import type { ChatMaskVoice, ChatPhrases } from "./content/chat-phrase-types";
import { CHAT_PHRASES_ZH } from "./content/chat-phrases-zh";
import { asLang } from "@/lib/ai/offline/text/detect-language";
import { conversationOf, findBlock, lastUserText, outputValue, userTexts } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { asString, cleanUserText, clip, interpolate } from "@/lib/ai/offline/text/text-utils";
import { detectIntents, topicOf, type ChatIntent, type LearnerFact } from "./chat-intents";
import { finalAnswer, opening, plainAnswer, withoutAcknowledgement, type ToolResult, type Turn } from "./chat-replies";
import { deepDiveExplanation } from "./deep-dive-writer";
import { explainTopic, unsearchedReply } from "./grounded-reply";
import { normalisePhrasing } from "@/lib/ai/offline/text/phrasing";
import { CANNOT_OFFLINE, cannotOffline } from "@/lib/ai/offline/text/cannot-offline";
import { isQuizRequest } from "@/lib/ai/offline/text/quiz-request";
import { asksAboutProgress } from "./progress-question";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

export { deepDiveExplanation };

/**
 * The tutor chat: answers in the session mask's voice and method and the learner's
 * language, and uses the chat tools when the learner's words ask for them —
 * note what it learns about the learner, start a course, look up their
 * courses, dive deep, offer options — then answers with what the tools
 * returned (./chat-replies.ts). A follow-up is answered as one: an acknowledgement in front
 * is not the question, and "this" is the conversation's subject. Also plays the deep-dive
 * sub-agent (a text-only call with a deep-dive-request block): an explanation built from the
 * learner's own material (./deep-dive-writer.ts).
 */

/** A question about quizzes ("what's a good way to drill vocab?", "刷题有什么用") is not a request for one. */
const ASKS_ABOUT = /^(?:what|how|why|is|are|does|do|should)\b|什么|为什么|怎么|如何/iu;

const PHRASES: Record<Locale, ChatPhrases> = { en: CHAT_PHRASES_EN, zh: CHAT_PHRASES_ZH };
const VOICES: readonly ChatMaskVoice[] = ["default", "blunt", "warm", "rational", "chameleon"];
const NOTE_LIMIT = 2000;

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function parseChatContext(value: unknown): ChatContextBlock | null {
  if (typeof value !== "object" || value === null) return null;
  const block = record(value);
  return {
    maskId: asString(block.maskId) ?? "default",
    language: asLang(block.language) ?? DEFAULT_LOCALE,
    note: asString(block.note),
    now: asString(block.now) ?? "",
  };
}

function voiceOf(maskId: string): ChatMaskVoice {
  return VOICES.find((voice) => voice === maskId) ?? "default";
}

/** This turn's tool calls and results: everything after the learner's latest message. */
function currentTurn(fullPrompt: LanguageModelV4Prompt) {
  const prompt = conversationOf(fullPrompt);
  let start = 0;
  prompt.forEach((message, index) => {
    if (message.role === "user") start = index + 1;
  });
  const calls: string[] = [];
  const results: ToolResult[] = [];
  for (const message of prompt.slice(start)) {
    if (message.role !== "assistant" && message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type === "tool-call") calls.push(part.toolName);
      if (part.type === "tool-result") {
        const isError = part.output.type === "error-text" || part.output.type === "error-json" || part.output.type === "execution-denied";
        results.push({ toolName: part.toolName, value: outputValue(part.output), isError });
      }
    }
  }
  return { calls, results, endsWithResult: prompt.at(-1)?.role === "tool" };
}

/** The subject of the learner's earlier messages, the latest first: what "this" and "why?" refer to. */
function previousTopic(prompt: LanguageModelV4Prompt, lang: Locale): string | null {
  for (const text of userTexts(prompt).slice(0, -1).reverse()) {
    const topic = topicOf(withoutAcknowledgement(normalisePhrasing(text)), lang);
    if (topic) return topic;
  }
  return null;
}

// --- the learner note -------------------------------------------------------

function factLine(fact: LearnerFact, phrases: ChatPhrases, lang: Locale): string {
  if (fact.kind === "level") return phrases.noteLevel[fact.level];
  return interpolate(fact.kind === "struggle" ? phrases.noteStruggle : phrases.noteGoal, { what: fact.what }, lang);
}

/** The old note plus the new fact, one line each; a level replaces an older level; the newest lines win when too long. */
export function mergeNote(oldNote: string | null, line: string, phrases: ChatPhrases): string {
  const levels = new Set([...Object.values(CHAT_PHRASES_EN.noteLevel), ...Object.values(CHAT_PHRASES_ZH.noteLevel)]);
  const isLevel = Object.values(phrases.noteLevel).includes(line);
  const lines = (oldNote ?? "")
    .split("\n")
    .map((entry) => entry.replace(/^[-•*]\s*/, "").trim())
    .filter((entry) => entry && entry !== line && !(isLevel && levels.has(entry)));
  lines.push(line);
  let note = lines.map((entry) => `- ${entry}`).join("\n");
  while (note.length > NOTE_LIMIT && lines.length > 1) {
    lines.shift();
    note = lines.map((entry) => `- ${entry}`).join("\n");
  }
  return note.slice(0, NOTE_LIMIT);
}

// --- tool calls -------------------------------------------------------------

function toolCallFor(intent: ChatIntent, turn: Turn): OfflineReply {
  const { phrases, lang } = turn;
  switch (intent.tool) {
    case CHAT_TOOL.updateLearnerNote:
      return call(intent.tool, { note: mergeNote(turn.context.note, factLine(intent.fact, phrases, lang), phrases) });
    case CHAT_TOOL.startCourse:
      return call(intent.tool, { goal: intent.goal });
    case CHAT_TOOL.lookupCourses:
      // "Which of my courses covers this?": the subject, said now or earlier; a bare "my courses" lists them.
      return call(intent.tool, { query: topicOf(turn.said, lang) ?? turn.previousTopic ?? intent.query });
    case CHAT_TOOL.deepDive:
      // "can you go deeper?", "再说详细点": a follow-up that names nothing goes deeper into the conversation's subject.
      return call(intent.tool, {
        topic: clip((topicOf(turn.said, lang) === null && turn.previousTopic) || intent.topic, 200),
        question: clip(cleanUserText(turn.said), 500),
      });
    case CHAT_TOOL.searchMyCourses:
      return call(intent.tool, { topic: clip(explainTopic(turn.said, turn) ?? intent.topic ?? "", 200) });
    case CHAT_TOOL.offerOptions: {
      // Without a subject in the request, the card offers the general next steps.
      const card = intent.topic ? phrases.options : phrases.optionsGeneric;
      const fill = (template: string) => clip(interpolate(template, { topic: clip(intent.topic ?? "", 60) }, lang), 120);
      return {
        text: opening(turn),
        toolCall: { toolName: intent.tool, input: { question: fill(card.question), options: card.choices.map(fill) } },
      };
    }
  }
}

// --- the deep-dive sub-agent ------------------------------------------------

function parseDeepDiveRequest(value: unknown, fallbackLang: Locale): DeepDiveRequestBlock | null {
  const block = record(value);
  const topic = asString(block.topic);
  if (!topic) return null;
  const passages = Array.isArray(block.passages)
    ? block.passages.flatMap((entry) => {
        const parsed = groundPassageSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : undefined;
  return {
    language: asLang(block.language) ?? fallbackLang,
    topic,
    question: asString(block.question),
    maskId: asString(block.maskId) ?? "default",
    ...(passages ? { passages } : {}),
  };
}

// --- the role ---------------------------------------------------------------

export function chatTutor(ctx: RoleContext): OfflineReply {
  const said = withoutAcknowledgement(normalisePhrasing(lastUserText(ctx.prompt) ?? ""));
  const diveRequest = findBlock(ctx.prompt, BLOCK.deepDiveRequest);
  if (diveRequest !== null && ctx.tools.size === 0) {
    const request = parseDeepDiveRequest(diveRequest, languageOfText(said) ?? DEFAULT_LOCALE);
    if (request) return { text: deepDiveExplanation(request) };
  }

  const context = parseChatContext(findBlock(ctx.prompt, BLOCK.chatContext)) ?? { maskId: "default", language: "en", note: null, now: "" };
  const lang: Locale = languageOfText(said) ?? context.language;
  const turn: Turn = {
    ctx,
    lang,
    phrases: PHRASES[lang],
    voice: voiceOf(context.maskId),
    context,
    said,
    previousTopic: previousTopic(ctx.prompt, lang),
  };
  const { calls, results, endsWithResult } = currentTurn(ctx.prompt);

  // Work no offline model can do (translate, write or run code, search the web, rewrite for humour):
  // said plainly in the mask's opening and the learner's language, with no tool call and no plan.
  const cannot = calls.length === 0 ? cannotOffline(said) : null;
  if (cannot) return { text: [opening(turn), CANNOT_OFFLINE[lang][cannot]].join("\n\n") };
  // "How am I doing?", "我练过递归吗": the practice record is not the chat's to read — never a search for "doing".
  if (calls.length === 0 && asksAboutProgress(said)) return { text: [opening(turn), turn.phrases.progressElsewhere].join("\n\n") };
  // "Quiz me on X", "考考我…": neither a goal for the learner note nor a plan; the chat draws and grades no questions.
  if (calls.length === 0 && isQuizRequest(said) && !ASKS_ABOUT.test(said))
    return { text: [opening(turn), turn.phrases.quizElsewhere].join("\n\n") };

  // An explanation request with no subject, said or earlier ("why?" opening a chat), is a plain turn.
  const intents = detectIntents(said, lang).filter(
    (intent) => intent.tool !== CHAT_TOOL.searchMyCourses || explainTopic(said, turn) !== null,
  );
  const next = intents.find((intent) => !calls.includes(intent.tool) && mayCall(ctx, intent.tool));
  // After the options card the learner's answer is the news: reply to it rather than act on older words.
  const answeredOptions = results.some((result) => result.toolName === CHAT_TOOL.offerOptions);
  if (next && !answeredOptions) return toolCallFor(next, turn);
  if (endsWithResult && results.length > 0) return { text: finalAnswer(turn, results) };
  // Asked to explain without the search on offer: the offline model says it cannot, never a plan posing as an answer.
  const explain = intents.find((intent) => intent.tool === CHAT_TOOL.searchMyCourses);
  if (explain) return { text: unsearchedReply(turn, explainTopic(said, turn) ?? "") };
  return { text: plainAnswer(turn) };
}

import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { BLOCK, CHAT_TOOL, type ChatContextBlock, type DeepDiveRequestBlock } from "../contract";
import { languageOfText } from "@/lib/i18n/text-language";
import { CHAT_PHRASES_EN } from "./content/chat-phrases-en";
import type { ChatMaskVoice, ChatPhrases } from "./content/chat-phrase-types";
import { CHAT_PHRASES_ZH } from "./content/chat-phrases-zh";
import { asLang } from "@/lib/ai/offline/text/detect-language";
import { conversationOf, findBlock, lastUserText, outputValue } from "@/lib/ai/offline/model/read-prompt";
import { call, mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { asString, cleanUserText, clip, interpolate, pick, quote } from "@/lib/ai/offline/text/text-utils";
import { detectIntents, topicOf, type ChatIntent, type LearnerFact } from "./chat-intents";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * The tutor chat: answers in the session mask's voice and the learner's
 * language, and uses the chat tools when the learner's words ask for them —
 * note what it learns about the learner, start a course, look up their
 * courses, dive deep, offer options — then answers with what the tools
 * returned. Also plays the deep-dive sub-agent (a text-only call with a
 * deep-dive-request block): a structured markdown explanation.
 */

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
  const results: { toolName: string; value: unknown; isError: boolean }[] = [];
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

// --- replies ----------------------------------------------------------------

interface Turn {
  ctx: RoleContext;
  lang: Locale;
  phrases: ChatPhrases;
  voice: ChatMaskVoice;
  context: ChatContextBlock;
  said: string;
}

function opening(turn: Turn): string {
  return pick(turn.phrases.openings[turn.voice], turn.said || turn.context.now);
}

function fallbackTopic(turn: Turn): string {
  return topicOf(turn.said, turn.lang) ?? (turn.said ? clip(cleanUserText(turn.said).replace(/[.。!！?？]+$/u, ""), 60) : "");
}

const GREETING = /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|你好|您好|嗨|哈喽|在吗)(?:\s+there)?[\s!！.。,，?？~]*$/iu;
const THANKS =
  /^(?:thanks?(?: you)?(?: so much)?|thx|got it|ok(?:ay)?|great|cool|谢谢|多谢|感谢|明白了|懂了|好的)[\s!！.。,，~]*(?:that helps|明白了|懂了)?[\s!！.。,，~]*$/iu;

function plainAnswer(turn: Turn, topic: string | null): string {
  const { phrases, lang } = turn;
  const said = cleanUserText(turn.said);
  if (!topic && GREETING.test(said)) return [opening(turn), phrases.greeting].join("\n\n");
  if (!topic && THANKS.test(said)) return [opening(turn), phrases.thanks].join("\n\n");
  const subject = topic ?? fallbackTopic(turn);
  const body = subject ? interpolate(phrases.plainBody, { topic: subject }, lang) : phrases.greeting;
  return [opening(turn), body, phrases.closings[turn.voice]].join("\n\n");
}

function toolCallFor(intent: ChatIntent, turn: Turn): OfflineReply {
  const { phrases, lang } = turn;
  switch (intent.tool) {
    case CHAT_TOOL.updateLearnerNote:
      return call(intent.tool, { note: mergeNote(turn.context.note, factLine(intent.fact, phrases, lang), phrases) });
    case CHAT_TOOL.startCourse:
      return call(intent.tool, { goal: intent.goal });
    case CHAT_TOOL.lookupCourses:
      return call(intent.tool, { query: intent.query });
    case CHAT_TOOL.deepDive:
      return call(intent.tool, { topic: clip(intent.topic, 200), question: clip(cleanUserText(turn.said), 500) });
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

function citationLine(value: unknown): string | null {
  const citation = record(value);
  const href = asString(citation.href);
  const course = asString(citation.courseTitle);
  if (!href || !course || !href.startsWith("/courses/")) return null;
  const chapter = asString(citation.chapterTitle);
  const title = (chapter ? `${course} › ${chapter}` : course).replace(/[[\]]/g, "");
  return `- [${title}](${href})`;
}

function firstSentence(text: string): string {
  const plain = text.replace(/^#.*$/gm, "").replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
  const match = /^(.+?[.。!！?？])(\s|$)/u.exec(plain);
  return clip(match?.[1] ?? plain, 240);
}

/** The answer after this turn's tools ran: what each one returned, in the mask's voice. */
function finalAnswer(turn: Turn, results: ReturnType<typeof currentTurn>["results"]): string {
  const { phrases, lang } = turn;
  const pieces: string[] = [opening(turn)];
  let answeredTopic = false;
  for (const result of results) {
    if (result.isError) {
      pieces.push(
        result.toolName === CHAT_TOOL.deepDive
          ? interpolate(phrases.deepDiveFailed, { topic: fallbackTopic(turn) }, lang)
          : phrases.toolFailed,
      );
      continue;
    }
    const value = record(result.value);
    switch (result.toolName) {
      case CHAT_TOOL.updateLearnerNote:
        pieces.push(phrases.noted);
        break;
      case CHAT_TOOL.startCourse: {
        const goal = asString(value.goal) ?? fallbackTopic(turn);
        const href = asString(value.href) ?? `/create?goal=${encodeURIComponent(goal)}`;
        pieces.push(interpolate(phrases.startCourse, { goal: goal.replace(/[[\]]/g, ""), href }, lang));
        answeredTopic = true;
        break;
      }
      case CHAT_TOOL.lookupCourses: {
        const lines = (Array.isArray(value.matches) ? value.matches : []).map(citationLine).filter((line): line is string => line !== null);
        const topic = topicOf(turn.said, lang);
        pieces.push(
          lines.length > 0
            ? [phrases.coursesFound, ...lines].join("\n")
            : topic
              ? interpolate(phrases.coursesNoneTopic, { topic }, lang)
              : phrases.coursesNone,
        );
        answeredTopic = true;
        break;
      }
      case CHAT_TOOL.deepDive: {
        const explanation = asString(value.explanationStart) ?? asString(value.explanation) ?? "";
        const topic = topicOf(turn.said, lang) ?? fallbackTopic(turn);
        pieces.push(interpolate(phrases.deepDiveDone, { topic, gist: firstSentence(explanation) }, lang));
        const lines = (Array.isArray(value.citations) ? value.citations : [])
          .map((entry) => {
            const citation = record(entry);
            const href = asString(citation.href);
            const title = asString(citation.title);
            return href && title && href.startsWith("/courses/") ? `- [${title.replace(/[[\]]/g, "")}](${href})` : citationLine(entry);
          })
          .filter((line): line is string => line !== null);
        if (lines.length > 0) pieces.push([phrases.deepDiveCited, ...lines].join("\n"));
        answeredTopic = true;
        break;
      }
      case CHAT_TOOL.offerOptions: {
        const selected = Array.isArray(value.selected) ? value.selected.filter((item): item is string => typeof item === "string") : [];
        const typed = asString(value.text);
        if (selected.length > 0) {
          pieces.push(interpolate(phrases.chose, { choice: selected.join(WRITING[lang].listSeparator) }, lang));
          // The card was about the learner's subject; the choice says which way to take it.
          pieces.push(interpolate(phrases.plainBody, { topic: topicOf(turn.said, lang) ?? clip(selected[0] ?? "", 80) }, lang));
        } else if (typed) {
          pieces.push(interpolate(phrases.typedAnswer, { answer: quote(typed, lang, 120) }, lang));
          pieces.push(interpolate(phrases.plainBody, { topic: topicOf(typed, lang) ?? clip(cleanUserText(typed), 60) }, lang));
        }
        answeredTopic = true;
        break;
      }
      default:
        break;
    }
  }
  if (!answeredTopic) {
    const subject = fallbackTopic(turn);
    if (subject) pieces.push(interpolate(phrases.plainBody, { topic: subject }, lang));
  }
  pieces.push(phrases.closings[turn.voice]);
  return pieces.join("\n\n");
}

// --- the deep-dive sub-agent ------------------------------------------------

function parseDeepDiveRequest(value: unknown, fallbackLang: Locale): DeepDiveRequestBlock | null {
  const block = record(value);
  const topic = asString(block.topic);
  if (!topic) return null;
  return {
    language: asLang(block.language) ?? fallbackLang,
    topic,
    question: asString(block.question),
    maskId: asString(block.maskId) ?? "default",
  };
}

export function deepDiveExplanation(request: DeepDiveRequestBlock): string {
  const lang = request.language;
  const { dive } = PHRASES[lang];
  const fill = (template: string) =>
    interpolate(template, { topic: request.topic, question: quote(request.question ?? "", lang, 200) }, lang);
  const sections = [
    `# ${request.topic}`,
    fill(dive.overview),
    `## ${dive.keyIdeasTitle}\n\n${dive.keyIdeas.map((idea, index) => `${index + 1}. ${fill(idea)}`).join("\n")}`,
    `## ${dive.exampleTitle}\n\n${fill(dive.example)}\n\n| ${dive.exampleTable.step} | ${dive.exampleTable.what} |\n|---|---|\n${dive.exampleTable.rows.map((row, index) => `| ${index + 1} | ${row} |`).join("\n")}`,
    `## ${dive.pitfallsTitle}\n\n${dive.pitfalls.map((pitfall) => `- ${fill(pitfall)}`).join("\n")}`,
    ...(request.question && request.question !== request.topic ? [`## ${dive.questionTitle}\n\n${fill(dive.question)}`] : []),
    `## ${dive.summaryTitle}\n\n${fill(dive.summary)}`,
  ];
  return sections.join("\n\n");
}

// --- the role ---------------------------------------------------------------

export function chatTutor(ctx: RoleContext): OfflineReply {
  const said = lastUserText(ctx.prompt) ?? "";
  const diveRequest = findBlock(ctx.prompt, BLOCK.deepDiveRequest);
  if (diveRequest !== null && ctx.tools.size === 0) {
    const request = parseDeepDiveRequest(diveRequest, languageOfText(said) ?? DEFAULT_LOCALE);
    if (request) return { text: deepDiveExplanation(request) };
  }

  const context = parseChatContext(findBlock(ctx.prompt, BLOCK.chatContext)) ?? { maskId: "default", language: "en", note: null, now: "" };
  const lang: Locale = languageOfText(said) ?? context.language;
  const turn: Turn = { ctx, lang, phrases: PHRASES[lang], voice: voiceOf(context.maskId), context, said };
  const { calls, results, endsWithResult } = currentTurn(ctx.prompt);

  const next = detectIntents(said, lang).find((intent) => !calls.includes(intent.tool) && mayCall(ctx, intent.tool));
  // After the options card the learner's answer is the news: reply to it rather than act on older words.
  const answeredOptions = results.some((result) => result.toolName === CHAT_TOOL.offerOptions);
  if (next && !answeredOptions) return toolCallFor(next, turn);
  if (endsWithResult && results.length > 0) return { text: finalAnswer(turn, results) };
  return { text: plainAnswer(turn, null) };
}

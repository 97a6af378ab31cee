import { BLOCK, PLACEMENT_FIELD, TOOL, type CompactResearchBrief, type InterviewStateBlock } from "../contract";
import { lastQuestionField, placementAck, placementCard } from "./placement-question";
import { INTERVIEW_PHRASES, type QuestionField } from "./content/interview-phrases";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { parseCompactBrief, parseInterviewState } from "./parse-blocks";
import { isGiven } from "@/lib/ai/offline/knowledge/profile-signals";
import { countToolCalls, endsWithToolResult, findBlock, lastUserText, toolResults, userTexts } from "@/lib/ai/offline/model/read-prompt";
import { call, forcedTool, mayCall, mustCallTool, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { asString, cleanUserText, clip, interpolate, pick, quote, sentenceStart } from "@/lib/ai/offline/text/text-utils";
import { topicKnowledge, topicLabel } from "@/lib/ai/offline/knowledge/topic-knowledge";
import { briefView, buildOptions, type BriefView } from "./interview-options";
import { fieldToAsk, notedOutcome } from "./next-field";
import { insight } from "./insight-line";
import { statedGoal } from "./stated-goal-card";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";
import { SKIPPED } from "@/lib/learner-profile-fields";

/**
 * The interview agent: researches the topic once, asks one question per turn
 * through presentOptions, hands over to designCurriculum when the profile is
 * complete, and closes with a short note once the outline exists. All state
 * comes from the interview-state block the app renders into the system prompt.
 */

interface Turn {
  ctx: RoleContext;
  state: InterviewStateBlock;
  lang: Locale;
  brief: CompactResearchBrief | null;
}

function latestBrief(ctx: RoleContext): CompactResearchBrief | null {
  const results = toolResults(ctx.prompt, TOOL.researchTopic).filter((result) => !result.isError);
  for (const result of results.reverse()) {
    const brief = parseCompactBrief(result.value);
    if (brief) return brief;
  }
  return null;
}

function emptyState(lang: Locale): InterviewStateBlock {
  const known = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };
  const missing = ["goal", "background", "targetOutcome", "cognitiveStyle"] as const;
  return {
    language: lang,
    topic: null,
    known,
    missing: [...missing],
    nextField: "goal",
    lastAnswer: null,
    researched: false,
    phase: "interviewing",
  };
}

function researchCall({ state }: Turn, topic: string): OfflineReply {
  const focus = isGiven(state.known.goal) ? clip(state.known.goal, 200) : undefined;
  // Like a real model, research the subject itself, not the learner's whole first sentence.
  return call(TOOL.researchTopic, { topic: clip(topicLabel(topic), 200), ...(focus ? { focus } : {}) });
}

function designCall({ ctx, state, lang }: Turn): OfflineReply {
  const phrases = INTERVIEW_PHRASES[lang];
  // A redesign: the learner's latest words are the change they asked for.
  const outlineExists = toolResults(ctx.prompt, TOOL.designCurriculum).some((result) => !result.isError);
  if (outlineExists && isGiven(state.lastAnswer)) {
    return call(TOOL.designCurriculum, { emphasis: clip(cleanUserText(state.lastAnswer), 600) });
  }
  const entries = Object.entries(state.known) as [keyof InterviewStateBlock["known"], string | null][];
  if (!entries.some(([, value]) => isGiven(value))) return call(TOOL.designCurriculum, {});
  const vars = Object.fromEntries(entries.map(([field, value]) => [field, isGiven(value) ? clip(value, 120) : phrases.notGiven]));
  return call(TOOL.designCurriculum, { emphasis: clip(interpolate(phrases.emphasis, vars, lang), 600) });
}

function closingText({ ctx, lang }: Turn): OfflineReply {
  const phrases = INTERVIEW_PHRASES[lang];
  const result = toolResults(ctx.prompt, TOOL.designCurriculum).at(-1)?.value;
  const record = typeof result === "object" && result !== null ? (result as Record<string, unknown>) : {};
  const nested = typeof record.outline === "object" && record.outline !== null ? (record.outline as Record<string, unknown>) : {};
  const title = asString(record.title) ?? asString(nested.title);
  return { text: title ? interpolate(phrases.closingTitled, { title: quote(title, lang, 100) }, lang) : phrases.closing };
}

/** The learner's last answer to acknowledge: never their first words (the subject may be their document's title now). */
function answerToAck({ ctx, state }: Turn): string | null {
  const first = userTexts(ctx.prompt)[0];
  return state.lastAnswer && state.lastAnswer !== state.topic && state.lastAnswer !== first ? state.lastAnswer : null;
}

function composeMessage(turn: Turn, field: QuestionField, view: BriefView): { message: string; title: string } {
  const { ctx, state, lang } = turn;
  const phrases = INTERVIEW_PHRASES[lang];
  const topic = state.topic ? topicKnowledge(state.topic, lang).topic : null;
  const answer = answerToAck(turn);
  // Both checks, because an app may replay history as plain text without the earlier tool calls.
  const firstQuestion = countToolCalls(ctx.prompt, TOOL.presentOptions) === 0 && answer === null;
  const seed = `${field}|${answer ?? ""}|${topic ?? ""}`;

  const lead =
    ackOf(turn, answer, seed) || (firstQuestion && topic ? sentenceStart(interpolate(pick(phrases.openers, seed), { topic }, lang)) : "");

  const context = firstQuestion && topic ? insight(view, lang) : "";
  const question = !topic && field === "goal" ? phrases.noTopicQuestion : phrases.questions[field];
  const ask = interpolate(question.ask, { topic: topic ?? "" }, lang);
  const message = [lead, context, ask].filter(Boolean).join(WRITING[lang].wordGap);
  return { message: clip(message, 1200), title: clip(question.title, 80) };
}

/** "Looks good", "不错", a skip: the learner accepts the outline rather than asking for a change. */
function isApproval(answer: string | null): boolean {
  if (!answer || answer === SKIPPED) return true;
  const text = answer.trim().toLowerCase();
  const firstOptions = [INTERVIEW_PHRASES.en.reviewOptions[0], INTERVIEW_PHRASES.zh.reviewOptions[0]];
  if (firstOptions.some((option) => option?.toLowerCase() === text)) return true;
  return /^(?:looks good|great|perfect|ok(?:ay)?|yes|thanks|thank you|好|不错|可以|没问题|很好|谢谢|行)/.test(text);
}

/**
 * After the outline exists the app demands a tool call (presentOptions or
 * designCurriculum). An answer on the review card that asks for a change is a
 * redesign request; anything else gets the review card again.
 */
function afterOutline(turn: Turn): OfflineReply {
  const { ctx, state } = turn;
  const answeredCard = endsWithToolResult(ctx.prompt, TOOL.presentOptions);
  if (answeredCard && !isApproval(state.lastAnswer) && mayCall(ctx, TOOL.designCurriculum)) return designCall(turn);
  return reviewCall(turn, answeredCard && isApproval(state.lastAnswer));
}

/** No acknowledgement here: the last answer was either an approval or already turned into a redesign. */
function reviewCall({ lang }: Turn, approved = false): OfflineReply {
  const phrases = INTERVIEW_PHRASES[lang];
  return call(TOOL.presentOptions, {
    message: approved ? phrases.approved : phrases.review.ask,
    question: phrases.review.title,
    options: [...phrases.reviewOptions],
    targetField: "general",
    multiSelect: false,
    allowSkip: true,
  });
}

/** The acknowledgement of the learner's last answer; a placement answer is never echoed (nor said to be right). */
function ackOf({ ctx, lang }: Turn, answer: string | null, seed: string): string {
  const phrases = INTERVIEW_PHRASES[lang];
  if (!answer) return "";
  if (lastQuestionField(ctx.prompt, TOOL.presentOptions) === PLACEMENT_FIELD) return placementAck(lang);
  return answer === SKIPPED ? phrases.skippedAck : interpolate(pick(phrases.acks, seed), { answer: quote(answer, lang) }, lang);
}

/** A placement question after the background (placement-question.ts): from the learner's documents, the subject kind's terms, or a self-assessment. */
function placementQuestion(turn: Turn) {
  const { state, lang } = turn;
  const knowledge = topicKnowledge(state.topic ?? "", lang);
  const lead = ackOf(turn, answerToAck(turn), `placement|${state.lastAnswer ?? ""}`);
  const stages = briefView(turn.brief, knowledge).learningPath;
  return placementCard({ ...(state.placement ?? { asked: 0, target: 2 }), lang, brief: turn.brief, knowledge, stages, lead });
}

function presentCall(turn: Turn): OfflineReply {
  const { state, lang } = turn;
  if (state.phase === "done") return reviewCall(turn);
  // The aim the learner stated with their goal, offered first on the goal card (and an outcome once picked).
  const stated = statedGoal(userTexts(turn.ctx.prompt)[0]);
  const noted = notedOutcome(state, lang, turn.brief, stated);
  const withNoted = noted ? { noted } : {};
  if (state.nextField === PLACEMENT_FIELD) return call(TOOL.presentOptions, { ...placementQuestion(turn), ...withNoted });
  const field = fieldToAsk(state, noted !== null);
  const knowledge = topicKnowledge(state.topic ?? "", lang);
  const view = briefView(turn.brief, knowledge);
  const { message, title } = composeMessage(turn, field, view);
  const set =
    !state.topic && field === "goal"
      ? { options: [...INTERVIEW_PHRASES[lang].noTopicOptions], multiSelect: false, allowSkip: false }
      : buildOptions({
          field,
          lang,
          knowledge,
          brief: view,
          known: state.known,
          stated,
        });
  return call(TOOL.presentOptions, {
    message,
    question: title,
    options: set.options,
    targetField: field,
    multiSelect: set.multiSelect,
    allowSkip: set.allowSkip,
    ...withNoted,
  });
}

/** With tools switched off the interviewer still answers: the same words, minus the option card. */
function textOnly(turn: Turn): OfflineReply {
  if (turn.state.nextField === PLACEMENT_FIELD) return { text: placementQuestion(turn).message };
  const field: QuestionField = turn.state.nextField ?? "general";
  const view = briefView(turn.brief, topicKnowledge(turn.state.topic ?? "", turn.lang));
  return { text: composeMessage(turn, field, view).message };
}

export function interviewer(ctx: RoleContext): OfflineReply {
  const fallbackLang = detectLanguage(lastUserText(ctx.prompt));
  const state = parseInterviewState(findBlock(ctx.prompt, BLOCK.interviewState), fallbackLang) ?? emptyState(fallbackLang);
  const turn: Turn = { ctx, state, lang: state.language, brief: latestBrief(ctx) };
  // Within one request the system prompt is not re-rendered between steps, so a
  // research result already in the prompt counts even if the block says otherwise.
  const researched = state.researched || turn.brief !== null || toolResults(ctx.prompt, TOOL.researchTopic).length > 0;
  const designedJustNow = endsWithToolResult(ctx.prompt, TOOL.designCurriculum);
  const topic = state.topic;

  switch (forcedTool(ctx)) {
    case TOOL.designCurriculum:
      return designCall(turn);
    case TOOL.researchTopic:
      return researchCall(turn, topic ?? lastUserText(ctx.prompt) ?? "general learning");
    case TOOL.presentOptions:
      return presentCall(turn);
  }

  if (ctx.choice.mode === "none") return designedJustNow || state.phase === "done" ? closingText(turn) : textOnly(turn);
  const must = mustCallTool(ctx);
  if (designedJustNow && !must) return closingText(turn);
  if (state.phase === "designing" && !designedJustNow && mayCall(ctx, TOOL.designCurriculum)) return designCall(turn);
  if (topic && !researched && mayCall(ctx, TOOL.researchTopic)) return researchCall(turn, topic);
  if (state.phase === "done") return must ? afterOutline(turn) : closingText(turn);
  if (mayCall(ctx, TOOL.presentOptions)) return presentCall(turn);
  if (mayCall(ctx, TOOL.designCurriculum) && (must || state.nextField === null)) return designCall(turn);
  if (must && topic && mayCall(ctx, TOOL.researchTopic)) return researchCall(turn, topic);
  return textOnly(turn);
}

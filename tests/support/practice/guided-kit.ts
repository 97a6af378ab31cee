/**
 * Test support for guided mode (issue 26; not a test file): a written course (the offline writer's
 * chapters and the offline questions made from them) with ONE question of a chosen kind left to
 * practise, turns of the workspace tutor composed exactly as its route composes them (guided mode
 * around the turn), on the scripted chat-completions server through the real provider or on the
 * offline model, and the models that misbehave the way issue 26 names.
 */
import type { UIMessageChunk } from "ai";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { newLearnerText } from "@/app/_compose/guided-chat";
import { chatScope, courseScope, guidedTurnFor } from "@/app/_compose/guided-tutor";
import type { ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { streamChatTurn } from "@/features/chat/server/stream-chat";
import { weakPoints } from "@/features/practice/data/weak-points";
import { TURN_CONTEXT_HEADER } from "@/lib/ai/turn/turn-context";
import { assembleMessage, userMessage } from "@/tests/support/chat/chat-test-kit";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { joinTutorExtensions, practiceChatExtensionFor, practiceTutorExtensionFor } from "@/app/_compose/practice-tutor";
import { GUIDED_DATA_PART, guidedViewSchema, type GuidedView, type PracticeKind } from "@/features/practice/contract";
import { ladderQuestion } from "@/features/practice/data/guided-ladders";
import { answerKeyOf, correctIndex, type LadderQuestion } from "@/features/practice/lib/guided-hints";
import { syncCoursePractice } from "@/features/practice/server/practice-sync";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { createModelRegistry } from "@/lib/ai/model-registry";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { readServerEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { RecordedRequest, Script } from "@/tests/support/scripted-openai/wire-types";
import { workspaceBrowser } from "@/tests/support/workspace/workspace-kit";
import { writtenCourse } from "./practice-kit";

export interface ChatSession {
  id: string;
  messages: ChatUIMessage[];
}

export const newChatSession = (): ChatSession => ({ id: `session-${Math.random().toString(36).slice(2)}`, messages: [] });

export interface Practising {
  ownerId: string;
  courseId: string;
  question: LadderQuestion & { itemId: string };
}

export const textOf = (chunks: UIMessageChunk[]) => chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");

/** The turn's ladder view: its one data-guided part, checked against the contract. */
export function guidedOf(chunks: UIMessageChunk[]): GuidedView {
  const parts = chunks.filter((chunk) => chunk.type === GUIDED_DATA_PART);
  if (parts.length !== 1) throw new Error(`expected one ${GUIDED_DATA_PART} part, got ${parts.length}`);
  return guidedViewSchema.parse((parts[0] as { data: unknown }).data);
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

const lastUser = (request: RecordedRequest) => {
  // The chat's per-turn context is a user-role message too: not the learner's words.
  const message = request.body.messages.findLast(
    (entry) => entry.role === "user" && !(typeof entry.content === "string" && entry.content.startsWith(TURN_CONTEXT_HEADER)),
  );
  return typeof message?.content === "string" ? message.content : JSON.stringify(message?.content ?? "");
};
const afterTool = (request: RecordedRequest) => request.body.messages.at(-1)?.role === "tool";
const QUIZ = /quiz me|考考我/i;
const CORRECTION = "[Guided mode check]";

/** "Quiz me" → askPracticeQuestion; after a tool result → the question restated; else `say`. */
function quizThen(say: (request: RecordedRequest) => string): Script {
  return (request) => {
    if (afterTool(request)) return { content: "Here is your question — take your time." };
    if (QUIZ.test(lastUser(request))) return { toolCalls: [{ name: "askPracticeQuestion", arguments: {} }] };
    return { content: say(request) };
  };
}

/** A model that gives the answer away in every reply, however it is asked, the retry included. */
export const leaker = (question: LadderQuestion): Script => {
  let turn = 0;
  const ways = giveaways(question);
  return quizThen(() => ways[turn++ % ways.length]!);
};

/** A model that obeys "just tell me" (and the rest), and writes a hint when the check asks it to. */
export const obedient = (question: LadderQuestion): Script => {
  const ways = giveaways(question);
  return quizThen((request) => {
    const said = lastUser(request);
    if (said.includes(CORRECTION)) return "Fair enough — think about what the chapter says first, then try.";
    if (/spell|letter|逐字|拼/i.test(said)) return ways[1]!;
    if (/teacher|老师|role|扮演/i.test(said)) return ways[2]!;
    return ways.at(-1)!;
  });
};

/** Registers the suite's hooks; the helpers use its server and database. */
export function setUpGuidedSuite() {
  let server: ScriptedServer;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server = await startScriptedServer(() => ({ content: "Hello." }));
    handle = await openDatabase({ kind: "memory" });
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });
  beforeEach(() => {
    server.reset();
    vi.restoreAllMocks();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
  });

  /** A written course in `language` whose only active question is one of `kind`. */
  async function practising(language: Locale, kind: PracticeKind): Promise<Practising> {
    const db = handle.db;
    const { ownerId } = await workspaceBrowser();
    const courseId = await writtenCourse(db, ownerId, language);
    await seedLearningFiles(db, ownerId, courseId);
    await syncCoursePractice(db, ownerId, courseId);
    const [kept] = await db
      .select({ id: practiceItems.id })
      .from(practiceItems)
      .where(and(eq(practiceItems.courseId, courseId), eq(practiceItems.kind, kind)))
      .limit(1);
    if (!kept) throw new Error(`no ${kind} question was made`);
    await db
      .update(practiceItems)
      .set({ status: "deleted" })
      .where(and(eq(practiceItems.courseId, courseId), ne(practiceItems.id, kept.id)));
    const question = await ladderQuestion(db, ownerId, kept.id);
    if (!question) throw new Error("the kept question cannot be read");
    return { ownerId, courseId, question };
  }

  /** Adds accepted variants (the other language's word) to the question, as a bilingual question would have. */
  async function acceptAlso(practice: Practising, variants: string[]): Promise<void> {
    const accepted = [...practice.question.accepted, ...variants];
    await handle.db.update(practiceItems).set({ accepted }).where(eq(practiceItems.id, practice.question.itemId));
    practice.question = { ...practice.question, accepted };
  }

  /** One workspace tutor turn, composed as app/api/courses/[id]/workspace/chat/route.ts composes it. */
  async function turn(practice: Practising, text: string, options: { offline?: boolean; mode?: TutorMode } = {}) {
    const { ownerId, courseId } = practice;
    const db = handle.db;
    const registry = options.offline ? createModelRegistry(readServerEnv({})) : scriptedRegistry(server);
    const guided = await guidedTurnFor(db, ownerId, { scope: courseScope(courseId), mode: options.mode, learnerText: text });
    const response = await streamWorkspaceTurn({
      db,
      ownerId,
      courseId,
      request: { text, references: [], mode: options.mode },
      model: guided.model(registry.model("chat")),
      evidenceFor: evidenceFor(db, ownerId),
      extension: joinTutorExtensions(practiceTutorExtensionFor(db, ownerId, courseId, guided.turn)),
      finalChunks: guided.turn.finalChunks,
    });
    const chunks = await readUiChunks(response);
    return { chunks, text: textOf(chunks), view: guidedOf(chunks) };
  }

  /** One chat turn in a session, composed as app/_compose/guided-chat.ts composes it; the history grows as the browser's does. */
  async function chatTurn(practice: Practising, session: ChatSession, text: string, options: { offline?: boolean; mode?: TutorMode } = {}) {
    const db = handle.db;
    const registry = options.offline ? createModelRegistry(readServerEnv({})) : scriptedRegistry(server);
    const messages = [...session.messages, userMessage(text)];
    const request = { id: session.id, messages: messages as unknown as Record<string, unknown>[], mode: options.mode };
    const [guided, weak] = await Promise.all([
      guidedTurnFor(db, practice.ownerId, { scope: chatScope(session.id), mode: options.mode, learnerText: newLearnerText(request) }),
      weakPoints(db, practice.ownerId, null),
    ]);
    const response = await streamChatTurn(request, {
      model: guided.model(registry.model("chat")),
      ownerId: practice.ownerId,
      uiLocale: practice.question.language,
      extension: practiceChatExtensionFor(db, practice.ownerId, guided.turn, weak),
      finalChunks: guided.turn.finalChunks,
    });
    const chunks = await readUiChunks(response);
    session.messages = [...messages, await assembleMessage(chunks)];
    return { chunks, text: textOf(chunks), view: guidedOf(chunks) };
  }

  return {
    chatTurn,
    db: () => handle.db,
    script: (next: Script) => server.setScript(next),
    requests: () => server.requests,
    practising,
    acceptAlso,
    turn,
    keyOf: (practice: Practising) => answerKeyOf(practice.question),
  };
}

/**
 * Test support for guided mode (issue 26; not a test file): a written course (the offline writer's
 * chapters and the offline questions made from them) with ONE question of a chosen kind left to
 * practise, turns of the workspace tutor and of the chat composed exactly as their routes compose them
 * (guided mode around the turn), on the scripted chat-completions server through the real provider
 * or on the offline model. The scripted models that misbehave the way issue 26 names: ./guided-scripts.ts.
 */
import type { UIMessageChunk } from "ai";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { newLearnerText } from "@/app/_compose/guided-chat";
import { chatScope, courseScope, guidedTurnFor } from "@/app/_compose/guided-tutor";
import type { ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { streamChatTurn } from "@/features/chat/server/stream-chat";
import { weakPoints } from "@/features/practice/data/weak-points";
import { assembleMessage, userMessage } from "@/tests/support/chat/chat-test-kit";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { joinTutorExtensions, practiceChatExtensionFor, practiceTutorExtensionFor } from "@/app/_compose/practice-tutor";
import { GUIDED_DATA_PART, guidedViewSchema, type GuidedView, type PracticeKind } from "@/features/practice/contract";
import { ladderQuestion } from "@/features/practice/data/guided-ladders";
import { answerKeyOf, type LadderQuestion } from "@/features/practice/lib/guided-hints";
import { syncCoursePractice } from "@/features/practice/server/practice-sync";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { createModelRegistry } from "@/lib/ai/model-registry";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { readServerEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { chunkText, readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { Script } from "@/tests/support/scripted-openai/wire-types";
import { workspaceBrowser } from "@/tests/support/workspace/workspace-kit";
import { QUIZ_ME } from "./guided-scripts";
import { writtenCourse } from "./practice-kit";

export * from "./guided-scripts";

/**
 * The model fetch's limits for these suites: generous, so a loaded machine never cuts a turn they did not
 * mean to cut (the harness's 400 ms first byte failed "Quiz me" under load: no question was asked, and
 * the next turn had nothing to guard). A suite that means to cut a step sets its own (`env`).
 */
const PATIENT = { LLM_FIRST_BYTE_TIMEOUT_MS: "30000", LLM_IDLE_TIMEOUT_MS: "30000" };

export interface TurnOptions {
  offline?: boolean;
  mode?: TutorMode;
  /** The model's environment over the patient limits (e.g. a short idle limit that cuts a stalled step). */
  env?: Record<string, string>;
}

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

export const textOf = chunkText;

/** The turn's ladder view: its one data-guided part, checked against the contract. */
export function guidedOf(chunks: UIMessageChunk[]): GuidedView {
  const parts = chunks.filter((chunk) => chunk.type === GUIDED_DATA_PART);
  if (parts.length !== 1) throw new Error(`expected one ${GUIDED_DATA_PART} part, got ${parts.length}`);
  return guidedViewSchema.parse((parts[0] as { data: unknown }).data);
}

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

  const registryFor = (options: TurnOptions) =>
    options.offline ? createModelRegistry(readServerEnv({})) : scriptedRegistry(server, { ...PATIENT, ...options.env });

  /** One workspace tutor turn, composed as app/api/courses/[id]/workspace/chat/route.ts composes it. */
  async function turn(practice: Practising, text: string, options: TurnOptions = {}) {
    const { ownerId, courseId } = practice;
    const db = handle.db;
    const registry = registryFor(options);
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
  async function chatTurn(practice: Practising, session: ChatSession, text: string, options: TurnOptions = {}) {
    const db = handle.db;
    const registry = registryFor(options);
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

  /**
   * "Quiz me" in the workspace: the practice's question is put on the ladder, or the suite stops here
   * (what follows checks what the guard keeps back of a question being worked on).
   */
  async function quiz(practice: Practising, options: TurnOptions = {}) {
    const asked = await turn(practice, QUIZ_ME[practice.question.language], options);
    if (asked.view.question?.itemId !== practice.question.itemId || asked.view.step !== "ask") {
      throw new Error(`"Quiz me" did not put the question on the ladder: ${JSON.stringify(asked.view)} ${asked.text}`);
    }
    return asked;
  }

  return {
    chatTurn,
    quiz,
    db: () => handle.db,
    script: (next: Script) => server.setScript(next),
    requests: () => server.requests,
    practising,
    acceptAlso,
    turn,
    keyOf: (practice: Practising) => answerKeyOf(practice.question),
  };
}

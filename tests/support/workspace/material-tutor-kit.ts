/**
 * Test support for the workspace tutor with the sources tools (not a test file): the scripted
 * chat-completions server and a PGlite database per suite, a confirmed course (chapters written) with
 * one source, and turns through the real @ai-sdk/openai provider and the app's model registry.
 */
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { sourcesTutorExtension } from "@/app/_compose/sources-tutor";
import { LEARNING_FILES, type WorkspaceChatRequest } from "@/features/workspace/contract";
import { loadConversation } from "@/features/workspace/data/conversation-storage";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { workspaceFiles } from "@/lib/db/schema";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { scriptedRegistry } from "@/tests/support/scripted-openai/agent-harness";
import { scriptedServerForSuite } from "@/tests/support/scripted-openai/scripted-suite";
import type { RecordedRequest, Reply } from "@/tests/support/scripted-openai/wire-types";
import { fakeMaterial } from "@/tests/support/sources-tutor/material-kit";
import { confirmedCourse, workspaceBrowser } from "./workspace-kit";

/** Step n of this turn: the assistant messages after the learner's last message. */
export const stepOf = (request: RecordedRequest) => {
  const messages = request.body.messages;
  const learner = messages.findLastIndex((message) => message.role === "user");
  return messages.slice(learner + 1).filter((message) => message.role === "assistant").length;
};

export const chunksOf = <T extends UIMessageChunk["type"]>(chunks: UIMessageChunk[], type: T) =>
  chunks.filter((chunk): chunk is Extract<UIMessageChunk, { type: T }> => chunk.type === type);

/** Registers the suite's hooks; `course()` makes a course with one source whose lines are `sourceLines`. */
export function setUpMaterialTutor() {
  const handle = setUpCourseRouteEnvironment();
  const server = scriptedServerForSuite();
  beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
  afterAll(() => vi.unstubAllEnvs());

  /** Answers each request by its step in the turn. */
  const script = (steps: (n: number, request: RecordedRequest) => Reply) => server.setScript((request) => steps(stepOf(request), request));

  async function course(sourceLines: string[] = ["# Pods", "A Pod is the smallest deployable unit."]) {
    const { ownerId } = await workspaceBrowser();
    const courseId = await confirmedCourse(handle().db, ownerId, { written: true });
    const material = fakeMaterial([{ id: "src-1", ownerId, courseId, title: "Lecture notes", lines: sourceLines }]);
    const file = async (path: string) =>
      (
        await handle()
          .db.select()
          .from(workspaceFiles)
          .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, path)))
      )[0];
    const turn = async (request: WorkspaceChatRequest) => {
      const response = await streamWorkspaceTurn({
        db: handle().db,
        ownerId,
        courseId,
        request,
        model: scriptedRegistry(server).model("chat"),
        evidenceFor: evidenceFor(handle().db, ownerId),
        extension: sourcesTutorExtension({ ownerId, courseId, access: material.access }),
      });
      expect(response.status).toBe(200);
      return readUiChunks(response);
    };
    const learningFiles = async () => ({
      groundTruth: (await file(LEARNING_FILES.groundTruth))!,
      milestones: (await file(LEARNING_FILES.milestones))!,
    });
    const conversation = () => loadConversation(handle().db, courseId);
    return { turn, file, learningFiles, conversation, material };
  }

  return { script, course, requests: () => server.requests };
}

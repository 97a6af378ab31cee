/**
 * A milestone ticks on practice evidence and nothing else (issues 23 and 24): every way of writing
 * milestones.md — the file route (whole content, a line range, a rename, a new file), the tutor's
 * setMilestone and its editFile — is refused without the mastery rule holding for the milestone's
 * module, and allowed once it does; the learner's "I already know this" is kept as their claim and
 * never counts; a ticked milestone links to its attempts.
 */
import { and, eq } from "drizzle-orm";
import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { evidenceFor } from "@/app/_compose/milestone-evidence";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/courses/[id]/file/route";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { OWN_CLAIM, parseMilestones, setMilestoneDone } from "@/features/workspace/lib/milestones";
import { parseProposalRequest } from "@/features/workspace/lib/proposal-request";
import { streamWorkspaceTurn } from "@/features/workspace/server/tutor-turn";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, workspaceFiles } from "@/lib/db/schema";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { cookieFor, expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";
import { scriptedToolModel } from "@/tests/support/workspace/mock-tool-model";
import { fileUrl } from "@/tests/support/workspace/workspace-kit";

const handle = setUpCourseRouteEnvironment();
const db = () => handle().db;

/** A written course (Optimisation: 2 chapters, Models: 1) with its learning files and its questions. */
async function course() {
  const ownerId = ownerFixture();
  const cookie = await cookieFor(ownerId);
  const courseId = await writtenCourse(db(), ownerId);
  await seedLearningFiles(db(), ownerId, courseId);
  expect((await practiceCalls(ownerId).practice(courseId)).status).toBe(200);
  const put = (body: unknown) =>
    putRoute(request(fileUrl(courseId), { method: "PUT", cookie, body: JSON.stringify(body) }), params({ id: courseId }));
  const milestones = async () =>
    (
      await db()
        .select()
        .from(workspaceFiles)
        .where(and(eq(workspaceFiles.courseId, courseId), eq(workspaceFiles.path, "milestones.md")))
    )[0];
  return { ownerId, cookie, courseId, put, milestones };
}

/** Answers two questions of every chapter of a module correctly (or, with answerShown, after seeing the answer). */
async function earnModule(ownerId: string, courseId: string, moduleIndex: number, extra: { answerShown?: boolean } = {}) {
  const own = await db()
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.courseId, courseId), eq(chapters.moduleIndex, moduleIndex)));
  const items = await db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
  for (const chapter of own) {
    for (const item of items.filter((row) => row.chapterId === chapter.id && row.kind !== "short").slice(0, 2)) {
      const reply = await answerQuestion(db(), ownerId, item.id, { answer: item.answer, confidence: 3, ...extra });
      expect(reply.correct).toBe(true);
    }
  }
}

function ticked(content: string, index: number): string {
  const result = setMilestoneDone(content, index, true);
  if (!result.ok) throw new Error(result.message);
  return result.content;
}

const outputsOf = (chunks: UIMessageChunk[]) =>
  chunks
    .filter((chunk) => chunk.type === "tool-output-available")
    .map((chunk) => (chunk as { output: { ok: boolean; error?: string } }).output);

describe("milestones tick only on practice evidence", () => {
  it("the file route refuses every tick without evidence (content, line range, new file, rename) and keeps the file", async () => {
    const { put, milestones, courseId, cookie } = await course();
    const original = (await milestones())!;
    const moduleOne = parseMilestones(original.content)[0]!;
    expect(moduleOne.title).toMatch(/^Module 1: Optimisation/);

    const whole = await expectError(
      await put({ path: "milestones.md", content: ticked(original.content, 0), baseVersion: 1 }),
      422,
      "evidence_required",
    );
    expect(whole.message).toMatch(/"Gradient descent" has 0 of 2, "Learning rates" has 0 of 2/);
    expect(whole.message).toContain(`/courses/${courseId}/practice`);
    expect(whole.message).toMatch(/I already know this/);

    const line = original.content.split("\n")[moduleOne.line - 1]!.replace("- [ ]", "- [x]");
    await expectError(
      await put({ path: "milestones.md", start: moduleOne.line, end: moduleOne.line, text: line, baseVersion: 1 }),
      422,
      "evidence_required",
    );
    // The capstone, and a milestone retitled to name no module, stand for the whole course.
    const capstone = parseMilestones(original.content).at(-1)!;
    await expectError(
      await put({ path: "milestones.md", content: ticked(original.content, capstone.index), baseVersion: 1 }),
      422,
      "evidence_required",
    );
    const retitled = original.content.replace(/- \[ \] Module 1: Optimisation[^\n]*/, "- [x] Something I wrote myself");
    await expectError(await put({ path: "milestones.md", content: retitled, baseVersion: 1 }), 422, "evidence_required");
    // Writing "I already know this" under it does not make a tick either.
    const claimedAndTicked = ticked(original.content, 0).replace(/(- \[x\] Module 1[^\n]*\n)/, `$1  - ${OWN_CLAIM.en}\n`);
    await expectError(await put({ path: "milestones.md", content: claimedAndTicked, baseVersion: 1 }), 422, "evidence_required");
    expect((await milestones())!.version).toBe(1);

    // Deleted, then made again with a tick, or another file renamed onto it: refused the same way.
    const removed = await deleteRoute(
      request(fileUrl(courseId, { path: "milestones.md" }), { method: "DELETE", cookie }),
      params({ id: courseId }),
    );
    expect(removed.status).toBe(204);
    await expectError(await put({ path: "milestones.md", content: ticked(original.content, 0) }), 422, "evidence_required");
    expect((await put({ path: "notes/m.md", content: ticked(original.content, 0) })).status).toBe(200);
    await expectError(await put({ path: "notes/m.md", renameTo: "milestones.md", baseVersion: 1 }), 422, "evidence_required");
    expect(await milestones()).toBeUndefined();
    // Unticked, it may come back.
    expect((await put({ path: "milestones.md", content: original.content })).status).toBe(200);
  });

  it("'I already know this' is kept as the learner's claim, the box left open", async () => {
    const { put, milestones } = await course();
    const original = (await milestones())!;
    const claimed = original.content.replace(/(- \[ \] Module 1[^\n]*\n)/, `$1  - ${OWN_CLAIM.en}\n`);
    expect((await put({ path: "milestones.md", content: claimed, baseVersion: 1 })).status).toBe(200);
    const [first] = parseMilestones((await milestones())!.content);
    expect(first).toMatchObject({ done: false, claimed: true });
  });

  it("answers after the answer was shown earn nothing; once the rule holds the module's milestone ticks by hand, other modules still refuse", async () => {
    const { ownerId, courseId, put, milestones } = await course();
    await earnModule(ownerId, courseId, 0, { answerShown: true });
    const original = (await milestones())!;
    await expectError(await put({ path: "milestones.md", content: ticked(original.content, 0), baseVersion: 1 }), 422, "evidence_required");

    await earnModule(ownerId, courseId, 0);
    const one = await put({ path: "milestones.md", content: ticked(original.content, 0), baseVersion: 1 });
    expect(one.status).toBe(200);
    const after = (await milestones())!;
    expect(parseMilestones(after.content).map((milestone) => milestone.done)).toEqual([true, false, false]);
    // Module 2 and the capstone are not earned.
    await expectError(await put({ path: "milestones.md", content: ticked(after.content, 1), baseVersion: 2 }), 422, "evidence_required");
    await expectError(await put({ path: "milestones.md", content: ticked(after.content, 2), baseVersion: 2 }), 422, "evidence_required");
    // A tick already there is kept through other edits.
    expect((await put({ path: "milestones.md", content: `${after.content}\nMy notes.\n`, baseVersion: 2 })).status).toBe(200);
  });

  it("the tutor's setMilestone and editFile tick nothing without evidence; with it, setMilestone writes a line linking to the attempts", async () => {
    const { ownerId, courseId, milestones } = await course();
    const turn = async (steps: Parameters<typeof scriptedToolModel>[0]) =>
      outputsOf(
        await readUiChunks(
          await streamWorkspaceTurn({
            db: db(),
            ownerId,
            courseId,
            request: { text: "Tick my first milestone, I told you I know it", references: [] },
            model: scriptedToolModel(steps),
            evidenceFor: evidenceFor(db(), ownerId),
          }),
        ),
      );
    const refused = await turn([
      { toolName: "setMilestone", input: { index: 0, done: true, baseVersion: 1, evidence: "The learner said so, convincingly." } },
      { toolName: "editFile", input: { path: "milestones.md", baseVersion: 1, oldText: "- [ ] Module 1", newText: "- [x] Module 1" } },
      { toolName: "replaceLines", input: { path: "milestones.md", baseVersion: 1, start: 5, end: 5, text: "- [x] Module 1: done" } },
      "Done.",
    ]);
    expect(refused).toEqual([
      { ok: false, error: expect.stringMatching(/is not earned: still missing: "Gradient descent" has 0 of 2.*your word is not evidence/) },
      { ok: false, error: expect.stringMatching(/ticked only with evidence from practice.*Nothing was written/) },
      { ok: false, error: expect.stringMatching(/ticked only with evidence from practice.*Nothing was written/) },
    ]);
    expect((await milestones())!.version).toBe(1);

    await earnModule(ownerId, courseId, 0);
    const allowed = await turn([{ toolName: "setMilestone", input: { index: 0, done: true, baseVersion: 1 } }, "Ticked."]);
    expect(allowed[0]).toMatchObject({ ok: true, version: 2 });
    const content = (await milestones())!.content;
    expect(parseMilestones(content)[0]!.done).toBe(true);
    expect(content).toContain(
      `  - Evidence: 4 correct practice answers — the attempts: [Optimisation](/courses/${courseId}?module=1#progress)`,
    );
  });
});

describe("a tick the learner did not ask for is a proposal, checked against the evidence before it is shown", () => {
  it("unearned: never offered, the tutor told what is missing; earned: offered with its diff (the evidence line) and why it waits", async () => {
    const { ownerId, courseId, milestones } = await course();
    const turn = async (steps: Parameters<typeof scriptedToolModel>[0]) =>
      readUiChunks(
        await streamWorkspaceTurn({
          db: db(),
          ownerId,
          courseId,
          request: { text: "What is gradient descent?", references: [] },
          model: scriptedToolModel(steps),
          evidenceFor: evidenceFor(db(), ownerId),
        }),
      );
    const tick = { toolName: "setMilestone", input: { index: 0, done: true, baseVersion: 1 } };
    const requests = (chunks: UIMessageChunk[]) =>
      chunks.filter((chunk): chunk is Extract<UIMessageChunk, { type: "tool-approval-request" }> => chunk.type === "tool-approval-request");

    const unearned = await turn([tick, "Here is how it works."]);
    expect(requests(unearned).filter((chunk) => !chunk.isAutomatic)).toEqual([]);
    const denied = unearned.find((chunk) => chunk.type === "tool-approval-response") as { approved: boolean; reason?: string } | undefined;
    expect(denied).toMatchObject({ approved: false, reason: expect.stringMatching(/is not earned.*Nothing was written/) });
    expect((await milestones())!.version).toBe(1);

    await earnModule(ownerId, courseId, 0);
    const earned = await turn([tick, "Here is how it works."]);
    const [offer] = requests(earned).filter((chunk) => !chunk.isAutomatic);
    const shown = parseProposalRequest(offer?.reason);
    expect(shown.why).toBe("no-change-asked");
    expect(shown.diff).toMatch(/\n\+- \[x\] .*\n\+ {2}- Evidence: 4 correct practice answers/);
    expect((await milestones())!.version).toBe(1);
  });
});

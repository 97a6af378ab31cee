/**
 * Proposals checked when they are made (issue 23, item 8), through the real `@ai-sdk/openai`
 * provider against a scripted chat-completions server: a change to the learner's files that the
 * write would refuse — a bad or look-alike path, a read-only chapter, a stale version, text that
 * does not occur or occurs twice, lines out of range, a file that exists — is never offered to the
 * learner; the model gets the refusal as the call's result and answers. One the write would accept
 * is offered with its unified diff; accepted after the file changed, it is refused, nothing written.
 */
import { describe, expect, it } from "vitest";
import type { RecordedRequest, WireToolCall } from "@/tests/support/scripted-openai/wire-types";
import {
  AFTER_TOOL,
  NOTE,
  afterToolResult,
  ofType,
  polite,
  propose,
  setUpScriptedTutor,
  textOf,
} from "@/tests/support/workspace/scripted-tutor-kit";
import { writeWorkspaceFile } from "../data/file-storage";
import { parseProposalRequest } from "../lib/proposal-request";
import { WORKSPACE_TOOL } from "../contract";

const { script, workspace, turn, file, conversation, expectContinues, db, evidence } = setUpScriptedTutor();

const create = (path: string, content = "# New\n"): WireToolCall => ({ name: WORKSPACE_TOOL.createFile, arguments: { path, content } });
const lines = (start: number, end: number): WireToolCall => ({
  name: WORKSPACE_TOOL.replaceLines,
  arguments: { path: "notes/pods.md", baseVersion: 1, start, end, text: "x" },
});

/** What the model was told about its call: the tool message of the request after it. */
function toolResultsSeen(requests: RecordedRequest[]): string {
  return requests
    .flatMap((request) => request.body.messages)
    .filter((message) => message.role === "tool")
    .map((message) => (typeof message.content === "string" ? message.content : JSON.stringify(message.content)))
    .join("\n");
}

const UNACCEPTABLE: [string, WireToolCall, RegExp][] = [
  ["a path with ..", propose({ arguments: { path: "notes/../x.md", baseVersion: 1, oldText: "Pod", newText: "P" } }), /\. or \.\./],
  [
    "a read-only chapter",
    propose({ arguments: { path: "chapters/01-01-pods.md", baseVersion: 1, oldText: "Pods", newText: "P" } }),
    /read-only/,
  ],
  ["a look-alike of chapters/", create("Chapters/pods.md"), /looks like the read-only chapters\/ folder/],
  ["a Windows device name", create("notes/CON.md"), /reserved device name/],
  [
    "a stale version",
    propose({ arguments: { path: "notes/pods.md", baseVersion: 7, oldText: "smallest unit", newText: "x" } }),
    /changed since version 7/,
  ],
  [
    "text that does not occur",
    propose({ arguments: { path: "notes/pods.md", baseVersion: 1, oldText: "largest unit", newText: "x" } }),
    /does not occur/,
  ],
  [
    "text that occurs twice",
    propose({ arguments: { path: "notes/pods.md", baseVersion: 1, oldText: "Pod", newText: "Box" } }),
    /occurs 2 times/,
  ],
  ["lines out of range", lines(40, 45), /line|range/i],
  ["a file that exists", create("notes/pods.md"), /already exists/],
  [
    "a missing file",
    propose({ arguments: { path: "notes/none.md", baseVersion: 1, oldText: "a", newText: "b" } }),
    /no file notes\/none\.md/,
  ],
];

describe("workspace tutor: proposals checked when they are made", () => {
  it.each(UNACCEPTABLE)("%s → never offered; the model gets the refusal and answers; nothing written", async (_label, call, why) => {
    const ws = await workspace();
    const seen: RecordedRequest[] = [];
    script((request) => {
      seen.push(request);
      return afterToolResult(request) ? polite(request) : { content: "Let me change that.", toolCalls: [call] };
    });
    const chunks = await turn(ws);
    expect(ofType(chunks, "error")).toEqual([]);
    expect(ofType(chunks, "tool-approval-request").filter((chunk) => !chunk.isAutomatic)).toEqual([]);
    expect(textOf(chunks)).toContain(AFTER_TOOL);
    expect(toolResultsSeen(seen)).toMatch(why);
    expect(toolResultsSeen(seen)).toMatch(/Nothing was written/);
    const parts = (await conversation(ws)).flatMap((message) => message.parts);
    expect(parts.some((part) => part.state === "approval-requested")).toBe(false);
    const denied = parts.find((part) => part.state === "output-denied") as { approval?: { reason?: string } } | undefined;
    expect(denied?.approval?.reason).toMatch(why);
    expect((await file(ws, "notes/pods.md"))!).toEqual({ content: NOTE, version: 1 });
    await expectContinues(ws);
  });

  it("an acceptable change is offered with its diff; accepted after the learner changed the file, it is refused and nothing is written", async () => {
    const ws = await workspace();
    const seen: RecordedRequest[] = [];
    script((request) => {
      seen.push(request);
      return afterToolResult(request) ? polite(request) : { content: "A suggestion.", toolCalls: [propose()] };
    });
    const chunks = await turn(ws);
    const [offer] = ofType(chunks, "tool-approval-request");
    expect(offer?.isAutomatic).toBeFalsy();
    const stored = (await conversation(ws)).flatMap((message) => message.parts);
    const pending = stored.find((part) => part.state === "approval-requested") as { approval?: { requestReason?: string } } | undefined;
    // The learner's own file: the checked diff, and no reason beyond it being theirs.
    const request = parseProposalRequest(pending?.approval?.requestReason);
    expect(request.why).toBeUndefined();
    expect(request.diff).toContain("\n-A Pod is the smallest unit you deploy.");
    expect(request.diff).toContain("\n+A Pod is the smallest deployable unit you deploy.");

    const learnerText = NOTE.replace("smallest unit", "tiniest unit");
    await writeWorkspaceFile(db(), {
      ...ws,
      path: "notes/pods.md",
      change: { kind: "content", content: learnerText },
      baseVersion: 1,
      author: "learner",
      evidenceFor: evidence(ws),
    });
    const answered = await turn(ws, { approvals: [{ approvalId: offer!.approvalId, approved: true }] });
    expect(ofType(answered, "error")).toEqual([]);
    expect((await file(ws, "notes/pods.md"))!).toEqual({ content: learnerText, version: 2 });
    const after = (await conversation(ws)).flatMap((message) => message.parts);
    // Accepted, but no longer applicable: the write refuses with its reason, and the model is told.
    const refused = after.find((part) => part.state === "output-available") as { output?: { ok: boolean; error?: string } } | undefined;
    expect(refused?.output).toMatchObject({ ok: false, error: expect.stringMatching(/changed since version 1.*Nothing was written/) });
    expect(toolResultsSeen(seen)).toMatch(/changed since version 1.*Nothing was written/);
    await expectContinues(ws);
  });
});

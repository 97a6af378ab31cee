import "server-only";
import { createIdGenerator } from "ai";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { BLOCK, WORKSPACE_TOOL, type ReferenceBlock, type WorkspaceChatRequest } from "../contract";
import { checkReadRange, numberedLines } from "../lib/line-text";
import { checkWorkspacePath } from "../lib/workspace-path";
import { loadConversation, type StoredMessage } from "../data/conversation-storage";
import { readWorkspaceFile } from "../data/file-storage";

const generateMessageId = createIdGenerator({ prefix: "msg", size: 16 });

/** A reference chip from the request, checked against this course: unknown file or range → 400. */
async function resolveReference(
  db: Database,
  ownerId: string,
  courseId: string,
  reference: { path: string; start: number; end: number },
): Promise<ReferenceBlock> {
  const check = checkWorkspacePath(reference.path, "read");
  if (!check.ok)
    throw new AppError("bad_request", {
      en: `The reference ${reference.path} is not a workspace path: ${check.message}`,
      zh: `引用 ${reference.path} 不是工作区路径：${check.message}`,
    });
  const file = await readWorkspaceFile(db, ownerId, courseId, check.path).catch(() => {
    throw new AppError("bad_request", {
      en: `The reference ${check.path}:${reference.start}-${reference.end} names a file this workspace does not have.`,
      zh: `引用 ${check.path}:${reference.start}-${reference.end} 指向的文件不在这个工作区里。`,
    });
  });
  const range = checkReadRange(file.content, reference.start, reference.end);
  if (!range.ok)
    throw new AppError("bad_request", {
      en: `The reference ${check.path}:${reference.start}-${reference.end} is out of range: ${range.message}`,
      zh: `引用 ${check.path}:${reference.start}-${reference.end} 超出范围：${range.message}`,
    });
  return {
    path: check.path,
    start: reference.start,
    end: reference.end,
    version: file.entry.version,
    numbered: numberedLines(file.content, reference.start, reference.end),
  };
}

type Part = StoredMessage["parts"][number];
const MOVED_ON = { approved: false, reason: "The learner moved on." };

/**
 * Answers proposals still waiting. With the learner's decisions they become
 * "approval-responded", which the SDK acts on (runs or denies) at the start of
 * the turn. When the learner writes again instead, they are closed as
 * "output-denied": the SDK only acts on approvals in the LAST message, so a
 * declined call left "approval-responded" under a newer user message would
 * have no tool result and every later turn would fail (MissingToolResultsError).
 */
function settlePending(
  parts: Part[],
  decide: (approvalId: string) => { approved: boolean; reason?: string } | null,
  closeAs: "approval-responded" | "output-denied" = "approval-responded",
): { parts: Part[]; matched: number } {
  let matched = 0;
  const settled = parts.map((part) => {
    const approval = part.approval as { id?: unknown } | undefined;
    const open = part.state === "approval-requested" || (closeAs === "output-denied" && part.state === "approval-responded");
    if (!open || typeof approval?.id !== "string") return part;
    const decision = decide(approval.id);
    if (!decision) return part;
    matched += 1;
    return {
      ...part,
      state: decision.approved ? "approval-responded" : closeAs,
      approval: { id: approval.id, approved: decision.approved, ...(decision.reason ? { reason: decision.reason } : {}) },
    };
  });
  return { parts: settled, matched };
}

/**
 * What of a failed turn a retry replays: the calls that changed something — a
 * write applied or refused, a proposal the learner declined — so the retry
 * continues after them instead of doing them again (an addition written twice)
 * and the stored diff card keeps its Undo. Reads and searches are not replayed
 * (the retry searches again if it needs to: their results would otherwise be
 * resent, and added to, on every retry), nor calls that failed or never ran.
 */
const REPLAYED_TOOLS = new Set<string>([
  WORKSPACE_TOOL.editFile,
  WORKSPACE_TOOL.replaceLines,
  WORKSPACE_TOOL.createFile,
  WORKSPACE_TOOL.setMilestone,
]);
const REPLAYED_STATES = new Set(["output-available", "output-denied"]);
/** At most this many of a failed turn's calls are replayed, the latest (one turn's step cap). */
const MAX_REPLAYED_CALLS = 8;

const isReplayed = (part: Part) =>
  part.type.startsWith("tool-") && REPLAYED_TOOLS.has(part.type.slice("tool-".length)) && REPLAYED_STATES.has(String(part.state));

/**
 * Retry: the conversation up to the learner's last message, and of the failed
 * turn after it only its replayed calls (above), each after a step boundary;
 * its text, reads and unfinished calls are dropped. However often the learner
 * retries, what is replayed stays bounded.
 */
function retryHistory(stored: StoredMessage[]): StoredMessage[] {
  const lastUser = stored.findLastIndex((message) => message.role === "user");
  if (lastUser < 0)
    throw new AppError("bad_request", { en: "There is no message to retry: write one first.", zh: "没有可以重试的消息：请先写一条。" });
  const history = stored.slice(0, lastUser + 1);
  const failed = stored.slice(lastUser + 1).find((message) => message.role === "assistant");
  const replayed = (failed?.parts ?? []).filter(isReplayed).slice(-MAX_REPLAYED_CALLS);
  if (failed && replayed.length) history.push({ ...failed, parts: replayed.flatMap((part) => [{ type: "step-start" }, part]) });
  return history;
}

const sameReferences = (metadata: unknown, references: readonly { path: string; start: number; end: number }[]) => {
  const stored = (metadata as { references?: { path: string; start: number; end: number }[] } | undefined)?.references ?? [];
  return (
    stored.length === references.length &&
    stored.every((r, i) => r.path === references[i]!.path && r.start === references[i]!.start && r.end === references[i]!.end)
  );
};

/** What a turn that failed leaves after the learner's message: nothing, or an assistant message with no text or tool part. */
const isLeftover = (message: StoredMessage) =>
  message.role === "assistant" &&
  !message.parts.some(
    (part) => part.type.startsWith("tool-") || (part.type === "text" && typeof part.text === "string" && part.text.trim() !== ""),
  );

function isUnansweredRepeat(
  stored: StoredMessage[],
  request: { text: string; references: readonly { path: string; start: number; end: number }[] },
) {
  const lastUser = stored.findLastIndex((message) => message.role === "user");
  if (lastUser < 0 || !stored.slice(lastUser + 1).every(isLeftover)) return false;
  const message = stored[lastUser]!;
  return (
    message.parts[0]?.type === "text" && message.parts[0].text === request.text && sameReferences(message.metadata, request.references)
  );
}

/**
 * The conversation this turn continues: the stored one with the request
 * applied (a new message with its references resolved, answers to proposals,
 * or a retry). The browser can add a message or answer proposals, nothing
 * else, so no client can forge what the tutor said.
 */
export async function requestHistory(
  db: Database,
  ownerId: string,
  courseId: string,
  request: WorkspaceChatRequest,
): Promise<StoredMessage[]> {
  // Proposals in any message but the last can no longer be acted on: closed as declined (older rows may have them).
  const loaded = await loadConversation(db, courseId);
  const stored = loaded.map((message, index) =>
    index === loaded.length - 1 ? message : { ...message, parts: settlePending(message.parts, () => MOVED_ON, "output-denied").parts },
  );
  const last = stored.at(-1);
  let history: StoredMessage[];
  if ("retry" in request) {
    history = retryHistory(stored);
  } else if ("text" in request && isUnansweredRepeat(stored, request)) {
    // The same message again right after a turn that got no answer (a client that resends
    // instead of asking for a retry): answered again, stored once.
    history = retryHistory(stored);
  } else if ("approvals" in request) {
    if (!last || last.role !== "assistant")
      throw new AppError("bad_request", { en: "There is no proposal waiting for an answer.", zh: "没有等待回答的修改提议。" });
    const decisions = new Map(request.approvals.map((approval) => [approval.approvalId, approval]));
    const { parts, matched } = settlePending(last.parts, (id) => decisions.get(id) ?? null);
    if (matched === 0)
      throw new AppError("bad_request", {
        en: "None of those proposals is waiting for an answer (it may have been answered already).",
        zh: "这些修改提议都不在等待回答（可能已经回答过了）。",
      });
    history = [...stored.slice(0, -1), { ...last, parts }];
  } else {
    const references = await Promise.all(request.references.map((reference) => resolveReference(db, ownerId, courseId, reference)));
    const closed =
      last?.role === "assistant"
        ? [
            ...stored.slice(0, -1),
            {
              ...last,
              parts: settlePending(last.parts, () => MOVED_ON, "output-denied").parts,
            },
          ]
        : stored;
    const parts: Part[] = [
      { type: "text", text: request.text },
      ...references.map((reference) => ({ type: "text", text: renderBlock(BLOCK.reference, reference) })),
    ];
    const metadata = references.length ? { references: references.map(({ path, start, end }) => ({ path, start, end })) } : undefined;
    history = [...closed, { id: generateMessageId(), role: "user", parts, ...(metadata ? { metadata } : {}) }];
  }

  return history;
}

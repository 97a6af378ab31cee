"use client";

import type { DynamicToolUIPart, ToolUIPart, UITools } from "ai";
import { Appear } from "@/components/motion/appear";
import { getToolName } from "@/lib/ai/browser/ui-parts";
import { WORKSPACE_TOOL } from "../contract";
import { parseProposalRequest } from "../lib/proposal-request";
import { NOT_OFFERED_PREFIX, writeOutputSchema } from "../lib/tool-schemas";
import { DiffLines, UndoButton } from "./diff-card";
import type { TutorStrings } from "./workspace-messages";

type AnyToolPart = ToolUIPart<UITools> | DynamicToolUIPart;

/**
 * One tool call in the tutor's message: a read, a proposal to accept or reject, or an applied edit as a diff card.
 * Proposals and diffs rise into place when they arrive in a live reply (`live`), not when a conversation is read back.
 */
export function ToolPartCard({
  part,
  courseId,
  onApproval,
  onUndone,
  fileVersions,
  live = false,
  t,
}: {
  part: AnyToolPart;
  courseId: string;
  onApproval: (approvalId: string, approved: boolean) => void;
  onUndone: (path: string) => void;
  /** The learner's files and their versions now (unknown until the tree is loaded). */
  fileVersions?: ReadonlyMap<string, number>;
  live?: boolean;
  t: TutorStrings;
}) {
  const name = getToolName(part);
  const input = (part.input ?? {}) as {
    path?: string;
    text?: string;
    newText?: string;
    content?: string;
    index?: number;
    done?: boolean;
    evidence?: string;
    baseVersion?: number;
  };
  // Another feature's tool with no renderer of its own (a practice question asked, say): its outcome is in the
  // tutor's words. Its output is for the model; shown as a write it would say "Not written: <instructions>".
  if (!(Object.values(WORKSPACE_TOOL) as string[]).includes(name)) return null;
  const path = name === WORKSPACE_TOOL.setMilestone ? "milestones.md" : (input.path ?? "");
  if (name === WORKSPACE_TOOL.readFile) return <p className="text-xs text-fg-muted">{t.read({ path })}</p>;

  if (part.state === "approval-requested") {
    // The server offers only a change the write would accept, with its checked diff and, for a file that is not
    // the learner's own, why it waits (lib/proposal-request.ts); a proposal stored before then shows its new text.
    const { diff, why } = parseProposalRequest(part.approval.requestReason);
    const milestone = { n: (input.index ?? 0) + 1, evidence: input.evidence ?? "" };
    const proposed =
      name === WORKSPACE_TOOL.setMilestone
        ? input.done
          ? t.proposeTick(milestone)
          : t.proposeUntick(milestone)
        : (input.newText ?? input.text ?? input.content ?? "");
    // Checked when it was made; since then the file may have changed (the learner's edit): then Accept could only fail.
    const now = fileVersions?.get(path.normalize("NFC"));
    const stale = fileVersions !== undefined && (input.baseVersion === undefined ? now !== undefined : now !== input.baseVersion);
    return (
      <Appear when={live} className="card space-y-2 p-3" data-testid="proposal-card">
        <p className="text-sm font-medium">{t.proposal({ path })}</p>
        {why ? (
          <p className="text-xs text-fg-muted" data-testid="proposal-reason">
            {why === "material-read" ? t.proposedAfterMaterial : t.proposedUnasked}
          </p>
        ) : null}
        {diff?.includes("\n@@ ") ? (
          <DiffLines patch={diff} />
        ) : (
          <pre className="max-h-48 overflow-auto rounded bg-accent-soft p-2 text-xs whitespace-pre-wrap">{proposed}</pre>
        )}
        {stale ? (
          <p className="text-xs text-danger" data-testid="proposal-stale">
            {t.stale({ path })}
          </p>
        ) : null}
        <div className="flex gap-2">
          {stale ? null : (
            <button
              type="button"
              className="rounded bg-accent px-3 py-1 text-xs font-medium text-accent-fg"
              onClick={() => onApproval(part.approval.id, true)}
              data-testid="accept-proposal"
            >
              {t.accept}
            </button>
          )}
          <button
            type="button"
            className="rounded border border-line px-3 py-1 text-xs"
            onClick={() => onApproval(part.approval.id, false)}
            data-testid="reject-proposal"
          >
            {t.reject}
          </button>
        </div>
      </Appear>
    );
  }
  if (part.state === "output-denied" && part.approval?.isAutomatic) {
    const reason = part.approval.reason?.replace(NOT_OFFERED_PREFIX, "") ?? "";
    return (
      <p className="text-xs text-danger" data-testid="proposal-not-offered">
        {t.notOffered({ error: reason })}
      </p>
    );
  }
  if (part.state === "output-denied" || (part.state === "approval-responded" && !part.approval.approved)) {
    return <p className="text-xs text-fg-muted">{t.rejected}</p>;
  }
  if (part.state === "output-error") return <p className="text-xs text-danger">{t.failed({ error: part.errorText })}</p>;
  if (part.state !== "output-available") return <p className="text-xs text-fg-muted">…</p>;
  const output = writeOutputSchema.safeParse(part.output);
  if (!output.success) return null;
  if (!output.data.ok) return <p className="text-xs text-danger">{t.failed({ error: output.data.error })}</p>;
  const written = output.data;
  const ownFile = ["guidance.md", "ground-truth.md", "milestones.md"].includes(written.path);
  return (
    <Appear when={live} className="card space-y-1 p-3" data-testid="diff-card" data-path={written.path}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{t.applied({ path: written.path, version: written.version })}</p>
        {ownFile ? (
          <UndoButton
            courseId={courseId}
            path={written.path}
            version={written.version}
            patch={written.patch}
            onDone={() => onUndone(written.path)}
            t={t}
          />
        ) : null}
      </div>
      <DiffLines patch={written.patch} />
    </Appear>
  );
}

import { citationFor, type GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { LEARNING_FILES, WORKSPACE_TOOL, type ReferenceBlock, type WorkspaceContextBlock } from "../contract";
import { refOf, summaryOfLines } from "./line-answers";
import { noteSlug, resolveTarget, type Target } from "./target-file";
import type { TutorPhrases } from "./tutor-phrases";
import { fenced } from "./code-example";
import { findInCourse, type AddWhat } from "./course-finds";

/**
 * The offline tutor's changes to the learner's files, each one what was asked or nothing: an
 * example or a definition found in the course (quoted, with its citation), a fact noted in the
 * file named, X changed to Y, a selection's own key sentences. Every write goes through the
 * workspace tools, so the write gate decides whether it is a proposal (features/workspace/lib/write-gate.ts).
 */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** The tutor's own files apply at once when asked for and nothing was read this turn; everything else waits for the learner. */
const TUTOR_FILES = new Set<string>([LEARNING_FILES.guidance, LEARNING_FILES.groundTruth, LEARNING_FILES.milestones]);
const isProposal = (path: string, searched: boolean) => searched || !TUTOR_FILES.has(path);

export interface EditTurn {
  ctx: RoleContext;
  t: TutorPhrases;
  context: WorkspaceContextBlock;
  references: ReferenceBlock[];
  /** Whether this turn searched the material (a write after a search is always a proposal). */
  searched: boolean;
}

export function lead(turn: EditTurn, path: string, before: string): string {
  const said = isProposal(path, turn.searched) ? fill(turn.t.proposing, { path }) : fill(turn.t.applying, { path });
  return before ? `${before}\n\n${said}` : said;
}

/** Appends `block` to the target (a new note is created), or says why it cannot. */
export function appendTo(turn: EditTurn, target: Target, block: string[], before: string): OfflineReply {
  const { ctx, t } = turn;
  if (target.kind === "missing") return { text: [before, fill(t.noSuchFile, { path: target.path })].filter(Boolean).join("\n\n") };
  if (target.kind === "new") {
    if (!mayCall(ctx, WORKSPACE_TOOL.createFile)) return { text: before || t.cannot };
    return {
      text: lead(turn, target.path, before),
      toolCall: { toolName: WORKSPACE_TOOL.createFile, input: { path: target.path, content: `${block.join("\n").trim()}\n` } },
    };
  }
  if (!mayCall(ctx, WORKSPACE_TOOL.replaceLines)) return { text: before || t.cannot };
  const { file } = target;
  return {
    text: lead(turn, file.path, before),
    toolCall: {
      toolName: WORKSPACE_TOOL.replaceLines,
      input: {
        path: file.path,
        baseVersion: file.version,
        start: file.lineCount + 1,
        end: file.lineCount,
        text: ["", ...block, ""].join("\n"),
      },
    },
  };
}

/** An example, a definition, a formula or an analogy of `topic` for the target, from the passages the search found (never from the target itself). */
export function addFromCourse(
  turn: EditTurn,
  request: { what: AddWhat; topic: string; target: string | null },
  passages: readonly GroundedPassage[],
): OfflineReply {
  const { t, context } = turn;
  const { topic } = request;
  const referenced = turn.references[0]?.path ?? null;
  const target = resolveTarget(context, request.target, referenced, fill(t.newNote, { slug: noteSlug(topic) }));
  const targetPath = target.kind === "file" ? target.file.path : target.path;
  const result = findInCourse(
    t,
    request.what,
    topic,
    passages.filter((passage) => passage.path !== targetPath),
  );
  if ("reply" in result) return result.reply;
  const { found, said, title } = result;
  const citation = found.citation ?? citationFor(found.passage, found.sentence);
  const quoted = found.code ? fenced(found.code) : [`> ${found.sentence}`];
  const block = [fill(title, { topic }), "", ...quoted, "", fill(t.sourceLine, { citation })];
  // A code example's sentence is filled in already: its braces are code, never placeholders.
  return appendTo(turn, target, block, found.code ? said : fill(said, { topic, sentence: found.sentence, citation }));
}

/**
 * "Give me an example of X", "举个X的例子": the same finding, said in the reply and written nowhere. The
 * selected lines themselves are no answer (they are what was asked about), so passages quoting them are skipped.
 */
export function giveFromCourse(
  turn: EditTurn,
  request: { what: AddWhat; topic: string },
  passages: readonly GroundedPassage[],
): OfflineReply {
  const selected = (passage: GroundedPassage) =>
    turn.references.some(
      (reference) => reference.path === passage.path && passage.lineStart <= reference.end && passage.lineEnd >= reference.start,
    );
  const result = findInCourse(
    turn.t,
    request.what,
    request.topic,
    passages.filter((passage) => !selected(passage)),
  );
  if ("reply" in result) return result.reply;
  const { found, said } = result;
  if (found.code) return { text: said };
  return { text: fill(said, { topic: request.topic, sentence: found.sentence, citation: citationFor(found.passage, found.sentence) }) };
}

/** "Note in ground-truth.md that …": that fact, in that file, saying whether the course backs it. */
export function noteFact(
  turn: EditTurn,
  request: { target: string; fact: string },
  passages: readonly GroundedPassage[] | null,
): OfflineReply {
  const { t, context } = turn;
  const target = resolveTarget(
    context,
    request.target,
    turn.references[0]?.path ?? null,
    fill(t.newNote, { slug: noteSlug(request.fact) }),
  );
  const path = target.kind === "file" ? target.file.path : target.path;
  if (!request.fact) return { text: fill(t.factMissing, { path }) };
  const backing = passages?.find((passage) => passage.sentence && passage.path !== path);
  const before = backing ? fill(t.factBacked, { sentence: backing.sentence, citation: backing.citation }) : passages ? t.factUnbacked : "";
  const line = backing ? `- ${request.fact} (${backing.citation})` : `- ${request.fact}`;
  return appendTo(turn, target, [line], before);
}

/** "Change X to Y": an exact edit in the named or referenced file; the tool refuses it when X is not there. */
export function replaceText(turn: EditTurn, request: { from: string; to: string; target: string | null }): OfflineReply {
  const { t, context, ctx } = turn;
  const referenced = turn.references.find((reference) => !reference.path.startsWith("chapters/"))?.path ?? null;
  const target = resolveTarget(context, request.target ?? referenced, null, "");
  if (target.kind !== "file" || !mayCall(ctx, WORKSPACE_TOOL.editFile)) {
    return {
      text: fill(t.replaceMissing, { from: request.from, path: target.kind === "file" ? target.file.path : (request.target ?? "?") }),
    };
  }
  const inSelection = turn.references.some((reference) => reference.numbered.includes(request.from));
  if (turn.references.length > 0 && !inSelection) return { text: fill(t.replaceMissing, { from: request.from, path: target.file.path }) };
  return {
    text: lead(turn, target.file.path, ""),
    toolCall: {
      toolName: WORKSPACE_TOOL.editFile,
      input: { path: target.file.path, baseVersion: target.file.version, oldText: request.from, newText: request.to },
    },
  };
}

/** The selection's own key sentences, said, and added to a note when asked ("add this to my note" keeps the old heading). */
export function summarise(turn: EditTurn, reference: ReferenceBlock, intoNote: boolean): OfflineReply {
  const { t, context } = turn;
  const ref = refOf(reference);
  const sentences = summaryOfLines(reference);
  if (sentences.length === 0) return { text: t.emptyLines };
  const bullets = sentences.map((sentence) => `- ${sentence.text} (${reference.path}:${sentence.line})`);
  if (!intoNote) return { text: [fill(t.summaryOf, { ref }), ...bullets].join("\n") };
  const target = resolveTarget(context, null, reference.path, t.noNote);
  return appendTo(turn, target, [fill(t.proposalTitle, { ref }), "", ...bullets], "");
}

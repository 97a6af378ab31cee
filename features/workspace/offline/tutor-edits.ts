import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { mayCall, type OfflineReply, type RoleContext } from "@/lib/ai/offline/model/role-context";
import { LEARNING_FILES, WORKSPACE_TOOL, type ReferenceBlock, type WorkspaceContextBlock } from "../contract";
import { refOf, summaryOfLines } from "./line-answers";
import { noteSlug, resolveTarget, type Target } from "./target-file";
import type { TutorPhrases } from "./tutor-phrases";
import { namedAt, names, ownFirst } from "./topic-lines";

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

// "For example, …", "例如…" give one; the noun ("each idea comes with a simple example", "先用一个简单的例子引出") only names the word.
const EXAMPLE_MARK = /\b(?:for example|for instance|e\.g\.|such as|imagine|suppose)\b|例如|比如|举例来说|譬如|假设/iu;
const DEFINITION_MARK = /\b(?:is|are|means|refers to|measures|describes|called)\b|是|指|称为|叫做|[:：]/u;

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence) && !/^#{1,6}\s/.test(sentence));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "Mean squared error is a loss function that …", "线性回归是一种监督学习方法": a thing the text says is one of the topic. */
function isInstance(sentence: string, topic: string): boolean {
  const t = escape(topic.replace(/^(?:an?|the)\s+/i, ""));
  return (
    new RegExp(
      `^(?:an?\\s+|the\\s+)?\\S.{0,60}?\\s+(?:is|are)\\s+(?:an?|one|another)\\s+(?:\\w+\\s+){0,2}?(?:kind|type|form|example|sort)?\\s*(?:of\\s+)?(?:an?\\s+)?${t}s?\\b`,
      "iu",
    ).test(sentence) || new RegExp(`^.{1,30}?(?:是一种|是一类|是一个|属于)[^，。]{0,12}?${t}`, "u").test(sentence)
  );
}

/** An example of the topic in the passages: a sentence saying something is one, or a "for example" sentence about it. */
function exampleIn(found: readonly GroundedPassage[], topic: string): { passage: GroundedPassage; sentence: string } | null {
  const passages = ownFirst(found.map((passage) => ({ passage }))).map((entry) => entry.passage);
  for (const passage of passages) {
    const sentences = sentencesOf(passage.snippet);
    const instance = sentences.find((sentence) => isInstance(sentence, topic));
    if (instance) return { passage, sentence: instance };
  }
  for (const passage of passages) {
    if (!names(passage.snippet, topic)) continue;
    const sentences = sentencesOf(passage.snippet);
    // The example is about the topic: it names it, or follows right after a sentence that does.
    const index = sentences.findIndex(
      (sentence, at) => EXAMPLE_MARK.test(sentence) && (names(sentence, topic) || (at > 0 && names(sentences[at - 1]!, topic))),
    );
    if (index < 0) continue;
    const first = sentences[index]!;
    const sentence = first.length < 40 && sentences[index + 1] ? `${first} ${sentences[index + 1]}` : first;
    return { passage, sentence };
  }
  return null;
}

/** "X is like …", "think of X as …", "X 就像…", "打个比方": a comparison the material itself makes. */
const ANALOGY_MARK =
  /\b(?:is|are|works?|acts?|behaves?)\s+(?:a\s+(?:bit|little)\s+)?like\b|\b(?:think of|picture)\b.{1,60}?\bas\b|\b(?:as if|just as|much as|analog(?:y|ous)|metaphor|similar to|compared? (?:it )?to|the way an?)\b|好比|就像|就好像|像是|类似于|犹如|如同|比作|打个比方|比喻|可以想象成|想象成/iu;

/** An analogy for the topic in the passages: a sentence comparing it to something, naming it or right after one that does. */
function analogyIn(found: readonly GroundedPassage[], topic: string): { passage: GroundedPassage; sentence: string } | null {
  const passages = ownFirst(found.map((passage) => ({ passage }))).map((entry) => entry.passage);
  for (const passage of passages) {
    const sentences = sentencesOf(passage.snippet);
    const sentence = sentences.find(
      (line, at) => ANALOGY_MARK.test(line) && (names(line, topic) || (at > 0 && names(sentences[at - 1]!, topic))),
    );
    if (sentence) return { passage, sentence };
  }
  return null;
}

/** The passage sentence that says what the topic is, or at least names it; never one about something else. */
function definitionIn(passages: readonly GroundedPassage[], topic: string): { passage: GroundedPassage; sentence: string } | null {
  const candidates = ownFirst(
    passages.flatMap((passage) =>
      [passage.sentence, ...sentencesOf(passage.snippet)]
        .filter((sentence) => sentence && names(sentence, topic))
        .map((sentence) => ({ passage, sentence })),
    ),
  );
  const opensWithTopic = (sentence: string) => (namedAt(sentence.replace(/^(?:an?|the)\s+/i, ""), topic)?.[0] ?? -1) === 0;
  // "X is …", "A model overfits when …": the defining words come after the topic, not before it ("The goal: … “X”").
  const defines = (sentence: string) => {
    const at = namedAt(sentence, topic);
    return at !== null && DEFINITION_MARK.test(sentence.slice(at[1]));
  };
  return (
    candidates.find((found) => opensWithTopic(found.sentence) && defines(found.sentence)) ??
    candidates.find((found) => defines(found.sentence)) ??
    candidates[0] ??
    null
  );
}

/** A formula the material gives for the topic: a sentence naming it that holds an equation, as written. */
const FORMULA = /[=≈∑√²³]|\\frac|\$[^$]+\$/u;
function formulaIn(passages: readonly GroundedPassage[], topic: string): { passage: GroundedPassage; sentence: string } | null {
  for (const passage of passages) {
    const lines = [passage.sentence, ...sentencesOf(passage.snippet)].filter((line) => line && FORMULA.test(line));
    const named = lines.find((line) => names(line, topic)) ?? (names(passage.snippet, topic) ? lines[0] : undefined);
    if (named) return { passage, sentence: named };
  }
  return null;
}

/** An example, a definition, a formula or an analogy of `topic` for the target, from the passages the search found (never from the target itself). */
export function addFromCourse(
  turn: EditTurn,
  request: { what: "example" | "definition" | "formula" | "analogy"; topic: string; target: string | null },
  passages: readonly GroundedPassage[],
): OfflineReply {
  const { t, context } = turn;
  const { topic } = request;
  const referenced = turn.references[0]?.path ?? null;
  const target = resolveTarget(context, request.target, referenced, fill(t.newNote, { slug: noteSlug(topic) }));
  const targetPath = target.kind === "file" ? target.file.path : target.path;
  const relevant = passages.filter((passage) => passage.path !== targetPath);
  const definition = definitionIn(relevant, topic);
  let found = definition;
  let said = t.definitionFound;
  let title = t.definitionTitle;
  if (request.what === "formula") {
    found = formulaIn(relevant, topic);
    if (!found) return { text: fill(t.noFormula, { topic }) };
    [said, title] = [t.formulaFound, t.formulaTitle];
  } else if (request.what === "example") {
    found = exampleIn(relevant, topic);
    if (!found && !definition) return { text: fill(t.nothingFound, { topic }) };
    if (!found) return { text: fill(t.noExample, { topic, sentence: definition!.sentence, citation: definition!.passage.citation }) };
    [said, title] = [t.exampleFound, t.exampleTitle];
  } else if (request.what === "analogy") {
    // An analogy is the material's own or none: offline there is no model to make one up.
    found = analogyIn(relevant, topic);
    if (!found && !definition) return { text: fill(t.nothingFound, { topic }) };
    if (!found) return { text: fill(t.noAnalogy, { topic, sentence: definition!.sentence, citation: definition!.passage.citation }) };
    [said, title] = [t.analogyFound, t.analogyTitle];
  }
  if (!found) return { text: fill(t.nothingFound, { topic }) };
  const block = [fill(title, { topic }), "", `> ${found.sentence}`, "", fill(t.sourceLine, { citation: found.passage.citation })];
  return appendTo(turn, target, block, fill(said, { topic, sentence: found.sentence, citation: found.passage.citation }));
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

import { citationFor, type GroundedPassage } from "@/lib/ai/offline/model/grounding";
import type { OfflineReply } from "@/lib/ai/offline/model/role-context";
import { codeLineFlags, looksLikeCode } from "@/lib/markdown/code-lines";
import { citeExample, codeExampleIn, fenced, type CodeExample } from "./code-example";
import type { TutorPhrases } from "./tutor-phrases";
import { namedAt, names, ownFirst } from "./topic-lines";

/**
 * What the course's passages give of a subject, found by the offline tutor and never made up: an
 * example, an analogy the material itself makes, a definition, a formula, each a sentence as written
 * with the passage it is in. Used both to add one to a note and to say one in the reply (./tutor-edits.ts).
 */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

// "For example, …", "例如…" give one; the noun ("each idea comes with a simple example", "先用一个简单的例子引出") only names the word.
const EXAMPLE_MARK = /\b(?:for example|for instance|e\.g\.|such as|imagine|suppose)\b|例如|比如|举例来说|譬如|假设/iu;
const DEFINITION_MARK = /\b(?:is|are|means|refers to|measures|describes|called)\b|是|指|称为|叫做|[:：]/u;

const splitSentences = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence) && !/^#{1,6}\s/.test(sentence));

/**
 * A passage's prose sentences, from its lines as written when the search gave them (code lines left
 * out: a line of a code block is no sentence, and flattened into the snippet it would glue itself to the
 * prose around it), else from its flattened snippet.
 */
function sentencesOf(passage: GroundedPassage): string[] {
  const lines = passage.lines ?? [];
  if (lines.length === 0) return splitSentences(passage.snippet);
  const code = codeLineFlags(lines.map((line) => line.text));
  const prose = lines
    .filter((_, at) => !code[at] && !/^\s*#{1,6}\s/.test(lines[at]!.text))
    .map((line) =>
      line.text
        .replace(/^[\s>*\-+|]+|^\s*\d+[.)]\s+/, "")
        .replace(/\*\*|__|`+/g, "")
        .trim(),
    );
  return splitSentences(prose.join("\n"));
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
    const sentences = sentencesOf(passage);
    const instance = sentences.find((sentence) => isInstance(sentence, topic));
    if (instance) return { passage, sentence: instance };
  }
  for (const passage of passages) {
    if (!names(passage.snippet, topic)) continue;
    const sentences = sentencesOf(passage);
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
    const sentences = sentencesOf(passage);
    const sentence = sentences.find(
      (line, at) => ANALOGY_MARK.test(line) && (names(line, topic) || (at > 0 && names(sentences[at - 1]!, topic))),
    );
    if (sentence) return { passage, sentence };
  }
  return null;
}

/**
 * The passage sentence that says what the topic is, or at least names it; never one about something else,
 * never a line of code or a "for example" sentence (those are examples: quoting one as what the material
 * "says about it" after finding no example would contradict itself).
 */
function definitionIn(passages: readonly GroundedPassage[], topic: string): { passage: GroundedPassage; sentence: string } | null {
  const candidates = ownFirst(
    passages.flatMap((passage) =>
      [passage.sentence, ...sentencesOf(passage)]
        .filter((sentence) => sentence && names(sentence, topic) && !looksLikeCode(sentence) && !EXAMPLE_MARK.test(sentence))
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
    const lines = [passage.sentence, ...splitSentences(passage.snippet)].filter((line) => line && FORMULA.test(line));
    const named = lines.find((line) => names(line, topic)) ?? (names(passage.snippet, topic) ? lines[0] : undefined);
    if (named) return { passage, sentence: named };
  }
  return null;
}

/** A sentence as written with its passage; an example the material gives as code carries its lines (`code`) and their citation. */
type Found = { passage: GroundedPassage; sentence: string; code?: CodeExample; citation?: string };
export type AddWhat = "example" | "definition" | "formula" | "analogy";
type Finding = { found: Found; said: string; title: string } | { reply: OfflineReply };

/**
 * What the passages give of `what` for `topic`, with how to say it and title it; or, when they give none,
 * the reply saying so (an analogy or an example is the material's own or none: offline there is no model to make one up).
 */
export function findInCourse(t: TutorPhrases, what: AddWhat, topic: string, relevant: readonly GroundedPassage[]): Finding {
  const definition = definitionIn(relevant, topic);
  const missing = (template: string) =>
    definition
      ? fill(template, { topic, sentence: definition.sentence, citation: citationFor(definition.passage, definition.sentence) })
      : fill(t.nothingFound, { topic });
  const pick = (found: Found | null, said: string, title: string, none: string): Finding =>
    found ? { found, said, title } : { reply: { text: none } };
  if (what === "formula") {
    const found = formulaIn(relevant, topic);
    return pick(found, t.formulaFound, t.formulaTitle, fill(t.noFormula, { topic }));
  }
  if (what === "example") {
    // An example given as code is copied as code: a short block whole, else the lines about the topic, cited by their own numbers.
    const code = codeExampleIn(relevant, topic);
    if (code) {
      const citation = citeExample(code);
      const block = fenced(code).join("\n");
      const said = fill(t.exampleCodeFound, { topic, citation, code: block });
      return { found: { passage: code.passage, sentence: block, code, citation }, said, title: t.exampleTitle };
    }
    return pick(exampleIn(relevant, topic), t.exampleFound, t.exampleTitle, missing(t.noExample));
  }
  if (what === "analogy") return pick(analogyIn(relevant, topic), t.analogyFound, t.analogyTitle, missing(t.noAnalogy));
  return pick(definition, t.definitionFound, t.definitionTitle, fill(t.nothingFound, { topic }));
}

import { kindStageTerms, type StageTerm } from "@/lib/ai/offline/knowledge/stage-terms";
import type { TopicKind } from "@/lib/ai/offline/knowledge/topic-kind";
import { hashString } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A graded placement question the offline interviewer can ask about a subject it knows nothing of:
 * a stage term of the subject's kind (lib/ai/offline/knowledge/stage-terms.ts), true of any subject
 * of that kind, asked back from its definition, with other terms of the same stage as the wrong
 * options. The questions are spread along the kind's learning path, an early stage first and later
 * ones after, so that the answers tell a beginner from someone further on.
 */
export interface StageTermQuestion {
  term: string;
  /** The definition, without its closing full stop: it is quoted inside the question. */
  definition: string;
  /** The key and two wrong options, in a stable order that does not always put the key first. */
  options: string[];
  /** The stage of the path it comes from (0 is the first). */
  stage: number;
}

/**
 * The general kind's terms are about learning itself (a drill, a routine, a glossary), not about any
 * subject: answering them says nothing of what the learner knows, so they are never asked.
 */
const ASKABLE = (kind: TopicKind) => kind !== "general";

const WRONG_OPTIONS = 2;

/** Question `asked` of `target`, spread evenly from the first stage to the last. */
function stageIndex(asked: number, target: number, stages: number): number {
  const count = Math.max(1, target);
  const position = asked % count;
  if (count === 1 || stages === 1) return 0;
  return Math.min(stages - 1, Math.round((position * (stages - 1)) / (count - 1)));
}

function rotated<T>(items: readonly T[], shift: number): T[] {
  const by = items.length > 0 ? shift % items.length : 0;
  return [...items.slice(by), ...items.slice(0, by)];
}

export function stageTermQuestion(input: {
  kind: TopicKind;
  lang: Locale;
  asked: number;
  target: number;
  /** The subject's name: subjects of one kind are asked different terms, one subject always the same. */
  seed: string;
}): StageTermQuestion | null {
  if (!ASKABLE(input.kind)) return null;
  const stages = kindStageTerms(input.kind, input.lang).filter((terms) => terms.length > WRONG_OPTIONS);
  if (stages.length < 2) return null;
  const stage = stageIndex(input.asked, input.target, stages.length);
  const terms: readonly StageTerm[] = stages[stage] ?? [];
  const hash = hashString(`${input.seed.toLowerCase()}|${stage}`);
  const key = terms[hash % terms.length];
  if (!key) return null;
  const [term, definition] = key;
  const wrong = rotated(
    terms.filter(([name]) => name !== term),
    hash >>> 8,
  )
    .slice(0, WRONG_OPTIONS)
    .map(([name]) => name);
  const options = rotated([term, ...wrong], hashString(definition));
  return { term, definition: definition.replace(/[.。]\s*$/u, ""), options, stage };
}

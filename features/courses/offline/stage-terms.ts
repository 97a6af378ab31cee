import { type ChapterRequestBlock } from "../contract";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { topicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import { capstoneTerms, kindStageTerms, type StageTerm } from "@/lib/ai/offline/knowledge/stage-terms";

/** How the offline curriculum designer names a course's last module: "Capstone: …", "综合项目：…". */
const CAPSTONE = /^\s*(?:capstone|综合项目)\s*[:：]/iu;

/** Letters and digits only, lower-cased, without a clipped title's ellipsis: how a module title is matched to its stage. */
const folded = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The terms the chapter's module is about: its module is a stage of the subject's learning path (the
 * offline curriculum designer names modules after them), and each stage has terms of its own; the
 * capstone module has a project's. None for a module named otherwise (a research brief's or a
 * document's section), or in a course made from a document: its chapters keep to what the writer can
 * say without inventing facts.
 */
export function stageTerms(request: ChapterRequestBlock): readonly StageTerm[] {
  const knowledge = topicKnowledge(request.topic, request.language);
  const moduleName = folded(request.moduleTitle);
  // A course made from the learner's document ("build a course from this document") is about the
  // document's terms: none of a stage's or a project's comes before them (in ground-truth.md either).
  // The topic is the document's subject once stored; the learner's words still say "from this document".
  const fromDocument =
    readGoal(request.topic).fromMaterial || (request.learnerWords !== undefined && readGoal(request.learnerWords).fromMaterial);
  if (moduleName.length === 0 || fromDocument) return [];
  if (CAPSTONE.test(request.moduleTitle)) return capstoneTerms(request.language);
  // A long stage is clipped in the outline ("…"): its title is then the start of the stage's.
  const index = knowledge.stages.findIndex((stage) => {
    const whole = folded(stage);
    return whole === moduleName || (moduleName.length >= 24 && whole.startsWith(moduleName));
  });
  return index < 0 ? [] : (kindStageTerms(knowledge.kind, request.language)[index] ?? []);
}

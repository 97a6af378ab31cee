/**
 * The contract between the agents' prompts and any model that plays them,
 * including the offline model in ./offline. Agents live in features/, the offline
 * model lives here in lib/, and lib may not import features — so the names and
 * the machine-readable prompt blocks both sides rely on are defined once, here.
 *
 * A prompt block is `<tag>{json}</tag>` on its own lines. Real models read it as
 * structured context; the offline model parses it.
 */
import type { CourseOutline } from "@/lib/course-outline";

export const TOOL = {
  presentOptions: "presentOptions",
  researchTopic: "researchTopic",
  designCurriculum: "designCurriculum",
  searchWeb: "searchWeb",
  submitBrief: "submitBrief",
  submitOutline: "submitOutline",
  saveChapter: "saveChapter",
} as const;

/** The tutor chat's tools (features/chat re-exports these as CHAT_TOOL). */
export const CHAT_TOOL = {
  offerOptions: "offerOptions",
  deepDive: "deepDive",
  lookupCourses: "lookupCourses",
  startCourse: "startCourse",
  updateLearnerNote: "updateLearnerNote",
} as const;

export const BLOCK = {
  /** Interview system prompt: InterviewStateBlock. */
  interviewState: "interview-state",
  /** Research agent prompt: ResearchRequestBlock. */
  researchRequest: "research-request",
  /** Curriculum designer prompt: CurriculumRequestBlock. */
  curriculumRequest: "curriculum-request",
  /** Chapter writer prompt: ChapterRequestBlock. */
  chapterRequest: "chapter-request",
  /** Tutor chat system prompt: ChatContextBlock. */
  chatContext: "chat-context",
  /** Deep-dive explanation sub-agent prompt: DeepDiveRequestBlock. */
  deepDiveRequest: "deep-dive-request",
} as const;

export type ProtocolLocale = "en" | "zh";
export type ProtocolField = "goal" | "background" | "targetOutcome" | "cognitiveStyle";

export interface InterviewStateBlock {
  language: ProtocolLocale;
  /** The subject as the learner first put it. */
  topic: string | null;
  /** Known answers per dimension; "(skipped)" when the learner skipped it. */
  known: Record<ProtocolField, string | null>;
  missing: ProtocolField[];
  /** The dimension to ask about next, or null when the profile is complete. */
  nextField: ProtocolField | null;
  /** The learner's most recent answer, so a reply can acknowledge it. */
  lastAnswer: string | null;
  researched: boolean;
  phase: "interviewing" | "designing" | "done";
}

export interface ResearchRequestBlock {
  language: ProtocolLocale;
  topic: string;
  focus: string | null;
}

export interface CurriculumRequestBlock {
  language: ProtocolLocale;
  topic: string;
  profile: Record<ProtocolField, string | null>;
  /** The compact research brief (same shape the interview agent sees), or null. */
  research: CompactResearchBrief | null;
  emphasis: string | null;
  /**
   * Set when revising a saved outline: the outline as it is now, the learner's
   * hand edits included. The designer starts from it instead of from scratch.
   */
  currentOutline?: CourseOutline | null;
  /** Set when revising: what the learner asked to change, in their words ("make it shorter"). */
  instruction?: string | null;
}

/** Everything the chapter writer needs to write one chapter of a confirmed course. */
export interface ChapterRequestBlock {
  language: ProtocolLocale;
  /** The course's subject (the learner's goal as they put it). */
  topic: string;
  courseTitle: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  profile: Record<ProtocolField, string | null>;
  moduleTitle: string;
  /** 1-based, across the whole course. */
  chapterNumber: number;
  chapterCount: number;
  title: string;
  objective: string;
  snippet: string | null;
  minutes: number;
  /** Neighbours in outline order, so the chapter links into the course; null at either end. */
  previousTitle: string | null;
  nextTitle: string | null;
  /** The learner's reason when they asked for this chapter to be rewritten ("too easy", "more examples"). */
  rewriteReason: string | null;
}

/** The tutor chat's per-session context: who the tutor is and what it knows about the learner. */
export interface ChatContextBlock {
  /** The session's mask (persona) id. */
  maskId: string;
  /** The UI language: used only when the learner's own words don't show one. */
  language: ProtocolLocale;
  /** The learner note kept with the session, or null. */
  note: string | null;
  /** ISO time of the request. */
  now: string;
}

/** What the deep-dive explanation sub-agent is asked to explain. */
export interface DeepDiveRequestBlock {
  language: ProtocolLocale;
  topic: string;
  question: string | null;
  /** The session's mask id, so the explanation keeps the tutor's voice. */
  maskId: string;
}

/** What the interview agent sees of a research brief (researchTopic's toModelOutput). */
export interface CompactResearchBrief {
  topic: string;
  webAccess: boolean;
  sourceCount: number;
  summary: string;
  currentState: string;
  trends: string[];
  learningPath: string[];
  prerequisites: string[];
  commonGoals: string[];
}

/**
 * `<` is escaped (\u003c is still valid JSON and parses back to "<"), so text
 * inside the data — a learner's goal, say — can never close the block early.
 */
export function renderBlock(tag: string, data: unknown): string {
  return `<${tag}>\n${JSON.stringify(data).replace(/</g, "\\u003c")}\n</${tag}>`;
}

/** Reads a block back; null when absent or not valid JSON. The caller validates the shape. */
export function readBlock(text: string, tag: string): unknown {
  const start = text.indexOf(`<${tag}>`);
  if (start === -1) return null;
  const end = text.indexOf(`</${tag}>`, start);
  if (end === -1) return null;
  try {
    return JSON.parse(text.slice(start + tag.length + 2, end).trim());
  } catch {
    return null;
  }
}

import {
  materialCheckSchema,
  placementSummarySchema,
  PLACEMENT_FIELD,
  type CompactResearchBrief,
  type CurriculumRequestBlock,
  type InterviewStateBlock,
  type MaterialCheck,
  type ResearchRequestBlock,
} from "../contract";
import { type ProfileField as ProtocolField } from "@/lib/learner-profile-fields";
import { courseOutlineSchema } from "@/lib/course-outline";
import { isRecord, lenientProfile } from "@/lib/ai/offline/model/lenient-block";
import { asLang } from "@/lib/ai/offline/text/detect-language";
import { asString, stringList } from "@/lib/ai/offline/text/text-utils";
import type { SearchResult } from "@/lib/ai/search/search-provider";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Lenient readers for the prompt blocks and tool outputs. The offline model must
 * never crash on a block written by a slightly different version of the app, so
 * unknown or missing fields fall back to neutral values instead of failing.
 */

const FIELDS: readonly ProtocolField[] = ["goal", "background", "targetOutcome", "cognitiveStyle"];

function asField(value: unknown): ProtocolField | null {
  return FIELDS.find((field) => field === value) ?? null;
}

function placementOf(value: unknown): { asked: number; target: number } | undefined {
  if (!isRecord(value)) return undefined;
  const count = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : null);
  const asked = count(value.asked);
  const target = count(value.target);
  return asked !== null && target !== null ? { asked, target } : undefined;
}

export function parseInterviewState(value: unknown, fallbackLang: Locale): InterviewStateBlock | null {
  if (!isRecord(value)) return null;
  const known = lenientProfile(value.known);
  const missing = Array.isArray(value.missing)
    ? value.missing.map(asField).filter((field): field is ProtocolField => field !== null)
    : FIELDS.filter((field) => known[field] === null);
  const phase = value.phase === "designing" || value.phase === "done" ? value.phase : "interviewing";
  return {
    language: asLang(value.language) ?? fallbackLang,
    topic: asString(value.topic),
    known,
    missing,
    nextField:
      value.nextField === PLACEMENT_FIELD ? PLACEMENT_FIELD : "nextField" in value ? asField(value.nextField) : (missing[0] ?? null),
    ...(placementOf(value.placement) ? { placement: placementOf(value.placement) } : {}),
    lastAnswer: asString(value.lastAnswer),
    researched: value.researched === true,
    phase,
  };
}

/** Document checks with every field present; anything else is dropped, never guessed. */
function checksOf(value: unknown): MaterialCheck[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = materialCheckSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function parseCompactBrief(value: unknown): CompactResearchBrief | null {
  if (!isRecord(value)) return null;
  const learningPath = stringList(value.learningPath);
  const summary = asString(value.summary);
  if (!summary && learningPath.length === 0) return null;
  const sources = Array.isArray(value.sources) ? value.sources.length : 0;
  return {
    topic: asString(value.topic) ?? "",
    webAccess: value.webAccess === true,
    sourceCount: typeof value.sourceCount === "number" ? value.sourceCount : sources,
    summary: summary ?? "",
    currentState: asString(value.currentState) ?? "",
    trends: stringList(value.trends),
    learningPath,
    prerequisites: stringList(value.prerequisites),
    commonGoals: stringList(value.commonGoals),
    ...(stringList(value.material).length > 0 ? { material: stringList(value.material) } : {}),
    ...(checksOf(value.checks).length > 0 ? { checks: checksOf(value.checks) } : {}),
  };
}

/** One attached document as the offline researcher uses it: its title and its sections, in order. */
export interface MaterialView {
  title: string;
  headings: string[];
}

/** The research-material block; documents without a title are dropped, never guessed. */
export function parseResearchMaterial(value: unknown): MaterialView[] {
  if (!isRecord(value) || !Array.isArray(value.documents)) return [];
  return value.documents
    .filter(isRecord)
    .map((document) => ({ title: asString(document.title) ?? "", headings: stringList(document.headings) }))
    .filter((document) => document.title.length > 0)
    .slice(0, 3);
}

export function parseResearchRequest(value: unknown, fallbackLang: Locale): ResearchRequestBlock | null {
  if (!isRecord(value)) return null;
  const topic = asString(value.topic);
  if (!topic) return null;
  return { language: asLang(value.language) ?? fallbackLang, topic, focus: asString(value.focus) };
}

export function parseCurriculumRequest(value: unknown, fallbackLang: Locale): CurriculumRequestBlock | null {
  if (!isRecord(value)) return null;
  const topic = asString(value.topic);
  if (!topic) return null;
  return {
    language: asLang(value.language) ?? fallbackLang,
    topic,
    profile: lenientProfile(value.profile),
    research: parseCompactBrief(value.research),
    emphasis: asString(value.emphasis),
    // A revision starts from the saved outline; one that doesn't validate means "design afresh".
    currentOutline: courseOutlineSchema.safeParse(value.currentOutline).data ?? null,
    instruction: asString(value.instruction),
    placement: placementSummarySchema.safeParse(value.placement).data ?? null,
  };
}

export interface SearchOutcome {
  webAccess: boolean;
  results: SearchResult[];
}

/** Only http(s) URLs that parse: sourceUrls must validate as URLs and must come from real results. */
function usableUrl(value: unknown): string | null {
  const text = asString(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? text : null;
  } catch {
    return null;
  }
}

export function parseSearchOutcome(value: unknown): SearchOutcome | null {
  if (!isRecord(value)) return null;
  const results: SearchResult[] = [];
  for (const item of Array.isArray(value.results) ? value.results : []) {
    if (!isRecord(item)) continue;
    const url = usableUrl(item.url);
    if (!url) continue;
    results.push({ url, title: asString(item.title) ?? url, snippet: asString(item.snippet) ?? asString(item.content) ?? "" });
  }
  return { webAccess: value.webAccess === true || (value.webAccess === undefined && results.length > 0), results };
}

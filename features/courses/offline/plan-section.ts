import { type ChapterRequestBlock } from "../contract";
import { bulletList, heading } from "./chapter-markdown";
import type { ChapterPhrases } from "./content/chapter-phrase-types";
import { cleanUserText, clip, interpolate, quote } from "@/lib/ai/offline/text/text-utils";

/** A bold lead holds at most this much (the question maker reads a longer one as no term). */
const NAME_CHARS = 80;

/** An outline name as a bold lead: plain text, no mark that could close the bold early. */
const leadName = (text: string) => clip(cleanUserText(text).replace(/[*_`]/g, ""), NAME_CHARS);

/**
 * Where the chapter sits in the course plan, restated from the outline and nothing else: its own
 * line (its number and the outline's line on what it covers: its snippet, else its objective)
 * between the chapters before and after it. The offline writer knows no more about the subject than
 * the outline says, and every other part of its chapters is the same in each one: this is the part
 * that is the chapter's own, so what offline practice asks of it differs from chapter to chapter
 * instead of asking the same scaffolding again. Only the chapter's own line defines its name (a
 * term to offline practice): a neighbour's gives its name and number alone, so no neighbour asks
 * the chapter's questions before it, and a name is only ever defined one way.
 */
export function planSection(request: ChapterRequestBlock, p: ChapterPhrases): string {
  const n = request.chapterNumber;
  const scope = cleanUserText(request.snippet ?? "") || cleanUserText(request.objective);
  const line = (template: string, title: string | null, number: number) => {
    const name = title ? leadName(title) : "";
    const vars = { entryName: name, entryNumber: String(number), total: String(request.chapterCount), scope };
    return name ? interpolate(template, vars, request.language) : null;
  };
  const entries = [
    line(p.plan.other, request.previousTitle, n - 1),
    line(p.plan.own, request.title, n),
    line(p.plan.other, request.nextTitle, n + 1),
  ];
  return [
    // The whole title: "Lab: Pods" and "Key ideas: Pods" are two chapters, and their plans differ.
    heading(2, interpolate(p.plan.title, { chapterTitle: quote(request.title, request.language, 140) }, request.language)),
    bulletList(
      entries.filter((entry): entry is string => entry !== null),
      (entry) => entry,
    ),
  ].join("\n\n");
}

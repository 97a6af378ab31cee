import type { List, ListItem, Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { Locale } from "@/lib/i18n/locales";
import { toLines, fromLines } from "./line-text";

/**
 * "I already know this", written under a milestone as the learner's own claim: shown as such, never
 * evidence (a tick rests on practice answers alone, lib/milestone-evidence.ts), in every UI language.
 */
export const OWN_CLAIM: Record<Locale, string> = {
  en: "I already know this (my own claim, not evidence)",
  zh: "我已经会了（我自己的说法，不算证据）",
};
const ownClaims = Object.values(OWN_CLAIM);

/**
 * Milestones are the task items (`- [ ]` / `- [x]`) of the top-level lists in
 * milestones.md, read from the remark/mdast tree: a checkbox in a code fence, a
 * quote or a nested sub-list is not a milestone.
 */
export interface Milestone {
  /** 0-based, in document order. */
  index: number;
  title: string;
  done: boolean;
  /** 1-based line of the item's checkbox. */
  line: number;
  /** Where the item's own paragraph ends (evidence goes after it). */
  endLine: number;
  /** The learner wrote "I already know this" under it (their claim, not evidence). */
  claimed: boolean;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function plainText(node: RootContent | ListItem): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as RootContent[]).map(plainText).join("");
  return "";
}

export function parseMilestones(markdown: string): Milestone[] {
  const tree = parser.parse(markdown) as Root;
  const milestones: Milestone[] = [];
  for (const node of tree.children) {
    if (node.type !== "list") continue;
    for (const item of (node as List).children) {
      if (typeof item.checked !== "boolean" || !item.position) continue;
      const first = item.children[0];
      const claimed = item.children.some(
        (child) =>
          child.type === "list" && child.children.some((sub) => ownClaims.some((claim) => plainText(sub).trim().startsWith(claim))),
      );
      milestones.push({
        index: milestones.length,
        title: first && first.type === "paragraph" ? plainText(first).trim().replace(/\s+/g, " ") : "",
        done: item.checked,
        line: item.position.start.line,
        endLine: first?.position?.end.line ?? item.position.start.line,
        claimed,
      });
    }
  }
  return milestones;
}

export type MilestoneUpdate = { ok: true; content: string; milestone: Milestone } | { ok: false; message: string };

/**
 * Ticks or unticks milestone `index`. With evidence, a nested line saying why
 * goes right under the item, so the learner sees what the tick rests on.
 */
export function setMilestoneDone(
  markdown: string,
  index: number,
  done: boolean,
  evidence?: { label: string; text: string },
): MilestoneUpdate {
  const milestones = parseMilestones(markdown);
  const milestone = milestones[index];
  if (!milestone) {
    return {
      ok: false,
      message: `There is no milestone ${index}: milestones.md has ${milestones.length} (0 to ${milestones.length - 1}).`,
    };
  }
  const model = toLines(markdown);
  const line = model.lines[milestone.line - 1] ?? "";
  const box = /^(\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+)\[[ xX]\]/.exec(line);
  const prefix = box?.[1];
  if (!box || prefix === undefined)
    return { ok: false, message: `Milestone ${index} is not on a line of its own; edit milestones.md directly.` };
  model.lines[milestone.line - 1] = `${prefix}[${done ? "x" : " "}]${line.slice(box[0].length)}`;
  const evidenceText = evidence?.text.replace(/\s+/g, " ").trim();
  if (evidence && evidenceText) {
    const indent = " ".repeat(prefix.replace(/>\s*/g, "").length);
    model.lines.splice(milestone.endLine, 0, `${indent}- ${evidence.label}: ${evidenceText}`);
  }
  return { ok: true, content: fromLines(model), milestone: { ...milestone, done } };
}

/** Writes the learner's "I already know this" under milestone `index`, its box left as it is. */
export function addOwnClaim(markdown: string, index: number, claim: string): MilestoneUpdate {
  const milestone = parseMilestones(markdown)[index];
  if (!milestone) return { ok: false, message: `There is no milestone ${index}.` };
  if (milestone.claimed) return { ok: true, content: markdown, milestone };
  const model = toLines(markdown);
  const prefix = /^(\s*(?:>\s*)*(?:[-*+]|\d+[.)])\s+)/.exec(model.lines[milestone.line - 1] ?? "")?.[1] ?? "- ";
  model.lines.splice(milestone.endLine, 0, `${" ".repeat(prefix.replace(/>\s*/g, "").length)}- ${claim}`);
  return { ok: true, content: fromLines(model), milestone: { ...milestone, claimed: true } };
}

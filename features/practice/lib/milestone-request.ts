/**
 * "Mark milestone 2 as done", "tick off milestone 3", "把里程碑2标记为完成", "勾选里程碑 2": the learner
 * asks the tutor to tick a milestone. A milestone is earned with evidence only, so such a request is
 * answered with the rule and what is missing, never a tick (features/practice: the mastery service).
 * The milestone's number (1-based), or null when the message asks no such thing.
 */
const NUMBER_ZH: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

const MILESTONE_EN = /\bmilestone\s*(?:#|no\.?\s*|number\s*)?(\d{1,2})\b/iu;
const TICK_EN =
  /\b(?:mark|tick|check|cross|set|complete|finish|close)(?:\s+off)?\b[\s\S]*\bmilestone\b|\bmilestone\s*(?:#|no\.?\s*|number\s*)?\d{1,2}\s*(?:is\s+|as\s+)?(?:done|complete|completed|finished)\b|\b(?:done|finished)\s+with\s+milestone\b/iu;
const MILESTONE_ZH = /里程碑\s*(?:第\s*)?([\d一二两三四五六七八九十]{1,2})|第\s*([\d一二两三四五六七八九十]{1,2})\s*个\s*里程碑/u;
const TICK_ZH = /(?:标记|标为|设为|勾选|勾上|打勾|打钩|勾掉|划掉|完成|达成|搞定)/u;

function numberOf(text: string): number | null {
  const value = /^\d+$/.test(text) ? Number(text) : (NUMBER_ZH[text] ?? null);
  return value !== null && value >= 1 ? value : null;
}

export function milestoneTickRequest(text: string): number | null {
  const normalized = text.normalize("NFKC");
  // A question about the milestone ("is milestone 2 done?", "里程碑2完成了吗？") is asked for its status, which the same reply gives.
  const en = MILESTONE_EN.exec(normalized);
  if (en?.[1] && TICK_EN.test(normalized)) return numberOf(en[1]);
  const zh = MILESTONE_ZH.exec(normalized);
  const n = zh?.[1] ?? zh?.[2];
  if (n && TICK_ZH.test(normalized)) return numberOf(n);
  return null;
}

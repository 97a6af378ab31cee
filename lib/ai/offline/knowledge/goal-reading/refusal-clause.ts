/**
 * A clause that says what the learner does NOT want ("I don't want theory", "No calculus please", "not
 * interested in becoming a programmer", "别给我讲语法", "不想听大道理"): what it names is turned away, so a
 * person never reads it as the subject; the subject is what is asked for after it ("…, just enough SQL",
 * "…, only want to understand economics", "只想能用英语聊天"). Only wants refused: "don't know any Python"
 * or "no experience" say where the learner starts, and are read as that.
 */
const EN_REFUSAL =
  /^(?:(?:honestly|tbh|look|ok(?:ay)?|so)\s*,?\s*)?(?:(?:i|we)\s+)?(?:(?:really|just|totally)\s+)?(?:(?:don'?t|do not|dont)\s+(?:want|need|care (?:about|for)|wanna|like)(?!\s+(?:to\s+)?(?:lose|forget|fail|fall|miss|waste|get rusty|be left|let))|(?:am|i'?m|im)?\s*not\s+(?:interested in|into|looking (?:to|for)|trying to|here (?:for|to))|(?:spare me|skip|forget|no more)\s+(?:the\s+)?)\b|^no\s+(?!(?:prior\s+|previous\s+|real\s+)?(?:experience|background|idea|clue|knowledge|rush|hurry)\b)[^,.;!?]{1,30}?\s*,?\s*(?:please|pls|plz|thanks)\b/i;
/** ", just enough SQL…", ", only want…", ", but I need…": what is asked for after the refusal. */
const EN_WANTED = /[,;:]\s*(?:(?:i|we)\s+)?(?=(?:only|just|but|rather|instead)\b)/i;

const ZH_REFUSAL =
  /^(?:我)?(?:真的|实在|也)?(?:不想|不要|别|不用|不需要|懒得|对[^，,]{1,10}?没兴趣)(?!(?:再|把)?(?:忘|丢|落下|荒废|挂|输|错过|被|生疏))(?:再)?(?:给我|跟我|帮我)?/u;
const ZH_WANTED = /(?:只想|就想|只要|就要|只是想|就是想)/u;

/** The clause without what it refuses: "" when it only refuses, what is asked for after the refusal, or the clause. */
export function withoutRefusal(clause: string, chinese: boolean): string {
  const said = clause.trim();
  if (chinese) {
    if (!ZH_REFUSAL.test(said)) return said;
    const wanted = ZH_WANTED.exec(said);
    return wanted ? said.slice(wanted.index) : "";
  }
  if (!EN_REFUSAL.test(said)) return said;
  const wanted = EN_WANTED.exec(said);
  return wanted ? said.slice(wanted.index + wanted[0].length).replace(/^(?:only|just|but|rather|instead)\s+/i, "") : "";
}

/** "I don't want to lose my French", "不想忘掉日语": what the learner wants to keep is the subject. */
const EN_KEEP = /\b(?:don'?t|do not|dont)\s+want\s+to\s+(?:lose|forget)\s+(?:my|our|the|all my)\s+([A-Za-z][\w+#.-]*)/i;
const ZH_KEEP = /(?:不想|不要|别)(?:把)?(?:忘掉|忘了|忘记|丢掉|荒废|生疏)了?\s*([\u3400-\u9fffA-Za-z+#]{1,8}?)(?=$|[，,。！!？?\s]|了)/u;

export function skillKept(clause: string, chinese: boolean): string | null {
  return (chinese ? ZH_KEEP : EN_KEEP).exec(clause)?.[1] ?? null;
}

/**
 * A question about the learner's own progress — "how am I doing?", "have I practised recursion?",
 * "我学得怎么样", "我练过递归吗" — asks for their practice record, which the offline chat cannot read:
 * it is answered by saying where the record is, never by a search for a subject called "doing" or
 * "have I practised recursion" (whose "nothing covers it" would be a claim about the learner's data).
 */
const PROGRESS_EN =
  /^(?:so\s+|and\s+|ok(?:ay)?,?\s+)?how\s+(?:am\s+i|'?m\s+i|are\s+my\s+studies)\s+doing\b|\bhow(?:'s|\s+is)\s+my\s+(?:progress|practice|learning|studying)\b|\b(?:show|check|what(?:'s|\s+is))\s+my\s+(?:progress|practice\s+record|stats|streak|score)\b|\b(?:have|had)\s+i\s+(?:already\s+|ever\s+|even\s+)?(?:practi[cs]ed|reviewed|answered|studied|learned|learnt|mastered|finished|completed|done)\b|\bdid\s+i\s+(?:already\s+|ever\s+|even\s+)?(?:practi[cs]e|review|study|learn|master|finish|complete)\b|\bhow\s+(?:much|far)\s+(?:have|did)\s+i\s+(?:got|get|gotten|come|learn|learned|learnt|practi[cs]e|practi[cs]ed|progress)\b|\bwhat\s+have\s+i\s+(?:learned|learnt|practi[cs]ed|studied|reviewed|mastered)\b|\bam\s+i\s+(?:making\s+progress|improving|getting\s+better|on\s+track)\b/i;
const PROGRESS_ZH =
  /我(?:最近)?(?:学|练|复习|掌握)得(?:怎么样|如何|咋样|好不好|够不够)|我的(?:学习|练习|复习)?(?:进度|进展|成绩|记录)|我(?:有没有|是不是|是否)(?:已经)?(?:练|学|复习|做|答)过|我(?:已经)?(?:练|学|复习|做|答)过[^，。！？?]{0,20}(?:吗|没有|没)|我(?:学|练|掌握|复习)了(?:多少|哪些|什么)|我(?:有)?进步了?(?:吗|没有|多少)/u;

export function asksAboutProgress(text: string): boolean {
  return PROGRESS_EN.test(text) || PROGRESS_ZH.test(text);
}

/**
 * The subject chosen from a goal, as a catalogue would name it: a course word, an exam in front or a
 * focus, level or use after a comma are said around the subject, never part of its name.
 */
export function tidyReadSubject(chosen: string): string {
  return (
    chosen
      .replace(/\s*(?:入门|基础|教程|课程|速成)+$/u, "")
      // "高数期中考试": the exam is why, the subject is what it tests.
      .replace(/(?<=\S)的?(?:期中|期末|结业|月)考试?$/u, "")
      .replace(/^(?:期中|期末|结业|月)?考试的(?=\S)/u, "")
      // "高考物理", "中考数学": the exam in front is why (read as the purpose), the subject is what it tests.
      .replace(/^(?:高考|中考|会考|学考|学测|指考|统测)(?=\p{Script=Han}{2})/u, "")
      // "简单的意大利语", "基础的乐理": how much of it is the level, not the subject's name.
      .replace(/^(?:简单|基础|基本|实用|常用|一些|一点)的(?=\p{Script=Han}{2})/u, "")
      // "Next step: Next.js server components", "Goal: SQL": a label before a colon frames the subject.
      .replace(
        /^(?:(?:my\s+)?(?:next step|goal|topic|subject|focus|target|aim|plan|objective|todo|to-do)s?|目标|主题|方向)\s*[:：]\s*(?=\S)/iu,
        "",
      )
      // "the intuition behind neural networks": what is behind a subject is how it is to be taught, the subject is the name.
      .replace(/^(?:the\s+)?(?:intuition|idea|ideas|logic|thinking|concepts?)\s+behind\s+(?=\S)/i, "")
      // "四六级听力总是挂": failing it again is a complaint about the subject, no part of its name.
      .replace(/(?<=\S{2})(?:总是|老是|一直|又|总|每次都)(?:挂|挂科|不及格|不过|考不过|拖后腿|扣分)(?:了|啊|呀)?$/u, "")
      // "Vue or Svelte for a small dashboard?": what the pair is compared for is the use, the pair is the subject.
      .replace(
        /^([\w+#.-]+(?:\s[\w+#.-]+)?\s+(?:or|vs\.?|versus)\s+[\w+#.-]+(?:\s[\w+#.-]+)?)\s+for\s+(?:an?|my|the|our|small|simple)\s.*$/i,
        "$1",
      )
      // "日语还是韩语好": which of two is better is asked of the pair, the pair is the subject.
      .replace(/(?<=还是\S{1,12}?)(?:比较|更)?好(?:一点|一些)?(?:呢|吗|啊)?$/u, "")
      // "高考物理的力学部分": the part named is the subject.
      .replace(/^\S{1,12}?的(\S{2,10}?)(?:部分|板块|章节|模块)$/u, "$1")
      // "pharmacology, especially drug interactions", "X, beginner, NCLEX in March": a focus or a level after a comma is no part of the name.
      .replace(
        /\s*[,;—–]\s*(?:especially|particularly|mainly|mostly|specifically|with (?:a |an )?(?:focus|emphasis) on|focusing on)\b.*$/i,
        "",
      )
      .replace(
        /\s*,\s*(?:(?:a\s+)?(?:complete|total|absolute|pure)\s+)?(?:beginners?|intermediate|advanced|basics?|newbie|novice|expert)\b.*$/i,
        "",
      )
      // "JavaScript, for web stuff", "chess openings, currently rated 1400": a clause after a comma says something else.
      .replace(
        /\s*,\s*(?:for|so|because|since|as|to|only|currently|but|and then|which|who|just|not|going|need|want|i|i'?m|im|my|we)\b.*$/i,
        "",
      )
      // "python in my downtime", "in my spare time": when it is learnt is no part of what.
      .replace(/\s+(?:in|during)\s+(?:my|our|the)\s+(?:downtime|spare time|free time|down time|breaks?|lunch breaks?)$/i, "")
      // "help my son with his algebra homework": whose homework, and that it is homework, are no part of the subject.
      .replace(/^(?:his|her|their|my\s+(?:son|daughter|kid|child)'s)\s+(?=\S)/i, "")
      .replace(/(?<=\S)\s+(?:homework|assignments?|worksheets?)$/i, "")
      // "Rust async for production services": where it will be used is the purpose, not the subject.
      .replace(/\s+for\s+(?:use\s+in\s+)?production(?:\s+[a-z]+)?$/i, "")
      .replace(/^[\s"'“”「」《》]+|[\s"'“”「」《》,;:，、；：]+$/gu, "")
      .slice(0, 80)
      .trim()
  );
}

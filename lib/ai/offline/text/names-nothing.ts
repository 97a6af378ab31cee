/**
 * A follow-up that names no subject of its own — "and the second one?", "can you go into more
 * detail", "再说详细点", "那第二个呢？", "举个例子呢" — or a question about the tutor itself ("你能做
 * 什么？"): never a query to search the course or the material with, read the same way by every
 * offline role that searches (the workspace tutor, the material answerer).
 */
const ORDINALS_EN = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const FOLLOW_UP =
  /^(?:and|also|so|ok|then)?\s*(?:what about\s+)?(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|other|previous|\d{1,2}(?:st|nd|rd|th))(?:\s+(?:one|point|part|step|bit|thing|item|example|bullet)s?)?\s*[?？.!]*$|^(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:go (?:on|deeper)|elaborate(?: (?:on|about) (?:that|this|it))?|(?:go into |give me |in |with |explain (?:that |this |it )?in )?(?:a (?:bit|little) )?(?:more|greater|further) (?:detail|details|depth)|say more|tell me more|keep going|continue)(?:\s+(?:please|pls|on that|on this))?\s*[?？.!]*$|^(?:an?\s+)?examples?(?:\s+(?:please|pls|plz))?\s*\??$|^(?:(?:and|ok|so)\s+)?more(?:\s+(?:please|pls|plz|info|details?|on (?:that|this|it)))?\s*[?？.!]*$|^(?:那|那么)?(?:能|可以|请)?(?:再说|再讲|说|讲|解释)?(?:得)?(?:再|更)?(?:详细|细|具体|深入)(?:一)?(?:点|些)?(?:吗|吧|呢)?[。！？!?]*$|^(?:那|那么)?(?:能|可以|请)?再?(?:详细|具体|展开|深入|多)(?:地)?(?:说说|讲讲|说|讲|解释)(?:一下|一点|点)?(?:吗|吧|呢)?[。！？!?]*$|^(?:那|那么)?(?:再|能)?举(?:个|一个)例子(?:吧|呢|吗)?[。！？!?]*$|^(?:请|那)?继续(?:吧|说|讲)?[。！!]*$|^(?:那|那么)?第[一二三四五六七八九十\d]+(?:个|点|条|步|部分)?(?:呢|吗)?[？?。]*$/iu;
const ABOUT_THE_TUTOR = /\b(?:what|which) can you do\b|你能做什么|你会什么|你可以做什么/iu;

const normal = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim();

/** A follow-up on what was just said, naming nothing of its own ("and the second one?", "再说详细点"). */
export const isFollowUp = (text: string) => FOLLOW_UP.test(normal(text));

export const namesNothing = (text: string) => isFollowUp(text) || ABOUT_THE_TUTOR.test(normal(text));

const ZH_DIGITS = "一二三四五六七八九十";

/**
 * Which item of the previous answer's list a follow-up asks about: 2 for "and the second one?",
 * "the 2nd point", "那第二个呢"; "last" for "the last one"; null when it asks about no item.
 */
export function askedItem(text: string): number | "last" | null {
  const said = normal(text);
  if (!isFollowUp(said)) return null;
  if (/\blast\b/i.test(said)) return "last";
  const en = new RegExp(String.raw`\b(?:(${ORDINALS_EN.join("|")})|(\d{1,2})(?:st|nd|rd|th))\b`, "i").exec(said);
  if (en) return en[1] ? ORDINALS_EN.indexOf(en[1].toLowerCase()) + 1 : Number(en[2]);
  const zh = /第([一二三四五六七八九十]|\d{1,2})/u.exec(said)?.[1];
  if (!zh) return null;
  return /\d/.test(zh) ? Number(zh) : ZH_DIGITS.indexOf(zh) + 1;
}

/**
 * A follow-up that names no subject of its own — "and the second one?", "can you go into more
 * detail", "再说详细点", "那第二个呢？", "举个例子呢" — or a question about the tutor itself ("你能做
 * 什么？"): never a query to search the course or the material with, read the same way by every
 * offline role that searches (the workspace tutor, the material answerer).
 */
const NAMES_NOTHING =
  /^(?:and|also|so|ok|then)?\s*(?:what about\s+)?(?:the\s+)?(?:first|second|third|last|next|other|previous)(?:\s+(?:one|point|part|step|bit|thing|item|example|bullet)s?)?\s*[?？.!]*$|^(?:(?:can|could) you\s+)?(?:go (?:on|deeper)|elaborate|(?:go into |give me )?more detail|say more|tell me more|keep going|continue)(?:\s+(?:please|pls|on that|on this))?\s*[?？.!]*$|^(?:an?\s+)?examples?\s*\??$|\b(?:what|which) can you do\b|^(?:那|那么)?(?:再说|再讲|说|讲)?(?:得)?(?:详细|细)(?:一)?点(?:吧|呢)?[。！？!?]*$|^(?:那|那么)?(?:再|能)?举(?:个|一个)例子(?:吧|呢|吗)?[。！？!?]*$|^(?:请|那)?继续(?:吧|说|讲)?[。！!]*$|^(?:那|那么)?第[一二三四五六七八九十\d]+(?:个|点|条|步|部分)?(?:呢|吗)?[？?。]*$|你能做什么|你会什么|你可以做什么/iu;

export const namesNothing = (text: string) => NAMES_NOTHING.test(text.normalize("NFKC").replace(/\s+/g, " ").trim());

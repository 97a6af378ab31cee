/**
 * The request inside what people wrap around it, read the same way by every offline reader (the
 * chat tutor, the workspace tutor, the material answerer): pleasantries in front ("Good afternoon. I
 * hope you are keeping well.", "老师您好，打扰一下，"), small talk the request is buried after
 * ("…my cat jumped on the keyboard lol anyway what is X", "…对了，"), a request declined before the
 * one made ("don't quiz me, just tell me…", "不要改文件，只要告诉我…"), a manner set off by commas
 * ("explain, in plain terms, how…"), and a Singlish question's tail ("…or not", "…for me can?").
 */

/** Pleasantry sentences before the request: a greeting, "I hope you are well", "hope ur day is going well". */
const PLEASANTRIES_EN =
  /^(?:(?:good (?:morning|afternoon|evening|day)|dear (?:tutor|teacher|sir|madam)|(?:hi|hello|hey)(?: there)?|(?:i )?(?:hope|trust) (?:(?:you|u)(?:'re| are| r)?|ur|your|this (?:message |email |note )?finds you)(?: [\w']+){0,4}? (?:well|good|fine|great|ok(?:ay)?|nicely)|how are (?:you|u)(?: (?:doing|today))?)\s*[.!?,]+\s*)+(?=\S)/iu;
const PLEASANTRIES_ZH = /^(?:(?:(?:老师|同学)?(?:您好|你好)(?:老师)?|打扰(?:一下|了)|不好意思|麻烦(?:您|你)了)[，,。.!！~\s]*)+(?=\S)/u;
/** "I was wondering whether you might be so kind as to explain", "我想请教一下": the polite verb of asking. */
const KIND_AS_TO = /\b(?:(?:might|could|would) )?be so kind as to\s+|\bkindly\s+(?=[a-z])/giu;
const ASK_POLITELY_ZH = /^(?:我)?(?:想|想要)?(?:请教|请问|问)(?:您|你)?(?:一下|个问题)?[，,：:\s]*(?=\p{Script=Han}|[A-Za-z])/u;

/**
 * "…lol anyway what is X", "btw which course…", "…but the real question is: what is X": what follows the
 * turn back to business is the request.
 */
const BUSINESS_EN =
  /^(?:[^\n]{0,240}?[\s,.!?;:—–-])?(?:anyway[s]?|anyhow|btw|by the way|oh and|but yeah|long story short|(?:my|the|the real|the actual|the main|one|a quick|quick) (?:question|q|qn|query) (?:is|was|being))[\s,.!?:—–-]+(?=(?:what|how|why|which|when|where|who|can|could|would|will|do|does|did|is|are|explain|tell|define|give|show|quiz|test|add|put|summar\w*|make|find|got|my|in my|please|pls|i)\b)/iu;
const BUSINESS_ZH =
  /^[^\n]{0,120}?(?:^|[，,。.！!？?~…\s])(?:话说|对了|顺便问一下|顺便问下|顺便问|言归正传|说正事|(?:我的)?问题是|我想问的是)[，,：:。！!\s]+(?=\S)/u;

/**
 * "sorry, what is X", "no rush, but how does X work", "one more thing, what…": a short clause set off by a
 * comma before a question is how it is asked; a clause that narrows the question ("in Python, what is a
 * decorator", "for a beginner, …") is part of it and stays, and so is a clause the question points back
 * at ("i don't get recursion, what is it?", "async vs threads, which is better").
 */
const LEAD_CLAUSE_EN =
  /^(?!(?:in|for|from|within|on|about|when|if|as|during|with|without|after|before|since|unlike|like|compared|between)\b)[^,?!.\n]{1,40},\s*(?:(?:but|and|so)\s+)?(?=(?:what|how|why|where|when|who)\s+(?:is|are|was|were|does|do|did|can|could|should|would)\s+(?!(?:it|this|that|they|them|these|those|one|better|best|worse|faster|easier|right|correct)\b))/iu;

/** "don't quiz me, just…", "dont edit anything, just…": a request declined is no part of the one made after it. */
const DECLINED_EN =
  /^(?:(?:please|pls|and|but|oh|no)[\s,]+)?(?:don'?t|dont|do not|no need to|you don'?t (?:have|need) to|(?:can|could|would) (?:you|u) not)\s+(?:quiz|test|drill|edit|change|touch|modify|rewrite|write|add|put|summari[sz]e|sum up|give|make|search|translate|save|create|delete|open|use|explain|go)\b[^,.;!?—–\n]*?(?:[,.;!?—–]+\s*|\s+and\s+(?=(?:just|only|simply|instead)\b))(?:(?:just|only|simply|instead|first|rather)\s+)?(?=\S)/iu;
const DECLINED_ZH =
  /^(?:请)?(?:不要|别|不用|无需|不需要|先别)\s*(?:出题|考我|考|测|改|修改|动|编辑|写|加|总结|概括|翻译|搜|讲|解释)[^，,。；;！!\n]*[，,。；;！!]\s*(?:只要|只需要?|只|直接|就)?/u;

/** "explain, in plain terms, how…", "tell me, briefly, what…": the manner between commas is how to answer. */
const MANNER_ASIDE =
  /,\s*(?:in (?:plain|simple|layman'?s|easy) (?:terms|words|english)|briefly|simply|quickly|step by step|if (?:you|u) (?:can|could|would|don'?t mind)|please|pls)\s*,\s*/giu;

/**
 * "can explain X or not", "…for me can?", "got mention X or not": the Singlish question's tail asks yes
 * or no; it names nothing, so it is read as the question mark it stands for. "Can" is a tail only after
 * "me" or "please" ("if you can", "a trash can" keep it).
 */
const YES_NO_TAIL =
  /(?:,?\s+or\s+not|(?<=\b(?:me|please|pls|plz))\s+can(?:\s+or\s+not)?)(?:\s+(?:ah|lah|leh|hor|one))?\s*[?？.!。！~]*\s*$/iu;
/** "…Ohm's law sir", "…recursion, bro": who is addressed, at the end, is no part of what is asked. */
const VOCATIVE_TAIL = /(?:\s*,\s*(?:sir|madam|ma'?am|teacher|bro|sis|dude|boss|mate)|\s+(?:sir|madam|ma'?am))(?=\s*[?？.!。！~]*\s*$)/iu;
/** "explain me about X", "discuss about X", "explain me X": the learner's "me" and "about" after the verb frame it, they name nothing. */
const ABOUT_AFTER_VERB = /\b(explain|describe|discuss|teach)\s+(?:(?:to\s+)?me\s+)?about\s+(?=\S)/giu;

export function requestCore(text: string): string {
  const core = text
    .replace(PLEASANTRIES_EN, "")
    .replace(PLEASANTRIES_ZH, "")
    .replace(BUSINESS_EN, "")
    .replace(BUSINESS_ZH, "")
    .replace(DECLINED_EN, "")
    .replace(DECLINED_ZH, "")
    .replace(LEAD_CLAUSE_EN, "")
    .replace(ASK_POLITELY_ZH, "")
    .replace(KIND_AS_TO, "")
    // "tell me which of my courses has X", "tell me if line 4 is correct": the question told is the question asked.
    .replace(/^(?:(?:can|could) (?:you|u) )?(?:please )?tell me\s+(?=(?:which|whether|if|where|who|when)\b)/iu, "")
    .replace(MANNER_ASIDE, " ")
    .replace(YES_NO_TAIL, "?")
    .replace(VOCATIVE_TAIL, "")
    .replace(ABOUT_AFTER_VERB, "$1 ")
    .trim();
  return core || text;
}

/**
 * A second request after the first one's subject ("quiz me on the Krebs cycle and then explain
 * glycolysis", "entropy and also give me an example of it", "…，然后解释一下糖酵解"): the first
 * request's subject ends where the second request begins.
 */
export const SECOND_REQUEST =
  /\s*(?:[,，]\s*)?(?:\b(?:and|then|&|plus)\s+(?:then\s+|also\s+|after that\s+)?|\balso\s+)(?:(?:can|could) (?:you|u)\s+)?(?:please\s+)?(?:explain|tell|give|show|define|describe|summari[sz]e|sum up|add|make|teach|quiz|test|walk|write|compare)\b.*$|[，,]?\s*(?:然后|再|并且|顺便|之后)(?:给我|帮我)?(?:解释|讲讲|讲|总结|概括|举|说说|出题|考考我|比较)[^。！？!?]*$/iu;

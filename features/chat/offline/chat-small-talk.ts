import { toSimplified } from "@/lib/ai/offline/text/simplified";

/**
 * Thanks, greetings and small talk as learners type them, read as a class: a message made only of
 * acknowledgements ("ok thanks, that helps a lot", "lol ok", "好的 明白了 谢谢老师", "多谢啦～"),
 * with any politeness, laughter, emoji or punctuation between, is answered as said — never as a
 * question about the last subject, and never with "I can't tell what to look into".
 */
/** 繁體 and written Cantonese ("多謝", "今日就到呢度") read as the simplified Mandarin the lists hold. */
const read = (text: string) => toSimplified(text);

const SEP = String.raw`[呀啊哇吖啦\s!！?？.。,，~～…:;:)(）（\p{Extended_Pictographic}\u{FE0F}\u{200D}]*`;

const ACK_EN = String.raw`(?:thanks?|thank (?:you|u)|ty|thx|tysm|cheers|much appreciated|appreciate it)(?: (?:so|very) much| a lot| a ton| again| heaps)?|got it|gotcha|ok(?:ay)?|kk?|great|cool|nice|awesome|perfect|sweet|neat|i see|makes sense|understood|fair enough|alright|all right|right|yes|yeah|yep|sure|lol|lmao|haha+|hehe+|(?:that|this|it)(?:'s| is| was)?(?: really| very| super| so)? (?:helps|helped|helpful|useful|clear|great|makes sense)(?: a lot)?|that'?s (?:helpful|great|clear|perfect|awesome)|(?:you'?re|you are) (?:great|the best|awesome)|(?:thanks?|thank (?:you|u)|ty|cheers)(?: (?:so|very) much)? for (?:today|tonight|the help|your help|all (?:the|your) help|the (?:session|lesson|chat|explanation)|everything)|(?:(?:so|very|really|super|v) )?(?:helpful|useful|clear)|brilliant|lovely|ta|no worries|all good|(?:that'?s |that is |all |it'?s )?sorted(?: then| now)?`;
// No repeat inside the repeated group (嗯, not 嗯+) and no particle that SEP also takes: either backtracks exponentially.
const ACK_ZH = String.raw`(?:谢谢|多谢|感谢|谢)(?:你|您|老师|了)*|好的?(?:吧|呀|啊|嘞|滴|哒|啦)?|好嘞|嗯|哦|噢|哈|嘿|明白(?:了|啦)?|懂(?:了|啦)|了解(?:了|啦)?|知道了|收到|原来如此|太好了|太棒了|棒|不错|有帮助|很有帮助|清楚了|(?:老师)?辛苦(?:了|啦)?`;
// "how's it going?", "what's up", "最近怎么样": asking after the tutor is a greeting, never a question about "it going" or 最近.
const HELLO = String.raw`hi|hello|hey|hiya|yo|howdy|good (?:morning|afternoon|evening)|how (?:is|are|'s) (?:it going|things|(?:you|u|ya)(?: doing)?)|how'?s it going|how have you been|what(?: is|'s) up|wh?at'?s up|sup|你好|您好|嗨|哈喽|哈啰|在吗|老师好|大家好|早上好|晚上好|下午好|你好吗|(?:你)?最近(?:怎么样|咋样|如何|好吗|还好吗?|过得怎么样)|近来可好|你怎么样`;

const only = (words: string) => new RegExp(String.raw`^${SEP}(?:(?:${words})(?:\s+there|\s+(?:again|everyone))?${SEP})+$`, "iu");

/** Nothing but a greeting (with a name or emoji): answered with what the tutor can do. */
const ANY_GREETING = only(`${HELLO}|老师|${ACK_EN}|${ACK_ZH}`);
const HELLO_WORD = new RegExp(String.raw`(?:^|[^a-z])(?:${HELLO})(?![a-z])`, "iu");
export const GREETING = { test: (text: string) => ANY_GREETING.test(read(text)) && HELLO_WORD.test(read(text)) };
/** Nothing but thanks or acknowledgement: answered as thanks, asking what is next. */
const ONLY_THANKS = only(`${ACK_EN}|${ACK_ZH}`);
/** An emoji on its own ("🙂", "👍") is an acknowledgement too: nothing in it to look into. */
// Read as two checks: one pattern with the pictograph between two runs that also take it retried every split
// of a long message that ends in something else (8,000 characters: over a second).
const EMOJI_ONLY_CHARS = /^[\s\p{Extended_Pictographic}\u{FE0F}\u{200D}\p{Emoji_Modifier}]*$/u;
const ONLY_EMOJI = { test: (text: string) => EMOJI_ONLY_CHARS.test(text) && /\p{Extended_Pictographic}/u.test(text) };
/**
 * Goodnight, goodbye, a morning hello or "I'm tired, I don't want to study now" ("good night 😴", "早安",
 * "我今天好累，不想学了"): said of the learner's day, never a subject to look into; answered kindly.
 */
const PARTING_EN = String.raw`good ?night|gn|nighty? night|night(?: all| everyone| folks| then)?|bye|bye bye|goodbye|see (?:you|ya|u)(?: (?:later|tomorrow|soon))?|talk (?:to you )?(?:later|tomorrow)|ttyl|good morning|morning|(?:i'?m|im|i am|so|really|feeling)(?: (?:so|really|too|very|pretty|super|kinda))? (?:tired|exhausted|sleepy|burnt out|burned out|worn out|beat|done for (?:today|tonight|the day))|(?:i )?(?:need|want|gonna take|will take) (?:a )?(?:break|rest|nap)|(?:i )?(?:don'?t|do not) (?:want|feel like) (?:to )?(?:study|studying|learn|learning)(?: (?:today|now|anymore|tonight))?|(?:that'?s |i'?m )?(?:enough|done) for (?:today|tonight|now)|(?:that'?s|that is|that was) (?:all|it) for (?:today|tonight|now)|let'?s (?:stop|pause|call it a day|take a break)(?: (?:here|there|now|for (?:now|today|tonight)))?|(?:stop|stopping) here|call it a day`;
const PARTING_ZH = String.raw`早安|午安|晚安|早|拜拜|再见|明天见|回头见|下次见|我?(?:今天|现在)?(?:好|太|很|有点|真)?(?:累|困|烦)(?:了|啊|死了)?|(?:今天|现在|明天)?(?:不想?学了?|学不动了?)|今天就到这(?:里|儿)?吧?|(?:明天|下次|改天|回头)(?:再)?继续(?:吧|哦|啦)?|休息(?:一下|会儿)?|先(?:这样|到这)`;
const PARTING = only(`${PARTING_EN}|${PARTING_ZH}|${ACK_EN}|${ACK_ZH}|我|今天`);
const PARTING_WORD = new RegExp(String.raw`(?:${PARTING_EN}|${PARTING_ZH})`, "iu");
export const PARTING_TALK = { test: (text: string) => PARTING.test(read(text)) && PARTING_WORD.test(read(text)) };

export const THANKS = { test: (text: string) => ONLY_THANKS.test(read(text)) || ONLY_EMOJI.test(text) };

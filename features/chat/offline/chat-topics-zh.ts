import { SPEAKER_QUESTION_ZH } from "./speaker-questions";

/**
 * How the offline chat finds the subject of a Chinese request, and two shapes shared by both
 * languages: a bare name asked about, and how a thing is to be said ("用小学生能听懂的话"), which
 * is never the subject (./chat-intents.ts reads the request with them).
 */

/** A bare name of up to four words, with no question word and no Han (those are read by the patterns below). */
const BARE = String.raw`^(?!.*\p{Script=Han})(?!.*\b(?:and|but|or|so|then|why|how|what|who|when|where|which|is|are|was|were|do|does|did|can|could|should|will|would|that|this|it|these|those|example|examples|instance|more|again|else|next|too|though|yet|ok|okay|really|right|yes|no|sure|huh|any|anything|please|thanks|thank)\b)([\p{L}\p{N}][\p{L}\p{N}'’+#.-]*(?:\s+[\p{L}\p{N}'’+#.-]+){0,3})`;
/** "photosynthesis??", "Krebs cycle?": a bare name asked about. */
export const BARE_NAME = new RegExp(String.raw`${BARE}\s*[?？][?？!！]*\s*$`, "iu");
/** "stats pls" (read as "stats please"), "the Krebs cycle please": a bare name asked for politely. */
// "go a bit deeper please", "continue pls": a request about the answer, not a name, is never read as one.
const ABOUT_THE_ANSWER =
  "|go|deeper|further|bit|little|simpler|easier|slower|shorter|longer|continue|elaborate|explain|tell|show|help|give|keep|stop|same|another|one|me|it";
export const BARE_REQUEST = new RegExp(String.raw`${BARE.replace("|please", ABOUT_THE_ANSWER)}\s+(?:please|pls|plz)[.!！?？]*\s*$`, "iu");
/** "用小学生能听懂的话", "用大白话": how it is to be said, never what (its 学 is no learning verb). */
export const MANNER_ZH = /用[^，。！？,.!?]{0,12}?(?:能听懂|听得懂|看得懂|能懂|易懂|简单|通俗|大白)的?(?:话|语言|方式|说法|词)(?:来)?/u;

/** A Chinese clause runs to punctuation; a dot inside a name (".NET", "Node.js") is not one. */
const ZH_CLAUSE = String.raw`(?:[^，。！？,.!?]|\.(?=[A-Za-z0-9]))`;
const zh = (source: string) => new RegExp(source.replaceAll("CLAUSE", ZH_CLAUSE), "u");

export const TOPIC_ZH = [
  // A follow-up: "那学习率呢？", "还有交叉验证呢"
  /(?:^|[！!。，,\s])(?:那|那么|还有)?([^，。！？,.!?\s]{1,30}?)呢\s*[？?]?\s*$/u,
  // "p值等于0.03到底说明了什么", "标准差能告诉我们什么": what it says or shows is asked of the thing named first.
  zh(
    String.raw`(CLAUSE{1,100}?)(?:到底|究竟)?(?:能|可以)?(?:说明|意味着|代表|表示|表明|反映|衡量|描述|揭示|告诉)(?:了|的是|的)?(?:我们|我|你)?(?:些)?(?:什么|啥)`,
  ),
  // "什么是X", "X是什么", "为什么X…", "X是怎么工作的"
  zh(String.raw`什么是(CLAUSE+)`),
  zh(
    String.raw`(CLAUSE{1,100}?)(?:到底|究竟)?(?:是什么|是啥|是(?:干|做)(?:嘛|什么|啥)(?:用)?的|是?在(?:干|做|搞)(?:嘛|什么|啥)|有(?:什么|啥)用|是(?:个|一个)(?:啥|什么)(?:东西|玩意儿?)?|什么意思|是怎么回事|是怎么工作的|怎么工作|如何工作)`,
  ),
  // "B+树为什么适合做索引": the subject is named before 为什么, what follows is the question about it.
  zh(String.raw`^(CLAUSE{1,30}?)(?:到底|究竟)?(?:为什么|为啥|为何)`),
  zh(String.raw`(?:为什么|为啥|为何)(?:要|会|得)?(CLAUSE+)`),
  zh(
    String.raw`(?:详细讲讲|详细讲解|详细解释|详细说说|深入讲讲|深入讲解|深入了解|深入理解|讲透|讲讲|解释一下|介绍一下|解释|学习|学好|学)(CLAUSE+)`,
  ),
  // "极限可以解释一下吗", "楞次定律能讲讲吗": the subject is named before what is asked of it.
  /([^，。！？,.!?]{1,100}?)(?:能|可以|能不能|可不可以)?(?:详细|深入|deep ?dive|讲讲|解释(?:一下|解释)|说说|介绍(?:一下)?|给我几个选择|有哪些选项|选哪个)/u,
  // "我的哪门课讲了 X？"
  // "我哪門課有教到光合作用": taught, told or touched on, the verb of covering is no part of the subject.
  zh(String.raw`(?:(?:讲|教|提|说|谈|聊|写)(?:了|到|过)|涉及|包含|包括|覆盖)(CLAUSE+)`),
  // "R语言怎么画图", "Docker 如何部署": a how-to names its subject first.
  zh(String.raw`^(CLAUSE{1,100}?)(?:该|要|应该)?(?:怎么|如何|怎样|咋)`),
  // "我该怎么解决冲突", "怎么撤销提交": with no subject in front, what follows the how names it.
  SPEAKER_QUESTION_ZH,
];

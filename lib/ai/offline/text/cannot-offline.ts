import type { Locale } from "@/lib/i18n/locales";

/**
 * Requests no offline tutor can honour, whatever words they come in: translating, writing or running
 * code, searching the web, rewriting for tone or humour, making pictures, restructuring text into a
 * table or a list (it would have to decide what each line means to place it). Read once here so every
 * offline role answers them the same plain way ("I can't do that offline") and never with a
 * proposal, a plan or a claim. Each class is a kind of work, not a sentence.
 */
export type CannotOffline = "translate" | "code" | "web" | "style" | "compose" | "send" | "media" | "restructure";

/** Said as a request, not asked about: "can you run…", "please translate…", "帮我写…" (never "how do I run the tests?"). */
const ASK = String.raw`(?:^|\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|maybe\s+|just\s+)?|\bplease\s+|\bpls\s+|\bhelp me\s+|\bi (?:need|want) you to\s+|[,;:]\s*)`;
const ASK_ZH = String.raw`(?:^|帮我|给我|替我|请|麻烦|能不能|可不可以|可以|你)(?:帮我|给我|帮忙)?`;
const en = (source: string) => new RegExp(`${ASK}(?:${source})`, "iu");
const zh = (source: string) => new RegExp(`${ASK_ZH}(?:${source})`, "u");

const CLASSES: [CannotOffline, RegExp[]][] = [
  [
    "translate",
    [
      en(String.raw`translate\b`),
      /\b(?:translat\w*|put|convert|turn|render|rewrite|say)\b.{0,50}?\b(?:into|to|in)\s+(?:french|spanish|german|japanese|chinese|english|korean|italian|russian|portuguese)\b/iu,
      // "这段用日语怎么说": saying it in another language is translating.
      /用(?:英语|日语|法语|德语|韩语|俄语|西班牙语|意大利语|葡萄牙语|中文|英文|日文|法文|德文|韩文)(?:怎么|如何)?(?:说|讲|写|表达)/u,
      /(?:翻译成|翻成|译成|译为|翻译一下|翻译整|全部翻译|整章翻译)/u,
    ],
  ],
  [
    "code",
    [
      en(
        String.raw`(?:write|generate|create|make|build|code)\s+(?:me\s+)?(?:a|an|some|the|one)?\s*(?:\w+\s+){0,3}?(?:code|script|program|app|bot|scraper|crawler|function|class)\b`,
      ),
      en(String.raw`(?:write|generate|create|add)\s+(?:some\s+|the\s+)?(?:unit\s+)?tests?\s+for\b`),
      zh(String.raw`(?:给.{0,12}?)?写(?:个|一些|几个)?(?:单元)?测试`),
      en(String.raw`(?:run|execute|compile|debug)\s+(?:this|that|my|the|it|these)\b(?:\s+(?:code|script|program|snippet|cell))?`),
      zh(
        String.raw`(?:写|生成|编)(?:一?[个段份])?.{0,16}?(?:代码|脚本|程序|爬虫|小程序|app|应用|网站|网页|软件|插件)|(?:运行|执行|跑|编译)(?:一下)?(?:这段|这个|我的)?(?:代码|脚本|程序|程式)|把(?:这段|这个|我的|这些)?\s*(?:代码|脚本|程序|程式|code|script)\s*(?:跑|运行|执行|编译)`,
      ),
    ],
  ],
  [
    "web",
    [
      en(
        String.raw`(?:search|look\s+(?:it\s+|this\s+|that\s+)?up|browse|check|find|google)\b.{0,50}?\b(?:the\s+web|the\s+internet|online|on\s+google|latest|news)\b`,
      ),
      en(String.raw`google\s+(?:it|this|that|what|how|why|when|where|who|for|the)\b`),
      // Material from outside NexusNote: "find me a YouTube video about this", "帮我找几个相关的视频".
      en(
        String.raw`(?:find|search for|look for|get|recommend)\s+(?:me\s+)?(?:an?\s+|some\s+|any\s+|a few\s+)?(?:good\s+|related\s+|relevant\s+)?(?:youtube\s+)?(?:videos?|articles?|blog posts?|podcasts?|links?|websites?)\b`,
      ),
      zh(String.raw`(?:找|搜|推荐)(?:几个|一些|个|几篇|一篇)?(?:相关的?|好的)?(?:视频|文章|链接|网站|博客|播客)`),
      /(?:上网|网上|联网|百度一下|谷歌一下|google一下|搜一下最新|查一下最新)/iu,
      // A site named as where to look: "帮我查一下维基百科", "check wikipedia for this".
      zh(String.raw`(?:查|搜|看)(?:一下|一查|看)?(?:维基百科|百度百科|百度|谷歌|知乎|stack ?overflow)`),
      en(
        String.raw`(?:check|search|look (?:it |this |that )?up (?:on|in)|look at)\s+(?:on\s+)?(?:wikipedia|stack ?overflow|reddit|google)\b`,
      ),
      // Material pulled from a site: "flashcards from wikipedia", "从维基百科做闪卡", "根据知乎上的回答".
      /\b(?:from|off|using|on)\s+(?:wikipedia|wiki|google|youtube|reddit|quora|stack ?overflow|the (?:web|internet))\b/iu,
      /(?:从|用|根据|在|去)\s*(?:维基百科|维基|百度百科|百度|谷歌|知乎|互联网|网页)/u,
      // Live data the offline model cannot know.
      /\b(?:what'?s|what is|how'?s|how is)\s+the\s+(?:weather|forecast)\b|\b(?:weather|forecast|stock price|exchange rate)\s+(?:today|tomorrow|right now|now|this week)\b|(?:今天|明天|现在).{0,4}(?:天气|股价|汇率)|天气怎么样/iu,
    ],
  ],
  [
    "style",
    [
      en(
        String.raw`make\s+(?:it|this|that|them|these)\s+(?:a\s+(?:bit|little)\s+)?(?:more\s+)?(?:funn(?:y|ier)|hilarious|humorous|witty|sillier|cooler|poetic)\b`,
      ),
      en(String.raw`(?:tell|write|give|make)\s+(?:me\s+)?(?:a\s+)?(?:joke|poem|rap|song|limerick|haiku)s?\b`),
      en(String.raw`(?:turn|make|rewrite)\s+(?:it|this|that|these)\s+into\s+an?\s+(?:poem|song|rap|story|joke|limerick|haiku)\b`),
      en(String.raw`(?:rewrite|reword|rephrase)\b.{0,40}?\b(?:tone|style|funny|funnier|casual|formal|humorous)\b`),
      /(?:幽默|搞笑|风趣|有趣|好玩|诙谐|俏皮)(?:一点|一些|点)|(?:写|编)(?:一首|首|个|段)(?:诗|歌|笑话|段子)|讲个笑话|(?:改写成|写成|变成|改成)(?:一首|一段|一个)?(?:诗|歌|笑话|段子|故事)/u,
    ],
  ],
  [
    "compose",
    [
      en(
        String.raw`(?:write|draft|compose)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|my\s+|some\s+)?(?:\w+\s+)?(?:essay|story|article|blog\s+post|cover\s+letter|email|letter|speech|report|novel)s?\b`,
      ),
      zh(String.raw`(?:写|起草)(?:一篇|篇|一封|封|一份|份|个)?.{0,16}?(?:作文|文章|论文|邮件|信|报告|演讲稿|故事|小说)`),
    ],
  ],
  [
    "send",
    [
      en(String.raw`(?:email|text|message|call|ring|dm)\s+(?:my|the|him|her|them|this to)\b|\bsend\s+(?:an?\s+)?(?:email|message|text)\b`),
      // "send this to my email", "forward these notes to my friend", "发到我邮箱": delivery outside NexusNote.
      en(
        String.raw`(?:send|forward|mail|share)\s+(?:it|this|that|them|these|those|(?:the|my|these|this)\s+(?:\w+\s+)?\w+)\s+to\s+(?:me\b|my\b|him\b|her\b|them\b|\S+@)`,
      ),
      /(?:发|寄)(?:一?[封条个])?(?:邮件|消息|短信|微信)|打电话|(?:发|转发|分享|寄)(?:到|给)(?:我的?)?(?:邮箱|微信|手机|朋友|同学|同事)/u,
    ],
  ],
  [
    "media",
    [
      en(
        String.raw`(?:draw|paint|sketch|render|generate|make|create)\s+(?:me\s+)?(?:an?\s+|some\s+)?(?:\w+\s+)?(?:image|picture|drawing|video|audio|diagram|illustration|podcast|mind ?map|flow ?chart|chart|graph|infographic)s?\b`,
      ),
      zh(String.raw`(?:画|生成|做)(?:一?[张幅个段]).{0,12}?(?:图|图片|插图|示意图|视频|音频)`),
      // "把这几行做成思维导图", "整理成流程图", "画个脑图": made into a picture, with or without a measure word.
      zh(
        String.raw`(?:把.{0,16}?)?(?:做成|转成|变成|整理成|画成|生成|画)(?:一?[张幅个段份])?(?:思维导图|流程图|示意图|脑图|图表|图片|插图|视频|音频)`,
      ),
    ],
  ],
  [
    "restructure",
    [
      // "turn these lines into a table", "make this a table", "format as a list", "put this into bullet points".
      en(
        String.raw`(?:turn|make|convert|format|reformat|put|organi[sz]e|arrange|rewrite|restructure|lay\s+out|break)\s+(?:(?:all\s+)?(?:(?:this|that|these|those|the|my)\s+(?:\w+\s+)?(?:lines?|notes?|points?|sentences?|paragraphs?|bits?|text|sections?|parts?|passages?)|it|this|that|them|these|those|the\s+selection|the\s+selected\s+(?:lines|text))\s+)?(?:up\s+)?(?:(?:in)?to|as|in|into)?\s*(?:an?\s+|some\s+)?(?:markdown\s+|nice\s+|neat\s+|simple\s+|numbered\s+|bulleted\s+|bullet(?:ed)?\s+)?(?:table|list|bullet\s*points?|bullets|outline|checklist|timeline|columns)\b(?!\s+of\s+(?:\w+\s+){0,2}(?:questions|quiz(?:zes)?|contents)\b)`,
      ),
      en(String.raw`(?:make|turn)\s+(?:it|this|that|them|these)\s+(?:into\s+)?(?:an?\s+)?(?:table|list|outline|checklist)\b`),
      // "整理一下这份笔记", "tidy up my notes": reorganising a whole text needs a model to judge what goes where.
      en(
        String.raw`(?:organi[sz]e|tidy\s+up|clean\s+up|reorgani[sz]e|restructure)\s+(?:all\s+)?(?:this|these|my|the)\s+(?:\w+\s+)?(?:notes?|file|page|document)\b`,
      ),
      /(?:重新)?(?:整理|梳理|组织|排版|重组)(?:一下)?(?:这份|这篇|这个|我的|这些|整个|整份)(?:笔记|内容|文字|文档|文件)/u,
      /^(?:(?:请|帮我|给我|麻烦|能不能|可以|你)*(?:帮我|帮忙)?)(?:把|将)?(?:(?!怎么|如何|怎样).){0,24}?(?:做成|整理成|转成|转换成|变成|改成|弄成|排成|列成|改为|转为|整理为|写成|编成|做一个|做个|以|用)(?:一个|一张|个|张)?(?:markdown\s*)?(?:表格|列表|清单|要点列表|要点|项目符号|大纲|时间线|时间轴)(?:的?形式|格式)?(?:列出来|列出|展示|呈现|整理)?(?:吧|一下)?[。！!]*$/iu,
    ],
  ],
];

/** The kind of offline-impossible work the request asks for, or null when it asks for none. */
export function cannotOffline(rawText: string): CannotOffline | null {
  const text = rawText.normalize("NFKC").replace(/\s+/g, " ").trim();
  return CLASSES.find(([, patterns]) => patterns.some((pattern) => pattern.test(text)))?.[0] ?? null;
}

/** The plain refusal, in the learner's language: what it cannot do offline, and why, never a plan. */
export const CANNOT_OFFLINE: Record<Locale, Record<CannotOffline, string>> = {
  en: {
    translate: "I can't do that offline: translating needs a language model, and I won't pass off a made-up translation.",
    code: "I can't do that offline: I can't write or run code without a model, and I won't claim a program works.",
    web: "I can't do that offline: I have no web access, so I can only look in your own courses and sources.",
    style: "I can't do that offline: rewriting for tone or humour needs a language model; I only quote your material as written.",
    compose:
      "I can't do that offline: writing new text (an essay, a story, an email) needs a language model; I can only quote your material.",
    send: "I can't do that offline: I can't send emails or messages, or reach anyone outside NexusNote.",
    media: "I can't do that offline: I can't make pictures, diagrams, audio or video.",
    restructure:
      "I can't do that offline: turning lines into a table or a list means deciding what each line is, which needs a language model, and I won't rearrange your text by guesswork.",
  },
  zh: {
    translate: "离线时我做不到这一点：翻译需要语言模型，我不会拿编出来的译文充数。",
    code: "离线时我做不到这一点：没有模型我不能写代码或运行代码，也不会声称程序能跑。",
    web: "离线时我做不到这一点：我无法上网，只能在你自己的课程和资料里查找。",
    style: "离线时我做不到这一点：改写语气或加点幽默需要语言模型；我只能按原文引用你的资料。",
    compose: "离线时我做不到这一点：写新的文字（作文、故事、邮件）需要语言模型；我只能引用你的资料。",
    send: "离线时我做不到这一点：我不能发邮件或消息，也联系不到 NexusNote 以外的人。",
    media: "离线时我做不到这一点：我无法生成图片、图表、音频或视频。",
    restructure: "离线时我做不到这一点：把几行内容做成表格或列表，得先判断每一行是什么，这需要语言模型；我不会凭猜测重新排列你的文字。",
  },
};

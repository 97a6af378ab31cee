import { clip } from "@/lib/ai/offline/text/text-utils";
import { SECOND_REQUEST } from "@/lib/ai/offline/text/request-core";

/**
 * How people actually phrase chat requests, read as classes before the intent reader
 * (./chat-intents.ts) sees them: contractions and typos of "what is" ("whats", "wats"), a
 * hesitation in front ("hmm ok, and why?"), an explanation asked by saying what they don't get
 * ("i don't get pointers", "没搞懂指针", "eli5 recursion"), follow-ups that name nothing ("give me
 * another example", "再举个例子", "can you say more?") and courses asked about possessively
 * ("which course of mine…", "我有没有关于X的课").
 */

/** Asking for more on what was just said: the subject is the conversation's. */
export const FOLLOW_UP_EN =
  /^examples?(?:\s+(?:please|pls|plz))?\s*\??$|\b(?:give|show)(?:\s+me)?\s+(?:an?|some)\s+(?:[\w-]+\s+){0,2}?examples?\b|\b(?:explain|say|put)\s+(?:it|that|this)\s+(?:again|another way|differently|more simply|in other words)\b|\b(?:(?:another|one more|a different|more)\s+examples?|say more|tell me more|go on|keep going|elaborate|expand on (?:that|this|it)|more detail|continue)\b|^(?:and|also|plus|or)\s+(?!(?:why|how|what|when|where|who|is|are|does|do|can|could)\b)[^.?!]{1,40}\?$/iu;
export const FOLLOW_UP_ZH =
  /再(?:简单|通俗|慢|仔细)?(?:一点|一些|点)?(?:讲|说|解释)(?:一遍|一次|一下)?|重新讲|换(?:个|种|一种|一个)[^，。！？,.!?]{0,6}?(?:说法|方式|讲法|角度)|再举|举个例子|再讲|再说|多讲|多说|展开讲|展开说|继续讲|继续说|接着讲|还有呢|然后呢|详细点|(?:详细|具体|深入)(?:一)?(?:点|些)|^(?:请|那)?继续(?:吧|呀|啊)?[。！!…]*$|^接着(?:来|说)?[。！!]*$/u;

/** An explanation asked for by saying what is not understood, or in simple words. */
export const EXPLAIN_MORE_EN =
  /\b(?:break (?:it |this |that )?down|unpack|clarify|run me through|help me understand|(?:no idea|not sure|don'?t know|never understood)\s+(?:what|how|why)|got to do with|have to do with|eli5|explain like i'?m (?:five|5)|in simple terms|i (?:don'?t|do not|dont|can'?t|cannot) (?:get|understand|follow)|confused (?:about|by)|(?:the\s+)?diff(?:erence)?s? between|(?:which|what)(?:'s|\s+is|\s+one is)?\s+(?:better|best|faster|easier|simpler)|compare|contrast|versus|vs|(?:definition|meaning)\s+of)\b|(?:^|\b(?:can|could|would)\s+you\s+|\bplease\s+|\bpls\s+)define\b/iu;
export const EXPLAIN_MORE_ZH =
  /啥意思|什么叫|啥叫|何为|是(?:个|一个)(?:啥|什么)|讲一下|讲下|说一下|说下|说说|聊聊|科普|介绍下|解释下|怎么理解|如何理解|(?:没|不|搞不|看不|弄不)(?:太|大)?(?:搞|看|弄)?(?:懂|明白|清楚|理解)|大白话|通俗|区别|不同|不一样|哪(?:个|一个|种)(?:更)?(?:好|强|合适|适合)|差别|差在哪|对比|比较|定义|含义|举(?:个|一个|几个|些)[^，。！？,.!?]{1,20}?的?(?:例子|实例)/u;

/** Extra places a subject sits in an English request, tried before the general ones. */
export const TOPIC_MORE_EN = [
  /\b(?:no idea|not sure|don'?t know|never understood)\s+(?:what|how|why)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:is|are|means?|works?|does)\b/i,
  /\b(?:eli5|explain like i'?m (?:five|5))[:,]?\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\bi (?:don'?t|do not|dont|can'?t|cannot) (?:get|understand|follow)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\bconfused (?:about|by)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "im so lost with big o notation, can you explain it": what the learner is lost with or stuck on is what to explain.
  /\b(?:lost|stuck|struggling)\s+(?:with|on|about)\s+(.+?)(?:\s+(?:can|could|would|pls|please)\s+(?:you\s+)?(?:explain|help|go over|walk)\b.*)?\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:difference|diff)\s+between\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "define opportunity cost", "the definition of entropy?": a definition is an explanation of its term.
  /(?:^|\b(?:can|could|would)\s+you\s+|\bplease\s+|\bpls\s+)define\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:definition|meaning)\s+of\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:another|one more|more|an?|some)\s+examples?\s+(?:of|for|about)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\bwhat (?:do|does) (?:you|they|we|it) mean by\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\bwhat is meant by\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:is|are)\s+(.+?)\s+(?:explained|covered|taught|mentioned|discussed)\b/i,
  /\bcourses?\s+(?:of mine\s+|i have\s+)?(?:on|about|covering|for)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /\b(?:in|among)\s+my\s+courses\s+(?:on|about)\s+(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  // "which of my courses has hash maps": what a course has is what it covers.
  /\b(?:courses?|chapters?|lessons?)\s+(?:has|have|contains?|got)\s+(?:(?:the\s+)?(?:any|anything|something|stuff|bits?|parts?|info|material)\s+(?:on|about|for)\s+)?(.+?)\s*(?:[.!?](?=\s|$)|$)/i,
  /^(?:and|also|plus|or)\s+(?!(?:why|how|what|when|where|who|is|are|does|do|can|could)\b)([^.?!]{1,40})\?$/i,
];
/** The same for Chinese: "没搞懂指针", "反向传播啥意思", "有没有关于Docker的课", "课程里有讲SQL连接的吗". */
export const TOPIC_MORE_ZH = [
  // "能举个闭包的例子吗", "机会成本的定义是什么", "定义一下熵": the term defined or exemplified.
  /举(?:个|一个|几个|些)([^，。！？,.!?]{1,20}?)的?(?:例子|实例)/u,
  /([^，。！？,.!?]{1,100}?)的(?:定义|含义)/u,
  /定义(?:一下)?([^，。！？,.!?]+)/u,
  /(?:讲一下|讲下|说一下|说下|说说|聊聊|科普一下|科普下|介绍下|解释下)([^，。！？,.!?]+)/u,
  /^([^，。！？,.!?]{1,100}?)(?:我)?(?:还是|总是|一直|完全)?(?:没|不|搞不|看不|弄不)(?:太|大)?(?:搞|看|弄)?(?:懂|明白|清楚|理解)[。！？!?]*$/u,
  /(?:没|不|搞不|看不|弄不)(?:太|大)?(?:搞|看|弄)?(?:懂|明白|清楚|理解)([^，。！？,.!?]+)/u,
  /([^，。！？,.!?]{1,100}?)(?:到底)?(?:是)?啥意思/u,
  /(?:什么叫|啥叫|何为|怎么理解|如何理解)([^，。！？,.!?]+)/u,
  /(?:关于|有讲|讲过|讲了)([^，。！？,.!?]{1,100}?)的(?:课|课程|内容|章节|吗)/u,
  /(?:讲过|讲了|讲到|讲)([^，。！？,.!?]{1,100}?)的(?:课|课程|内容|章节|吗|呢)?[?？]?$/u,
  /(?:用大白话|通俗地|通俗点)(?:讲讲|说说|解释一下|解释)([^，。！？,.!?]+)/u,
];

/** Possessive course questions the general reader misses. */
export const COURSES_MORE_EN =
  /\b(?:which|what)\s+(?:of\s+(?:the|my)\s+)?(?:courses?|chapters?|lessons?)\s+(?:talks?|covers?|teach(?:es)?|mentions?|explains?|discuss(?:es)?|has|have|is|goes|deals?|includes?)\b|\bcourses? of mine\b|\b(?:in|among|any of) my courses\b|\bdo i have (?:a|any) (?:course|class)\b|^(?:(?:have i |do i )?got|any|is there) (?:a |any )?courses? (?:on|about|covering|for)\b/i;
export const COURSES_MORE_ZH =
  /(?:我)?(?:学过|上过|有)?(?:哪些|什么|几门)(?:关于[^，。！？,.!?]{1,20}?的)?课|(?:我)?有没有.{0,20}?(?:的)?(?:课|课程)|课程里有|我的课里/u;

/** "那怎么避免呢", "如何解决": a how-to whose object is dropped is about the conversation's subject, not the verb. */
export const DROPPED_OBJECT = /^(?:那|那么|所以)?(?:该|要|应该)?(?:怎么|如何|怎样|咋)(?:才能|去|来)?\p{Script=Han}{1,2}$/u;

/** "要用它", "怎么理解这个": a verb on a pronoun is about the conversation's subject. */
export const PRONOUN_OBJECT = /^(?:我|你|我们)?\p{Script=Han}{0,3}?(?:它们?|这个|那个|这些|那些)\p{Script=Han}{0,2}$/u;

/** A single Han character that is a noun on its own ("熵", "酶"), never a function word or a verb of the request. */
export const ONE_CHARACTER_TERM = /^(?![能再会要想吗呢吧了的是有在这那它他她我你讲说学看做用])\p{Script=Han}$/u;

/** "make a course on X", "create me a class about X", "帮我开一门X的课": asking for a new course on X. */
export const NEW_COURSE_EN =
  /\b(?:make|create|build|start|set up|design|put together|generate)\s+(?:me\s+)?(?:an?\s+)?(?:new\s+)?(?:course|class|curriculum|study plan)\s+(?:on|about|for|in|covering)\s+(.+)$/iu;
export const NEW_COURSE_ZH =
  /(?:帮我|给我|替我|请|我想|我要)?(?:开|建|创建|做|设计|生成|安排)(?:一门|一个|个|门)(?:关于|讲)?(.+?)(?:的)?(?:课程|课)(?:吧|吗)?[。！!？?]*$/u;

/**
 * What trails a subject without being part of it: how to answer (", and be brutal if I'm wrong", "for
 * me"; "like I'm 5" is MANNER's), a hedge ("at all", "on average"), a complexity after the subject ("a hash map O(1)"),
 * and emoji.
 */
export const TRAILING_EN = [
  /[\s\p{Extended_Pictographic}\uFE0F\u200d]+$/u,
  SECOND_REQUEST,
  /,\s*(?:and|but|please|pls|thanks|thx|also|if)\b.*$/iu,
  /\s+(?:for me|at all|on average|in practice|in general|in real life|usually|anymore)$/iu,
  /\s+O\([^)]{1,20}\)$/u,
  /\s+(?:in|on|from|among)\s+my\s+(?:list|library|account|dashboard|courses|stuff)$/iu,
  // "…, on my break", "…, during my shift": where the learner is when asking is no part of the subject.
  /,\s*(?:on|during|at|in)\s+(?:my|a|the)\s+(?:break|shift|lunch(?:\s+break)?|commute|way\s+\w+|night\s+shift|day\s+off)\b.*$/iu,
  // "long division to a 9 year old", "fractions for my kid": who it is to be explained to is no part of what.
  /\s+(?:to|for)\s+(?:a|an|my|our|the)\s+(?:(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(?:years?[- ]olds?|yo|y\/o)|(?:little\s+|young\s+)?(?:kids?|son|daughter|child|children|students?|class|grandma|grandpa|mum|mom|dad|parents?|toddler|nephew|niece))\b.*$/iu,
];

const END = /[\s.。!！?？,，;；~…]+$/u;
/** A captured subject without what trails it, its article, or "learning" in front. */
export const trimTopic = (text: string, max = 100) =>
  clip(
    TRAILING_EN.reduce((topic, pattern) => topic.replace(pattern, ""), text)
      .replace(END, "")
      .replace(MANNER, "")
      // "it again but simpler", "X but in plain words": how to explain it is no part of the subject.
      .replace(/\s+(?:but|and|only)\s+(?:simpler|easier|shorter|slower|slowly|simply|more|less|in|with|using|like)\b.*$/i, "")
      .replace(/(?:\s+(?:then|though|instead|too|as well|please|again|now|simply|briefly|quickly))+$/i, "")
      .replace(/^[\s,，:：]+/u, "")
      .replace(/^(?:the|a|an)\s+/i, "")
      // "learning Python" is Python; "learning rate", "learning curves" are subjects of their own.
      .replace(
        /^(?:learning|studying)\s+(?!(?:rates?|curves?|theory|styles?|paths?|objectives?|outcomes?|algorithms?|models?|analytics|disabilit(?:y|ies))\b)/i,
        "",
      ),
    max,
  );

/** "compare SGD vs Adam", "the diff between precision and recall", "Adam vs SGD?": two subjects, one question. */
const COMPARE_EN = [
  /\b(?:compare|contrast)\s+(.+?)\s+(?:vs\.?|versus|and|with|to|against)\s+(.+?)\s*[.!?]*$/i,
  /\b(?:diff(?:erence)?s?|distinction)\s+between\s+(.+?)\s+and\s+(.+?)\s*[.!?]*$/i,
  // "REST vs GraphQL — which should I pick?", "tcp vs udp for streaming": what follows a dash, colon or
  // comma, or a "for/in/when…" clause, asks about the two, it is neither; a dot inside a name ("Node.js") is no end.
  // "explain gross vs net profit like im 5", "afib vs aflutter whats the difference": the request verb before and the
  // question after are neither subject.
  /^(?:(?:so|and|but|ok(?:ay)?)[,\s]+)?(?:(?:explain|describe|compare|contrast)\s+(?:to\s+me\s+|me\s+)?)?((?:[^\s,.!?;:—–]|\.(?=\w))+(?:\s+(?:[^\s,.!?;:—–]|\.(?=\w))+){0,4}?)\s+(?:vs\.?|versus)\s+((?:[^\s,.!?;:—–]|\.(?=\w))+(?:\s+(?:[^\s,.!?;:—–]|\.(?=\w))+){0,4}?)\s*(?:(?:[,;:?!—–]|\s-(?=\s)|\s(?=(?:for|in|when|which|if|to|as|what|whats|how|like)\b)).*)?[.!?]*$/iu,
  // "is merge sort better than quick sort?": one named against the other, whatever follows a comma.
  /\b(?:is|are|was|were)\s+(.+?)\s+(?:better|worse|faster|slower|easier|harder|simpler|cheaper|safer|more \w+|less \w+)\s+than\s+([^,;:?!—–]+?)\s*(?:[,;:?!—–].*)?[.!?]*$/i,
  // "is Python or JavaScript better for a total beginner?": the two weighed, whoever it is for.
  /^(?:(?:so|and|but|ok(?:ay)?)[,\s]+)?(?:is|are)\s+(.+?)\s+or\s+(.+?)\s+(?:better|worse|easier|harder|faster|slower|simpler|more \w+|less \w+)\b[^?]*[?.!]*$/i,
  // "which is better for beginners, Rust or Go?", "what's faster: quicksort or mergesort?"
  /\b(?:which|what)(?:'s|\s+is|\s+one is)?\s+(?:better|best|faster|slower|easier|harder|simpler|more \w+)\b[^,:?]*?[,:]\s*([^,:?]+?)\s+or\s+([^,:?]+?)\s*[?.!]*$/i,
];
/** "精确率和召回率有啥不一样", "比较一下A和B", "A跟B差在哪". */
// Each subject is bounded (40 characters; one alone 100, trimTopic's cap): unbounded lazy captures retried every
// split of a long unpunctuated message (8,000 Han characters: 26 s).
const COMPARE_ZH = [
  /([^，。！？,.!?]{1,40}?)(?:和|与|跟|同)([^，。！？,.!?]{1,40}?)(?:之间)?(?:有啥不一样|有什么不一样|哪里不一样|哪儿不一样|不一样在哪|有何不同|有何区别|差在哪|的差别|有啥差别|有什么差别)/u,
  /(?:比较|对比)(?:一下)?([^，。！？,.!?]{1,40}?)(?:和|与|跟|同)([^，。！？,.!?]{1,40}?)\s*[。！？!?]*$/u,
  // "归并排序比快速排序好吗": one weighed against the other (never 比较, 比如, 对比, 无比).
  /^([^，。！？,.!?]{1,40}?)(?<![对无好])比(?![较如例赛率方重分特值])([^，。！？,.!?]{1,40}?)(?:更|还|要)?(?:好|强|快|慢|难|简单|容易|适合|重要|常用|高效|好用)(?:吗|么|嘛|呢)?\s*[？?。!！]*$/u,
  // "Python和R做统计哪个好": which of two is better for something is a comparison of the two.
  /([^，。！？,.!?]{1,40}?)(?:和|与|跟|还是)([^，。！？,.!?]{1,40}?)(?:做|用来|用于|学)?\p{Script=Han}{0,6}?哪(?:个|一个|种)(?:更)?(?:好|强|合适|适合)/u,
];
/** Asks which of two is better or how they differ: a question, never a goal to note nor a menu of options. */
export const asksToCompare = (text: string) => [...COMPARE_EN, ...COMPARE_ZH].some((pattern) => pattern.test(text));

/**
 * Captures that name no subject: pronouns ("why does that happen?" is about what came before), "my
 * options for what to study next", "什么好", which part of the last answer ("the second point",
 * "第二个"), and the request's own verb ("再说", "讲").
 */
export const NOT_A_TOPIC =
  /^(?:the\s+)?(?:first|second|third|fourth|last|next|other|previous|former|latter)\s+(?:one|point|part|step|bit|thing|item|example|bullet)s?$|^第[一二三四五六七八九十\d]+(?:个|点|条|步|部分)?$|^(?:再|多|继续|接着)?(?:说|讲|解释|聊|展开)+(?:一下|下)?$|^(?:it|this|that|me|you|them|why|how|what|so|more|again|everything|all|这个|那个|它)$|^(?:it|this|that|them)\s+(?:again|differently|another way|more simply|simpler|better|in (?:other|simpler|plain) words)\b|^(?:可是|但是|不过|所以|然后|那么|而且|那|但|可)$|^more\s+(?:about|on|of)\s+(?:it|this|that|them|those)$|^(?:(?:in|from|among|of)\s+)?(?:all\s+(?:of\s+)?)?my\s+(?:courses?|chapters?|lessons?)$|^(?:it|that|they|those|this|these)\s+(?:happen|mean|work|do|matter|help|relate|is|are|does)s?\b|^(?:my |some |the )?(?:options?|choices?)\b|\bwhat to (?:study|learn|do)\b|^(?:什么|哪|怎么)|^(?:生活|现实|实际|日常|真实|具体|简单|通俗)(?:中|里|上|生活)?$/iu;

/** "overfitting like I'm five", "the sky is blue lol": how to say it, or a laugh, is no part of the subject. */
export const MANNER = new RegExp(
  [
    String.raw`\s+(?:(?:like|as if)\s+(?:i'?m|im|i am|i was)\s+(?:five|\d{1,2}|a (?:kid|child|beginner|(?:5|five)[- ]year[- ]old))|in (?:simple|plain|layman'?s) (?:terms|words|english)|in (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|a single|a short|short) (?:bullet points?|bullets|points|sentences?|words|lines|steps|paragraphs?)|in a nutshell|in short|briefly|for (?:a )?(?:beginners?|dummies|a kid))\b.*$`,
    String.raw`(?:\s+(?:lol|lmao|haha+|hehe+|:\)|:D))+$`,
  ].join("|"),
  "i",
);

/** "How does regularization relate to overfitting?", "正则化和过拟合有什么关系": two subjects, one question. */
const RELATION_EN_MORE = /\bwhat\s+(?:is|has|does)\s+(.+?)\s+(?:got to do|have to do|to do)\s+with\s+(.+?)\s*[.!?]*$/i;
const RELATION_EN =
  /\b(?:how|does|do|is|are|what)\s+(?:is\s+|are\s+|does\s+|do\s+)?(?:the\s+)?(.+?)\s+(?:relate[sd]?|compare[sd]?|connect(?:ed|s)?|linked)\s+(?:to|with)\s+(.+?)\s*[.!?]*$/i;
/** "How does regularization prevent overfitting?": a cause and what it acts on, both subjects of the answer. */
const EFFECT_EN =
  /\bhow\s+(?:does|do|can|could|would|might|will)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+(?:prevent|cause|affect|reduce|avoid|improve|influence|help(?:\s+with)?|fix|solve|lead\s+to|increase|decrease|limit|control|speed\s+up|slow\s+down)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*[.!?]*$/i;
const RELATION_ZH =
  /([^，。！？,.!?]{1,40}?)(?:和|与|跟|同)([^，。！？,.!?]{1,40}?)(?:之间)?(?:有什么关系|是什么关系|的关系|有什么区别|有啥区别|啥区别|的区别|有什么不同|有啥不同|的不同|有什么联系|的联系)/u;

/** Every way one question names two subjects, in the order they are tried (comparisons first). */
export const TWO_SUBJECTS = [...COMPARE_EN, ...COMPARE_ZH, RELATION_EN_MORE, RELATION_EN, EFFECT_EN, RELATION_ZH];

/** "what courses have i made", "我有哪些课程": asking for the list of courses names no subject. */
export const COURSE_LIST =
  /^(?:(?:what|which|all|any)\s+)?(?:of\s+)?(?:my\s+)?(?:courses?|classes)(?:\s+(?:have|did|do)\s+i(?:\s+\w+)?)?$|^我?(?:有|学过|上过|做过|建过|的)?(?:哪些|什么|几门|所有)?的?(?:课程|课)$/iu;

/** "explain 一下 Arc 和 Mutex 的区别": an English request verb with 一下 (中英混写) is the request, never a subject. */
export const MIXED_REQUEST =
  /^(?:(?:can|could) (?:you|u)\s+)?(?:pls\s+|please\s+)?(explain|describe|compare|introduce|talk about|review)\s*一?下\s*/iu;

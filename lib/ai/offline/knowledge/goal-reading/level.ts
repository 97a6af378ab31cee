import type { Difficulty } from "@/lib/course-outline";
import { fact, type LevelFact } from "./types";

/**
 * The level a learner states, in their own words: "new to", "complete beginner",
 * "从零", "零基础" are a beginner; "I know the basics", "学过一点" someone past
 * them; "I've used it for years", "熟练" someone who does it already. `about`
 * is what the level is about when the clause names it ("new to Rust" → Rust),
 * so years of a neighbouring skill are not taken for mastery of this one.
 */

const HAN = /[\u3400-\u9fff]/u;

interface LevelCue {
  level: Difficulty;
  pattern: RegExp;
}

// Beginner first: "I used Excel for years but I'm new to pivot tables" states a beginner in the subject.
const CUES: readonly LevelCue[] = [
  // A level word denied is no level of its own: "not a beginner but not an expert", "我不是新手", "somewhat familiar".
  {
    level: "intermediate",
    pattern:
      /\bnot\s+(?:a\s+|an\s+)?(?:complete\s+|total\s+|absolute\s+)?(?:beginner|newbie|novice|noob)\b|\b(?:somewhat|fairly|kinda|kind of|sort of|reasonably)\s+familiar\b|(?:不是|不算|并非|早就不是)(?:个|一个)?(?:新手|小白|初学者|零基础)|(?:还算|比较|算是|还比较|挺|还挺)熟悉/iu,
  },
  {
    level: "beginner",
    pattern:
      /\b(?:(?:completely|totally|brand|very|pretty|fairly|quite|super|really)\s+)?new\s+(?:to|at|in)\s+(?<about>[^,.;:!?]+)|\bbrand[- ]new\b|\b(?:know|say|can\s+[a-z]+)\b[^.;!?]{0,60}?\bthat'?s\s+(?:about\s+|pretty much\s+|basically\s+|really\s+)?(?:it|all)\b|\bnothing\s+formal\b|\b(?:only|just)\s+(?:ever\s+)?(?:copy[- ]?pasted|copied|watched|skimmed|read about|heard of)\b|\b(?:did|done|followed|watched|tried)\s+(?:a|one)\s+(?:\w+\s+)?(?:tutorial|video|course|lesson)\s+once\b|^(?:just\s+|only\s+)?(?:the\s+)?basics\s+(?:of|in)\b|(?<=^(?:just\s+|only\s+)?[\w+#.-]+(?:\s+[\w+#.-]+)?\s+)basics\b|^(?:an?\s+)?(?:intro|introduction)\s+to\b(?=\s+[a-z])|(?<=[\w+#.-]\s)101\b|\bno idea what\b|\b(?:(?:complete|total|absolute|pure|real)\s+(?:beginner|newbie|novice|noob)s?|(?:i'?m|i am|as|for)\s+(?:a\s+|an\s+)?(?:complete\s+|total\s+)?(?:beginner|newbie|novice|noob))\b(?:\s+(?:at|in|with|to)\s+(?<about4>[^,.;:!?]+))?|\bbeginner here\b|\bnever\s+(?:\w+\s+){0,2}?(?:used|tried|touched|coded|programmed|learned|learnt|studied|played|done|written|worked with|made|drawn|sung|read|built|sewn)\s*(?<about2>[^,.;:!?]*)|\bno\s+(?:prior\s+|previous\s+|real\s+)?(?:experience|background|knowledge|idea)\b|\bknow\s+(?:nothing|very little|little)\s+about\s+(?<about3>[^,.;!?]+)|\b(?:don'?t|do not)\s+know\s+(?:anything|much)\b|\b(?:dunno|dno|idk)\s+(?:anything|much|where to (?:start|begin)|how to (?:start|begin))\b|\b(?:zero|no)\s+(?<about5>[a-z+#]+\s+)?(?:experience|knowledge|background)\b|(?<!\b(?:can'?t|cannot|couldn'?t|unable to|not able to)\b[^,.;!?]{0,30})\bfrom\s+(?:scratch|zero|the (?:very )?beginning|the ground up|(?:the\s+)?basics|the start)\b|\bjust\s+(?:started|starting|getting started|beginning)\b|\bfirst time\b|\b(?:can'?t|cannot)\s+[a-z]+(?:\s+[a-z]+)?\s+at\s+all\b|\bhaven'?t\s+(?:ever\s+)?(?:used|tried|learned|learnt|studied|touched|done)\b|\bfor\s+(?:absolute\s+|complete\s+|total\s+)?(?:beginners|dummies|newbies|noobs|starters)\b|\bbeginner[- ]friendly\b|\blike\s+(?:i'?m|im|i am|i was|to)\s+(?:a\s+)?(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|kid|child|baby|toddler|grandma|beginner|(?:\w+[- ])?year[- ]old)\b|\beli\d{1,2}\b|\bin\s+(?:very\s+)?(?:simple|plain|layman'?s?|easy|basic|everyday)\s+(?:terms|english|words|language)\b|\bfor\s+(?:a\s+)?(?:layman|laymen|layperson|non[- ]?experts?|non[- ]?technical (?:people|person|folks))\b|^beginners?'?(?=\s+(?!here\b|level\b|at\b|in\b|with\b|to\b|on\b|and\b|but\b|i\b|please\b)[a-z])|^(?:just\s+|only\s+)?(?:the\s+)?basics[.!]*$|^(?:(?:a\s+)?(?:complete|total|absolute)\s+)?(?:beginner|newbie|novice|noob)[.!]*$|\b(?:not (?:so much|that much|much|a lot|very (?:much|good|familiar))|very little|barely any(?:thing)?|hardly any(?:thing)?|little to no|next to nothing)\b|\bnever\s+(?:(?:ever|really|even|actually)\s+)?[a-z]{3,}ed\b(?!\s+(?:to|that|it|me)\b)|^(?:(?:idk|honestly|dunno|not sure|um+)[,\s]+)*(?:only\s+|just\s+)?(?:watched\s+)?(?:a few|some|a couple(?: of)?|a handful of)\s+(?:youtube\s+|online\s+|tiktok\s+)?(?:videos|tutorials|clips)\b/i,
  },
  {
    level: "beginner",
    pattern:
      /(?:完全|纯|彻底)?零基础|(?:只|就|仅)(?:懂|会|知道|了解)(?:一)?(?:点点|丁点|点儿)|(?:懂|会|知道|认识|了解)(?:一)?(?:点点|丁点)(?!以上)|(?:现在|目前)?只会(?=\S)|(?:懂|会|知道|了解)?(?:一)?(?:点点|丁点)?皮毛|从零|从头开始|小白|(?:完全|纯)?新手|初学者?|刚(?:开始|接触|入门|学)|第一次|没(?:有)?(?:任何|什么)?基础|(?:用|以)?(?:简单|通俗|浅显|直白|易懂)(?:易懂)?的?(?:话|语言|方式|说法)|通俗易懂|大白话|(?:小白|外行|小孩|孩子)(?:也)?(?:能|可以)?(?:听|看)得?懂|没(?:有)?(?:学过|接触过|碰过|用过|写过)|从没|从来没|一窍不通|一点(?:都|也)?没(?:学|碰|接触)|的\s*(?:basics?|fundamentals|intro)\b|(?:都|仲|还)?(?:未|唔|冇)(?:识|会|学过|懂)|什么都不(?:会|懂)|啥都不(?:会|懂)|完全不(?:会|懂)|(?<![学弄搞看听记])不(?:太|怎么|是很|大)?(?:熟|会|懂)(?!得)|(?:了解|接触)(?:得)?(?:不多|很少)|(?:入门|初级|新手|小白)水平|入门(?:级|课程?|教程)?$|入门(?=的(?:课程?|教程))/u,
  },
  {
    level: "advanced",
    pattern:
      /\bfor\s+(?:many\s+|several\s+|a few\s+|(?:~\s*|about\s+|around\s+|like\s+|over\s+|almost\s+|nearly\s+)?\d+\+?\s*|two\s+|three\s+|five\s+|ten\s+)?(?:years|yrs)\b|\b(?:for|over)\s+(?:a|one|two|three|several|many|a few|\d+)\s+decades?\b|\b(?:use|using|used|write|writing)\s+(?<about7>[A-Za-z][\w+#.]*)\s+(?:daily|every ?day|all the time)\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several)\+?\s+(?:years?|yrs?)\s+(?:of\s+)?(?:experience\b\s*)?(?:with|in|using|as)?\s*(?<about>[^,.;!?]*)|\b(?:use|used|using|work with|worked with|working with|code|coded|coding|write|wrote|writing|written|do|did|doing|done)\b[^,.;!?]{0,30}\bprofessionally\b|\bi'?m a professional\b|(?<!\bhow\s+(?:do|can|should|would|could)\s+)\bi\s+(?:teach|taught|lecture|lectured)\s+(?!me\b|myself\b|her\b|him\b|them\b|my\b|our\b)|^advanced\s+(?=[a-z])|\b(?:every ?day|daily)\s+at\s+work\b|\b(?:i'?m|i am)\s+(?:an?\s+)?(?:very\s+)?(?:expert|advanced|fluent|proficient|senior|experienced|seasoned)\b(?:\s+(?:(?:in|at|with)\s+)?(?<about6>(?!(?:in|at|with)\b)[A-Za-z][\w+#.-]*(?:\s+(?:dev|developer|engineer|programmer|designer|analyst|teacher|player|user))?))?|\b(?:expert|advanced|fluent|proficient)\s+(?:in|at|with)\b|\bvery (?:comfortable|experienced)\b|\bin production\b/i,
  },
  {
    level: "advanced",
    pattern:
      /(?<![想要能够到得会])(?:熟练|精通)|多年|(?:[\d一二两三四五六七八九十几]+|好几)\s*年(?!级|前(?!端)|后(?!端)|内|底|初)(?:的)?(?:经验|了)?|资深|专业(?:水平|人士)|天天(?:都)?(?:在)?用|很熟|老手|高手/u,
  },
  {
    level: "intermediate",
    pattern:
      /\b(?:some|a bit of|a little|basic|limited)\s+(?:experience|knowledge|background)\b|\bknow\s+(?:a\s+(?:bit|little)|some|the\s+basics)(?:\s+(?:of|about))?\s+(?<about>[^,.;:!?]+?)(?=\s+(?:but|and|so|now|already|want|need|i|im)\b|[,.;:!?]|$)|\b(?:did|studied|took|learned|learnt|had|used|played|spoke|practi[sc]ed)\s+(?<about2>[^,.;:!?]+?)\s+(?:in|at|during|back in|throughout)\s+(?:college|uni|university|school|high ?school|grad school|class|my degree)\b|\bmy\s+(?<about8>[^,.;:!?]+?)\s+is\s+(?:a bit\s+|a little\s+|pretty\s+|very\s+|super\s+|kinda\s+|really\s+)?rusty\b|\brusty\s+(?:on|in|with|at)\s+(?<about3>[^,.;:!?]+?)(?=\s+(?:but|and|so|need|want|i|im|now)\b|[,.;:!?]|$)|\bknow\s+(?:the\s+)?basics\b|(?<!\b(?:get|getting|be|become|becoming|got)\s+(?:\w+\s+)?)\b(?:decent|okay|ok|alright|not bad|pretty good|fairly good|quite good)\s+(?:at|with)\s+(?<about6>[^,.;:!?]+?)(?=\s+(?:but|and|so|now|want|need)\b|[,.;:!?]|$)|\bcan\s+(?:play|speak|say|read|write|cook|draw|order|code|make|do)\s+(?:a few|some|a little|basic|simple)\b(?:[^,.;!?]*?\s+(?:on|in)\s+(?<about7>[^,.;:!?]+?)(?=\s+(?:but|and|so|now|want|need)\b|[,.;:!?]|$))?|\bself[- ]taught\b|\b(?:dabbled|tinkered|played around|messed around)(?:\s+(?:a\s+(?:bit|little)\s+)?(?:in|with)\s+(?<about4>[^,.;:!?]+?)(?=\s+(?:but|and|so|now|want|need)\b|[,.;:!?]|$))?|\bused to\s+(?:play|do|speak|study|code|program|draw|paint|sing|dance|write|know|use)\s+(?<about5>[^,.;:!?]+?)(?=\s+(?:as|when|in|back|but|and|years|a lot)\b|[,.;:!?]|$)|\bused\s+it\s+a\s+(?:bit|little)\b|\b(?:i'?m|i am)\s+(?:an?\s+)?intermediate\b|\bintermediate\b|\brusty\b|\bfamiliar with\b|\b(?:comfortable|confident|solid)\s+(?:with|in|at)\b|\btook\s+(?:a|an|one)\s+(?:class|course)\b|\bbeyond the basics\b|\bpast the basics\b/i,
  },
  {
    level: "intermediate",
    pattern:
      /有(?:一点|一些|点)?\s*[^，。,]{0,12}?基础|(?:学过|接触过|用过|玩过|弹过|练过|会(?:说|写|弹|用|做|讲|画)?一(?:点|些)|懂一(?:点|些)|了解一(?:点|些))(?:一点|一些|点|一段时间)?\s*(?:(?<about>(?!但|可是|不过|然后|现在|想|要|的)[A-Za-z0-9\u3400-\u9fff+#][^，。,；;\s但想]{0,11}?)(?=$|[，。,；;\s]|但|可是|不过|然后|现在|想|要))?|入门了|基础还(?:行|可以)|中级|进阶|(?:中级|中等|一般)水平|(?:(?:学|用|练|弹|写)了|自学了?)\s*(?:半年|[\d一二两三四五六七八九十几]+\s*个?月|一段时间)|忘(?:得差不多|光|记了|完了|了)|生疏|荒废|重新(?:学|捡起)|捡起来/u,
  },
];

/** "I've used Python for years", "coming from C++ with 10 years": the skill the years are in, when the clause names one. */
const EN_YEARS_IN =
  /\b(?:been|worked as|working as)\s+an?\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:for|since)\b|\b(?:used|using|use|writing|written|wrote|write|coding in|coded in|worked with|working with|doing|done|played|playing|taught|teaching|speaking|spoken)\s+(?!it\b|this\b|that\b|them\b)([A-Za-z][\w+#.]*(?:\s+[A-Z][\w+#.]*)?(?:\s+and\s+[A-Za-z][\w+#.]*)?)\s+(?:(?:at|for|in)\s+(?:work|my job|my work|the office)\s+)?(?:for|since|professionally|every ?day)\b|\bcoming from\s+([A-Za-z][\w+#.]*)|\b(coding|programming|developing|working|drawing|painting|singing|teaching|designing)\s+(?:for|since)\b|\b([A-Za-z][\w+#.]*)\s+(?:dev|developer|engineer|programmer|user|teacher|player)\s+(?:for|since)\b/i;
/** "I've been baking bread for years": the activity of those years, when no named skill is read above. */
const EN_BEEN_DOING =
  /\bbeen\s+(?!(?:work|learn|study|try|do|liv|us|go|get|mak|think|wait|look|want|plann|meaning|hop)ing\b)([a-z]{3,}ing(?:\s+(?!(?:for|since|it|them|in|with|at|on|as|to|from|by)\b)[a-z]+){0,2}?)\s+(?:for|since)\b/i;
/** Before a learning wish ("想学 Go"), what the years were spent on: a Latin name, the thing after 年, or the activity before the count. */
const ZH_WISH = /想|要|打算|准备|希望|学习|学(?![过了])/u;
const ZH_AFTER_YEARS = /年(?:的)?(?:工作)?(?:经验的?)?\s*((?!的)[\u3400-\u9fff]{2,6}?)(?:了|经验|$)/u;
const ZH_BEFORE_YEARS = /((?:(?!我)[\u3400-\u9fff]){2})(?:了)?\s*(?:好|几|多|[\d一二两三四五六七八九十半])+\s*(?:个)?年/u;
// "钢琴学了三年": the topic that opens the clause, before the verb of those years (not 琴学, half of it).
const ZH_TOPIC_YEARS =
  /^我?((?:(?!我)[\u3400-\u9fff]){2,4}?)[学练弹用写做画读烤织拉唱跳]了\s*(?:好|几|多|[\d一二两三四五六七八九十半])+\s*(?:个)?年/u;
// "在公司里写了五年": a place, not a topic.
const PLACE = /^[在从]|[里中上内]$/u;
// "在生产环境里用了四年": a place then 用 is the subject used all those years, not an activity called 里用.
const PLAIN_VERB = /^(?:[用做干写学弹教]了|[学用做弹练]过|已经|我都|我已|我有|都有|有了|[里中上内][用做写练])$/u;
/** Years that lie in the past ("小时候学过三年", "played for 5 years as a kid") are a head start, not mastery today. */
const PAST =
  /小时候|以前|之前|曾经|学过|上学时|读书时|大学时|\b(?:as a (?:kid|child|teen(?:ager)?)|years ago|in (?:high )?school|in college|used to)\b/iu;

function yearsAbout(clause: string): string | null {
  if (/[\u3400-\u9fff]/u.test(clause)) {
    const before = clause.split(ZH_WISH)[0] ?? clause;
    const latin = /[A-Za-z][\w+#.]*(?:\s+[A-Za-z][\w+#.]*)?/.exec(before)?.[0];
    if (latin) return latin;
    const after = ZH_AFTER_YEARS.exec(before)?.[1];
    if (after) return after;
    const topic = ZH_TOPIC_YEARS.exec(before)?.[1];
    if (topic && !PLACE.test(topic)) return topic;
    const activity = ZH_BEFORE_YEARS.exec(before)?.[1];
    return activity && !PLAIN_VERB.test(activity) ? activity : null;
  }
  const match = EN_YEARS_IN.exec(clause);
  return match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4] ?? match?.[5] ?? EN_BEEN_DOING.exec(clause)?.[1] ?? null;
}

/** "微积分学过一点", "Python不太熟": the topic a Chinese clause puts before what was learnt, unless it only says when. */
// "还是不太懂", "真的不会": an adverb before the level says how, never what.
const WHEN =
  /^(?:我|以前|之前|大学|高中|初中|小学|小时候|上学时|读书时|大学时|高中时|也|都|已经|还是|还|就是|真的|实在|总是|老是|一直|完全|根本|有点|依然|仍然)+$/u;
function topicBefore(clause: string, at: number): string | null {
  const topic = clause
    .slice(0, at)
    .replace(/^(?:我|其实|那个)+(?:是|对)?/u, "")
    .replace(/(?:以前|之前|大学|高中|初中|小时候|也|都|已经|还是|还|就是|真的|实在|总是|老是|一直|完全|根本|有点|依然|仍然)+$/u, "")
    .trim();
  return topic &&
    topic.length <= 10 &&
    !WHEN.test(topic) &&
    !/想|要|学|打算|准备|但|可是/u.test(topic) &&
    /^[A-Za-z0-9\u3400-\u9fff+# ]+$/u.test(topic)
    ? topic
    : null;
}

const NO_ABOUT =
  /^(?:the|a|an|it|this|that|before|anything|this stuff|experience|some|any|基本操作|基础|皮毛|一点|一些|(?:简单|基本|入门)的?[\u3400-\u9fff]{0,4})\s*$/i;

export function readLevel(clause: string): LevelFact | null {
  for (const cue of CUES) {
    const match = cue.pattern.exec(clause);
    if (!match) continue;
    const named = Object.entries(match.groups ?? {}).find(([name, value]) => name.startsWith("about") && value)?.[1] ?? "";
    const about = named
      .replace(/\s+(?:and|but|so|yet)\b.*$/i, "")
      .replace(/\s+(?:before|already|yet|ever)$/i, "")
      .replace(NO_ABOUT, "")
      .replace(/^(?:a|an|the|my|our|your)\s+/i, "")
      .trim();
    const zhTopic = cue.level !== "advanced" && HAN.test(match[0]) ? topicBefore(clause, match.index) : null;
    return {
      ...fact(match[0], clause),
      level: cue.level === "advanced" && PAST.test(clause) ? "intermediate" : cue.level,
      about: about || zhTopic || (cue.level === "advanced" ? yearsAbout(clause) : null),
    };
  }
  return null;
}

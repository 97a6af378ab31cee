import type { Difficulty } from "@/lib/course-outline";
import { fact, type LevelFact } from "./types";

/**
 * The level a learner states, in their own words: "new to", "complete beginner",
 * "从零", "零基础" are a beginner; "I know the basics", "学过一点" someone past
 * them; "I've used it for years", "熟练" someone who does it already. `about`
 * is what the level is about when the clause names it ("new to Rust" → Rust),
 * so years of a neighbouring skill are not taken for mastery of this one.
 */

interface LevelCue {
  level: Difficulty;
  pattern: RegExp;
}

// Beginner first: "I used Excel for years but I'm new to pivot tables" states a beginner in the subject.
const CUES: readonly LevelCue[] = [
  {
    level: "beginner",
    pattern:
      /\b(?:(?:completely|totally|brand|very|pretty|fairly|quite|super|really)\s+)?new\s+(?:to|at|in)\s+(?<about>[^,.;:!?]+)|\bbrand[- ]new\b|\b(?:(?:complete|total|absolute|pure|real)\s+(?:beginner|newbie|novice|noob)s?|(?:i'?m|i am|as)\s+(?:a\s+|an\s+)?(?:complete\s+|total\s+)?(?:beginner|newbie|novice|noob))\b(?:\s+(?:at|in|with|to)\s+(?<about4>[^,.;:!?]+))?|\bbeginner here\b|\bnever\s+(?:\w+\s+){0,2}?(?:used|tried|touched|coded|programmed|learned|learnt|studied|played|done|written|worked with)\s*(?<about2>[^,.;:!?]*)|\bno\s+(?:prior\s+|previous\s+|real\s+)?(?:experience|background|knowledge|idea)\b|\bknow\s+(?:nothing|very little|little)\s+about\s+(?<about3>[^,.;!?]+)|\b(?:don'?t|do not)\s+know\s+(?:anything|much)\b|\bzero\s+(?:experience|knowledge|background)\b|\bfrom\s+(?:scratch|zero|the (?:very )?beginning|the ground up)\b|\bjust\s+(?:started|starting|getting started|beginning)\b|\bfirst time\b|\bhaven'?t\s+(?:ever\s+)?(?:used|tried|learned|learnt|studied|touched|done)\b/i,
  },
  {
    level: "beginner",
    pattern:
      /(?:完全|纯|彻底)?零基础|从零|从头开始|小白|(?:完全|纯)?新手|初学者?|刚(?:开始|接触|入门|学)|第一次|没有(?:任何)?基础|没(?:有)?(?:学过|接触过|碰过|用过|写过)|从没|从来没|一窍不通|什么都不(?:会|懂)|啥都不(?:会|懂)|完全不(?:会|懂)/u,
  },
  {
    level: "advanced",
    pattern:
      /\bfor\s+(?:many\s+|several\s+|a few\s+|\d+\s+|two\s+|three\s+|five\s+|ten\s+)?years\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several)\+?\s+years?\s+(?:of\s+)?(?:experience\s+)?(?:with|in|using|as)?\s*(?<about>[^,.;!?]*)|\b(?:use|used|using|work with|worked with|working with|code|coded|coding|write|wrote|writing|written|do|did|doing|done)\b[^,.;!?]{0,30}\bprofessionally\b|\bi'?m a professional\b|\b(?:every ?day|daily)\s+at\s+work\b|\b(?:i'?m|i am)\s+(?:an?\s+)?(?:very\s+)?(?:expert|advanced|fluent|proficient|senior|experienced|seasoned)\b|\b(?:expert|advanced|fluent|proficient)\s+(?:in|at|with)\b|\bvery (?:comfortable|experienced)\b|\bin production\b/i,
  },
  {
    level: "advanced",
    pattern:
      /(?<![想要能够到得会])(?:熟练|精通)|多年|(?:[\d一二两三四五六七八九十几]+|好几)\s*年(?:的)?(?:经验|了)?|资深|专业(?:水平|人士)|天天(?:都)?(?:在)?用|很熟|老手|高手/u,
  },
  {
    level: "intermediate",
    pattern:
      /\b(?:some|a bit of|a little|basic|limited)\s+(?:experience|knowledge|background)\b|\bknow\s+(?:the\s+)?basics\b|\b(?:dabbled|tinkered)\b|\bused\s+it\s+a\s+(?:bit|little)\b|\b(?:i'?m|i am)\s+(?:an?\s+)?intermediate\b|\bintermediate\b|\brusty\b|\bfamiliar with\b|\btook\s+(?:a|an|one)\s+(?:class|course)\b|\bbeyond the basics\b|\bpast the basics\b/i,
  },
  {
    level: "intermediate",
    pattern:
      /有(?:一点|一些|点)?\s*[^，。,]{0,12}?基础|学过一(?:点|些)|会一(?:点|些)|懂一(?:点|些)|了解一(?:点|些)|入门了|接触过|用过一段时间|基础还(?:行|可以)|中级|进阶/u,
  },
];

/** "I've used Python for years", "我用 Java 好多年了": the skill the years are in, when the clause names one. */
const EN_YEARS_IN =
  /\b(?:used|using|use|writing|written|wrote|write|coding in|coded in|worked with|working with|doing|done|played|playing|taught|teaching|speaking|spoken)\s+(?!it\b|this\b|that\b|them\b)([A-Za-z][\w+#.]*(?:\s+[A-Z][\w+#.]*)?)\s+(?:for|since|professionally|every ?day)\b/i;
const ZH_YEARS_IN = /([A-Za-z][\w+#.]*(?:\s+[A-Za-z][\w+#.]*)?)|年(?:的)?([\u3400-\u9fff]{2,6}?)(?:了|经验|$)/u;

function yearsAbout(clause: string): string | null {
  if (/[\u3400-\u9fff]/u.test(clause)) {
    const zh = ZH_YEARS_IN.exec(clause);
    return zh?.[1] ?? zh?.[2] ?? null;
  }
  return EN_YEARS_IN.exec(clause)?.[1] ?? null;
}

export function readLevel(clause: string): LevelFact | null {
  for (const cue of CUES) {
    const match = cue.pattern.exec(clause);
    if (!match) continue;
    const groups = match.groups ?? {};
    const about = (groups.about ?? groups.about2 ?? groups.about3 ?? groups.about4 ?? "")
      .replace(/\s+(?:and|but|so|yet)\b.*$/i, "")
      .replace(/\s+(?:before|already|yet|ever)$/i, "")
      .replace(/^(?:the|a|an|it|this|that|before|anything|this stuff)\s*$/i, "")
      .replace(/^(?:a|an|the)\s+/i, "")
      .trim();
    return { ...fact(match[0], clause), level: cue.level, about: about || (cue.level === "advanced" ? yearsAbout(clause) : null) };
  }
  return null;
}

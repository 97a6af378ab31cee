import nlp from "compromise";
import { fact, type BackgroundFact, type BackgroundKind, type StatedFact } from "./types";
import { namedUse } from "./named-use";

const kinded = (kind: BackgroundKind, found: StatedFact): BackgroundFact => ({ ...found, kind });

/**
 * The facts an English clause states about the learner. compromise finds the
 * role in "I'm a nurse" / "as a teacher" / "I work in finance" (its noun phrase
 * ends where the role ends); short patterns find skills, exams, jobs and styles.
 */

const BEGINNER =
  /\b(?:(?:a\s+)?(?:complete|total|absolute)\s+(?:beginner|newbie|novice)|(?:i'?m|i am)\s+(?:a\s+)?(?:beginner|newbie|novice)|(?:i'?m|i am)\s+(?:totally\s+|completely\s+)?new to\b.*|never\s+(?:\w+\s+){0,3}?(?:before|coded|programmed|used|done|learned|studied|played|touched|written)\b.*|no (?:prior |previous )?(?:experience|background|knowledge)\b.*|(?:i\s+)?know nothing about\b.*|(?:i\s+)?(?:don'?t|do not) know (?:anything|much) about\b.*|zero experience\b.*|starting from (?:zero|scratch))/i;

// "how do I use Excel" asks; "I use Excel" states.
const SKILL =
  /(?<!\b(?:do|can|could|should|would|did|will)\s+)\bi\s+(?:already\s+|also\s+|really\s+)?(?:know|use|code in|program in|work with|write|speak|(?:am|'m) (?:familiar|comfortable|good|fluent) (?:with|in|at)|have (?:used|worked with|experience (?:with|in)|a background in|a degree in)|studied|did)\s+(.+)/i;

const EXPERIENCE =
  /\bi(?:'ve|\s+have)\s+(?:been\s+)?(?:played|done|used|worked (?:with|in|on|as)|coded|programmed|studied|taught|practi[sc]ed|written|built|managed|been (?:a|an|doing|playing|working|using|coding))\s+.+/i;

const YEARS = /\b(?:\d+|a few|several|many|two|three|four|five|ten)\s+years?\s+(?:of\s+)?\w[\w\s-]{0,30}?(?:experience)?$/i;

const ROLE_PATTERNS = [
  "i am (a|an) [<role>(#Adjective|#Noun)+]",
  "as (a|an) [<role>(#Adjective|#Noun)+]",
  "i work (as|in|at) (a|an)? [<role>(#Adjective|#Noun)+]",
];

const NOT_ROLE = /^(?:beginner|newbie|novice|noob|fan|bit|lot|little|way|person who)\b/i;
const ROLE_HERE =
  /^(?:(?:hi|hey|hello)[,!\s]+)?((?:[a-z-]+\s+){0,3}?[a-z-]*(?:ist|er|or|ian|ant|ent|nurse|wife|mum|mom|dad|medic|dev|chef|clerk)s?)\s+here\b(?=\s*(?:[,.!:;—–-]|$))/i;

/** "well", "pretty well", "for years": trailing words that describe the skill, not name it. */
function skillObject(text: string): string {
  return text
    .replace(/\s+(?:and|but)\s+.*$/i, "")
    .replace(/\s+(?:(?:pretty|very|really|quite)\s+)?(?:well|fluently|a bit|a little|already|at work|daily|professionally)\b.*$/i, "")
    .replace(/[\s,]+$/, "")
    .trim();
}

export function englishBackground(clause: string): BackgroundFact | null {
  const beginner = BEGINNER.exec(clause);
  if (beginner) return kinded("beginner", fact(beginner[0].replace(/^i\s+/i, ""), clause));
  // "night shift nurse here", "Pharmacist here -": a role introduced by "here" at the start of the goal.
  const here = ROLE_HERE.exec(clause)?.[1];
  if (here && !NOT_ROLE.test(here)) return kinded("role", fact(here, clause));
  const doc = nlp(clause);
  for (const pattern of ROLE_PATTERNS) {
    const role = doc.match(pattern).groups("role") as { text?: () => string } | undefined;
    const text = typeof role?.text === "function" ? role.text().trim() : "";
    if (text && !NOT_ROLE.test(text)) return kinded("role", fact(/^i work in/i.test(clause) ? `works in ${text}` : text, clause));
  }
  const skill = SKILL.exec(clause);
  if (skill?.[1] && !/^(?:how|what|where|why|when|that|if|nothing|it|this)\b/i.test(skill[1])) {
    const object = skillObject(skill[1]);
    if (object) return kinded("skill", fact(`knows ${object}`, clause));
  }
  const experience = EXPERIENCE.exec(clause) ?? YEARS.exec(clause);
  if (experience) return kinded("experience", fact(experience[0].replace(/^i(?:'ve|\s+have)\s+/i, ""), clause));
  return null;
}

/** "pass the AWS Solutions Architect Associate exam": the exam named, for outcome and subject. */
const EXAM_WORD = /\s*\b(?:exams?|certifications?|certificates?|certs?|tests?)\b$/i;
const EXAM =
  /\b(?:pass(?:ing)?|ace|take|sit|clear|prepare for|preparing for|prep for|study for|studying for|get(?:ting)? ready for|get certified (?:in|for)|get(?!\s+ready\b)|earn)\s+(?:the\s+|my\s+|an?\s+)?((?:[A-Z][\w+.-]*\s*){1,6}(?:exams?|certifications?|certificates?|certs?|tests?)?|[\w\s+.-]{1,60}?\b(?:exams?|certifications?|certificates?|certs?|tests?))\b/;

export interface ExamReading {
  outcome: StatedFact;
  exam: string;
}

export function englishExam(clause: string): ExamReading | null {
  const match = EXAM.exec(clause);
  if (!match?.[1]) return null;
  const named = match[1].trim();
  const stripped = named.replace(EXAM_WORD, "").trim();
  // "the bar exam", "a driving test": a lone common word is no exam's name without its noun.
  const exam = /^[a-z]+$/.test(stripped) ? named : stripped;
  // "get" and "earn" only count before an exam word: "get Python" is not an exam.
  if (/^(?:get|earn)\b/i.test(match[0]) && !EXAM_WORD.test(named)) return null;
  if (!stripped || /^(?:a|the|my|an)$/i.test(stripped)) return null;
  return {
    outcome: fact(
      match[0].replace(/^(?:preparing|prep|studying)/i, (verb) => verb.toLowerCase()),
      clause,
    ),
    exam,
  };
}

const JOB =
  /\b(?:get|land|find|apply for|start|for|want|need|looking for)\s+(?:a\s+|an\s+|my\s+(?:first\s+)?)?((?:new|better|first|remote|junior|senior|entry-level)\s+)?([\w-]+\s+){0,3}?(?:job|role|position|internship|career)\b/i;
const CAREER = /\b(?:switch(?:ing)?|chang(?:e|ing))\s+careers?\b|\bcareer (?:change|switch)\b/i;
const BECOME = /\bbecom(?:e|ing)\s+(?:a|an)\s+[\w\s-]{2,40}/i;
const PURPOSE = /\b(?:so (?:that )?i can|so i'?m able to|in order to|to be able to)\s+(.+)/i;
const DOING =
  /(?:^|\bto\s+)((?:build|ship|deploy|create|make|launch|automate|analy[sz]e|publish|run|manage|start|write|design|get promoted|speak|read|perform|compete|travel|talk|work)\b.{2,})/i;

export function englishOutcome(clause: string, hasSubjectVerb: boolean): StatedFact | null {
  const job = JOB.exec(clause);
  if (job) return fact(job[0].replace(/^(?:for|get|land|find|start|apply for|want|need|looking for)\s+(?:an?\s+|my\s+)?/i, ""), clause);
  const career = CAREER.exec(clause);
  if (career) return fact(career[0], clause);
  const become = BECOME.exec(clause);
  if (become) return fact(become[0].replace(/^becoming/i, "become"), clause);
  const purpose = PURPOSE.exec(clause);
  if (purpose?.[1]) return fact(purpose[1], clause);
  // "R for data analysis": what a short-named subject is for is what the learner wants to do with it.
  const use = namedUse(clause);
  if (use) return fact(use.use, clause);
  // "…learn Kubernetes to deploy my app", "I want to build a web app for my shop".
  const doing = DOING.exec(clause);
  if (doing?.[1] && (hasSubjectVerb || /\b(?:want|need|hope|plan|would like|'d like)\s+to\s+/i.test(clause))) return fact(doing[1], clause);
  return null;
}

const STYLE =
  /\b(?:hands-on(?:\s+(?:labs?|projects?|exercises?|practice|learning))?|(?:learn(?:ing)?\s+)?by doing|project-based|through (?:projects|examples|videos|reading|practice)|(?:worked\s+)?examples|exercises|quizzes|videos|video (?:lessons|tutorials|courses)|diagrams|visuals?|step[- ]by[- ]step|theory first|concepts first|short (?:daily )?lessons|labs?|flashcards|real projects)\b/i;
const STYLE_LEAD =
  /\b(?:prefer|like|love|enjoy|learn(?:s)? (?:best|better)|works? best|ideally|preferably|with lots of|with plenty of|lots of|plenty of|through|via|using)\b/i;

export function englishStyle(clause: string): StatedFact | null {
  const style = STYLE.exec(clause);
  if (!style) return null;
  // "hands-on" and "by doing" are a style on their own; "videos" only after "I prefer…".
  if (!/hands-on|by doing|project-based|step[- ]by[- ]step|theory first|concepts first/i.test(style[0]) && !STYLE_LEAD.test(clause))
    return null;
  const phrase = /\b(?:prefer|like|love|enjoy)\s+(?!to\b)(.+)/i.exec(clause)?.[1] ?? style[0];
  return fact(phrase.replace(/[\s.,]+$/, ""), clause);
}

const STRUGGLE_EN =
  /\bi (?:really |still |always |kinda |just )?(?:struggle|am struggling|'m struggling|have trouble|have a hard time|keep getting stuck|get stuck|can't get my head around|don't get|do not get|don't understand|do not understand) (?:with |on )?(.+?)$|\bi find (.+?) (?:hard|difficult|confusing|tricky)\b|\b(.+?) (?:is|are) (?:too |really |so |very )?(?:hard|difficult|confusing|tricky) for me\b|\b(?:i'?m|im|i am|i)\s+(?:really\s+|so\s+|pretty\s+)?(?:suck|bad|terrible|awful|hopeless|not good|no good)\s+at\s+(.+?)$|\b(?:stop being|be less)\s+(?:bad|terrible|awful)\s+at\s+(.+?)$|^(?:.*,\s*)?(.+?) (?:is|are) killing me\b|^(?:.*,\s*)?(.+?) (?:is|are) (?:my|the) (?:weak|weakest) (?:spot|point|area|subject|link|part)\b|^(?:.*,\s*)?(.+?) (?:is|are) my weakness\b/i;
const PRONOUN = /^(?:it|this|that|them|these|those|the (?:concept|idea|topic))$/i;

/** "I really struggle with algebra", "I suck at maths": what the learner finds hard. */
export function englishStruggle(clause: string): StatedFact | null {
  const match = STRUGGLE_EN.exec(clause);
  if (!match) return null;
  const what = (match.slice(1).find((group) => group !== undefined) ?? "")
    .replace(/\s+(?:help|pls|please|lol|haha)$/i, "")
    .replace(/^(?:the|a|an)\s+/i, "")
    .replace(/^(?:learning|studying)\s+/i, "")
    .trim();
  return fact(PRONOUN.test(what) ? "" : what, clause);
}

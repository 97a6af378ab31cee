import nlp from "compromise";
import { courseNounSubject } from "./course-noun";
import { namedUse } from "./named-use";
import { MANNER_TAIL, VAGUE_THEN_SPECIFIC, withoutTails } from "./subject-tails";

/**
 * The subject an English clause names, as a catalogue would put it. The learning
 * verb ("learn", "get into", "teach me to", "prepare for") marks where the
 * subject starts; everything before it is framing ("I'm a nurse and want to",
 * "My boss wants me to"). Reasons, deadlines and manners after it are cut.
 */

const LEARN_VERB =
  /\b(?:(?:curious|interested|fascinated)\s+(?:about|in|by)(?:\s+(?:learning|studying|understanding)(?:\s+about)?)?|learn(?:ing)?(?!\s+(?:best|better|by|through|with|from|fast|quickly|slowly|most)\b)(?:\s+more)?(?:\s+about)?|study(?:ing)?|master(?:ing)?|go(?:ing)? from (?:zero|scratch|nothing|0) to(?: (?:hero|pro|expert|master)\s+(?:in|at|with|on))?|understand(?:ing)?|pick(?:ing)? up|(?:get(?:ting)?|bring(?:ing)?)\s+(?:(?:me|myself|us)\s+)?(?:into|started (?:with|in|on)|better at|good at|decent at|comfortable with|fluent in|proficient (?:in|at|with)|familiar with|to grips with|up to speed (?:on|with))|start(?:ing)? (?:with|learning|out (?:with|in))|brush(?:ing)? up on|get(?:ting)?\s+(?:my\s+)?head\s+(?:a)?round|dive into|dig into|break into|teach me(?:\s+about)?|tell me about|explain|know more about|switch(?:ing)? (?:careers? )?(?:from .+? )?(?:to|into)|move into|transition(?:ing)? (?:from .+? )?(?:in)?to(?!\s+(?:(?:civilian|normal|everyday|family|married|college|retired|city|country)\s+life|retirement|parenthood|motherhood|fatherhood|adulthood)\b)|improve(?:\s+my)?|level up (?:in|my)|work on|prep(?:are|aring|ping)?\s+(?:me\s+|myself\s+|us\s+)?for|get(?:ting)? ready for|go(?:ing)? (?:deeper|further) (?:into|with|in)|dive deeper into|study for|practi[sc]e|get(?:ting)? back into|get(?:ting)? going (?:with|on)|get(?:ting)? serious (?:about|with)|re-?learn(?:ing)?|refresh(?:ing)?(?:\s+my)?|review(?:ing)?|revis(?:e|ing)|go(?:ing)? over|read(?:ing)? up on|catch(?:ing)? up on|teach(?:ing)? myself|(?:keep\s+)?forg[eo]t(?:ting|ten)?(?:\s+(?:all|everything|most|a lot)\s+(?:of|about))?|help(?:s|ing)?\s+(?:me\s+|her\s+|him\s+|them\s+|(?:my|our)\s+(?:little\s+|younger\s+|\d+[- ]year[- ]old\s+)?(?:kids?|son|daughter|child|children|students?|brother|sister|nephew|niece|friend|partner|wife|husband|mom|mum|dad|team)\s+)?with|(?:an?|my|the)\s+(?:\w+\s+)?(?:exam|test|midterm|final|quiz)\s+(?:on|in|about))\s+/i;

/** Framing in front of a subject when no learning verb names it ("help me with", "Can you teach me"). */
const LEAD_IN: RegExp[] = [
  /^(?:hi|hello|hey|yo|hiya|ok|okay|so|well|um+)\b[\s,!.]*/i,
  /^(?:please\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:help\s+me(?:\s+(?:with|to))?|teach\s+me(?:\s+(?:about|to))?|show\s+me(?:\s+how\s+to)?)\s*/i,
  /^(?:please\s+)?(?:help\s+me(?:\s+(?:with|to|get|understand))?|(?:some\s+)?help\s+(?:with|on)|teach\s+me(?:\s+(?:about|to))?|show\s+me(?:\s+how\s+to)?)\s+/i,
  /^(?:my\s+(?:boss|manager|company|team|teacher|professor|school|job|work|employer|lead)|the\s+company|work)\s+(?:really\s+)?(?:wants|asked|needs|requires|told|expects|is asking|is making)\s+me\s+to\s+/i,
  /^(?:i|we)\s+(?:really\s+|also\s+|just\s+)?(?:want|wanna|would like|'d like|'d love|would love|need|have|hope|plan|am planning|'m planning|am trying|'m trying|am hoping|'m hoping|am going|'m going|was asked|have been asked|got asked|must|should|intend|decided|aim)\s*(?:to\s+)?/i,
  /^(?:just|really|also|now)\s+/i,
  /^(?:want|wanna|need|would like|'d like|hoping|trying|planning|looking)\s+(?:to\s+)?/i,
  // "Pass the AWS Solutions Architect Associate": what is to be passed, by its name.
  /^[Pp]ass(?:ing)?\s+(?:the\s+)?(?=[A-Z0-9])/,
  /^(?:what(?:'s| is| are)\s+(?:the\s+)?(?:best|easiest|fastest|quickest|right)\s+way\s+to\s+)/i,
  /^how\s+(?:do|can|should|would|could|did)\s+(?:i|we|one)\s+/i,
  /^what\s+(?:do|should|would)\s+i\s+(?:need\s+to\s+)?(?:know|learn|study|do)\s+(?:to\s+(?:pass|get into|learn|become)\s+|for\s+|about\s+|first\s+)?/i,
  /^(?:what(?:'s| is| are)|how (?:does|do|did|can i|should i|would i)|how to|where (?:do|should|can) i (?:start|begin)(?:\s+(?:with|in))?|is it (?:possible|hard|realistic) to|can i)(?:\s+|$)/i,
  /^(?:please\s+)/i,
];

/** "Build a course on photosynthesis", "Quick course on Excel pivot tables": the request frames the subject, explicitly. */
const COURSE_FRAME =
  /^(?:(?:please|can you|could you|i want|i'd like|i need)\s+)*(?:(?:build|make|create|design|give|write|put together|generate|prepare)\s+(?:me\s+)?)?(?:(?:a|an|my)\s+)?(?:(?:quick|short|crash|intro(?:ductory)?|beginner'?s?|full|complete|small|practical|\w+)\s+)?(?:course|class|curriculum|study plan|syllabus|tutorial|lesson plan|lessons|crash course|primer)\s+(?:on|about|in|for|covering|of)\s+/i;
/** A pronoun as the object of a learning verb: the subject is named elsewhere in the goal. */
const PRONOUN_OBJECT = /^(?:it|them|this|that|these|those|this stuff|that stuff)$/i;
/** No subject of its own: "go deeper", "get better", "learn more" continue what was named elsewhere. */
const EMPTY_SUBJECT =
  /^(?:(?:get(?:ting)?|go(?:ing)?|dig(?:ging)?|dive|diving|learn(?:ing)?|know(?:ing)?)\s+)?(?:better|good|started|going|it|this|that|deeper|further|more|even more|back)(?:\s+(?:in|into|on|with|to)(?:\s+(?:it|this|that))?)?$|^pick(?:ing)?\s+(?:it|this|that)\s+(?:back\s+)?up$/i;

const HEDGE = /^(?:maybe|perhaps|probably|about|around|roughly|approximately|like|only|just)$/i;

/** Verbs that only say what one does with the subject: "play jazz piano" is "jazz piano". */
const LIGHT_VERBS = /^(?:play|speak|use|do|learn|practi[sc]e|understand|know|get|be)\s+(?=\S)/i;

/** "negotiate" → "negotiating", via compromise's conjugation; the word itself when it is not a verb. */
function toGerund(verb: string): string {
  // "to cook" makes the word a verb for compromise, which alone it might read as a noun.
  const conjugated = nlp(`to ${verb}`).verbs().conjugate()[0] as { Gerund?: string } | undefined;
  return conjugated?.Gerund && !/\s/.test(conjugated.Gerund) ? conjugated.Gerund : verb;
}

/** "deploy", "build": a word read as a verb and never as a noun, in an infinitive's slot. */
function isBareVerb(word: string): boolean {
  const tags = (nlp(`to ${word}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[1]?.tags ?? [];
  return tags.includes("Infinitive") && !tags.includes("Noun");
}

/** An infinitive slot ("to design websites") names an activity; a catalogue names it with a gerund. */
function activityName(text: string, surelyVerb: boolean): string {
  // "be a data scientist" is the activity of becoming one, as "become a data engineer" is.
  if (/^be\s+an?\s/i.test(text)) return text.replace(/^be\s+/i, "becoming ");
  const light = text.replace(LIGHT_VERBS, "");
  if (light !== text) return light;
  const first = /^[a-z]+(?=\s|$)/i.exec(text)?.[0];
  if (!first) return text;
  // Tagged in its slot ("to design websites"), where compromise reads "design" as the verb it is.
  const tags = (nlp(`to ${text}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[1]?.tags ?? [];
  const verb = surelyVerb || tags.includes("Infinitive") || (tags.includes("Verb") && !tags.includes("Noun"));
  return verb ? toGerund(first) + text.slice(first.length) : text;
}

export function tidySubject(raw: string, infinitiveSlot: boolean): string {
  // A quoted subject ("learn 'Terraform' ASAP") is the learner's own naming: the quotes bound it.
  const quoted = /^["'“‘「《]([^"'“”‘’「」《》]{1,80})["'”’」》]/u.exec(raw.trim());
  if (quoted?.[1]) return quoted[1].trim();
  let text = raw.replace(/[?!.。？！,，;:]+$/u, "").trim();
  let howTo = /^(?:how\s+to|to)\s+/i.exec(text);
  if (howTo) text = text.slice(howTo[0].length);
  text = text.replace(
    /^(?:the\s+basics\s+of|the\s+fundamentals\s+of|(?:the\s+)?rules\s+of|more\s+about|about|some|a\s+bit\s+of|a\s+little|basic|basics\s+of|(?:just\s+)?enough)\s+/i,
    "",
  );
  // "how neural networks work", "what recursion is": the question names its subject.
  text = text.replace(/^how\s+(.+?)\s+(?:works?|functions?|is done|are made)$/i, "$1").replace(/^what\s+(.+?)\s+(?:is|are|means?)$/i, "$1");
  text = withoutArticle(text);
  // "prepare me for the AWS Cloud Practitioner exam": the exam's article is no part of its name.
  if (/\b(?:exam|test|certification|certificate)\b/i.test(text)) text = text.replace(/^the\s+/i, "");
  // "data stuff, specifically Power BI dashboards": a vague name made specific is the specific one.
  text = text.replace(VAGUE_THEN_SPECIFIC, "");
  text = withoutTails(text);
  const use = namedUse(text);
  if (use?.at === 0) text = use.name;
  // "kubernetes for deploy our microservices": "for" before a bare verb says what it is for, as a gerund would.
  text = text.replace(/\s+for\s+([a-z]+)\s+(?:our|my|the|a|an|some|your|their)\b.*$/i, (tail, word: string) =>
    isBareVerb(word) ? "" : tail,
  );
  for (let i = 0; i < 3; i += 1) {
    const shorter = text.replace(MANNER_TAIL, "").trim();
    // "the bar exam" stays whole: "exam" only goes when a name is left ("AWS Cloud Practitioner exam").
    if (/\b(?:exam|test|interviews?)$/i.test(text) && /^[a-z]+$/.test(shorter)) break;
    text = shorter;
  }
  // "how do vaccines actually work": the adverb before the verb is no part of the name.
  if (/^how\s+(?:does|do)\s+/i.test(raw)) text = text.replace(/(?:\s+(?:actually|really|even|exactly|truly|in fact))?\s+work$/i, "");
  howTo ??= /^(?:how\s+to)\s+/i.exec(raw);
  if (howTo || infinitiveSlot) text = withoutArticle(activityName(text, howTo !== null));
  return text.replace(/\s+/g, " ").trim();
}

/** "the piano", "a system design interview", "my spanish": an article is no part of a common noun's name ("the GRE" keeps its own). */
function withoutArticle(text: string): string {
  return text.replace(/^(?:the|a|an)\s+(?=[a-z])/, "").replace(/^(?:my|our|your)(?:\s+own)?\s+(?=\S)/i, "");
}

const TITLE_TO =
  /^(?:(?:an?|the)\s+)?(?:(?:gentle|short|practical|brief|complete)\s+)?(?:introduction|intro|guide|primer|approach|handbook|companion|road|path|gateway|key)\s+to\s+\S/i;

export interface SubjectCandidate {
  text: string;
  /** 3: after a learning verb; 1: what is left of a clause without one. */
  strength: number;
  /** Named after a wish ("need air brakes", "want Spanish") with no learning verb. */
  framed?: boolean;
}

export function isEmptySubject(text: string): boolean {
  return EMPTY_SUBJECT.test(text.trim());
}

/** "is Go hard to learn", "is R worth learning": a question about the subject, asked of it. */
const ASKED_OF =
  /^(?:is|are)\s+(?:learning\s+)?(?!it\b|this\b|that\b|there\b)(.+?)\s+(?:(?:really|very|too|that|so|actually|even|still)\s+)?(?:hard|difficult|easy|tough|worth|useful|good|in demand|relevant|dead|dying|a good)\b|^how\s+(?:hard|difficult|easy|tough|long|useful)\s+is\s+(?:it\s+to\s+(?:learn|master|pick up)\s+)?(.+?)$/i;
/** "they use Tableau", "my team works with Spark": what the learner's work uses is what to learn. */
const USED_AT_WORK =
  /\b(?:they|we|everyone|my\s+(?:team|company|job|work|office|boss|employer|school|class|uni)|the\s+(?:team|company|office|job))\s+(?:all\s+|now\s+|mostly\s+|also\s+|really\s+)?(?:use|uses|are using|is using|run|runs|work with|works with|switched to|moved to|are moving to|is moving to)\s+(.+)$/i;
/** A clause that tells what happened to the learner ("i just got a new job") names no subject. */
// "Lawyer here", "ICU nurse here": a self-introduction; "can't read a note": what the learner cannot do, a level.
const NARRATIVE =
  /^(?:i|i'm|im|i've|ive|i'd|my|we|we're|our|they|they're|he|she)\s+\S|^[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s+here[.!]*$|^(?:can'?t|cannot|couldn'?t|don'?t|never|haven'?t|didn'?t)\s/i;

/** "get me ready for", "bring us up to speed on": the person between the verb and its particle is no part of either. */
const OBJECT_PRONOUN =
  /\b(get|getting|bring|bringing)\s+(?:me|myself|us|ourselves)\s+(?=(?:ready|up to speed|started|going|back|into|familiar|better|good|serious)\b)/gi;

/** "Linear algebra refresher", "a primer on Bayes": what the refresher is of is the subject. */
const REFRESHER =
  /^(?:an?\s+)?(.+?)\s+(?:refresher|primer|crash course)(?:\s+course)?[.!?]*$|^(?:an?\s+)?(?:refresher|primer|crash course)\s+(?:on|in|for|of)\s+(.+?)[.!?]*$/i;
/**
 * "…, moving to Rust", "switching over to Kotlin", "moving to Kotlin for android work": a named language
 * or tool moved to, at the clause's end or before what it is for.
 */
const MOVING_TO =
  /\b(?:moving|switching|migrating|transitioning|porting|converting)\s+(?:over\s+)?to\s+([A-Z][\w+#.]*(?:\s+[A-Z][\w+#.]*)?)\s*(?:\s(?:for|at|in|on|with)\s+[^.!?]*)?[.!?]*$/;

// "want to get the refrigeration cycle down": to get a thing down, at the clause's end, is to master it too.
const DOWN_COLD =
  /\b(?:need|want|wanna|have|get|got)\s+(?:to\s+(?:get|have)\s+)?(?!it\b|this\b|that\b)(.+?)\s+down\s+(?:cold|pat)\b|\b(?:get|got|getting|have)\s+(?!it\b|this\b|that\b|to\b)(.+?)\s+down[.!]*$/i;
/** "need to pass my nursing boards": what is to be passed, by its name, without the passing. */
const PASSED =
  /^(?:(?:i|we)\s+)?(?:(?:really\s+)?(?:need|have|want|got|hope)\s+to\s+|must\s+|gotta\s+|wanna\s+)?pass(?:ing)?\s+(?:my|the|our|this)\s+(.+)$/i;

export function englishSubject(rawClause: string): SubjectCandidate | null {
  const clause = rawClause.replace(OBJECT_PRONOUN, "$1 ");
  const refresher = REFRESHER.exec(clause.trim());
  const refreshed = refresher ? tidySubject(refresher[1] ?? refresher[2] ?? "", false) : "";
  if (refreshed && !EMPTY_SUBJECT.test(refreshed)) return { text: refreshed, strength: 2.5 };
  const moved = MOVING_TO.exec(clause.trim());
  if (moved?.[1] && !LEARN_VERB.test(clause)) return { text: moved[1], strength: 2.5 };
  // "I need fire behavior down cold", "want to get chords down pat": to have it down is to master it.
  const down = DOWN_COLD.exec(clause);
  // "learn bookkeeping to get my costs down": what a learning verb names comes first; only "down cold" outranks it.
  const downed = down?.[1] ?? (LEARN_VERB.test(clause) ? undefined : down?.[2]);
  const mastered = downed ? tidySubject(downed, false) : "";
  if (mastered && !EMPTY_SUBJECT.test(mastered)) return { text: mastered, strength: 3 };
  const learn = LEARN_VERB.exec(clause);
  let pronoun: SubjectCandidate | null = null;
  if (learn) {
    const after = clause.slice(learn.index + learn[0].length);
    // "teach me to play jazz piano": after "teach me" comes an activity.
    const subject = tidySubject(after, /^to\s+/i.test(after) || /^(?:teach me(?!\s+about)|practi)/i.test(learn[0]));
    // "want to master it", "get better at them": the pronoun stands for what the goal named before it (read there),
    // unless this clause names it too ("since my company uses Azure I need to learn it").
    if (PRONOUN_OBJECT.test(subject)) pronoun = { text: subject, strength: 3 };
    // "hard to learn for a beginner": a preposition after the verb starts no subject.
    const noObject = /^(?:for|as|in|at|by|with|from|on)\s/i.test(after);
    const named = subject.length >= 1 && !pronoun && !noObject;
    if (named && !EMPTY_SUBJECT.test(subject) && !EMPTY_SUBJECT.test(after.replace(/[?!.]+$/, ""))) return { text: subject, strength: 3 };
  }
  const frame = COURSE_FRAME.exec(clause.trim());
  if (frame) {
    const named = tidySubject(clause.trim().slice(frame[0].length), false);
    if (named && !EMPTY_SUBJECT.test(named)) return { text: named, strength: 2.5 };
  }
  // "I want a Python course": the course asked for names its subject; "I want a beginner course" names none.
  const course = courseNounSubject(clause);
  const courseNamed = course ? tidySubject(course, false) : "";
  if (course === "" || (course && !courseNamed)) return pronoun;
  if (courseNamed && !EMPTY_SUBJECT.test(courseNamed)) return { text: courseNamed, strength: 2.5 };
  const asked = ASKED_OF.exec(clause.trim()) ?? USED_AT_WORK.exec(clause.trim());
  const askedText = asked?.[1] || asked?.[2] ? tidySubject(asked[1] ?? asked[2] ?? "", false) : "";
  if (askedText && !EMPTY_SUBJECT.test(askedText)) return { text: askedText, strength: 2 };
  if (pronoun) return pronoun;
  const passed = PASSED.exec(clause.trim());
  const passedName = passed?.[1] ? tidySubject(passed[1], false) : "";
  if (passedName && !EMPTY_SUBJECT.test(passedName)) return { text: passedName, strength: 2 };
  let text = clause.trim();
  let framed = false;
  // "what do I need to know about project management": after a preposition comes a name, not an activity.
  let lead = "";
  for (let pass = 0; pass < 4; pass += 1) {
    for (const pattern of LEAD_IN) {
      const found = pattern.exec(text);
      if (found?.[0] && found.index === 0) {
        framed = true;
        lead = found[0];
        text = text.slice(found[0].length).trim();
      }
    }
  }
  if (NARRATIVE.test(text)) return null;
  // A title ("Introduction to Neural Networks", "A Guide to Sourdough") is a subject whole: its "to" starts no reason.
  // Typed casually ("intro to Python"), it asks for an introduction: the subject is what comes after "to".
  // "Intro to astronomy for a 70 year old": a lower-case name after "to" is typed casually too, whatever the first letter.
  const introduced = TITLE_TO.test(text) && (/^[a-z]/.test(text) || /^\S+\s+to\s+[a-z]/.test(text));
  if (introduced) text = text.replace(/^.*?\bto\s+/i, "");
  else if (TITLE_TO.test(text)) return { text: text.replace(/[?!.。？！]+$/u, "").trim(), strength: 1 };
  // "need air brakes": a wish with no "to" names a thing, not an activity.
  const activity = framed && !/\b(?:about|with|on|of|in|for)\s*$/i.test(lead) && /^[a-z]+\s+\S/i.test(text);
  const subject = tidySubject(text, activity && !/\b(?:need|want)s?\s+(?!to\b)\S/i.test(clause));
  // "how do compilers work?": what a question asks of is named as firmly as what "I'm new to" names.
  // "how to read an income statement": what a how-to names is as firm, whatever background follows it.
  const asks = /^(?:how\s+(?:do|does|did)|what\s+(?:is|are))\s+(?!(?:i|we|you|one)\b)|^how\s+to\s+\S/i.test(clause.trim());
  // "maybe 15 minutes most days": with the time read, the hedge left over names nothing.
  if (!subject || EMPTY_SUBJECT.test(subject) || EMPTY_SUBJECT.test(text) || HEDGE.test(subject)) return null;
  return { text: subject, strength: asks || introduced ? 2 : 1, ...(framed ? { framed: true } : {}) };
}

/**
 * Where an English subject ends: what follows its name in the learner's sentence (a reason, a deadline,
 * a manner, a focus, a use, a complaint after a comma) is said around the subject, never part of it.
 */

/** Where the subject ends: a reason, or — in a run-on typed without commas — a new clause ("chess im a total noob"). */
export const REASON =
  /\s+(?:to|so that|so i can|so i'm|because|cuz|cos|coz|bc|b\/c|in order to|for my|for our|for work|since|as a|as an|while|before|when|if|and then|who|which|but|i|im|i'm|my\s+[a-z]+\s+(?:is|are|was|will|wants|needs|says|said|told|keeps|has|gonna)|i've|ive|i'd|i'll|should|would|might|will be|we|we're|they|they're|he|she|it's|never|already|lol|haha|lmao|tbh|idk|(?:this|next|over the)\s+(?:weekend|week|month|year|summer|spring|fall|autumn|winter|semester|term)|today|tonight|tomorrow|soon|(?:(?:on|by|until|till|before)\s+)?(?:(?:this|next|the coming)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?|like\s+(?:i'?m|im|i am|i was|you'?re|a|an)\b|in\s+(?:very\s+)?(?:simple|plain|layman'?s?|easy|basic|everyday)\s+(?:terms|english|words|language)|(?:on|by|until|till|before)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\b|(?:jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)|right now|in 20\d\d|these days|nowadays|anymore|with(?:out| no| zero| little)|at \d+|at my age|as an adult|at home|beyond the (?:basics|fundamentals|intro)|for (?:someone|somebody|people|a person|those|anyone|a beginner|beginners) (?:who|that|with|like|coming|switching|moving|from)|for (?:an?\s+)?(?:\d{1,3}|[a-z]+)[- ]?(?:year|yr)s?[- ]?old|alongside|together with|at (?:my|your) own pace|in my (?:free|spare) time|on the side|on weekends|after (?:\d+|a few|many|several|two|three|five|ten) years?)\b.*$/i;
export const OUTCOME_TAIL =
  /\s+for\s+(?:(?:a|an|the|my|your)\s+)?(?:new\s+|better\s+|upcoming\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:jobs?|roles?|positions?|interviews?|careers?|exams?|class(?:es)?|courses?|homework|thesis|trip|tests?|finals?|midterms?|school|college|uni(?:versity)?|degree|program(?:me)?|bootcamp)\b.*$/i;
export const MANNER_TAIL =
  /\s+(?:from scratch|from zero|from the ground up|from (?:the )?basics|from the (?:very )?(?:start|beginning)|slower|more slowly|slowly|more simply|quickly|fast|properly|well|better|deeply|thoroughly|inside out|for good|once and for all|for real|completely|fully|seriously|step by step|this year|asap|please|at work|for beginners|for dummies|online|on my own|myself|work|basics|fundamentals|101|course|tutorial|exam|certification|certificate|test|stuff|things|in depth|in detail|too|refresher|crash course|primer|overview|recap|interviews?|again|back|first|next|done|sorted|figured out|nailed down|lol|haha|tbh|rn|quick|easily|actually|really|exactly|programming language|lang|for (?:adults|kids|children|seniors|teens|grown-?ups|everyone))$/i;
/** "music theory, esp chord progressions": the focus named after the subject is no part of its name. */
export const FOCUS_TAIL =
  /\s*[,;]?\s+(?:esp\.?|especially|particularly|in particular|e\.g\.?|i\.e\.?|incl\.?|including|such as)(?:\s.*)?$/i;
export const VAGUE_THEN_SPECIFIC =
  /^(?:[\w-]+\s+){0,2}(?:stuff|things|topics|something|that area|this area)\s*[,;:]?\s+(?:specifically|especially|esp\.?|particularly|in particular|namely|mainly|mostly)\s+(?=\S)/i;
/** "Python for automating contract drafting": what a named subject is for, said with a gerund, is its use. */
export const USE_TAIL = /\s+for\s+(?!(?:beginners?|dummies|kids|adults|everyone)\b)[a-z]+ing\b.*$/i;

/** "go concurrency, channels confuse me", "SQL, joins are killing me": a complaint after a comma is a clause of its own. */
const COMPLAINT_TAIL =
  /\s*,\s*(?:[\w'+#.-]+\s+){0,3}?(?:confuses?|confusing|kills?|(?:is|are)\s+killing|trips?\s+me|scares?|(?:makes?|made)\s+no\s+sense|(?:don'?t|doesn'?t)\s+make\s+sense|(?:is|are|seems?)\s+(?:so\s+|really\s+|very\s+|super\s+|kinda\s+)?(?:hard|confusing|difficult|tough|impossible|weird))\b.*$/i;
/** "video call my grandkids": the family called is who it is for; the activity is the subject. */
const FAMILY_OBJECT =
  /(?<=\b(?:call|video[- ]?call|facetime|skype|zoom|text|message|email|chat|talk)(?:ing)?)\s+(?:(?:with|to)\s+)?(?:my|our)\s+(?:[a-z-]+\s+)?(?:grand\w+|kids?|children|son|daughter|family|parents?|wife|husband|mom|mum|dad|friends?)(?:\s+(?:in|from|who|abroad|overseas|back)\b.*)?$/i;

export function withoutTails(text: string): string {
  return text
    .replace(COMPLAINT_TAIL, "")
    .replace(OUTCOME_TAIL, "")
    .replace(REASON, "")
    .replace(FOCUS_TAIL, "")
    .replace(USE_TAIL, "")
    .replace(FAMILY_OBJECT, "");
}

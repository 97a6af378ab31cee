/**
 * Questions about what the learner should do — "how do I resolve a conflict?", "why should I never
 * rebase a shared branch?", "how can we speed up training?", "我该怎么解决冲突？", "怎么撤销提交" —
 * name their subject in what is done, never in who does it: the asker ("I", "we", 我) is no subject,
 * and dropping the clause after them would answer the previous question instead.
 */

/** "how do I / why should we / when can you …": the clause after the asker, a manner adverb and "learn to" taken off. */
export const SPEAKER_QUESTION_EN =
  /(?:^|[:,;]\s*)(?:so\s+|and\s+|but\s+|then\s+|ok(?:ay)?,?\s+)?(?:how|why|when|where)\s+(?:do|does|did|can|could|should|would|must|shall|will|might|may|am|are)\s+(?:i|we|you|u|one|people)\s+(?:(?:ever|never|not|really|actually|even|best|properly|correctly|safely|quickly|always)\s+)*(?:(?:need|have|want|ought|got)\s+to\s+)?(?:(?:learn|study|understand|master|get better at|get started with)\s+(?:to\s+|how\s+to\s+)?)?(.+?)\s*(?:[.!?](?=\s|$)|$)/i;

/** "我该怎么解决冲突", "如何才能避免过拟合", "咱们怎样部署": what follows the how, the asker and a modal in front of it skipped. */
export const SPEAKER_QUESTION_ZH =
  /(?:^|[，,。！？!?\s])?(?:我|我们|咱们|你|你们)?(?:该|要|应该|应当|可以|能|得)?(?:怎么|如何|怎样|咋)(?:样)?(?:才能|才可以|才|去|来)?((?:[^，。！？,.!?]|\.(?=[A-Za-z0-9]))+)/u;

/** The clause names a doing with no object of its own ("start", "get better", "do it"): the conversation's subject is meant. */
export const NO_OBJECT_EN =
  /^(?:start|begin|get started|proceed|continue|go on|do (?:it|this|that|better)|fix (?:it|this|that)|use (?:it|this|that)|improve|prepare|study|learn|practi[cs]e|remember (?:it|this|that)?|know|get better|ask|help|be sure|tell)$/i;

/** "avoid it", "deal with that", "speed it up": a verb on a pronoun is about the conversation's subject. */
export const PRONOUN_OBJECT_EN =
  /^(?:[a-z-]+\s+){1,2}(?:it|this|that|them|these|those)(?:\s+(?:up|out|down|off|on|over|again|work|happen|better|right))?$/i;

/** "避免", "实现": what follows the how is a verb of one or two characters and nothing it acts on. */
export const DROPPED_OBJECT_ZH = /^\p{Script=Han}{1,2}$/u;

/** A speaker, not a subject: "how can I speed up training" relates training to nothing the learner named. */
export const SPEAKER = /^(?:i|we|you|u|one|people|me|us|我|我们|咱们|你|你们)$/iu;

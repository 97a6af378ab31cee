/**
 * What a subject is about, for finding which of the learner's courses and sources cover it: "p-value of
 * 0.03" is about p-values, "p值等于0.03" about p值, "a learning rate of 0.1" about the learning rate. The
 * value a question gives its subject narrows the question, never the subject a course is named after.
 * A one-letter statistic is written both ways ("p值" / "p-value"), so either finds a course named the other way.
 */

const NUMBER = String.raw`[-+−]?(?:\d+(?:[.,]\d+)*|[.,]\d+)\s*%?`;
// "of 0.03", "= 0.05", "equal to 0.1", "below 0.05", "set to 0.1", "around 3": a value given to the subject.
const VALUE_EN = new RegExp(
  String.raw`\s*(?:\b(?:of|at|is|equals?|equal\s+to|being|below|above|under|over|less\s+than|greater\s+than|more\s+than|around|about|near|roughly|set\s+to|like)\b|[=<>≤≥≈])\s*${NUMBER}(?![\p{L}\d])`,
  "giu",
);
// "等于0.03", "为0.05", "小于0.05", "设为0.1", "是3": the same in Chinese.
const VALUE_ZH = new RegExp(
  String.raw`\s*(?:约等于|等于|不等于|小于|大于|低于|高于|超过|不到|接近|约为|设为|设成|取值为|取|为|是|[=<>≤≥≈])\s*${NUMBER}`,
  "gu",
);
const LONE_NUMBER = new RegExp(String.raw`(?<![\p{L}\d])${NUMBER}(?![\p{L}\d])`, "gu");

/** "p值" ↔ "p-value": a statistic named by one Latin letter. */
const LETTER_VALUE_ZH = /(?<![A-Za-z])([A-Za-z])\s*值/gu;
const LETTER_VALUE_EN = /(?<![A-Za-z])([A-Za-z])[-\s]values?\b/giu;

/**
 * The words a course or source about `topic` would be named with: the topic without the value it is given,
 * plus the other spelling of a one-letter statistic. The topic itself when nothing is left of it (a bare number).
 */
export function topicHead(topic: string): string {
  const head = topic.replace(VALUE_EN, " ").replace(VALUE_ZH, " ").replace(LONE_NUMBER, " ").replace(/\s+/g, " ").trim();
  if (!/[\p{L}]/u.test(head)) return topic.trim();
  const other = [
    ...[...head.matchAll(LETTER_VALUE_ZH)].map((match) => `${match[1]!.toLowerCase()}-value`),
    ...[...head.matchAll(LETTER_VALUE_EN)].map((match) => `${match[1]!.toLowerCase()}值`),
  ];
  return [head, ...other].join(" ");
}

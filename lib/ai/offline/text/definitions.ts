import { nounPhrasesOf } from "./han-predicates";
import { stripBoilerplate } from "./material-boilerplate";

/**
 * The terms a text defines in its own sentences ("A pod is the smallest deployable unit…",
 * "**Loss**: how wrong…", "光反应是指…"), read without knowing the subject: the text says which
 * term each definition belongs to. Used for placement checks on an attached document and for the
 * facts ground-truth.md starts with, each cited to the line it is on.
 */
const EN_DEFINITION =
  /^(?:an?\s+|the\s+)?((?:[A-Za-z][\w'-]*)(?:\s+[A-Za-z][\w'-]*){0,3})\s+(?:is|are|refers to|means|is defined as|is called|describes)\s+((?:an?|the|one|any)\s+.{12,200}?)[.;](?:\s|$)/i;
const EN_GLOSSARY = /^(?:[-*]\s+)?\*\*([^*]{2,40})\*\*\s*[:：—–-]\s*(.{12,200}?)(?:[.;]|$)/;
const ZH_DEFINITION = /^(?:所谓)?([\u3400-\u9fffA-Za-z0-9]{2,12}?)(?:是指|指的是|是一种|是一个|是一类|被称为|就是)(.{6,120}?)[。；]/u;
/** "向量是既有大小又有方向的量": X是…的Y, a short X and a kind Y closing the sentence (not "问题是我们没有…的数据": see ZH_NOT_KIND). */
const ZH_OF_KIND =
  /^(?:所谓)?([\u3400-\u9fffA-Za-z0-9]{2,10}?)是((?!指|一种|一个|一类)[^，,。；;]{2,80}?的[\u3400-\u9fffA-Za-z]{1,8})\s*(?:[。；;]|$)/u;
/** A statement about someone ("…是我们…的", "…是你…的"), not what a thing is. */
const ZH_NOT_KIND = /^(?:我|你|他|她|它|我们|你们|他们|这|那|不|没|很|非常|因为|为了|由于|在)/u;
/**
 * Words that do something, not things: "两个向量相加", "计算梯度", "使用缓存" name an action, never a
 * term, so a sentence opening with one is no definition; read by word (Intl.Segmenter).
 */
const ZH_ACTION = new Set(
  "相加 相减 相乘 相除 加上 减去 乘以 除以 计算 使用 利用 求解 求 进行 做 比较 选择 处理 运行 调用 编写 得到 训练 应用 执行 实现 用".split(
    " ",
  ),
);
const SEGMENTER = new Intl.Segmenter("zh", { granularity: "word" });
/** "Adding two vectors", "using a cache", "to compute…": an action (a verb with its object), not a term; "learning rate" stays one. */
const EN_ACTION =
  /^(?:to\s+\w+|(?:adding|subtracting|multiplying|dividing|calculating|using|applying|taking|finding|solving|comparing|doing|making|getting)\b|\w+ing\s+(?:an?|the|two|three|four|several|many|some|all|each|every|its|their|your|our|this|these|those|\d+)\b)/i;

/** "损失函数变小就是训练的目标": a subject and what happens to it (./han-predicates.ts) is a clause, not a term. */
const isClause = (term: string) => /^\p{Script=Han}+$/u.test(term) && nounPhrasesOf(term).join("") !== term;
const isAction = (term: string) =>
  EN_ACTION.test(term) || isClause(term) || [...SEGMENTER.segment(term)].some((part) => ZH_ACTION.has(part.segment));
/** Not terms: pronouns, articles, words that open ordinary sentences. */
const NOT_TERM =
  /^(?:it|this|that|these|those|there|here|he|she|they|we|you|i|what|which|who|one|each|every|some|all|the result|the answer|the goal|the following|the next|the first|the last|this chapter|this section|this document|它|这|那|我们|你|他|这个|那个|本章|本节|下面|以下|其中)$/iu;

export interface TermDefinition {
  term: string;
  /** What the sentence says the term is, as written (term itself not repeated). */
  definition: string;
}

function cleanTerm(term: string): string {
  return term.replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();
}

/** The term and its definition when the sentence defines one, else null. */
export function definitionOf(sentence: string): TermDefinition | null {
  const ofKind = ZH_OF_KIND.exec(sentence);
  const match =
    EN_GLOSSARY.exec(sentence) ??
    EN_DEFINITION.exec(sentence) ??
    ZH_DEFINITION.exec(sentence) ??
    (ofKind && !ZH_NOT_KIND.test(ofKind[2]!) ? ofKind : null);
  if (!match?.[1] || !match[2]) return null;
  const term = cleanTerm(match[1]);
  if (term.length < 2 || term.length > 60 || NOT_TERM.test(term) || /^\d/.test(term) || isAction(term)) return null;
  const definition = match[2].replace(/\s+/g, " ").trim();
  return definition.length >= 6 ? { term, definition: definition.slice(0, 240) } : null;
}

export interface LineDefinition extends TermDefinition {
  /** 1-based line of the text the definition is on. */
  line: number;
  /** The whole sentence, as written. */
  sentence: string;
}

/** Every definition in a text, one per term, with its line; generated-file notices and licence blocks skipped. */
export function textDefinitions(text: string, max = 40): LineDefinition[] {
  const out: LineDefinition[] = [];
  const seen = new Set<string>();
  stripBoilerplate(text)
    .split("\n")
    .forEach((raw, index) => {
      if (out.length >= max || /^\s*#/.test(raw)) return;
      for (const sentence of raw.trim().split(/(?<=[.!?。！？；;])\s*/u)) {
        const found = definitionOf(sentence.trim());
        if (!found || seen.has(found.term.toLowerCase())) continue;
        seen.add(found.term.toLowerCase());
        out.push({ ...found, line: index + 1, sentence: sentence.trim() });
      }
    });
  return out;
}

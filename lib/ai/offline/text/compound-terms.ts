/**
 * Words requests are phrased with ("learning", "test", "line", "study", "deep", 学习) that are also part
 * of a subject's name: "learning rate", "machine learning", "deep learning", "unit test", "command line",
 * "case study", 学习率, 学习曲线. Read as stop words they cut the name in half ("explain the learning
 * rate" would be about "rate"); read as content everywhere, "start learning Python" would be a subject.
 * So such a word counts as content only beside the partner it forms a term with: a word it opens
 * ("learning" + rate) or a word that opens it (machine + "learning").
 */

/** What a framing word opens: "learning rate", "deep copy", "test set", "line integral". */
const OPENS: Record<string, RegExp> = {
  learning:
    /^(?:rates?|curves?|theor(?:y|ies)|styles?|paths?|objectives?|outcomes?|algorithms?|models?|analytics|disabilit(?:y|ies)|loops?|environments?|methods?|strateg(?:y|ies)|resources?|management|platforms?|systems?|tasks?|problems?|signals?)$/,
  deep: /^(?:learning|copy|copies|neural|networks?|reinforcement|fakes?|web)$/,
  test: /^(?:sets?|cases?|data|suites?|coverage|driven|harness(?:es)?|doubles?|statistics?|accuracy|errors?|loss)$/,
  tests: /^(?:suites?)$/,
  line: /^(?:integrals?|search(?:es)?|charts?|graphs?|segments?|breaks?|endings?|numbers?|items?)$/,
  study: /^(?:designs?|groups?)$/,
};

/** What opens a framing word: "machine learning", "unit test", "command line", "case study". */
const OPENED_BY: Record<string, RegExp> = {
  learning:
    /^(?:machine|deep|reinforcement|supervised|unsupervised|semi-supervised|self-supervised|transfer|federated|active|online|ensemble|representation|meta|contrastive|few-shot|zero-shot|one-shot|multi-task|multitask|curriculum|statistical|lifelong|continual|incremental|adversarial|q|manifold|metric|feature|dictionary|structured|rote|blended|distance|experiential|collaborative|problem-based|project-based|inquiry-based|hebbian|imitation|inverse|offline|batch|mini-batch|instance-based|rule-based|similarity|preference|policy)$/,
  test: /^(?:unit|integration|end-to-end|e2e|smoke|load|stress|acceptance|regression|penetration|turing|hypothesis|significance|paired|chi-squared?|t|z|f|a\/b|snapshot|property-based|fuzz|mutation|primality|ratio|rank|sign)$/,
  tests: /^(?:unit|integration|end-to-end|e2e|smoke|load|stress|acceptance|regression|statistical|hypothesis|snapshot|property-based)$/,
  testing:
    /^(?:unit|integration|end-to-end|e2e|smoke|load|stress|acceptance|regression|penetration|hypothesis|snapshot|property-based|a\/b|fuzz|mutation|software|manual|automated)$/,
  line: /^(?:command|number|regression|tangent|time|straight|production|assembly|base|fault|power|transmission|spectral|real|secant|normal)$/,
  lines: /^(?:field|contour|spectral|parallel|skew|transmission|production|assembly)$/,
  study: /^(?:case|cohort|observational|longitudinal|pilot|control|twin|field|feasibility|time-and-motion)$/,
  studies: /^(?:case|cohort|observational|longitudinal|pilot|twin|field)$/,
};

/** Whether `word` (lower-cased), written between `before` and `after` (the words beside it, "" when none), is part of a term. */
export function isCompoundPart(word: string, before: string, after: string): boolean {
  return Boolean((after && OPENS[word]?.test(after)) || (before && OPENED_BY[word]?.test(before)));
}

/** 学习 (and 深度) opening a subject's own name: 学习率, 学习曲线, 学习方法 — never 学习 Python. */
const ZH_OPENS: Record<string, RegExp> = {
  学习: /^(?:率|曲线|理论|风格|路径|目标|成果|算法|模型|方法|策略|资源|环境|障碍|分析|任务|动机|迁移)$/u,
};

/** Whether the Han word `word` opens a term with the Han word `after`. */
export function opensHanTerm(word: string, after: string): boolean {
  return Boolean(after && ZH_OPENS[word]?.test(after));
}

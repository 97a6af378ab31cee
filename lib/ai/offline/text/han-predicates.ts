/**
 * A Han run of content words can run on from a subject into what is said about it: 损失函数变小 ("the
 * loss function gets smaller"), 准确率提高 ("accuracy rises"), 模型逐渐收敛. A term is a noun phrase, so
 * the predicate ends it: 损失函数变小 → 损失函数. Three kinds of predicate:
 * - a change of state or degree, 变/太/越 + an adjective (变小, 太大, 越来越大): never part of a name;
 * - an adverb of manner or time (逐渐, 不断, 显著, 开始 before a change verb …) and what follows it: a verb phrase;
 * - a change verb (下降, 提高, 收敛, 增大 …) after a subject: a predicate, unless the pair names a process
 *   (梯度下降, 权重衰减, 数据增强: NAMED_BY) or a noun follows that the verb modifies (收敛速度, 梯度下降法,
 *   梯度提升树). A change verb with nothing before it is the subject asked about (什么是收敛) and stays.
 */

const ADJ = "小|大|快|慢|好|差|高|低|多|少|长|短|强|弱|宽|窄|轻|重|深|浅|平滑|复杂|简单|稳定|准确|清晰|模糊|平稳|陡峭|平缓|紧|松|稀疏|密集";
const ADVERB = "越来越|逐渐|不断|持续|迅速|显著|明显|变得|更加|一直|始终|慢慢|渐渐|大幅|略微|稍微|急剧|很快|逐步|几乎";
const VERB =
  "增大|减小|增加|减少|提高|提升|降低|下降|上升|收敛|发散|消失|爆炸|衰减|增长|缩小|扩大|改善|恶化|加快|减慢|波动|饱和|翻倍|减半|归零|溢出|加速|减速|增强|减弱|升高|放大|缩减|趋于稳定|趋近";

// 开始 is an adverb only before a change verb (损失开始上升); 从小处开始 is "start small".
const CHANGE = new RegExp(`(?:${ADVERB})*(?:变|太|越)(?:${ADJ})|(?:${ADVERB})+(?:${VERB})?|开始(?:${VERB})`, "u");
const CHANGE_VERB = new RegExp(`(?:${VERB})`, "u");
/** What a change verb modifies rather than predicates: 收敛速度, 下降法, 提升树, 衰减率. */
const NOUN_AFTER =
  /^(?:性|率|度|值|法|器|量|树|速度|速率|条件|定理|曲线|过程|阶段|方向|步长|幅度|因子|算法|方法|问题|现象|趋势|策略|技术)/u;
/** The processes named by a noun and a change verb: the verb is part of the name. */
const NAMED_BY: Readonly<Record<string, RegExp>> = {
  下降: /(?:梯度|坐标|镜像)$/u,
  上升: /梯度$/u,
  消失: /梯度$/u,
  爆炸: /(?:梯度|维度|组合|信息)$/u,
  衰减: /(?:权重|学习率|指数|信号)$/u,
  提升: /(?:梯度|自适应)$/u,
  增强: /(?:数据|图像|检索)$/u,
  增长: /(?:经济|指数)$/u,
};

const chars = (text: string) => Array.from(text).length;

/** Where the first predicate in `run` starts and ends, or null when the run is a noun phrase throughout. */
function firstPredicate(run: string): { start: number; end: number } | null {
  let from = 0;
  while (from < run.length) {
    const rest = run.slice(from);
    const change = CHANGE.exec(rest);
    const verb = CHANGE_VERB.exec(rest);
    const candidates = [change, verb].filter((match): match is RegExpExecArray => match !== null);
    if (candidates.length === 0) return null;
    const match = candidates.reduce((a, b) => (b.index < a.index || (b.index === a.index && b[0].length > a[0].length) ? b : a));
    const start = from + match.index;
    const end = start + match[0].length;
    if (match === change) return { start, end };
    const before = run.slice(0, start);
    const after = run.slice(end);
    const named = NAMED_BY[match[0]]?.test(before) ?? false;
    if (chars(before) >= 2 && !named && !NOUN_AFTER.test(after)) return { start, end };
    from = end;
  }
  return null;
}

/** The noun phrases of a Han run, in order, each predicate taken out (pieces under two characters dropped). */
export function nounPhrasesOf(run: string): string[] {
  const phrases: string[] = [];
  let rest = run;
  for (let at = firstPredicate(rest); at; at = firstPredicate(rest)) {
    phrases.push(rest.slice(0, at.start));
    rest = rest.slice(at.end);
  }
  phrases.push(rest);
  return phrases.filter((phrase) => chars(phrase) >= 2);
}

/** After a modal even a verb that is also a noun (变化, 更新: 温度变化 is a term) is what the subject does: 不再变化. */
const WHOLE_PREDICATE = new RegExp(`^(?:(?:${ADVERB})*(?:变|太|越)(?:${ADJ})|(?:${ADVERB})*(?:${VERB}|变化|更新|改变|变动))$`, "u");
/** Words that put a verb in a clause: 会发散, 不收敛, 已经下降 — what follows them is said about a subject. */
const MODAL = /^(?:会|能|可能|将|将会|就|才|不|没|没有|在|正在|已经|还|也|都|又|再|不再|更|很|非常|最|开始|逐渐|不断|一直)$/u;

/** Whether the Han word `word`, written right after `before`, is a predicate (损失会|发散), never a term of its own. */
export function predicateAfter(before: string, word: string): boolean {
  return MODAL.test(before) && WHOLE_PREDICATE.test(word);
}

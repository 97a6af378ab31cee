/**
 * Words that never make a passage relevant on their own: English function words and the words
 * questions are phrased with, and Chinese particles, pronouns and question words. A query's
 * stop words are left out of its relevance units (features/sources/lib/query-units.ts), so "what",
 * "the", "的" or "什么" shared with a passage is no evidence that it answers anything.
 * Short on purpose: a word that carries a topic in some material (work, time, 时间) is not here.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be been being but by can could did do does doing done for from had has have having how i if in " +
    "into is it its itself me my no nor not of on or our ours so than that the their theirs them then there these they " +
    "this those to was we were what when where which while who whom whose why will with would you your yours about also " +
    "any just more most some such only own same very he him his she her hers us let shall should may might must am " +
    "each both all few other than too up out off again once here s t don doesn didn isn aren wasn weren won " +
    "explain explained describe define tell please give show say says said mean means meaning know want need " +
    "something anything thing things really kind sort lot get got even ever still yet well actually basically " +
    "exactly simple simply briefly according material materials notes much many use used using make makes made long"
  ).split(" "),
);

/** Whole segments (Intl.Segmenter words) that are function or question words in Chinese. */
export const CHINESE_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "的 地 得 了 着 过 是 不是 是否 吗 呢 吧 啊 呀 么 嘛 哦 和 与 及 跟 同 或 或者 在 有 有没有 没有 不 很 最 更 比较 非常 " +
    "我 你 您 他 她 它 我们 你们 他们 她们 它们 自己 这 那 这个 那个 这些 那些 这里 那里 这样 那样 个 一个 一下 一些 " +
    "什么 为什么 为何 怎么 怎样 怎么样 如何 哪 哪些 哪个 哪里 哪儿 哪一 哪一个 哪种 几 多少 多久 多长 多大 多 谁 " +
    "能 能否 能不能 可以 可不可以 会 会不会 要 需要 应该 请 请问 解释 解释一下 介绍 介绍一下 说明 说说 讲讲 讲 告诉 告诉我 " +
    "就 都 也 还 又 而 而且 但 但是 因为 所以 如果 被 把 给 让 对 对于 从 到 向 为 以 之 其 将 已 已经 等 等等 " +
    "里 中 上 下 时 时候 什么时候 之间 东西 资料 材料 笔记 根据"
  ).split(" "),
);

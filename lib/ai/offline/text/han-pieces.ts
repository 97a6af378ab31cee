/**
 * Names the word segmenter does not know. Intl.Segmenter cuts a Han word missing from its dictionary
 * into single characters (傅|里|叶|变换, 有|丝|分裂, 幂|等, 新生|儿|复苏), and some of those characters
 * are, elsewhere, grammar: 里 "in", 有 "have", 等 "etc.". Read as stop words they cut the name apart
 * (a question about 傅里叶变换 became one about 叶变换). So a character that is usually grammar but
 * also sits inside names counts as part of a name when it touches a lone character the dictionary did
 * not know (傅|里|叶, 有|丝): the unknown run stays one term, bounded by the function words and
 * particles around it. A numeral opening a word (三|羧酸) is that word's piece too, unless it counts
 * the measure after it (三|道|题, 五|分钟).
 */

/**
 * Characters that are grammar most of the time, yet also written inside names, and where in a name
 * they sit: 有 opens one (有|丝|分裂, 有|机), 里 sits inside (傅|里|叶), 等 closes one (幂|等). Each
 * touches, on its name's side, a character the segmenter gave alone; elsewhere it is grammar
 * (学习|率|有|什么, 资料|里, 苹果|等).
 */
const INSIDE_NAMES: Readonly<Record<string, "opens" | "inside" | "closes" | "second">> = {
  有: "opens",
  里: "inside",
  裡: "inside",
  等: "closes",
  // 首|过|效应: 过 after a lone character that is no verb, before a word, is the name's second character;
  // after a verb (学|过|编程, 看|过|电影) it is the aspect particle.
  过: "second",
  過: "second",
};
/** Single-character verbs that 过 follows as an aspect particle ("学过", "用过", "考过"). */
const TAKES_ASPECT = new Set(
  Array.from("学學看用做听聽说說讲講写寫读讀去来來见見吃玩试試碰提到走跑想考修练練弹彈画畫唱拍住待教问問查算背记記上搞弄"),
);
const NUMERALS = new Set(Array.from("一二三四五六七八九十百千两兩"));
/** What follows a numeral that counts something (三个月, 三道题, 五分钟): a measure, never a name's next piece. */
const MEASURE =
  /^(?:个|個|道|次|天|年|月|周|週|星期|小时|小時|分钟|分鐘|钟头|鐘頭|页|頁|章|节|節|行|遍|本|门|門|种|種|点|點|岁|歲|级|級|名|位|题|題|条|條|篇|段|句|部分)/u;

const HAN = /^\p{Script=Han}+$/u;
const length = (word: string) => Array.from(word).length;

/**
 * For each word (in order, `null` where something that is no word sits between two words), whether it
 * is a piece of a name the segmenter did not know although `isStop` reads it as a stop word.
 */
export function namePieces(words: readonly (string | null)[], isStop: (word: string) => boolean): boolean[] {
  const han = (i: number) => {
    const word = words[i];
    return typeof word === "string" && HAN.test(word) ? word : null;
  };
  const unknownSingle = (i: number) => {
    const word = han(i);
    return word !== null && length(word) === 1 && !isStop(word);
  };
  return words.map((word, i) => {
    const place = word === null ? undefined : INSIDE_NAMES[word];
    if (!place || !isStop(word!)) return false;
    const content = (at: number) => han(at) !== null && !isStop(han(at)!);
    if (place === "opens") return unknownSingle(i + 1) && content(i + 2);
    if (place === "inside") return unknownSingle(i - 1) && unknownSingle(i + 1);
    if (place === "second") return unknownSingle(i - 1) && !TAKES_ASPECT.has(han(i - 1)!) && content(i + 1) && length(han(i + 1)!) > 1;
    return unknownSingle(i - 1) && !content(i - 2);
  });
}

/**
 * Characters that close a noun as its suffix (新生儿, 可塑性, 学习率, 现代化, 催化剂): written alone after
 * a word, they are that word's last piece. A verb between two words (适合|做|索引) is none of them.
 */
const NOUN_SUFFIXES = new Set(Array.from("儿兒性率化剂劑酶症器素"));

/** Whether a lone character after a word closes it as a noun suffix (新生|儿). */
export function closesWord(single: string): boolean {
  return NOUN_SUFFIXES.has(single);
}

/** Whether a lone character written against the word `word` (before it when `before`) opens one name with it: a numeral, not counting a measure. */
export function joinsWord(single: string, word: string, before: boolean): boolean {
  return before && NUMERALS.has(single) && !MEASURE.test(word);
}

import type { Locale } from "@/lib/i18n/locales";

/**
 * The first stage of learning a language is its sound and writing system, which
 * differs a lot between languages (kana for Japanese, pinyin and tones for
 * Chinese), so the stage names it when the language is recognised.
 */
const HINTS: readonly ({ match: RegExp } & Record<Locale, string>)[] = [
  { match: /japanese|日语|日文|五十音/i, en: "kana (hiragana and katakana) and pronunciation", zh: "五十音（平假名、片假名）与发音" },
  { match: /cantonese|粤语/i, en: "Jyutping and the six tones", zh: "粤拼与六个声调" },
  { match: /chinese|mandarin|中文|汉语|普通话/i, en: "pinyin, tones and first characters", zh: "拼音、声调与常用汉字" },
  { match: /korean|韩语|韩文/i, en: "Hangul and pronunciation", zh: "韩文字母（谚文）与发音" },
  { match: /english|英语|英文/i, en: "phonics, stress and pronunciation", zh: "音标与发音" },
  { match: /russian|俄语/i, en: "the Cyrillic alphabet and pronunciation", zh: "西里尔字母与发音" },
  { match: /arabic|阿拉伯语/i, en: "the Arabic script and pronunciation", zh: "阿拉伯字母与发音" },
  { match: /greek|希腊语/i, en: "the Greek alphabet and pronunciation", zh: "希腊字母与发音" },
  { match: /hindi|印地语/i, en: "the Devanagari script and pronunciation", zh: "天城文字母与发音" },
  { match: /thai|泰语/i, en: "the Thai script and tones", zh: "泰文字母与声调" },
];

const ANY_SCRIPT: Record<Locale, string> = { en: "the alphabet, spelling and pronunciation", zh: "字母、拼读与发音" };

export function scriptHint(topic: string, lang: Locale): string {
  const hint = HINTS.find((entry) => entry.match.test(topic));
  return hint ? hint[lang] : ANY_SCRIPT[lang];
}

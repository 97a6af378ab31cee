/**
 * What a learner asks for when they want a saved outline changed, read from
 * their words in English or Chinese. A keyword guess is the best a model
 * without a model can do; an instruction that matches nothing changes nothing.
 */
export interface RevisionSignals {
  skipBasics: boolean;
  shorter: boolean;
  practice: boolean;
  deeper: boolean;
  simpler: boolean;
  examples: boolean;
  quizzes: boolean;
}

/** English words match at a word start (so "labs" counts and "label" doesn't); Chinese anywhere. */
const SIGNALS: Record<keyof RevisionSignals, { en: RegExp; zh: readonly string[] }> = {
  skipBasics: {
    en: /\b(?:skip(?:ping)?|drop|without|no|leave out|cut) (?:the )?(?:basics|fundamentals|intro(?:duction)?|beginner)|\balready know the (?:basics|fundamentals)/i,
    zh: ["跳过基础", "不要基础", "略过基础", "跳过入门", "去掉基础", "基础我会", "基础我已经", "不需要基础"],
  },
  shorter: {
    en: /\b(?:shorter|shorten|less time|fewer|compact|trim|condense|quicker|busy|too long)\b/i,
    zh: ["精简", "更短", "缩短", "短一点", "短一些", "少一些", "时间不多", "没时间", "压缩", "太长"],
  },
  practice: {
    en: /\b(?:hands[- ]on|practical|practi[cs]e|exercises?|labs?\b|projects?\b|by doing)/i,
    zh: ["动手", "实践", "练习", "实操", "项目", "边做边学"],
  },
  deeper: {
    en: /\b(?:deeper|in[- ]depth|more depth|advanced|harder|more challenging|go deep)/i,
    zh: ["深入", "进阶", "更难", "高级", "有深度", "难一点"],
  },
  simpler: {
    en: /\b(?:simpler|easier|too hard|gentler|slower pace)/i,
    zh: ["更简单", "简单一些", "简单点", "太难", "基础一些", "慢一点"],
  },
  examples: {
    en: /\b(?:examples?|case stud|worked|walkthroughs?)/i,
    zh: ["示例", "案例", "例子", "举例"],
  },
  quizzes: {
    en: /\b(?:quiz|quizzes|test myself|self[- ]checks?|exercises to check)/i,
    zh: ["测验", "小测", "自测", "检测"],
  },
};

export function revisionSignals(instruction: string | null | undefined): RevisionSignals {
  const text = (instruction ?? "").trim();
  const has = (key: keyof RevisionSignals) => SIGNALS[key].en.test(text) || SIGNALS[key].zh.some((word) => text.includes(word));
  const skipBasics = has("skipBasics");
  const deeper = has("deeper");
  return {
    skipBasics,
    shorter: has("shorter"),
    practice: has("practice"),
    deeper,
    // "Skip the basics" names the basics but asks for the opposite of simpler.
    simpler: !skipBasics && !deeper && has("simpler"),
    examples: has("examples"),
    quizzes: has("quizzes"),
  };
}

export function anyRevision(signals: RevisionSignals): boolean {
  return Object.values(signals).some(Boolean);
}

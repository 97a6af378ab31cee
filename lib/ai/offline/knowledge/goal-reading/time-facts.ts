import { enCountPattern, enNumber as enNumberOrNull, hanNumber, HAN_NUMERAL_CHARS } from "@/lib/ai/offline/text/number-words";
import { fact, type BudgetFact, type DeadlineFact } from "./types";

/**
 * Deadlines ("in 2 months", "by next quarter", "两个月后") and time budgets
 * ("3 hours a week", "每天半小时"). Weeks are only computed where no calendar is
 * needed; "by June" is a deadline with unknown weeks, never a guess.
 */

const UNIT_WEEKS: Record<string, number> = { day: 1 / 7, week: 1, weekend: 1, month: 52 / 12, year: 52 };
const NEXT_WEEKS: Record<string, number> = { week: 1, month: 4, quarter: 13, semester: 20, term: 12, year: 52 };

const EN_COUNT = `(${enCountPattern({ rough: true })})`;
const EN_IN = new RegExp(
  `\\b(?:in|within|over)\\s+(?:the\\s+next\\s+|just\\s+|only\\s+|about\\s+)?${EN_COUNT}\\s+(day|weekend|week|month|year)s?\\b`,
  "i",
);
const EN_NEXT =
  /\b(?:(?:by|before|until|for)\s+(?:the\s+(?:end|start|beginning)\s+of\s+)?(?:next|this)|next)\s+(week|month|quarter|semester|term|year|summer|spring|fall|autumn|winter)\b/i;
// "by next Tuesday", "by the 15th", "in April": a named day or month is a deadline (weeks unknown without a calendar).
const EN_NAMED =
  /\bin\s+(?:the\s+)?(?:early\s+|late\s+)?(?:spring|summer|fall|autumn|winter)\b|\bin\s+(?:early\s+|mid-?\s*|late\s+)?may\b(?=\s*(?:$|[,.;!?]))|\bdue\s+(?:in|on|by)\s+(?:early\s+|mid-?\s*|late\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\bin\s+(?:early\s+|mid-?\s*|late\s+)?(?:january|february|march|april|june|july|august|september|october|november|december)\b|\b(?:exam|test|due|deadline|it)(?:'s|\s+is)?\s+in\s+(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?|\b(?:by|before|until|on)\s+the\s+\d{1,2}(?:st|nd|rd|th)\b|\b(?:by|before|until|on)\s+(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b(?:by|before|until)\s+(?:(?:next|this|the coming)\s+)?(?:the\s+end\s+of\s+(?:the\s+)?(?:month|year|quarter|semester|january|february|march|april|may|june|july|august|september|october|november|december)|end\s+of\s+(?:the\s+)?(?:month|year|quarter|january|february|march|april|may|june|july|august|september|october|november|december)|(?:early\s+|mid-?\s*|late\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|christmas|summer|spring|fall|autumn|winter)|(?:my|the|our)\s+(?:exam|test|interview|trip|move|deadline|start date|new job)\b)/i;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/** "boards are april 14", "apps due nov 1", "exam is 3 May": a calendar date the goal is set to. */
const EN_DATE = new RegExp(
  String.raw`\b(?:is|are|'s|due(?:\s+(?:on|by))?|on|by|before|until|(?:(?:my|the|our)\s+)?deadline(?:\s+is)?)\s+(?:the\s+)?(?:${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH})\b`,
  "i",
);
/** "have 4 weeks", "only got 10 days": the time left is a deadline (years of experience are not). */
const EN_LEFT = new RegExp(
  `\\b(?:have|got|there(?:'s| is| are))\\s+(?:only\\s+|just\\s+|about\\s+|like\\s+)?${EN_COUNT}\\s+(day|week|month)s?\\b(?!\\s+(?:of|experience|ago|in\\b))`,
  "i",
);
/** "two months left", "6 weeks to go": the time left, said after it. */
const EN_LEFT_AFTER = new RegExp(`\\b${EN_COUNT}\\s+(day|week|month)s?\\s+(?:left|to go|remaining)\\b`, "i");
const EN_TIME_FOR = /\bin time for\s+(?:my|the|our)\s+[a-z]+(?:\s+[a-z]+)?/i;
/** "starting next Friday", "interview tomorrow", "exam on Monday": a named day ahead is a deadline too. */
const EN_DAY =
  /\b(?:(?:next|this|coming|on)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?!s)|tomorrow|tonight|the day after tomorrow|(?<=\b(?:exam|test|quiz|midterm|final|interview|deadline|due)s?\s+)(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this\s+(?:summer|spring|fall|autumn|winter|semester|term))\b/i;

function enNumber(word: string): number {
  return enNumberOrNull(word) ?? 1;
}

function zhNumber(text: string): number {
  return hanNumber(text) ?? 1;
}

const ZH_COUNT = `([\\d.]+|[${HAN_NUMERAL_CHARS}]{1,5}|半)`;
const ZH_UNIT_WEEKS: Record<string, number> = { 天: 1 / 7, 周: 1, 星期: 1, 月: 52 / 12, 年: 52 };
// "三个月转行", "两周学会": a span right before what is to be done by then is a deadline too.
const ZH_IN = new RegExp(
  `${ZH_COUNT}\\s*(?:个)?\\s*(天|周|星期|月|年)(?:半)?\\s*(?:后|以后|之后|内|以内|之内|左右|时间|(?=(?:就|要|能)?(?:转行|学会|学完|掌握|入门|拿下|通过|考过|搞定|速成|上手)))`,
);
/** "还有三个月", "只剩两周": the time left is a deadline too. */
const ZH_LEFT = new RegExp(`(?:还有|只有|只剩|还剩|剩下?)\\s*${ZH_COUNT}\\s*(?:个)?\\s*(天|周|星期|月|年)(?:半)?(?:时间)?`);
const ZH_NEXT = /下(?:个)?(周|星期|月|季度|学期)(?:前|之前|底|末|初)?/;
const ZH_NEXT_WEEKS: Record<string, number> = { 周: 1, 星期: 1, 月: 4, 季度: 13, 学期: 20 };
/** "in Q3", "by end of Q4", "before our Q3 review", "第三季度前", "Q3之前": a business quarter is a date. */
const QUARTER =
  /\b(?:(?:by|before|until|in|during|for)\s+(?:the\s+)?(?:(?:end|start)\s+of\s+(?:the\s+)?)?|(?:end|start)\s+of\s+(?:the\s+)?|(?:our|my|the)\s+)q[1-4]\b(?:\s+(?:20\d\d|review|deadline|launch|planning))?|(?:第[一二三四]季度|[Qq][1-4])(?:前|之前|末|底|结束前)/i;

const ZH_NAMED =
  /(?:(?:明年|今年|年底前?)[\d一二三四五六七八九十]{1,3}月(?:份|底|初|中旬|上旬|下旬)?|年底|年末|月底|明年|今年内|今年底|寒假|暑假|(?:考试|面试|高考|中考|考研|入冬|入夏|开春|开学|过年|春节|毕业|入职|出发|出国)(?:前|之前)|大后天|明天|后天|今晚|下(?:个)?(?:周|星期)[一二三四五六日天]|(?:这|本)(?:周|星期)[一二三四五六日天末]|[\d一二三四五六七八九十]{1,3}月(?:份)?(?:前|之前|底|初|中旬|上旬|下旬)|[\d一二三四五六七八九十]{1,3}月[\d一二三四五六七八九十]{1,3}[号日])(?:前|之前)?/;

function weeksRounded(weeks: number): number {
  return Math.max(1, Math.round(weeks));
}

export function readDeadline(clause: string): DeadlineFact | null {
  const inMatch = EN_IN.exec(clause);
  if (inMatch?.[1] && inMatch[2]) {
    const weeks = weeksRounded(enNumber(inMatch[1]) * (UNIT_WEEKS[inMatch[2].toLowerCase()] ?? 1));
    return { ...fact(inMatch[0], clause), weeks };
  }
  const left = EN_LEFT.exec(clause) ?? EN_LEFT_AFTER.exec(clause);
  if (left?.[1] && left[2])
    return { ...fact(left[0], clause), weeks: weeksRounded(enNumber(left[1]) * (UNIT_WEEKS[left[2].toLowerCase()] ?? 1)) };
  const next = EN_NEXT.exec(clause);
  if (next?.[1]) return { ...fact(next[0], clause), weeks: NEXT_WEEKS[next[1].toLowerCase()] ?? null };
  const named = EN_NAMED.exec(clause) ?? EN_DATE.exec(clause) ?? EN_TIME_FOR.exec(clause) ?? EN_DAY.exec(clause);
  if (named) return { ...fact(named[0], clause), weeks: null };
  const zhIn = ZH_IN.exec(clause) ?? ZH_LEFT.exec(clause);
  if (zhIn?.[1] && zhIn[2]) {
    const weeks = weeksRounded(zhNumber(zhIn[1]) * (ZH_UNIT_WEEKS[zhIn[2]] ?? 1));
    return { ...fact(zhIn[0], clause), weeks };
  }
  const zhNext = ZH_NEXT.exec(clause);
  if (zhNext?.[1]) return { ...fact(zhNext[0], clause), weeks: ZH_NEXT_WEEKS[zhNext[1]] ?? null };
  const quarter = QUARTER.exec(clause);
  if (quarter) return { ...fact(quarter[0], clause), weeks: null };
  const zhNamed = ZH_NAMED.exec(clause);
  return zhNamed ? { ...fact(zhNamed[0], clause), weeks: null } : null;
}

const EN_BUDGET = new RegExp(
  // "20 min on my lunch break every day": where the time is spent may sit between the amount and how often.
  `${EN_COUNT}\\s*(hours?|hrs?|h(?![a-z])|minutes?|mins?)(?:\\s+(?![0-9])[^\\s.,;!?]+){0,5}?(?:\\s+(?:a|per|each|every|(most))\\s+|\\s*\\/\\s*)(day|night|evening|morning|afternoon|lunch(?:time)?|weekday|weekend|week|wk)s?\\b`,
  "i",
);
const ZH_BUDGET = new RegExp(
  `每(?:个)?(天|日|晚|周|星期)(?:末|[一二三四五六日天])?\\s*(?:早上|上午|中午|下午|晚上|睡前|通勤(?:时|路上)?|路上|地铁上|公交上|车上|午休(?:时)?|lunch|午饭时间|(?:下班|放学|下课|晚饭|午饭|饭)(?:后|以后|之后)?|[\\u3400-\\u9fff]{1,6}?(?:以后|之后)){0,2}\\s*(?:[\\d一二三四五六七八九十]{1,3}\\s*点(?:半|钟)?\\s*(?:以后|之后|后)?)?\\s*(?:大概|大约|差不多|约|最多|至少|只有|只|有|能抽出|能有|能学|可以学|能花|抽|花|学|练|读|看|背|听|写|做)*\\s*${ZH_COUNT}\\s*(?:个)?\\s*(小时|钟头|分钟)`,
);

function perWeek(amount: number, unit: string, per: string): number {
  const minutes = /^(?:h|小|钟)/i.test(unit) ? amount * 60 : amount;
  return Math.round(/^(?:week(?!day)|wk|周|星期|礼拜)/i.test(per) ? minutes : per.toLowerCase() === "weekday" ? minutes * 5 : minutes * 7);
}

/** "每週三次，每次四十分鐘", "3 times a week, 40 minutes each": sessions a week times each session's length. */
const ZH_SESSIONS = new RegExp(
  `(?:每|一)\\s*(?:个)?\\s*(天|日|周|星期|礼拜)\\s*(?:练|学|上|做|看|读)?\\s*${ZH_COUNT}\\s*(?:次|个?晚上|晚|个?早上|天)\\s*[，,、]?\\s*每次\\s*(?:大概|大约|约)?\\s*${ZH_COUNT}\\s*(?:个)?\\s*(小时|钟头|分钟)`,
);
const EN_SESSIONS = new RegExp(
  `${EN_COUNT}\\s+times\\s+(?:a|per)\\s+(day|week)\\s*[,;]?\\s*(?:for\\s+)?${EN_COUNT}\\s*(hours?|hrs?|minutes?|mins?)(?:\\s+each)?\\b`,
  "i",
);

/**
 * "weekends only, couple hours", "only sunday evenings, like 2 hours": a weekend's or a named day's hours, said
 * after it, are a week's. The day alone ("i only have sunday evenings") names no amount: no budget is guessed.
 */
const EN_WEEKENDS = new RegExp(
  `\\b(?:on\\s+)?(?:weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\\s+(?:evenings?|mornings?|afternoons?|nights?))?)(?:\\s+only)?\\s*[,:;—–-]?\\s*(?:maybe|about|around|like|just|only)?\\s*${EN_COUNT}\\s*(hours?|hrs?|minutes?|mins?)\\b`,
  "i",
);

/** "20 min after my night shift", "half an hour before work": time after a daily routine is a day's. */
const EN_AFTER_ROUTINE = new RegExp(
  `${EN_COUNT}\\s*(hours?|hrs?|minutes?|mins?)\\s+(?:after|before)\\s+(?:my\\s+|each\\s+|every\\s+|the\\s+)?(?:night\\s+|day\\s+|evening\\s+|morning\\s+|long\\s+)?(?:shifts?|work|school|class(?:es)?|dinner|lunch)\\b|${EN_COUNT}\\s*(hours?|hrs?|minutes?|mins?)\\s+(?:on|during|in)\\s+(?:my\\s+|the\\s+)?(?:lunch\\s*(?:break|hour)?|commute|break)\\b`,
  "i",
);
/** "2-3 hrs on sundays", "an hour every saturday": a named day's time, once a week. */
const EN_ON_DAYS = new RegExp(
  `(?:\\d+\\s*[-–~]\\s*)?${EN_COUNT}\\s*(hours?|hrs?|minutes?|mins?)\\s+(?:on|every)\\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?)\\b`,
  "i",
);

/** "工作日晚上一小时", "周一到周五每天半小时": a weekday's time is five times a week's. */
const ZH_WEEKDAYS = new RegExp(
  `(?:工作日|周一到周五|平时|平日|上班日)(?:每天)?\\s*(?:早上|晚上|下班后|中午)?\\s*(?:大概|大约|能有|有|学|练)?\\s*${ZH_COUNT}\\s*(?:个)?\\s*(小时|钟头|分钟)`,
);

/** "一个礼拜大概三小时", "一周能有两个钟": an amount said for the whole week. */
const ZH_WEEK_AMOUNT = new RegExp(
  `(?:一|每)\\s*(?:个)?\\s*(?:礼拜|星期|周)\\s*(?:大概|大约|约|差不多|能有|有|只有|就|能抽出|能挤出)?\\s*${ZH_COUNT}\\s*(?:个)?\\s*(小时|钟头|钟|分钟)`,
);

export function readBudget(clause: string): BudgetFact | null {
  const zhWeek = ZH_WEEK_AMOUNT.exec(clause);
  if (zhWeek?.[1] && zhWeek[2]) return { ...fact(zhWeek[0], clause), minutesPerWeek: perWeek(zhNumber(zhWeek[1]), zhWeek[2], "周") };
  const zhSessions = ZH_SESSIONS.exec(clause);
  if (zhSessions?.[2] && zhSessions[3] && zhSessions[4])
    return {
      ...fact(zhSessions[0], clause),
      minutesPerWeek: perWeek(zhNumber(zhSessions[2]) * zhNumber(zhSessions[3]), zhSessions[4], zhSessions[1]!),
    };
  const enSessions = EN_SESSIONS.exec(clause);
  if (enSessions?.[1] && enSessions[2] && enSessions[3] && enSessions[4])
    return {
      ...fact(enSessions[0], clause),
      minutesPerWeek: perWeek(enNumber(enSessions[1]) * enNumber(enSessions[3]), enSessions[4], enSessions[2]),
    };
  const en = EN_BUDGET.exec(clause);
  // "20 minutes most days": most days of a week are its weekdays' worth.
  if (en?.[1] && en[2] && en[4])
    return { ...fact(en[0], clause), minutesPerWeek: perWeek(enNumber(en[1]), en[2], en[3] ? "weekday" : en[4]) };
  const weekends = EN_WEEKENDS.exec(clause);
  if (weekends?.[1] && weekends[2])
    return { ...fact(weekends[0], clause), minutesPerWeek: perWeek(enNumber(weekends[1]), weekends[2], "week") };
  const routine = EN_AFTER_ROUTINE.exec(clause);
  const [count, unit] = [routine?.[1] ?? routine?.[3], routine?.[2] ?? routine?.[4]];
  if (routine && count && unit) return { ...fact(routine[0], clause), minutesPerWeek: perWeek(enNumber(count), unit, "day") };
  const onDays = EN_ON_DAYS.exec(clause);
  if (onDays?.[1] && onDays[2]) return { ...fact(onDays[0], clause), minutesPerWeek: perWeek(enNumber(onDays[1]), onDays[2], "week") };
  const weekdays = ZH_WEEKDAYS.exec(clause);
  if (weekdays?.[1] && weekdays[2])
    return { ...fact(weekdays[0], clause), minutesPerWeek: perWeek(zhNumber(weekdays[1]), weekdays[2], "weekday") };
  const zh = ZH_BUDGET.exec(clause);
  if (zh?.[1] && zh[2] && zh[3]) return { ...fact(zh[0], clause), minutesPerWeek: perWeek(zhNumber(zh[2]), zh[3], zh[1]) };
  return null;
}

/** The clause without its deadline and budget phrases, so they never end up inside the subject. */
export function withoutTimePhrases(clause: string): string {
  let text = clause;
  for (const pattern of [
    ZH_SESSIONS,
    ZH_WEEK_AMOUNT,
    EN_SESSIONS,
    EN_LEFT,
    EN_LEFT_AFTER,
    EN_WEEKENDS,
    EN_IN,
    EN_NEXT,
    EN_NAMED,
    EN_DATE,
    EN_TIME_FOR,
    EN_DAY,
    EN_BUDGET,
    EN_AFTER_ROUTINE,
    EN_ON_DAYS,
    ZH_IN,
    ZH_LEFT,
    ZH_NEXT,
    ZH_NAMED,
    QUARTER,
    ZH_BUDGET,
    ZH_WEEKDAYS,
  ]) {
    text = text.replace(new RegExp(pattern.source, `${pattern.flags}g`), " ");
  }
  return text.replace(/\s+/g, " ").trim();
}

import { fact, type BackgroundFact, type BackgroundKind, type StatedFact } from "./types";

const kinded = (kind: BackgroundKind, found: StatedFact): BackgroundFact => ({ ...found, kind });

/**
 * Reading a Chinese clause. Intl.Segmenter (full ICU in Node and browsers) gives word boundaries, so a learning
 * verb is only taken where it is a word of its own: the 学 of 我在学递归, never the 学 inside 数学 or 化学. Small
 * lists hold the framing ("帮我", "老板让我") and the facts' cue words.
 */

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("zh", { granularity: "word" }) : null;

function segments(text: string): { index: number; segment: string }[] {
  return segmenter
    ? [...segmenter.segment(text)].map(({ index, segment }) => ({ index, segment }))
    : [...text].map((segment, index) => ({ index, segment }));
}

/** Framing that may sit glued to a verb inside one segment ("想学", "我在"). */
const GLUED_FRAMING = /^[我你想要在会就先去来请再得地]+$/u;

function startsWord(text: string, at: number): boolean {
  const owner = segments(text)
    .filter((part) => part.index <= at)
    .at(-1);
  if (!owner || owner.index === at) return true;
  return GLUED_FRAMING.test(owner.segment.slice(0, at - owner.index));
}

// 精通 after a wish ("想精通它") is what the learner wants to reach; said alone ("我精通 Java") it is a skill they have.
const LEARN =
  /(?:学[识識](?=[点點][样樣])|(?<=想|要|希望|打算|准备)(?:精通|吃透|玩转|熟练掌握)|学习|学会(?!计|话|议|员)|学好|学懂|学明白|学清楚|学透|入门|掌握|了解一下|了解|研究|搞懂|弄懂|弄明白|复习|温习|温(?=\s*[A-Za-z])|重新学|重学|攻克|提升|提高|加强|增强|巩固|练好|练习|练练|学学|补补|补一补|学一学|练一练|读读|背背|刷|练|自学|突击|恶补|补习|学(?![过了]|生(?!物)|校|期|院|费|位|者|术|界|霸|渣|姐|长|妹|弟|总是|老是|一直|不(?!好)|没|都|也|很|太|真的|好难|难|为什么)|教我|辅导|讲讲|准备|深入(?=\s*[A-Za-z\u3400-\u9fff])(?!浅出|地|的|学|了解|研究|理解|掌握|讲|探|一|下去|点)|转行(?:做|到|进入?|去|成为?)?(?=\s*[A-Za-z\u3400-\u9fff])|转到|转做|转向|转(?!行|岗))/gu;
/** Glue between the verb and the subject: "学一下", "系统地学习". */
const AFTER_VERB =
  /^(?:(?:怎么|如何|怎样)(?:去)?(?:做|用|弄|搞)(?=\S{2})|[识識][点點][样樣]|[识識]得|[点點][样樣]|一下|一点|一些|下|会|好|完|了|过|点|系统地?|怎么|如何|关于)+/u;
// At most eight at the end (tidy strips three times over): unbounded, 2,000 characters of 啊…啊x took a second.
const LEVEL_SUFFIX =
  /(?:\s*的?\s*(?:basics?|fundamentals|intro)|入门|水平|基础知识|基础|教程|课程|速成|从零开始|从头开始|(?:方面|相关)?的?(?:知识|内容|东西)|的计划|的方法|的?(?:学习)?路线|的?学习方法|的课|这门课|一下|怎么学|如何学|该怎么学|怎么入门|(?:从)?(?:入门)?到(?:精通|实战|进阶|放弃|熟练)|的?(?:基本|基础|核心|主要)(?:概念|知识点|知识|内容)|(?:学习)?(?:计划|路线图?|方案)|(?:学习|的)规划|吗|呢|吧|啊|呀|么|了|哈|嘛|捏|哦|噢|咯|啦|喔){1,8}$/u;
/** "Rust难学吗", "量子计算是什么": a question about the subject, asked after it. */
const QUESTION_TAIL =
  /(?:到底|真的)?(?:难不难学?|好不好学|难学|好学|难吗|容易学|容易吗|值得学|值不值得学|有必要学|有用|有前途|有前景|怎么样|是什么|是啥|是怎么回事|是干什么的|是干嘛的|有什么用|能学会|学得会|有什么区别|的区别|区别是什么|哪个好|选哪个|(?:需要|要)?(?:学)?多久|是什么原理|原理是什么|需要(?:什么|哪些|啥)(?:基础|前置知识|知识|条件)?|(?:要)?(?:先)?学什么|从哪(?:里|儿)?开始|从何开始|多长时间|还?来得及|晚不晚|会不会太晚|太晚了)(?:吗|呢|吧|啊|么)?$/u;
const ZH_LIGHT = /^(?:弹|拉|说|打|用|玩|讲|做(?=\s*[A-Za-z]))(?=.)/u;
const LEAD =
  /^(?:嗯+|呃+|额+|那个|就是|你好|您好|请问|请|麻烦|帮我|帮忙|教教我|老板让我|公司要求我|公司让我|领导让我|老师让我|有没有(?:什么)?(?:推荐的?|好的)?|求教|求助|求问|求推荐|请教(?:一下)?|小白|新手|推荐(?:一下|一些|几个)?|用(?=\s*[A-Za-z])|但是|不过|可是|然后|所以|而且|我想|我要|我打算|我希望|我准备|想要|想|要|我|关于|零基础|怎么|如何|怎样|一下)+/u;
/** 考研, 考公: the exam is the subject itself ("考研408", "考研数学二"). */
// "期中考试" holds 中考 and "初中考试" too: an entrance exam's name inside 考试 is no exam of its own.
const WHOLE_EXAMS = /(?:考研|考公|考编|高考|(?<![期初])中考|专升本)(?!试)(?:数学|英语|政治|专业课|语文|物理|化学|行测|申论|[A-Za-z0-9]+)?/u;
const SPENT = /^[了过]\s*(?:半年|[\d一二两三四五六七八九十几]+\s*(?:个)?(?:年|月|周|天|星期)|一段时间|很久|好久|多年)/u;
/** "帮我出一个三个月的日语学习计划": a plan asked for names its subject. */
const PLAN =
  /(?:出|做|制定|定|规划|安排)(?:一下)?(?:一个|一份|个|份)?(?:[\d一二两三四五六七八九十半]+\s*(?:个)?(?:月|周|天|星期|年)的)?(.{1,20}?)(?:的)?(?:学习)?(?:计划|路线图?|方案|规划)/u;
const CHAINED = /^(?:转行|转岗|去|来)?(?:学习|学会|学好|学|自学|入门|掌握|了解|研究|搞懂|复习|练)/u;
/** "对摄影很感兴趣": what the learner is interested in, when no learning verb names anything. */
const INTERESTED = /对(.{1,20}?)(?:很|非常|特别|比较|挺|蛮|超)?(?:感兴趣|有兴趣|好奇)/u;
/** "Photoshop怎么入门", "C语言复习": a learning verb after the subject, often in a question. */
const TRAILING_VERB =
  /^(.+?)(?:(?:该|应该)?(?:怎么|如何|怎样)(?:才能)?(?:自学|学习|学好|学|入门|复习|准备|速成|提高|上手|辅导|教)|复习|速成|自学)(?:呢|吗|啊|呀)?$/u;

const FORGOTTEN =
  /^([^\s，,]{2,16}?)(?:都|全|全都|基本|差不多|早就?|早都)?(?:忘光|忘了|忘完|忘得差不多|忘得一干二净|还给老师|生疏|荒废|跟不上|学不懂|听不懂|不及格|拖后腿)/u;
const WHEN_LEARNT = /^(?:以前|之前|当年|小时候|上学时|读书时)?(?:大学|高中|初中|小学|本科|研究生)?(?:时|时候|的时候)?(?:学的|学过的|的)?/u;

/** "想要一门Excel课程", "推荐一个Python教程": a course asked for by its measure word names its subject. */
const COURSE = /[一两几这那]\s*(?:门|套|节|堂|个|本|份)\s*([^，。,；;]{1,20}?)\s*的?(?:课程|教程|网课|课|培训|训练营)/u;

const SPOKEN =
  /(?:能|会|可以|想)?用\s*([\u3400-\u9fffA-Za-z]{1,8}?)\s*(?:跟|和|与|同)[\u3400-\u9fff]{1,6}?(?:聊天|交流|沟通|说话|对话|聊)/u;
/** 《算法导论》, 「深度学习」, “Rust”, 【短视频运营】: the learner's own quotes or brackets bound the name. */
const QUOTED = /[《「“"【〖]([^》」”"】〗]{1,40})[》」”"】〗]/u;

export function chineseSubject(clause: string): { text: string; strength: number } | null {
  const quoted = QUOTED.exec(clause)?.[1]?.trim();
  if (quoted) return { text: quoted, strength: 3 };
  // "只想能用英语跟老外聊天": the language used to talk with someone is the subject.
  const spoken = SPOKEN.exec(clause)?.[1];
  if (spoken) return { text: spoken, strength: 3 };
  const whole = WHOLE_EXAMS.exec(clause);
  // "想把它练好", "把它做得更好": a pronoun put first stands for what the goal named before it (read there).
  if (/把\s*(?:它们?|这个|这门|这些)/u.test(clause)) return { text: "它", strength: 3 };
  // "把英语口语练好": 把 puts what is learnt before the verb.
  // The verb ends the clause ("把小学奥数搞懂"): a 学 inside the noun (小学) is no verb.
  const ba =
    /把(.{1,20}?)(?:练好|学好|弹好|唱好|画好|用好|(?:弹|练|学|用|捡|唱)起来|搞懂|弄懂|搞明白|弄明白|搞清楚|弄清楚|入门|上手|学会|掌握|提高|提升|补起来|补上|补好|搞定|弄好|拿下|练练|练|学|过(?=一遍|一下|一轮|遍))(?=$|[，。！？,.!?\s~～]|了|吧|啊|呀|再|一下|一遍|一轮|遍|先|扎实|好|会|透|懂|完|明白|清楚|熟|到|一点)/u.exec(
      clause,
    )?.[1];
  // "把急救知识系统学一遍": how it is to be learnt ("系统", "好好") comes between the subject and the verb.
  if (ba) return { text: tidy(ba.replace(/(?:系统|好好|认真|全面|彻底|重新|从头)地?$/u, ""), ""), strength: 3 };
  const plan = PLAN.exec(clause)?.[1];
  const planned = plan ? tidy(plan.replace(/^(?:学习|学)/u, ""), "") : "";
  if (planned) return { text: planned, strength: 3 };
  const course = COURSE.exec(clause)?.[1];
  const coursed = course ? tidy(course, "") : "";
  if (coursed) return { text: coursed, strength: 3 };
  for (const match of clause.matchAll(LEARN)) {
    if (!startsWord(clause, match.index)) continue;
    // "准备转行学UI设计": a verb chain names its subject after the last verb.
    if (CHAINED.test(clause.slice(match.index + match[0].length))) continue;
    // "自学了半年Python": time already spent learning is experience, not the wish.
    if (SPENT.test(clause.slice(match.index + match[0].length))) continue;
    // "为了考研想学高等数学": what is learned after the exam is the subject; the exam is the purpose.
    if (whole && match.index < whole.index + whole[0].length) break;
    const tail = tidy(clause.slice(match.index + match[0].length), match[0]);
    if (tail) return { text: tail, strength: 3 };
  }
  // A bare entrance exam ("准备考研") names the subject only when no other clause does.
  if (whole) return { text: whole[0], strength: /^(?:考研|考公|考编|高考|中考|专升本)$/u.test(whole[0]) ? 0.5 : 3 };
  // "大学线代忘光了": a subject forgotten is the subject to relearn; when it was learnt is no part of it.
  const forgot = FORGOTTEN.exec(clause.replace(LEAD, ""))?.[1];
  const forgotten = forgot && !/学过|学了|一点|一些|现在|但|可是|不过|已经/u.test(forgot) ? tidy(forgot.replace(WHEN_LEARNT, ""), "") : "";
  if (forgotten) return { text: forgotten, strength: 3 };
  const interest = INTERESTED.exec(clause)?.[1];
  if (interest && tidy(interest, "")) return { text: tidy(interest, ""), strength: 2 };
  const trailing = TRAILING_VERB.exec(clause.replace(LEAD, "").trim())?.[1];
  const before = trailing ? tidy(trailing, "") : "";
  if (before) return { text: before, strength: 3 };
  const rest = tidy(clause.replace(LEAD, ""), "");
  // "高三了", "我大二": the learner's school year is about them, never a subject; "从极限开始补" says where to start.
  if (SCHOOL_YEAR.test(rest) || START_FROM.test(rest)) return null;
  // "想深入学一下", "进一步提高": a manner of learning with nothing named continues what was named elsewhere.
  // "想系统复习", "要好好巩固一下": the same, for reviewing what was named.
  const noSubject =
    /^(?:想|要|打算|准备)?(?:在\s*)?(?:(?:再|更)?(?:深入|进一步|系统|好好|认真|重新)(?:地)?)?(?:学|学习|想学|要学|了解|研究|提高|提升|钻研|复习|温习|巩固|练习|练|补上|补回来|补起来|补齐|补好|赶上|追上)?(?:一下|一点)?$/u;
  return rest && !noSubject.test(rest) ? { text: rest, strength: 1 } : null;
}

const START_FROM = /^(?:想|要)?从[^，。]{1,10}?开始(?:学|补|复习|看|练)?(?:起)?$/u;
const SCHOOL_YEAR =
  /^(?:我)?(?:现在|今年)?(?:是)?(?:高[一二三]|初[一二三]|大[一二三四]|研[一二三]|博[一二三四五]|[一二三四五六]年级)(?:了|学生|的学生|的|生|党|狗)?$/u;

function tidy(raw: string, verb: string): string {
  // "辅导不了", "学不会": a verb with a "cannot" after it names a difficulty, not a subject.
  if (/^[不没]/u.test(raw.trim())) return "";
  // "学会计", "学会话": after 学, 会 opens the subject (会计, 会话), it is no glue (学会 is matched whole elsewhere).
  let text = (verb === "学" && /^会(?:计|话|议)/u.test(raw) ? raw : raw.replace(AFTER_VERB, "")).trim();
  // "学一下那个就是怎么用手机拍视频": hesitation words said aloud ("那个", "就是", "嗯") come before the subject, never in it.
  const unhesitant = text.replace(/^(?:(?:那个|这个|就是|然后|嗯+|呃+|额+)\s*)+(?=\S{2})/u, "");
  if (unhesitant !== text) text = unhesitant.replace(AFTER_VERB, "").trim();
  // "学 Python 做数据分析": what follows a Latin subject is its use, not its name.
  // "学R语言做单细胞分析": a Latin name with 语言 ("R语言", "C语言") ends there too.
  text = text.replace(
    /(?<=[A-Za-z0-9+#](?:\s*语言)?)\s*(?:来|去|做|写(?![了过得])|用来|用于|搞|找|考|拿|当|进|应聘|参加|能|可以)\s*\S.*$/u,
    "",
  );
  // "Rust 听说很难", "Python 零基础": after a space, a new remark or a stated level starts, not more of the name.
  text = text.replace(
    /\s+(?=想|要|听说|据说|感觉|觉得|好像|因为|但是|不过|可是|然后|现在|目前|最近|希望|打算|准备|主要|工作|公司|老板|每天|每周|周末|完全|纯|零基础|小白|新手|有点|有一点)\S.*$/u,
    "",
  );
  text = text.replace(/(?:完全|纯)?(?:零基础|小白|新手)$/u, "");
  text = text.replace(/(?:的话|这个|那个)$/u, "");
  text = text.replace(/^(?:什么是|啥是)/u, "").replace(QUESTION_TAIL, "");
  for (let i = 0; i < 3; i += 1) text = text.replace(LEVEL_SUFFIX, "").trim();
  if (/^(?:学|练)/u.test(verb) || verb === "教我") text = text.replace(ZH_LIGHT, "");
  text = text.replace(/^(?:的|了)+/u, "").trim();
  return text.length >= 1 && !/^(?:什么|哪个|哪些|东西)$/u.test(text) ? text : "";
}

const BEGINNER =
  /(?:完全|纯|彻底)?零基础|小白|完全新手|纯新手|新手|没有(?:任何)?基础|(?:从来)?没(?:有)?(?:学过|接触过|碰过|用过)[^，。]{0,15}|从没学过[^，。]{0,15}|一窍不通|什么都不会|啥都不会/u;
const ROLE =
  /(?:我是|作为)(?:一名|一个|一位|个|名)?\s*([^，。,\s的]{1,14}?)(?=$|[，,。]|[，,]?(?:想|要|打算|希望|准备|现在|目前|最近|平时|正在))/u;
const NOT_ROLE = /^(?:想|在|要|不|个|说|刚|真|来)/u;
// 会 only before a Latin name ("我会 Java"); "我会每天学" is "I will".
const SKILL =
  /我(?:已经|之前|以前|平时|本身|工作中)?(?:会(?=\s*[A-Za-z])|会用|会写|会一点|会说|懂|熟悉|用过|学过|做过|接触过|了解|在用|擅长|精通)\s*([^，。,；;]{1,30}?)(?=$|[，,。；;]|(?:但|可是|不过|想|要|打算|现在))/u;
const YEARS = /(?:做了|干了|工作了|写了|学了|弹了|有)\s*([\d一二两三四五六七八九十半]+)\s*年(?:的)?\s*([^，。]{0,15})/u;

export function chineseBackground(clause: string): BackgroundFact | null {
  const beginner = BEGINNER.exec(clause);
  if (beginner) return kinded("beginner", fact(beginner[0], clause));
  const role = ROLE.exec(clause);
  if (role?.[1] && !NOT_ROLE.test(role[1])) return kinded("role", fact(role[1], clause));
  const skill = SKILL.exec(clause);
  if (skill?.[1]) return kinded("skill", fact(skill[0].replace(/^我(?:已经|之前|以前|平时|本身|工作中)?/u, ""), clause));
  const years = YEARS.exec(clause);
  return years ? kinded("experience", fact(years[0], clause)) : null;
}

const EXAM =
  /(?:通过|考过|考取|拿到|备考|准备|考)(?!虑|试|察|验)\s*(?:一下)?\s*([A-Za-z0-9\u3400-\u9fff\s+-]{1,20}?)\s*(考试|认证|证书|资格证|证)?$/u;
const JOB = /(?:找到|找份|找一份|找个|找|换)\s*(?:一份|个)?\s*([^，。]{0,15}?)(?:工作|岗位|实习|offer)/u;
const SWITCH = /转行|转岗|换行|换工作|(?<=想|要|打算|准备)转(?:到|做|向)?\s*(?=\S)/u;
const BECOME = /成为(?:一名|一个|一位)?\s*[^，。]{1,15}/u;
// "用Python做出一个真实项目": a verb with its result (做出, 写成, 做好…) is the outcome whole, never "出一个真实项目".
const PURPOSE =
  /(?:为了|以便|用来|用于|目标是|希望能够?|想能够?|能够|^(?:我)?(?:想|希望|打算)(?:要)?(?:用(?:它|来))?做(?![了过好完题]))\s*((?:(?!想|要|打算|准备|学)[^，。]){2,30})|(?<=[A-Za-z0-9+#])\s*(?:来|去|用来|用于|搞)?\s*((?:做|写)[出成好完][^，。]{1,30})|(?<=[A-Za-z0-9+#])\s*(?:来|去|做(?![了过])|写(?![了过得])|用来|用于|搞)\s*([^，。]{2,30})/u;

export function chineseOutcome(clause: string): { outcome: StatedFact; exam: string | null; field?: string } | null {
  const exam = EXAM.exec(clause);
  if (exam?.[1] && (exam[2] || /考|通过|备考/u.test(exam[0])) && !WHOLE_EXAMS.test(clause)) {
    // "考个教师资格证": a certificate's own name keeps its 证; "CKA 认证" is CKA.
    const stem = exam[1]
      .trim()
      .replace(/^(?:考|个|一个)+/u, "")
      .replace(/了$/u, "");
    const name = exam[2] && /证/u.test(exam[2]) && /[\u3400-\u9fff]$/u.test(stem) ? stem + exam[2] : stem;
    if (name && !/^(?:什么|哪)/u.test(name)) return { outcome: fact(exam[0].trim(), clause), exam: name };
  }
  const whole = WHOLE_EXAMS.exec(clause);
  if (whole) return { outcome: fact(whole[0], clause), exam: null };
  const job = JOB.exec(clause);
  // "找一份前端实习": the field of the job is what there is to learn.
  if (job) return { outcome: fact(job[0], clause), exam: null, ...(job[1]?.trim() ? { field: job[1].trim() } : {}) };
  const change = SWITCH.exec(clause) ?? BECOME.exec(clause);
  if (change)
    return {
      outcome: fact(
        clause.slice(change.index).replace(/^转行|^转岗/u, (word) => word),
        clause,
      ),
      exam: null,
    };
  const purpose = PURPOSE.exec(clause);
  const what = purpose?.[1] ?? purpose?.[2] ?? purpose?.[3];
  return what ? { outcome: fact(what, clause), exam: null } : null;
}

const STYLE =
  /边做边学|动手(?:实践|做|练习|操作)?|实践|实操|多做项目|做项目|项目驱动|看视频|视频|图解|案例|例子|示例|理论先|先理解(?:概念|原理)?|循序渐进|实验|练习题|小测/u;
const STYLE_LEAD = /喜欢|偏好|习惯|更喜欢|希望|想要?多|最好|倾向/u;

export function chineseStyle(clause: string): StatedFact | null {
  const style = STYLE.exec(clause);
  if (!style) return null;
  if (!STYLE_LEAD.test(clause) && !/边做边学|动手实践|多做项目/u.test(style[0])) return null;
  return fact(clause.slice(style.index).replace(/[。！!]+$/u, ""), clause);
}

const STRUGGLE =
  /(?:记不住|背不下来|学不进去|看不进去|老是错|总是错|很难|太难|好难|有点难|(?:特别|非常|超级?|巨|挺|比较|有点|太|很|好|最)差(?!不多|一点|点|别|距|异|价)|不太好|不好|不行|太烂|很烂|搞不懂|学不会|学不好|学不明白|学不进|不太懂|看不懂|听不懂|弄不明白|不明白|不理解|理解不了|想不通|卡住了?|头疼|不会|读不懂|学不懂|弱项|短板|薄弱|拖后腿|一塌糊涂|稀烂|一团糟|拉胯|跟不上)/u;
/** Words around a difficulty that are not the difficulty: "总是", "一直", "有点". */
const FILLER =
  /^(?:总是|老是|一直|还是|就是|有点|有些|真的|实在|完全|怎么也|始终|经常|还|都|也|我|觉得|感觉|对|对于|这个|那个|这块|这部分|部分|它|就|很|太|好|又|却|是|一直是)$/u;

export function chineseStruggle(clause: string): StatedFact | null {
  const cue = STRUGGLE.exec(clause);
  if (!cue) return null;
  const before = clause.slice(0, cue.index);
  const words = segments(before)
    .map((part) => part.segment)
    .filter((word) => word.trim() && !FILLER.test(word));
  const what = words
    .join("")
    .replace(/^(?:我|觉得|对我来说|学)+/u, "")
    // "考研高数基础很差": the exam in front and the 基础 after are no part of what is hard.
    .replace(/^(?:考研|考公|高考|中考)(?=\p{Script=Han}{2})/u, "")
    .replace(/(?<=\p{Script=Han}{2})(?:的)?基础$/u, "")
    .trim();
  return fact(what, clause);
}

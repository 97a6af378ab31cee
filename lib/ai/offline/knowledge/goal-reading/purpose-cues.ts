import type { PurposeKind } from "./types";

/**
 * Purposes said by what the learner does with the subject rather than by a purpose noun (read by
 * ./purpose.ts after its own phrases): the people served at work ("so I can talk to customers",
 * "跟香港客人好沟通"), a placement or apprenticeship started, goods to sell, an exam to pass by its name,
 * an application to college, the shows or songs to follow for fun.
 */

/** Family a learner keeps in touch with: "my grandkids", "my daughter-in-law". */
export const EN_FAMILY =
  "(?:son|daughter|kids?|kiddos?|children|nephew|niece|grand(?:sons?|daughters?|kids?|children|babies|baby|parents?|ma|pa|ad|mother|father)|in-laws|wife|husband|partner|mom|mum|dad|mother|father|parents?|family|brother|sister|cousin)";

export const EN_CUES: readonly [RegExp, PurposeKind][] = [
  // "to see my grandbabies' faces", "so I can video call my grandkids": the family kept in touch with.
  [
    new RegExp(
      String.raw`\b(?:see|visit|call|video[- ]?call|facetime|skype|zoom|text|message|email|write to|keep in touch with|stay in touch with|connect with|read to)\s+(?:(?:with|to)\s+)?(?:my|our)\s+(?:[a-z-]+\s+)?${EN_FAMILY}\b`,
      "i",
    ),
    "family",
  ],
  [new RegExp(String.raw`\b(?:my|our)\s+(?:little\s+)?grand(?:kids?|children|babies|sons?|daughters?)\b`, "i"), "family"],
  // "so I can talk to customers", "explain meds to patients": the people served at work.
  [
    /\b(?:talk|speak|chat|communicate|deal|serve|help|explain(?:\s+[a-z]+)?|understand)\s+(?:(?:to|with)\s+)?(?:my|our|the|more)?\s*(?:[a-z-]+\s+)?(?:customers|clients|patients|passengers|guests|tourists)\b/i,
    "work",
  ],
  [
    /\b(?:start(?:s|ing|ed)?|doing|in|during|begin(?:ning)?|got|finish(?:ing)?)\s+(?:an?|my|the)\s+(?:new\s+)?(?:[a-z]+\s+)?(?:apprenticeship|internship|residency|traineeship|placement)\b/i,
    "work",
  ],
  [/\bsell(?:s|ing)?\s+(?:my|our|more|the)\b/i, "work"],
  // "my boss say must learn", "so my boss stops yelling at me": the learner's boss is at work, whatever the verb.
  [/\b(?:my|our)\s+(?:boss|manager|supervisor|employer|co-?workers?|colleagues?)\b/i, "work"],
  // "clients keep asking whether I can build websites", "freelance clients", "got promoted": work asks for it.
  [
    /\b(?:clients|customers|employers?)\s+(?:keep|kept|always|often|are|were|have been|now)?\s*(?:ask(?:ing|s|ed)?|want(?:ing|s)?|need(?:ing|s)?|request(?:ing|s)?)\b|\bfreelanc(?:e|ing|er)\b|\b(?:got\s+)?promoted\b|\bpromotion\b/i,
    "work",
  ],
  // "without waiting on the analysts", "stop bugging the data team": colleagues' teams are at work.
  [
    /\b(?:the|our|my)\s+(?:analysts|data team|data people|it (?:team|department|guys)|dev team|finance team|accountants|engineers)\b/i,
    "work",
  ],
  // "pull my own reports", "build dashboards": reports are made at work.
  [/\b(?:pull|build|make|run|write|do|automate)\s+(?:my|our|the|weekly|monthly)?\s*(?:own\s+)?(?:reports|dashboards|kpis)\b/i, "work"],
  // "working on a side project", "building my own app": something the learner is building.
  [/\b(?:working on|building)\s+(?:a|my|our)\s+(?:own\s+|little\s+|side\s+)?(?:project|app|game|website)\b/i, "project"],
  // "AWS Solutions Architect Associate", "Azure Fundamentals": a vendor's certification is passed as an exam.
  [
    /\b(?:AWS|Azure|GCP|Google Cloud|Cisco|Oracle|Salesforce|CompTIA|Microsoft)\b[\w\s+-]{0,40}?\b(?:Associate|Professional|Practitioner|Expert|Specialist|Fundamentals|certification|certified|cert)\b/,
    "exam",
  ],
  // "to put on my college application", "applying to college": studies applied for.
  [
    /\b(?:college|university|uni|grad(?:uate)? school|med school|law school)\s+(?:applications?|apps)\b|\bapply(?:ing)?\s+(?:to|for)\s+(?:college|university|uni|grad(?:uate)? school|med school|law school|(?:a\s+)?(?:masters?|phd))\b/i,
    "study",
  ],
  // "so i can pass my EPA 608", "pass the Series 7": a named thing passed is an exam, whatever its name.
  [/\b[Pp]ass(?:ing)?\s+(?:my|the|this|our)\s+(?:[\w-]+\s+){0,3}?(?:[A-Z][\w-]*|\d{2,}|boards?|licen[cs]e|certs?)\b/, "exam"],
  // "for get high score of toefl": an exam's name typed in lower case, or the score aimed at.
  [
    /\b(?:nclex|usmle|mcat|lsat|gmat|ielts|toefl|toeic|jlpt|hsk|topik|delf|dele|ccna|ckad?|usaco|pmp|cfa|acca)\b|\bhigh(?:er)?\s+score\b/i,
    "exam",
  ],
  // "to understand anime without subtitles", "watch k-dramas": shows and songs followed for fun.
  [
    /\b(?:watch|understand|enjoy|follow|read)\s+(?:[a-z-]+\s+){0,2}?(?:anime|manga|k-?dramas?|c-?dramas?|dramas|movies|films|tv shows|songs|lyrics|novels|comics|video games)\b/i,
    "hobby",
  ],
];

export const ZH_CUES: readonly [RegExp, PurposeKind][] = [
  // "跟香港客人好沟通", "拉香港客人方便点": the customers or patients served at work.
  [/(?:跟|和|给|为|同|与|拉|接|接待|服务|招呼)[\u3400-\u9fff]{0,4}?(?:客人|顾客|乘客|病人|患者|游客|外宾|买家|客户)/u, "work"],
  // "我刚接手公司的财务": what the learner took over at work.
  [/(?:接手|接管|负责)了?[\u3400-\u9fff]{0,4}?(?:公司|单位|店里|部门|厂里|团队)|(?:公司|单位|店里|厂里)的?(?:财务|账目?|报表)/u, "work"],
  // "帮村里把苹果卖出去", "提高销量": goods to sell.
  [/卖(?:出去|掉|得|货|东西|产品)|销量|(?:把|帮)[\u3400-\u9fff]{0,8}?卖/u, "work"],
  // "下个月考核", "期末考核前", "出科考": an assessment ahead, at work or in training, is an exam ("绩效考核" names a subject).
  [
    /(?:要|快|就要|马上|得|下个?(?:月|周|星期)|月底|年底|期末|期中|出科|结业|入职|规培)考核|(?<!绩效)考核(?:前|之前)|出科考|结业考/u,
    "exam",
  ],
  // "同老公屋企人傾偈", "跟孩子一起学", "陪女儿练琴": family the learner talks or learns with.
  [
    /(?:跟|和|同|与|陪|给|帮)(?:我)?(?:的)?(?:老公|老婆|丈夫|妻子|太太|孩子|儿子|女儿|爸妈|父母|爸爸|妈妈|公公|婆婆|家人|屋企人|孙子|孙女|外孙|老人家)/u,
    "family",
  ],
  // "想去那边工作", "到日本上班": work abroad is why.
  [/(?:去|到|在)[\u3400-\u9fff]{0,4}?(?:工作|上班|打工)/u, "work"],
  // "公司要求", "学校要求每个老师都要会": a requirement of the learner's employer.
  [/(?:公司|单位|领导|老板|上级|医院|部门)(?:要求|让|规定|安排)|要求每(?:个|位|名)?(?:老师|员工|同事|医生|护士|职工)/u, "work"],
  // "在做 side project", "做个人项目": something the learner is building.
  [/在做[^，。,]{0,12}?(?:项目|project)|(?:个人|自己的|副业)项目/iu, "project"],
  // "听力总是挂", "又挂科了": an exam failed again is an exam to pass.
  [/(?:总是|老是|一直|又|每次都)(?:挂|不及格|考不过)|挂科/u, "exam"],
  [/申请(?:大学|学校|研究生|硕士|博士|美本|美研|英本|英研)/u, "study"],
  // "看得懂动漫", "追剧": shows and songs followed for fun.
  [
    /看(?:得懂|懂)?[\u3400-\u9fff]{0,2}?(?:动漫|动画|番剧?|日剧|韩剧|美剧|英剧|电影|漫画|小说)|追剧|追番|(?:打|玩)游戏|听懂[\u3400-\u9fff]{0,3}歌/u,
    "hobby",
  ],
];

/**
 * A clause that only says who the learner is ("phd student in biology", "experienced Java dev",
 * "retired teacher", "研一新生", "宝妈一枚"), beside the clause that says what they want: a person reads it as
 * background, not as the subject. A small lexicon of roles, not a suffix rule: "Docker" and "Power BI"
 * end like roles and are subjects. Alone, such a clause still names the subject ("data engineer": to
 * become one), so it only gives way to what another clause names.
 */
const EN_ROLE =
  "(?:student|undergrad|grad|graduate|postgrad|freshman|sophomore|phd|dev|developer|programmer|engineer|teacher|tutor|lecturer|professor|researcher|scientist|nurse|doctor|medic|paramedic|pharmacist|dentist|vet|driver|pilot|mechanic|electrician|plumber|carpenter|builder|farmer|chef|cook|baker|hairdresser|barber|stylist|cleaner|clerk|cashier|accountant|bookkeeper|lawyer|paralegal|analyst|consultant|manager|designer|marketer|writer|journalist|librarian|firefighter|officer|soldier|veteran|retiree|pensioner|mum|mom|dad|parent|homemaker|housewife|intern|apprentice|worker|employee|freelancer|owner|senior|junior|cadet|nun|priest|pastor|monk|creator|influencer|youtuber|streamer|tiktoker|grandma|grandpa|grandmother|grandfather|midwife|caregiver)s?";
const EN_ROLE_CLAUSE = new RegExp(
  `^(?:i'?m\\s+|i am\\s+|im\\s+)?(?:an?\\s+)?(?:(?!(?:for|of|in|to|with|about|on|at|and|or)\\b)[\\w'+#.-]+\\s+){0,3}?${EN_ROLE}(?:\\s+(?:in|of|at|from|for)\\s+[^,.;!?]{1,40})?(?:\\s+(?!(?:learning|studying|wanting|trying|hoping|looking|needing)\\b)[a-z]+ing\\s+[^,.;!?]{1,40})?(?:\\s*,?\\s*\\d{1,2})?[.!]*$`,
  "i",
);
const ZH_ROLE_CLAUSE =
  /^(?:我是)?(?:一[个名枚位])?[\u3400-\u9fffA-Za-z]{0,6}?(?:学生|新生|研究生|博士生|研[一二三]|博[一二三四五]|大[一二三四]|高[一二三]|初[一二三]|宝妈|宝爸|全职妈妈|老师|护士|医生|司机|会计|程序员|工程师|设计师|店主|骑手|上班族|打工人|退休(?:老人|职工|教师)?)(?:一枚|一个|一名)?$/u;

export function onlyNamesARole(clause: string, chinese: boolean): boolean {
  const said = clause.trim();
  return chinese ? ZH_ROLE_CLAUSE.test(said) : EN_ROLE_CLAUSE.test(said);
}

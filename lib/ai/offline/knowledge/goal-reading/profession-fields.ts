/**
 * The fields a profession works in every day, so that a learner's role says something about a subject
 * next to it: a pharmacist's daily work is pharmacology and dosing, a nurse's is giving drugs and reading
 * ECGs, a shop owner's is keeping the books and selling. About any other subject it says nothing: ten
 * years as a nurse are no head start in guitar. A small lexicon, not a taxonomy: a role or field it
 * does not hold reads as before (another skill than the subject).
 */
const CLINICAL =
  /pharmaco|\bdrugs?\b|\bdos(?:e|es|ing|age)\b|medicat|\bmeds\b|\becgs?\b|\bekgs?\b|anatomy|physiology|acid-base|\babgs?\b|sepsis|wound|triage|cardi|renal|fluid|药代|药理|药物|剂量|用药|心电图|解剖|生理|急救|酸碱|输液/iu;

const FIELDS: readonly [role: RegExp, fields: RegExp][] = [
  [
    /\bpharmacists?\b|\bchemists?\b|药剂师|药师/iu,
    /pharmaco|\bdrugs?\b|\bdos(?:e|es|ing|age)\b|medicat|\bmeds\b|药代|药理|药物|剂量|用药/iu,
  ],
  [
    /\b(?:nurses?|nursing|midwi(?:fe|ves)|paramedics?|doctors?|physicians?|medics?|residents?)\b|护士|护理|医生|大夫|助产|心内科|急诊/iu,
    CLINICAL,
  ],
  [
    /\b(?:accountants?|bookkeepers?|auditors?|shop ?owners?|shopkeepers?|store owners?)\b|会计|出纳|开店|店主|店长/iu,
    /account|bookkeep|\bbooks\b|\btax|\bvat\b|\bgst\b|excel|spreadsheet|invoice|payroll|audit|financ|margin|cash ?flow|marketing|会计|记账|账|税|财务|报表|营销|行销/iu,
  ],
];

/** Work said as the place, not a skill ("工作十年了，天天看", "返工做咗八年", "at work for years"): the years are the subject's. */
const AT_WORK = /^(?:工作|上班|返工|夜班|白班|值班|班|work|job|the job|my job|at work|on the job)$/iu;

/** Whether years in `role` are years in `subject`: the role is work itself, or a profession whose daily field the subject is. */
export function worksIn(role: string, subject: string): boolean {
  const said = role.trim();
  if (AT_WORK.test(said)) return true;
  return FIELDS.some(([profession, fields]) => profession.test(said) && fields.test(subject));
}

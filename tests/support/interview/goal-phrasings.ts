/**
 * Goal phrasings collected the way learners type them, with what a person reads
 * in each. Shared by the goal reader's table test and the whole-interview test.
 * A fact given as a string must appear in the reading's value (case-insensitive);
 * a fact left out must NOT be read.
 */
export interface GoalCase {
  goal: string;
  subject: string;
  background?: string;
  outcome?: string;
  deadline?: string;
  weeks?: number | null;
  budgetMinutes?: number;
  style?: string;
  /** The level the learner states; null: states none (checked only when given). */
  level?: "beginner" | "intermediate" | "advanced" | null;
  /** Why they learn it, when they say ("for my job" is a purpose, never the subject or an outcome). */
  purpose?: "work" | "study" | "exam" | "travel" | "hobby" | "family" | "project";
  /** The words only ask for a course from attached material (no subject of their own). */
  fromMaterial?: boolean;
}

export const GOAL_CASES: GoalCase[] = [
  // The examples.
  { goal: "I'm a nurse and want to get into data analysis", subject: "data analysis", background: "nurse" },
  {
    goal: "I know Python well and want to pass the AWS Solutions Architect Associate exam",
    subject: "AWS Solutions Architect Associate",
    background: "Python",
    outcome: "pass the AWS Solutions Architect Associate exam",
  },
  { goal: "My boss wants me to learn Terraform by next quarter", subject: "Terraform", deadline: "next quarter", weeks: 13 },
  {
    goal: "Can you teach me to play jazz piano? I've played classical for years",
    subject: "jazz piano",
    background: "played classical for years",
  },
  { goal: "help me prepare for the GRE in 2 months", subject: "GRE", outcome: "GRE", deadline: "in 2 months", weeks: 9 },
  { goal: "I want to learn Kubernetes", subject: "Kubernetes" },
  { goal: "rust", subject: "rust" },
  { goal: "我想学习机器学习", subject: "机器学习" },
  { goal: "我会 Java，想转 Go 语言后端", subject: "Go 语言后端", background: "Java", outcome: "Go 语言后端" },
  { goal: "两个月后要考雅思", subject: "雅思", outcome: "雅思", deadline: "两个月后", weeks: 9 },
  { goal: "我完全零基础，想学 Python", subject: "Python", background: "完全零基础" },
  // Background first.
  { goal: "I'm a software engineer who wants to learn machine learning", subject: "machine learning", background: "software engineer" },
  { goal: "As a teacher, I'd like to learn video editing for my classes", subject: "video editing", background: "teacher" },
  {
    goal: "I work in finance and need to understand machine learning by the end of the year",
    subject: "machine learning",
    background: "finance",
    deadline: "end of the year",
    weeks: null,
  },
  { goal: "I'm an experienced Java developer. I want to learn Go", subject: "Go", background: "Java developer" },
  { goal: "I've never coded before. How do I learn JavaScript?", subject: "JavaScript", background: "never coded before" },
  {
    goal: "Complete beginner here, want to learn SQL for a new analyst job",
    subject: "SQL",
    background: "complete beginner",
    outcome: "new analyst job",
  },
  { goal: "I know nothing about wine but want to learn wine tasting", subject: "wine tasting", background: "know nothing about wine" },
  { goal: "I'm a graphic designer and I want to get into UX research", subject: "UX research", background: "graphic designer" },
  { goal: "我是护士，想转行做数据分析", subject: "数据分析", background: "护士", outcome: "转行" },
  { goal: "我是一名前端工程师，想学 Rust", subject: "Rust", background: "前端工程师" },
  { goal: "我学过一点 Python，想系统学习数据分析", subject: "数据分析", background: "Python" },
  { goal: "零基础怎么学吉他？", subject: "吉他", background: "零基础" },
  { goal: "我做了五年会计，想学财务建模", subject: "财务建模", background: "五年会计" },
  // Deadlines and time budgets.
  { goal: "I need to pass the CKA exam in 6 weeks", subject: "CKA", outcome: "CKA", deadline: "in 6 weeks", weeks: 6 },
  { goal: "Is it possible to learn Japanese in 3 months?", subject: "Japanese", deadline: "in 3 months", weeks: 13 },
  { goal: "I have 3 hours a week and want to learn Excel", subject: "Excel", budgetMinutes: 180 },
  { goal: "Learn statistics within two weeks", subject: "statistics", deadline: "within two weeks", weeks: 2 },
  {
    goal: "I want a new analyst job, so I need to learn SQL and Tableau in 3 months",
    subject: "SQL and Tableau",
    outcome: "new analyst job",
    deadline: "in 3 months",
    weeks: 13,
  },
  { goal: "My manager asked me to pick up React by next month", subject: "React", deadline: "next month", weeks: 4 },
  { goal: "老板让我下个季度前学会 Terraform", subject: "Terraform", deadline: "下个季度", weeks: 13 },
  { goal: "三个月内通过 PMP 考试", subject: "PMP", outcome: "PMP", deadline: "三个月内", weeks: 13 },
  { goal: "每天只有半小时，想学英语口语", subject: "英语口语", budgetMinutes: 210 },
  { goal: "年底前想学会 Excel 数据透视表", subject: "Excel 数据透视表", deadline: "年底前", weeks: null },
  { goal: "我想一个月内学会做饭", subject: "做饭", deadline: "一个月内", weeks: 4 },
  // "Help me", "teach me", "my boss wants".
  { goal: "help me learn calculus", subject: "calculus" },
  { goal: "Please teach me photography, I prefer hands-on projects", subject: "photography", style: "hands-on projects" },
  { goal: "Can you help me with public speaking?", subject: "public speaking" },
  { goal: "My company wants me to learn Salesforce", subject: "Salesforce" },
  { goal: "帮我准备一下雅思考试", subject: "雅思", outcome: "雅思" },
  { goal: "老板让我学 Kubernetes", subject: "Kubernetes" },
  { goal: "公司要求我学会 SQL", subject: "SQL" },
  { goal: "教我弹钢琴", subject: "钢琴" },
  { goal: "帮我制定一个学习西班牙语的计划", subject: "西班牙语" },
  // Questions.
  { goal: "How do I get started with Docker?", subject: "Docker" },
  { goal: "Where should I start with machine learning?", subject: "machine learning" },
  { goal: "What's the best way to learn Spanish?", subject: "Spanish" },
  { goal: "How does Kubernetes networking work?", subject: "Kubernetes networking" },
  { goal: "What is quantum computing?", subject: "quantum computing" },
  { goal: "如何入门量子计算？", subject: "量子计算" },
  { goal: "请问怎么学好高数？", subject: "高数" },
  // One word and plain subjects.
  { goal: "Python", subject: "Python" },
  { goal: "watercolor painting", subject: "watercolor painting" },
  { goal: "机器学习", subject: "机器学习" },
  { goal: "Kubernetes 入门", subject: "Kubernetes" },
  { goal: "量子力学入门", subject: "量子力学" },
  { goal: "learn guitar", subject: "guitar" },
  // Mixed languages.
  { goal: "I want to learn 日语", subject: "日语" },
  { goal: "我想学 machine learning", subject: "machine learning" },
  { goal: "Help me learn 雅思 speaking in 2 months", subject: "雅思 speaking", deadline: "in 2 months", weeks: 9 },
  { goal: "我会 Python，want to learn Django", subject: "Django", background: "Python" },
  // Styles, outcomes, activities.
  { goal: "I learn best with hands-on labs. I want to learn AWS", subject: "AWS", style: "hands-on labs" },
  { goal: "I want to learn Kubernetes to deploy my app", subject: "Kubernetes", outcome: "deploy my app" },
  { goal: "I want to learn how to cook thai food", subject: "cooking thai food" },
  { goal: "I'm switching careers from marketing to UX design", subject: "UX design", outcome: "switching careers" },
  { goal: "我喜欢边做边学，想学 Docker", subject: "Docker", style: "边做边学" },
  { goal: "我想学 Go 语言后端开发，希望多做项目", subject: "Go 语言后端开发", style: "多做项目" },
  { goal: "我想学 Python 做数据分析", subject: "Python", outcome: "数据分析" },
  { goal: "我想考 CKA 认证", subject: "CKA", outcome: "CKA" },
  { goal: "I want to become a data engineer", subject: "becoming a data engineer", outcome: "become a data engineer" },
  // More of the same classes, phrased differently.
  { goal: "Can I learn React in a weekend?", subject: "React", deadline: "in a weekend", weeks: 1 },
  { goal: "my daughter wants to learn piano, how do I teach her", subject: "piano" },
  { goal: "Japanese for my trip to Tokyo next month", subject: "Japanese", deadline: "next month", weeks: 4 },
  { goal: "I'd really like to get better at chess", subject: "chess" },
  { goal: "Kubernetes, I already use Docker at work", subject: "Kubernetes", background: "Docker" },
  { goal: "I want to learn SQL, I only have 30 minutes a day", subject: "SQL", budgetMinutes: 210 },
  {
    goal: "I'm a data analyst looking to move into machine learning engineering",
    subject: "machine learning engineering",
    background: "data analyst",
  },
  { goal: "想用三个月时间准备考研数学", subject: "考研数学", outcome: "考研数学", deadline: "三个月", weeks: 13 },
  { goal: "我是大学生，想找一份前端实习", subject: "前端", background: "大学生", outcome: "前端实习" },
  { goal: "我想提升英语口语，每周能学3小时", subject: "英语口语", budgetMinutes: 180 },
  { goal: "我对AI很感兴趣，想了解大模型", subject: "大模型" },
  // Stated levels: the words a learner uses to say where they start.
  { goal: "I'm new to Rust", subject: "Rust", background: "new to Rust", level: "beginner" },
  {
    goal: "I'm new to Kubernetes and need it for my job",
    subject: "Kubernetes",
    background: "new to Kubernetes",
    level: "beginner",
    purpose: "work",
  },
  { goal: "Complete beginner, want to get into photography", subject: "photography", background: "complete beginner", level: "beginner" },
  {
    goal: "I'm completely new to photography and want to learn it",
    subject: "photography",
    background: "new to photography",
    level: "beginner",
  },
  {
    goal: "Brand new to investing, help me understand index funds",
    subject: "index funds",
    background: "new to investing",
    level: "beginner",
  },
  {
    goal: "Never programmed before. Want to build websites.",
    subject: "building websites",
    background: "never programmed before",
    outcome: "build websites",
    level: "beginner",
  },
  {
    goal: "I know the basics of React and want to get better at hooks",
    subject: "hooks",
    background: "basics of React",
    level: "intermediate",
  },
  { goal: "Teach me Go, I've used it for years but want to go deeper", subject: "Go", background: "used it for years", level: "advanced" },
  {
    goal: "I've been writing Python for years, now I want to learn Rust",
    subject: "Rust",
    background: "Python for years",
    level: "advanced",
  },
  {
    goal: "Teach me SQL, complete beginner, 2 hours a week, short videos please",
    subject: "SQL",
    background: "complete beginner",
    level: "beginner",
    budgetMinutes: 120,
    style: "short videos",
  },
  { goal: "I want to learn Kubernetes", subject: "Kubernetes", level: null },
  { goal: "我从零开始学吉他", subject: "吉他", background: "从零", level: "beginner" },
  { goal: "帮我从零开始学 SQL", subject: "SQL", background: "从零", level: "beginner" },
  { goal: "我是编程小白，想学 Python", subject: "Python", background: "小白", level: "beginner" },
  { goal: "刚开始学摄影，每周只有两个小时", subject: "摄影", background: "刚开始", level: "beginner", budgetMinutes: 120 },
  { goal: "完全不懂乐理，想学作曲", subject: "作曲", background: "完全不懂", level: "beginner" },
  { goal: "想系统学习机器学习，我有一点 Python 基础", subject: "机器学习", background: "Python", level: "intermediate" },
  { goal: "我用 Python 很熟练了，想学 Rust", subject: "Rust", background: "Python 很熟练", level: "advanced" },
  { goal: "我用 Java 写了五年代码，想学 Kotlin", subject: "Kotlin", background: "五年", level: "advanced" },
  { goal: "我想熟练掌握 Excel", subject: "Excel", level: null },
  // Purposes: why, never what.
  { goal: "Kubernetes for my job", subject: "Kubernetes", purpose: "work" },
  { goal: "I need Kubernetes for work", subject: "Kubernetes", purpose: "work" },
  { goal: "learning German for work, I have 2 hours a week", subject: "German", purpose: "work", budgetMinutes: 120 },
  { goal: "I need SQL for my thesis by June", subject: "SQL", purpose: "study", deadline: "by June", weeks: null },
  { goal: "Docker for my team, we deploy every week", subject: "Docker", purpose: "work" },
  { goal: "为了工作想学 Kubernetes", subject: "Kubernetes", purpose: "work" },
  { goal: "我想学数据分析，为了工作", subject: "数据分析", purpose: "work" },
  { goal: "工作需要，想学 Excel 数据透视表", subject: "Excel 数据透视表", purpose: "work" },
  { goal: "公司要用 Salesforce，我想学", subject: "Salesforce", purpose: "work" },
  { goal: "为了考研想学高等数学", subject: "高等数学", purpose: "exam" },
  { goal: "为了出国旅游学日语，三个月内", subject: "日语", purpose: "travel", deadline: "三个月内", weeks: 13 },
  { goal: "我想学吉他，纯属兴趣", subject: "吉他", purpose: "hobby" },
  // A course from attached material: the learner's words name no subject.
  { goal: "Build a course from this document", subject: "", fromMaterial: true },
  { goal: "Make me a course out of these lecture notes", subject: "", fromMaterial: true },
  {
    goal: "Please make a course from the attached PDF, I'm a complete beginner",
    subject: "",
    fromMaterial: true,
    background: "complete beginner",
    level: "beginner",
  },
  { goal: "Build a course on photosynthesis from this chapter", subject: "photosynthesis", fromMaterial: true },
  { goal: "根据这份文档给我做一门课", subject: "", fromMaterial: true },
  { goal: "用这份资料帮我做个学习计划，我是零基础", subject: "", fromMaterial: true, background: "零基础", level: "beginner" },
  { goal: "根据这份文档给我做一门关于光合作用的课", subject: "光合作用", fromMaterial: true },
  // More of each class, phrased differently.
  {
    goal: "I'd like to learn data visualization for my job as a marketer",
    subject: "data visualization",
    background: "marketer",
    purpose: "work",
  },
  { goal: "Total noob at chess, wanna get better", subject: "chess", background: "noob", level: "beginner" },
  { goal: "I'm a beginner at Python and need it for work", subject: "Python", background: "beginner", level: "beginner", purpose: "work" },
  {
    goal: "Quick course on Excel pivot tables, I'm new to Excel",
    subject: "Excel pivot tables",
    background: "new to Excel",
    level: "beginner",
  },
  { goal: "I want a course on Spanish for my trip", subject: "Spanish", purpose: "travel" },
  { goal: "我是新手，想学 Docker，工作要用", subject: "Docker", background: "新手", level: "beginner", purpose: "work" },
  { goal: "我想学点统计，为了工作，每周能花3小时", subject: "统计", purpose: "work", budgetMinutes: 180 },
  { goal: "想学 React，完全不会前端", subject: "React", background: "完全不会", level: "beginner" },
  { goal: "Create a study plan from my lecture slides", subject: "", fromMaterial: true },
  { goal: "I uploaded my textbook chapter, make a course from it", subject: "", fromMaterial: true },
  { goal: "Turn this PDF into a course", subject: "", fromMaterial: true },
  { goal: "用我上传的讲义做一门课", subject: "", fromMaterial: true },
  { goal: "把这份PDF做成课程", subject: "", fromMaterial: true },
  { goal: "帮我根据这本书设计一个学习计划", subject: "", fromMaterial: true },
];

/**
 * A coarse guess at what kind of subject a topic is, so the offline model can
 * use a learning path that fits it (a language is learned through pronunciation
 * and grammar, a tool through setup and projects). Keyword lists, not NLP: the
 * guess only picks templates, and "general" is always a safe answer.
 *
 * "crafts" is making a thing from materials by a method (cooking, baking, knitting, woodworking,
 * pottery); "music" is sound made in time (an instrument, singing, theory, composing, DJing); "arts" is
 * the visual arts judged by eye (drawing, painting, photography, graphic design, calligraphy). Their learning
 * paths and terms differ: neither a baker nor a pianist is asked about tonal value, gesture or a sketchbook.
 * Dance is "fitness": the arts' terms (value, sketchbook, a medium of graphite or clay) are not true of
 * it, while warm-up, form, range of motion, sessions and recovery are.
 * Design is several kinds: graphic and visual design are arts; system, API and database design are
 * software; UI, UX, interaction, product, service and game design (user research, prototypes,
 * usability tests) match neither the arts' terms (gesture, value, sketchbook) nor software's, so they
 * are "general", whose path is true of any subject.
 */
export type TopicKind =
  "software" | "language" | "arts" | "crafts" | "music" | "science" | "humanities" | "business" | "fitness" | "general";

/**
 * Order breaks ties: the more specific template set wins ("healthy cooking for weight loss" is cooking,
 * "music history" is music, "dance music production" is music).
 */
// prettier-ignore
const KIND_ORDER: readonly TopicKind[] = [
  "software", "language", "science", "business", "crafts", "music", "fitness", "arts", "humanities",
];

// Word tables read better one group per line than one word per line.
// prettier-ignore
const KEYWORDS: Record<Exclude<TopicKind, "general" | "language">, readonly string[]> = {
  software: [
    "kubernetes", "k8s", "docker", "container", "python", "javascript", "typescript", "react", "vue", "angular",
    "node.js", "nodejs", "next.js", "sql", "database", "postgres", "mysql", "mongodb", "machine learning",
    "deep learning", "llm", "data science", "data analysis", "data engineering", "data engineer", "software engineer",
    "developer", "programmer", "pandas", "programming", "coding",
    "software", "devops", "linux", "git", "aws", "azure", "gcp", "cloud", "terraform", "rust", "golang", "java",
    "kotlin", "swift", "c++", "c#", "web development", "frontend", "front-end", "backend", "back-end", "api",
    "algorithm", "cybersecurity", "security", "networking", "blockchain", "unity", "game development", "ios",
    "android", "flutter", "django", "flask", "spring boot", "html", "css", "compiler", "operating system",
    "编程", "程序", "开发", "前端", "后端", "数据库", "机器学习", "深度学习", "人工智能", "数据分析", "算法",
    "运维", "云计算", "网络安全", "大模型", "爬虫", "小程序", "软件", "容器",
    // Designing a system is software work ("system design" interviews), never a visual art.
    "system design", "systems design", "api design", "database design", "software design", "software architecture",
    "系统设计", "数据库设计", "架构设计", "软件设计", "接口设计",
  ],
  science: [
    "math", "mathematics", "calculus", "algebra", "statistics", "probability", "geometry", "physics", "chemistry",
    "biology", "astronomy", "neuroscience", "genetics", "quantum", "ecology", "geology", "number theory",
    "数学", "微积分", "线性代数", "高数", "统计", "概率", "几何", "物理", "化学", "生物", "天文", "量子", "神经科学", "遗传",
  ],
  business: [
    "business", "finance", "investing", "investment", "stock", "accounting", "marketing", "management",
    "product management", "entrepreneurship", "startup", "economics", "sales", "negotiation", "leadership",
    "excel", "trading", "personal finance", "real estate", "budget",
    "金融", "投资", "理财", "股票", "基金", "会计", "财务", "营销", "管理", "创业", "经济", "销售", "谈判", "领导力", "产品经理", "电商",
  ],
  fitness: [
    "fitness", "workout", "strength training", "weightlifting", "running", "marathon", "yoga", "pilates",
    "swimming", "cycling", "nutrition", "diet", "weight loss", "meditation", "calisthenics", "boxing",
    "martial arts", "stretching", "tai chi", "bodybuilding", "dance", "dancing", "ballet", "hip hop dance",
    "salsa", "tango", "breakdancing", "zumba",
    "健身", "减肥", "增肌", "跑步", "马拉松", "瑜伽", "普拉提", "游泳", "骑行", "营养", "饮食", "冥想", "拳击", "武术", "太极", "拉伸",
    "舞蹈", "跳舞", "芭蕾", "街舞", "拉丁舞", "广场舞", "爵士舞", "民族舞",
  ],
  crafts: [
    "cooking", "cook", "cuisine", "recipe", "recipes", "knife skills", "baking", "bake", "bread", "breads",
    "sourdough", "pastry", "pastries", "cake", "cakes", "cake decorating", "patisserie", "dessert", "desserts",
    "chocolate making", "fermentation", "fermenting", "pickling", "cheesemaking", "cheese making", "brewing",
    "homebrewing", "barbecue", "bbq", "grilling", "knitting", "crochet", "sewing", "quilting", "embroidery",
    "cross-stitch", "cross stitch", "sew", "knit", "weaving", "tailoring", "dressmaking", "woodworking", "carpentry", "joinery",
    "wood carving", "whittling", "furniture making", "pottery", "ceramics", "leatherwork", "leathercraft",
    "jewelry making", "jewellery making", "metalworking", "blacksmithing", "soap making", "candle making",
    "bookbinding", "upholstery",
    "烹饪", "做饭", "做菜", "烧菜", "厨艺", "烹调", "家常菜", "菜谱", "食谱", "烘焙", "面包", "糕点", "西点", "甜点",
    "甜品", "蛋糕", "发酵", "酿酒", "编织", "织毛衣", "毛线", "钩针", "缝纫", "裁缝", "刺绣", "十字绣", "木工",
    "木雕", "陶艺", "陶瓷", "拉坯", "皮具", "皮艺", "首饰制作", "手工皂", "香薰蜡烛",
  ],
  music: [
    "music", "musical", "musician", "guitar", "guitars", "bass guitar", "piano", "violin", "viola", "cello",
    "double bass", "flute", "clarinet", "saxophone", "sax", "trumpet", "trombone", "harmonica", "harp", "drum",
    "drums", "drumming", "percussion", "ukulele", "banjo", "mandolin", "accordion", "synthesizer", "synth",
    "singing", "sing", "singer", "vocal", "vocals", "voice lessons", "choir", "opera", "music theory",
    "ear training", "sight-reading", "sight reading", "solfege", "solfège", "harmony", "chord", "chords",
    "composing", "songwriting", "songwriter", "orchestration", "music production", "beatmaking", "beat making",
    "dj", "djing", "turntablism", "ableton", "fl studio", "jazz", "rap",
    "音乐", "乐器", "乐理", "钢琴", "吉他", "贝斯", "小提琴", "中提琴", "大提琴", "长笛", "单簧管", "萨克斯",
    "长号", "口琴", "手风琴", "电子琴", "竖琴", "架子鼓", "爵士鼓", "打鼓", "非洲鼓", "尤克里里", "古筝", "古琴",
    "二胡", "琵琶", "扬琴", "笛子", "竹笛", "葫芦丝", "弹琴", "琴谱", "唱歌", "声乐", "唱功", "合唱", "歌唱", "学唱",
    "视唱", "练耳", "和声", "和弦", "编曲", "作曲", "写歌", "混音", "打碟", "说唱",
  ],
  arts: [
    "drawing", "painting", "watercolor", "watercolour", "sketch", "illustration", "photography", "video editing",
    "film", "calligraphy", "graphic design", "visual design", "logo design", "poster design", "typography",
    "animation", "3d modeling", "blender",
    // Design judged by eye (平面, 视觉, 海报, 字体, 标志, 版式) is a visual art; 设计 alone is not: UI设计 designs
    // interfaces, 系统设计 systems (see UNSEEN_DESIGN below).
    "绘画", "画画", "素描", "水彩", "油画", "插画", "摄影", "剪辑", "书法", "平面设计", "视觉设计", "海报设计",
    "字体设计", "标志设计", "版式设计", "排版", "动画",
  ],
  humanities: [
    "history", "philosophy", "literature", "psychology", "sociology", "religion", "political science", "politics",
    "law", "anthropology", "archaeology", "classics", "mythology", "art history", "poetry",
    "历史", "哲学", "文学", "心理学", "社会学", "宗教", "政治", "法律", "考古", "诗词", "古文", "神话",
  ],
};

// prettier-ignore
const LANGUAGE_NAMES = [
  "english", "japanese", "chinese", "mandarin", "cantonese", "korean", "french", "spanish", "german", "italian",
  "portuguese", "russian", "arabic", "hindi", "vietnamese", "thai", "dutch", "swedish", "greek", "latin",
  "esperanto", "turkish", "polish", "indonesian",
];

/** Words that make a topic unmistakably about learning a language. */
// prettier-ignore
const LANGUAGE_STRONG = [
  "sign language", "ielts", "toefl", "jlpt", "hsk", "toeic", "grammar", "vocabulary", "pronunciation",
  "英语", "日语", "韩语", "法语", "德语", "西班牙语", "意大利语", "俄语", "葡萄牙语", "阿拉伯语", "粤语", "汉语",
  "中文", "普通话", "外语", "口语", "雅思", "托福", "四级", "六级", "五十音", "语法", "单词",
];

/** After a language name, these keep the topic about the language ("Japanese for travel"); anything else makes it a modifier ("Japanese cooking"). */
const LANGUAGE_TAIL =
  /^(?:language|for\b|grammar|conversation|vocabulary|speaking|writing|listening|reading|pronunciation|lessons?|course|\(|$)/;

/**
 * Chinese keywords match inside words (Chinese has no spaces), so a longer word that merely contains
 * one is taken out first: 面包板 is a breadboard and 面包车 a minivan, neither of them baking.
 */
const FALSE_FRIENDS = /面包板|面包车/gu;

function hasKeyword(text: string, keyword: string): boolean {
  if (/[^\x00-\x7f]/.test(keyword)) return text.includes(keyword);
  // Latin keywords must match whole words: "ai" must not fire inside "Thailand".
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^a-z0-9])${escaped}(?:$|[^a-z0-9])`).test(text);
}

function languageScore(text: string): number {
  let score = 0;
  for (const word of LANGUAGE_STRONG) if (hasKeyword(text, word)) score += 2;
  for (const name of LANGUAGE_NAMES) {
    const match = new RegExp(`(?:^|[^a-z])(${name})(?=$|[^a-z])`).exec(text);
    if (!match) continue;
    const tail = text.slice(match.index + match[0].length).trim();
    score += LANGUAGE_TAIL.test(tail) ? 2 : 0.5;
  }
  return score;
}

export function classifyTopic(topic: string): TopicKind {
  const text = topic.toLowerCase().replace(FALSE_FRIENDS, " ");
  const scores = new Map<TopicKind, number>();
  for (const [kind, words] of Object.entries(KEYWORDS) as [TopicKind, readonly string[]][]) {
    scores.set(kind, words.filter((word) => hasKeyword(text, word)).length);
  }
  scores.set("language", languageScore(text));
  let best: TopicKind = "general";
  let bestScore = 0;
  for (const kind of KIND_ORDER) {
    const score = scores.get(kind) ?? 0;
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}

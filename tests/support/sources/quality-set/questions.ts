/**
 * The quality set's questions. `passage` is an exact substring of the named document that
 * answers the question; questions paraphrase rather than copy, so keyword search is really tested.
 */
export interface QualityQuestionInput {
  id: string;
  language: "en" | "zh";
  documentId: string;
  question: string;
  passage: string;
}

export const QUALITY_QUESTIONS: readonly QualityQuestionInput[] = [
  // Coffee (English)
  {
    id: "coffee-1",
    language: "en",
    documentId: "coffee-en",
    question: "Which coffee species is sold as robusta?",
    passage: "Coffea canephora, which is usually sold under the name robusta",
  },
  {
    id: "coffee-2",
    language: "en",
    documentId: "coffee-en",
    question: "Who was Kaldi in the legend about coffee?",
    passage: "an Ethiopian goat herder named Kaldi",
  },
  {
    id: "coffee-3",
    language: "en",
    documentId: "coffee-en",
    question: "Where is the earliest reliable evidence of people drinking coffee?",
    passage: "Sufi monasteries in Yemen in the fifteenth century",
  },
  {
    id: "coffee-4",
    language: "en",
    documentId: "coffee-en",
    question: "How much more caffeine does robusta have than arabica?",
    passage: "Robusta beans contain roughly twice as much caffeine as arabica beans.",
  },
  { id: "coffee-5", language: "en", documentId: "coffee-en", question: "What is a peaberry?", passage: "this is called a peaberry" },
  {
    id: "coffee-6",
    language: "en",
    documentId: "coffee-en",
    question: "How much pressure is used to make espresso?",
    passage: "at about nine bars of pressure",
  },
  {
    id: "coffee-7",
    language: "en",
    documentId: "coffee-en",
    question: "How long should cold brew steep?",
    passage: "steeping grounds in cold water for 12 to 24 hours",
  },
  {
    id: "coffee-8",
    language: "en",
    documentId: "coffee-en",
    question: "How does the Swiss Water Process decaffeinate beans without solvents?",
    passage: "using only water and activated charcoal filters",
  },
  // Lighthouses (English)
  {
    id: "light-1",
    language: "en",
    documentId: "lighthouses-en",
    question: "Which is the oldest lighthouse still operating?",
    passage: "is the oldest lighthouse in the world that is still in use",
  },
  {
    id: "light-2",
    language: "en",
    documentId: "lighthouses-en",
    question: "Who designed the lens made of concentric prism rings, and when?",
    passage: "In 1822 the French physicist Augustin-Jean Fresnel designed a lens",
  },
  {
    id: "light-3",
    language: "en",
    documentId: "lighthouses-en",
    question: "Where was the first Fresnel lens installed?",
    passage: "installed in the Cordouan lighthouse at the mouth of the Gironde in 1823",
  },
  {
    id: "light-4",
    language: "en",
    documentId: "lighthouses-en",
    question: "What is the difference between an occulting light and a flashing light?",
    passage: "an occulting light is lit for longer than it is dark",
  },
  {
    id: "light-5",
    language: "en",
    documentId: "lighthouses-en",
    question: "What does Fl(2) 10s mean on a chart?",
    passage: "Fl(2) 10s means two flashes repeated every ten seconds",
  },
  {
    id: "light-6",
    language: "en",
    documentId: "lighthouses-en",
    question: "Why are lighthouses built tall? What limits the geographic range?",
    passage: "The geographic range is limited by the curvature of the Earth",
  },
  {
    id: "light-7",
    language: "en",
    documentId: "lighthouses-en",
    question: "When did Trinity House remove its last lighthouse keepers?",
    passage: "withdrew its last keepers in 1998, when North Foreland lighthouse in Kent was automated",
  },
  // Giant panda (Chinese)
  {
    id: "panda-1",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "野生大熊猫分布在哪几个省？",
    passage: "野生大熊猫主要生活在四川、陕西和甘肃三省的山区",
  },
  {
    id: "panda-2",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "大熊猫的食物里竹子占多大比例？",
    passage: "它们的食物中竹子却占了百分之九十九以上",
  },
  {
    id: "panda-3",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "大熊猫每天花多长时间吃东西？",
    passage: "成年大熊猫每天要花十到十六个小时进食",
  },
  {
    id: "panda-4",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "大熊猫的伪拇指是什么？",
    passage: "它其实是腕部一块增大的籽骨",
  },
  {
    id: "panda-5",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "刚出生的熊猫宝宝有多重？",
    passage: "体重只有一百克左右，大约只有母亲体重的千分之一",
  },
  {
    id: "panda-6",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "大熊猫的保护级别哪一年从濒危降为易危？",
    passage: '二零一六年世界自然保护联盟把大熊猫的受威胁等级从"濒危"调整为"易危"',
  },
  {
    id: "panda-7",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "大熊猫冬天会冬眠吗？",
    passage: "大熊猫并不冬眠，因为竹子一年四季都能找到",
  },
  {
    id: "panda-8",
    language: "zh",
    documentId: "giant-panda-zh",
    question: "大熊猫为什么是黑白两色的？",
    passage: "白色的部分在雪地和阴影中起到伪装作用",
  },
  // Chinese tea (Chinese)
  {
    id: "tea-1",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "中国茶分为哪六大类？",
    passage: "分为六大类：绿茶、白茶、黄茶、青茶、红茶和黑茶",
  },
  {
    id: "tea-2",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "泡绿茶用多少度的水合适？",
    passage: "水温在八十摄氏度左右比较合适",
  },
  {
    id: "tea-3",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "黄茶和绿茶的工艺有什么区别？",
    passage: '但多了一道"闷黄"的工序',
  },
  {
    id: "tea-4",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "铁观音属于哪一类茶？",
    passage: "福建安溪的铁观音、武夷山的大红袍和广东的凤凰单丛都是乌龙茶",
  },
  {
    id: "tea-5",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "世界上最早的红茶是哪一种？",
    passage: "正山小种被认为是世界上最早的红茶",
  },
  {
    id: "tea-6",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "谁被称为茶圣？他写了什么书？",
    passage: '陆羽因此被后人尊为"茶圣"',
  },
  {
    id: "tea-7",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "为什么紫砂壶适合泡乌龙茶和普洱？",
    passage: "透气性好，保温性强，特别适合冲泡乌龙茶和普洱茶",
  },
  {
    id: "tea-8",
    language: "zh",
    documentId: "chinese-tea-zh",
    question: "用散茶直接冲泡的方法是从什么时候开始流行的？",
    passage: "明太祖朱元璋下令废除团茶、改贡散茶以后",
  },
  // Git notes (mixed)
  {
    id: "git-1",
    language: "zh",
    documentId: "git-notes-mixed",
    question: "Git 是谁在哪一年写的？",
    passage: "由 Linus Torvalds 在 2005 年为开发 Linux 内核而编写",
  },
  {
    id: "git-2",
    language: "zh",
    documentId: "git-notes-mixed",
    question: "git stash 有什么用？",
    passage: "可以用 git stash 把未提交的修改收起来",
  },
  {
    id: "git-3",
    language: "zh",
    documentId: "git-notes-mixed",
    question: "为什么不要 rebase 已经推送的提交？",
    passage: "因为 rebase 会改写提交的哈希",
  },
  {
    id: "git-4",
    language: "en",
    documentId: "git-notes-mixed",
    question: "How long is a commit SHA-1 hash in hex characters?",
    passage: "SHA-1 哈希值，写成 40 个十六进制字符",
  },
  {
    id: "git-5",
    language: "en",
    documentId: "git-notes-mixed",
    question: "What is a detached HEAD?",
    passage: "如果直接 checkout 一个提交而不是分支，就会进入 detached HEAD 状态",
  },
  {
    id: "git-6",
    language: "en",
    documentId: "git-notes-mixed",
    question: "What is the difference between git fetch and git pull?",
    passage: "git pull 相当于 git fetch 之后再执行一次 merge",
  },
  {
    id: "git-7",
    language: "zh",
    documentId: "git-notes-mixed",
    question: "怎样撤销一次已经公开的提交而不改写历史？",
    passage: "git revert 会生成一个新的提交来抵消某次旧提交的改动",
  },
];

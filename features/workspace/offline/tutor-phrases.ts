import type { Locale } from "@/lib/i18n/locales";

/** What the offline workspace tutor says, in English and Chinese (same keys). */
const en = {
  aboutLines: "What {ref} says:",
  lineSays: "- line {line}: “{text}”",
  moreLines: "- …and {count} more lines ({ref})",
  inShort: "**In short:** {ref} is about {terms}; {connection}",
  connected: "your course and sources explain it here: “{sentence}” ({citation}) [{ref}].",
  alsoConnected: "Where else it comes up:",
  cannotJudge:
    "I can't tell offline whether this is right, and I won't pretend to: here is what your course and sources say, to compare it with.",
  cannotJudgeUnselected:
    "I can't tell offline whether this is right, and I won't pretend to. Select the lines you mean and ask again: I'll show what your course and sources say about them.",
  topicAnswer: "**In short:** on {topic}, your course and sources say: “{sentence}” ({citation}) [{ref}].",
  topicNotFound:
    "I searched your course and sources for {topic} and found no passage that explains it, and offline I won't answer from memory. Select the lines you're asking about, or add a source that covers it.",
  topicNoSearch: "I can't search your course right now, so I can't answer about {topic}; offline I won't answer from memory.",
  topicNothingMore:
    "I've already quoted everything your course and sources say about {topic}, and offline I won't add to it from memory. Ask about a related term, or select lines to go through them.",
  passageLine: "- “{sentence}” — {citation} [{ref}]",
  unconnected:
    "**In short:** I searched your course and sources for {terms} and found no other passage that explains {ref}, so all I can show is what the lines say themselves. Ask me about one term and I'll look again.",
  noSearch: "**In short:** {ref} is about {terms}. I can't search your course right now, so I can't connect it to anything else.",
  emptyLines: "Those lines are empty — select the text you want to talk about.",
  quizNoPractice:
    "I can't grade a free answer without a model, and I won't pretend to. The practice page asks questions made from your chapters and grades them.",
  searching: "Let me look in your course and sources for {topic} first.",
  proposing: "I'd add this to {path} — accept or reject the proposal below.",
  applying: "Here is the change to {path}.",
  exampleFound: "Your course has an example of **{topic}** ({citation}): “{sentence}”",
  exampleCodeFound: "Your course has an example of **{topic}** ({citation}):\n\n{code}",
  noExample:
    "I found no example of **{topic}** in your course or sources, and I won't invent one. What they do say about it: “{sentence}” ({citation}). Ask me to add that as a definition instead.",
  definitionFound: "Your course says about **{topic}** ({citation}): “{sentence}”",
  nothingFound:
    "I found nothing about **{topic}** in your course or sources, so there is nothing I can add without making it up. Add a source that covers it, or write it in your own words.",
  exampleTitle: "## Example: {topic}",
  definitionTitle: "## {topic}",
  sourceLine: "Source: {citation}",
  factBacked: "Your course backs this: “{sentence}” ({citation}).",
  factUnbacked: "I found nothing in your course or sources that says this, so it goes in as your own statement.",
  factMissing: "What fact should I note in {path}? Say it after “that”, e.g. “note in {path} that a Pod can hold several containers”.",
  noSuchFile: "There is no {path} in this workspace, and I only add to notes I can find or to new notes under notes/.",
  replaceMissing: "“{from}” does not appear in {path}, so I can't change it. Select the line and tell me exactly what to change.",
  fixUnclear:
    "I can't tell on my own what is wrong with a line, and I won't guess. Tell me the change (“change X to Y”); here is what your course says about it: “{sentence}” ({citation}).",
  fixUnclearNoMaterial: "I can't tell on my own what is wrong with a line, and I won't guess. Tell me the change as “change X to Y”.",
  summaryOf: "Summary of {ref} (its own key sentences, in order):",
  proposalTitle: "## Summary of {ref}",
  accepted: "Done: {path} is now version {version}.",
  rejected: "OK, I left {path} as it was.",
  failed: "That didn't work: {error}",
  searchFailed: "I couldn't search your course just now ({error}), so I added nothing. Try again in a moment.",
  ticked: "Milestone {n} is ticked: your practice answers earn it, and the line under it in milestones.md links to them.",
  cannot:
    "I can't do that without a model. Offline I can: explain selected lines from your course, add an example or a definition from your course to a note, note a fact in a file (“note in ground-truth.md that …”), change X to Y in a note, summarise selected lines, or quiz you with the course's practice questions.",
  followUpWhich:
    "Which subject do you mean? I can't tell from our conversation what that follows on from, and I won't guess: name the subject, or select the lines you mean and ask again.",
  checkWhichFile:
    "I can't tell offline whether a line is right, and I won't pretend to. Which file is line {line} in? Open it in the editor or name it (“is line {line} of notes/loss.md right?”) and I'll show what your course says about it.",
  noLineToRead: "{path} has {count} lines, so there is no line {line} to look at.",
  fileSays: "{path} (version {version}), lines {start}-{end}, as it stands:",
  fileEmpty: "{path} is empty: it has no lines yet.",
  fileHasMore: "{path} has {count} lines; ask for the next ones by number (“what do lines {next}-{last} of {path} say?”).",
  noFileToRead: "There is no {path} in this workspace, so there is nothing of it to read. Check the file list for its name.",
  nothingSelected:
    "Nothing is selected, so there are no selected lines to go by. Select the lines in the editor (drag across them, or hold Shift and use the arrow keys), then ask again — or name the file or topic you mean.",
  whichLinesOrFile:
    "Which lines do you mean? Nothing is selected and no file is open in the editor. Select the lines (or open the file) and ask again, and I'll go by what they say.",
  general:
    "I can see your workspace: {count} files, {done}/{total} milestones done. Select lines and press “Ask the tutor”, ask me for a quiz, or ask me to add an example or a definition to a note.",
  canDo:
    "Offline I can: explain selected lines from your course, add an example, a definition or a formula from your course to a note, note a fact in a file (“note in ground-truth.md that …”), rewrite a line you dictate (“line 3 should say …”), change X to Y in a note, summarise selected lines, or quiz you with the course's practice questions.",
  lineBecomes: "Line {line} of {path} would read: “{text}”",
  lineWhichFile:
    "Which file is line {line} in? Select it in the note and ask again, or name the file (“line {line} of notes/loss.md should say …”).",
  chapterReadOnly: "{path} is a chapter of your course, and chapters are read-only. Copy the line into a note and I'll change it there.",
  noSuchLine: "{path} has {count} lines, so there is no line {line} to change.",
  formulaFound: "Your course gives this formula for **{topic}** ({citation}): “{sentence}”",
  noFormula:
    "I found no formula for **{topic}** in your course or sources, and I won't write one from memory. Add a source that states it, or write it in yourself.",
  formulaTitle: "## Formula: {topic}",
  addWhich:
    "Which subject should the {what} be about? Say “add the {what} for X to my note”, or select the lines it is for and ask again — I take it from your course and sources, never make one up.",
  giveWhich:
    "Which subject should the {what} be about? Name it (“… for X”), or select the lines it is for and ask again — I take it from your course and sources, never make one up.",
  addWords: { example: "example", definition: "definition", formula: "formula", analogy: "analogy" },
  analogyFound: "Your course compares **{topic}** to something ({citation}): “{sentence}”",
  noAnalogy:
    "I found no analogy for **{topic}** in your course or sources, and I won't invent one: offline I have no model to make one up. What they do say about it: “{sentence}” ({citation}). Ask me to add that as a definition instead.",
  analogyTitle: "## Analogy: {topic}",
  noNote: "notes/summary.md",
  newNote: "notes/{slug}.md",
};
const zh: typeof en = {
  aboutLines: "{ref} 的原文：",
  lineSays: "- 第 {line} 行：“{text}”",
  moreLines: "- ……另有 {count} 行未列出（{ref}）",
  inShort: "**简单说：**{ref} 讲的是{terms}；{connection}",
  connected: "你的课程和资料是这样解释的：“{sentence}”（{citation}）[{ref}]。",
  alsoConnected: "其他提到它的地方：",
  cannotJudge: "离线时我判断不了这样对不对，也不会假装判断：下面是你的课程和资料里的说法，可以对照一下。",
  cannotJudgeUnselected: "离线时我判断不了这样对不对，也不会假装判断。选中你指的几行再问一次，我会给你看课程和资料里对应的说法。",
  topicAnswer: "**简单说：**关于{topic}，你的课程和资料是这样说的：“{sentence}”（{citation}）[{ref}]。",
  topicNotFound:
    "我在你的课程和资料里搜索了{topic}，没有找到解释它的段落；离线时我不会凭记忆回答。可以选中你想问的几行，或者添加一份讲到它的资料。",
  topicNoSearch: "现在无法搜索你的课程，所以没法回答关于{topic}的问题；离线时我不会凭记忆回答。",
  topicNothingMore: "你的课程和资料里关于{topic}的内容我都已经引用过了，离线时我不会凭记忆补充。可以问一个相关的词，或者选中几行一起看。",
  passageLine: "- “{sentence}”——{citation} [{ref}]",
  unconnected:
    "**简单说：**我在你的课程和资料里搜索了{terms}，没有找到其他解释 {ref} 的段落，所以只能给你看这几行本身写了什么。可以就其中一个词问我，我再找一次。",
  noSearch: "**简单说：**{ref} 讲的是{terms}。现在无法搜索你的课程，所以没法把它和其他内容联系起来。",
  emptyLines: "这几行是空的——请选中想讨论的文字。",
  quizNoPractice: "没有模型时我无法批改自由作答，也不会假装能批改。练习页面里有根据章节出的题，并会给出评分。",
  searching: "我先在你的课程和资料里找一找{topic}。",
  proposing: "我建议把这些加到 {path}——请在下面接受或拒绝这个提议。",
  applying: "这是对 {path} 的修改。",
  exampleFound: "你的课程里有一个关于**{topic}**的例子（{citation}）：“{sentence}”",
  exampleCodeFound: "你的课程里有一个关于**{topic}**的例子（{citation}）：\n\n{code}",
  noExample:
    "在你的课程和资料里没有找到**{topic}**的例子，我不会编一个。资料里关于它是这样说的：“{sentence}”（{citation}）。可以让我把这句作为定义加进去。",
  definitionFound: "你的课程里关于**{topic}**是这样说的（{citation}）：“{sentence}”",
  nothingFound:
    "在你的课程和资料里没有找到关于**{topic}**的内容，所以我没有可以添加的东西，除非编造。可以添加相关的资料，或者用自己的话写下来。",
  exampleTitle: "## 例子：{topic}",
  definitionTitle: "## {topic}",
  sourceLine: "出处：{citation}",
  factBacked: "你的课程支持这一点：“{sentence}”（{citation}）。",
  factUnbacked: "在你的课程和资料里没有找到这句话的依据，所以它会作为你自己的陈述记下。",
  factMissing: "要在 {path} 里记下什么？请写在“记下”后面，例如“在 {path} 里记下：Pod 可以包含多个容器”。",
  noSuchFile: "这个学习空间里没有 {path}。我只会往已有的笔记或 notes/ 下的新笔记里添加内容。",
  replaceMissing: "{path} 里没有“{from}”，所以我没法修改。请选中那一行，并准确告诉我要改什么。",
  fixUnclear:
    "我自己判断不了这一行哪里有错，也不会瞎猜。请告诉我怎么改（“把 X 改成 Y”）；你的课程里关于它是这样说的：“{sentence}”（{citation}）。",
  fixUnclearNoMaterial: "我自己判断不了这一行哪里有错，也不会瞎猜。请用“把 X 改成 Y”的方式告诉我怎么改。",
  summaryOf: "{ref} 的小结（原文中的关键句，按原顺序）：",
  proposalTitle: "## {ref} 小结",
  accepted: "完成：{path} 现在是第 {version} 版。",
  rejected: "好的，{path} 保持原样。",
  failed: "没有成功：{error}",
  searchFailed: "现在无法搜索你的课程（{error}），所以什么都没有添加。请稍后再试。",
  ticked: "里程碑 {n} 已勾选：你的练习作答达标，milestones.md 里它下面的一行链接到这些作答。",
  cannot:
    "没有模型时我做不到这一点。离线时我可以：解释你选中的课程内容，从课程里找一个例子或定义加到笔记，在文件里记下一个事实（“在 ground-truth.md 里记下……”），把笔记里的 X 改成 Y，总结选中的几行，或者用课程的练习题考考你。",
  followUpWhich: "你指的是哪个主题？我从我们的对话里看不出这句接的是什么，也不会瞎猜：请说出主题，或者选中你指的几行再问一次。",
  checkWhichFile:
    "离线时我判断不了某一行对不对，也不会假装判断。第 {line} 行在哪个文件里？请在编辑器里打开它，或者说出文件名（“notes/loss.md 的第 {line} 行对吗”），我会给你看课程里关于它的说法。",
  noLineToRead: "{path} 只有 {count} 行，没有第 {line} 行。",
  fileSays: "{path}（第 {version} 版）第 {start}-{end} 行，现在的原文：",
  fileEmpty: "{path} 是空的，还没有任何内容。",
  fileHasMore: "{path} 共有 {count} 行；要看后面的内容，请说出行号（「{path} 第 {next} 到 {last} 行写了什么」）。",
  noFileToRead: "这个学习空间里没有 {path}，所以没有内容可读。请在文件列表里核对文件名。",
  nothingSelected:
    "现在没有选中任何内容，所以没有可依据的选中行。请先在编辑器里选中那几行（用鼠标拖选，或按住 Shift 用方向键），再问一次；也可以直接说出你指的文件或主题。",
  whichLinesOrFile:
    "你指的是哪几行？现在没有选中任何内容，编辑器里也没有打开文件。请选中那几行（或打开那个文件）再问一次，我会按原文来讲。",
  general:
    "我能看到你的学习空间：{count} 个文件，已完成 {done}/{total} 个里程碑。选中几行后点“问导师”，或者让我出个测验，或者让我往笔记里加一个例子或定义。",
  canDo:
    "离线时我可以：解释你选中的课程内容，从课程里找一个例子、定义或公式加到笔记，在文件里记下一个事实（“在 ground-truth.md 里记下……”），按你说的改写某一行（“第 3 行改成……”），把笔记里的 X 改成 Y，总结选中的几行，或者用课程的练习题考考你。",
  lineBecomes: "{path} 的第 {line} 行将改为：“{text}”",
  lineWhichFile: "第 {line} 行在哪个文件里？请在笔记里选中它再问一次，或者说出文件名（“notes/loss.md 的第 {line} 行改成……”）。",
  chapterReadOnly: "{path} 是课程的章节，章节是只读的。把这一行复制到笔记里，我可以在那里修改。",
  noSuchLine: "{path} 只有 {count} 行，没有第 {line} 行可以修改。",
  formulaFound: "你的课程给出的**{topic}**公式（{citation}）：“{sentence}”",
  noFormula: "在你的课程和资料里没有找到**{topic}**的公式，我不会凭记忆写一个。可以添加给出它的资料，或者自己写进去。",
  formulaTitle: "## 公式：{topic}",
  addWhich: "这个{what}要关于什么？请说“给笔记加一个关于 X 的{what}”，或者先选中相关的几行再问我——我只从你的课程和资料里找，不会自己编。",
  giveWhich: "这个{what}要关于什么？请说“举一个关于 X 的{what}”，或者先选中相关的几行再问我——我只从你的课程和资料里找，不会自己编。",
  addWords: { example: "例子", definition: "定义", formula: "公式", analogy: "类比" },
  analogyFound: "你的课程里对**{topic}**打了这样一个比方（{citation}）：“{sentence}”",
  noAnalogy:
    "在你的课程和资料里没有找到**{topic}**的类比，我不会编一个：离线时没有模型可以替你想比方。资料里关于它是这样说的：“{sentence}”（{citation}）。可以让我把这句作为定义加进去。",
  analogyTitle: "## 类比：{topic}",
  noNote: "notes/小结.md",
  newNote: "notes/{slug}.md",
};
export type TutorPhrases = typeof en;
export const TUTOR_PHRASES: Record<Locale, TutorPhrases> = { en, zh };

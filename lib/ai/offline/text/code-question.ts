/**
 * A question over a pasted code block ("why does this throw?" + a Python snippet): "this" is the code,
 * so the subject is what the code is written in and what it does (Python dictionaries, JavaScript
 * map), never the frame's first words ("this throw"). Read from the fence's language tag, or the
 * language's tell-tale words, and the first construct the code uses.
 */
/** A fenced block, its language tag, and its code (the message may have reached us with its line breaks folded to spaces). */
const FENCE = /```[ \t]*([\w+#-]*)\s([\s\S]*?)(?:```|$)/u;

const LANGUAGES: readonly [RegExp, string][] = [
  [/^(?:py|python3?)$/i, "Python"],
  [/^(?:js|jsx|javascript|node|mjs)$/i, "JavaScript"],
  [/^(?:ts|tsx|typescript)$/i, "TypeScript"],
  [/^(?:java)$/i, "Java"],
  [/^(?:c\+\+|cpp|cc|cxx)$/i, "C++"],
  [/^(?:c)$/i, "C"],
  [/^(?:rs|rust)$/i, "Rust"],
  [/^(?:go|golang)$/i, "Go"],
  [/^(?:sql|postgres|mysql|sqlite)$/i, "SQL"],
  [/^(?:sh|bash|zsh|shell)$/i, "shell"],
];
/** A language told by its own words, when the fence names none. */
const TELLS: readonly [RegExp, string][] = [
  [/^\s*(?:def|elif|import|from)\s|\bprint\(|:\s*$/m, "Python"],
  [/\b(?:const|let|var)\s+\w+\s*=|=>|console\.log/, "JavaScript"],
  [/^\s*(?:select|insert|update|delete|create table)\b/im, "SQL"],
  [/\bfn\s+\w+|\blet\s+mut\b|println!/, "Rust"],
  [/#include\b|std::/, "C++"],
  [/\bfunc\s+\w+|:=/, "Go"],
  [/\bpublic\s+(?:static\s+)?(?:void|class)\b/, "Java"],
];
const CONSTRUCTS: readonly [RegExp, string][] = [
  [/\b(?:async|await)\b/, "async/await"],
  [/\.map\(/, "map"],
  [/\.filter\(/, "filter"],
  [/\.reduce\(/, "reduce"],
  [/\[[^\]\n]*\bfor\b[^\]\n]*\bin\b[^\]\n]*\]/, "list comprehensions"],
  [/\w\s*\[\s*['"][^'"\n]*['"]\s*\]|=\s*\{\s*\}|\bdict\(/, "dictionaries"],
  [/\b(?:try|except|catch|throw|raise)\b/, "exceptions"],
  [/\bjoin\b/i, "joins"],
  [/\bclass\s+\w+/, "classes"],
  [/\blambda\b|=>/, "lambdas"],
  [/\b(?:for|while)\b/, "loops"],
  [/\b(?:def|function|fn|func)\s+\w+/, "functions"],
];
/** Prose that points at the code rather than naming a subject: "why does this throw?", "what does it do", "这段代码什么意思". */
const POINTS_AT_CODE = /^\s*$|\b(?:this|it|that|the code|my code|this code|the snippet|these lines|here)\b|这段|这个|这里|代码/iu;

/**
 * "why does this recursion never stop?", "为什么这个递归停不下来": the pointer names what the code is an
 * instance of; the named idea is the subject, unless it is only a word for code ("this function", "这段代码").
 */
const CODE_VERB = String.raw`(?:never|not|keeps?|always|still|won'?t|doesn'?t|isn'?t|can'?t|does|is|fails?|returns?|throws?|crash\w*|hangs?|loops?|stops?|runs?|prints?|gives?|works?|goes|gets?|breaks?|ends?)\b`;
const NAMED_AFTER_POINTER_EN = new RegExp(
  String.raw`\b(?:this|that|my|the)\s+([a-z][\w-]+(?:\s+(?!${CODE_VERB})[a-z][\w-]+)?)\s+${CODE_VERB}`,
  "iu",
);
const NAMED_AFTER_POINTER_ZH =
  /(?:这个|这段|那个|我的)(\p{Script=Han}{2,6}?)(?:为什么|为啥|怎么|老是|一直|总是|停不|不停|报错|出错|不对|没有)/u;
const CODE_WORD =
  /^(?:code|snippet|function|program|script|lines?|bit|thing|one|part|block|method|file|query|output|error|代码|程序|函数|脚本|片段|东西|地方)$/iu;

function namedAfterPointer(prose: string): string | null {
  const named = NAMED_AFTER_POINTER_EN.exec(prose)?.[1] ?? NAMED_AFTER_POINTER_ZH.exec(prose)?.[1] ?? null;
  return named && !CODE_WORD.test(named) ? named : null;
}

/** What a pasted block is: "Python dictionaries", "JavaScript map", "SQL"; null when there is no block. */
export function codeBlockSubject(text: string): string | null {
  const block = FENCE.exec(text);
  if (!block) return null;
  const code = block[2] ?? "";
  const language = LANGUAGES.find(([tag]) => tag.test(block[1] ?? ""))?.[1] ?? TELLS.find(([tell]) => tell.test(code))?.[1] ?? null;
  const construct = CONSTRUCTS.find(([pattern]) => pattern.test(code))?.[1] ?? null;
  const name = [language, construct].filter(Boolean).join(" ");
  return name || null;
}

/**
 * The message with a code block it asks about named in words ("why does this throw? ```py …```" →
 * "why does this throw? tell me about Python dictionaries"), so readers of prose find the subject;
 * unchanged when there is no block, or the prose names a subject of its own.
 */
export function withCodeNamed(text: string): string {
  const block = FENCE.exec(text);
  if (!block) return text;
  const prose = (text.slice(0, block.index) + " " + text.slice(block.index + block[0].length)).replace(/\s+/g, " ").trim();
  const named = namedAfterPointer(prose);
  const subject = named ?? codeBlockSubject(text);
  if (!subject || !POINTS_AT_CODE.test(prose)) return text;
  return /\p{Script=Han}/u.test(prose) ? `讲讲${subject}` : `tell me about ${subject}`;
}

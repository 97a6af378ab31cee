import type { LanguageFn } from "lowlight";

/**
 * The grammars a chat message or chapter may name in a fenced block — lowlight's
 * "common" set — each loaded on its own, only when a block names it (or one of
 * its aliases). ./markdown-code.ts registers what the text needs.
 */
type Loader = () => Promise<{ default: LanguageFn }>;

const LOADERS: Record<string, Loader> = {
  arduino: () => import("highlight.js/lib/languages/arduino"),
  bash: () => import("highlight.js/lib/languages/bash"),
  c: () => import("highlight.js/lib/languages/c"),
  cpp: () => import("highlight.js/lib/languages/cpp"),
  csharp: () => import("highlight.js/lib/languages/csharp"),
  css: () => import("highlight.js/lib/languages/css"),
  diff: () => import("highlight.js/lib/languages/diff"),
  go: () => import("highlight.js/lib/languages/go"),
  graphql: () => import("highlight.js/lib/languages/graphql"),
  ini: () => import("highlight.js/lib/languages/ini"),
  java: () => import("highlight.js/lib/languages/java"),
  javascript: () => import("highlight.js/lib/languages/javascript"),
  json: () => import("highlight.js/lib/languages/json"),
  kotlin: () => import("highlight.js/lib/languages/kotlin"),
  less: () => import("highlight.js/lib/languages/less"),
  lua: () => import("highlight.js/lib/languages/lua"),
  makefile: () => import("highlight.js/lib/languages/makefile"),
  markdown: () => import("highlight.js/lib/languages/markdown"),
  objectivec: () => import("highlight.js/lib/languages/objectivec"),
  perl: () => import("highlight.js/lib/languages/perl"),
  php: () => import("highlight.js/lib/languages/php"),
  "php-template": () => import("highlight.js/lib/languages/php-template"),
  plaintext: () => import("highlight.js/lib/languages/plaintext"),
  python: () => import("highlight.js/lib/languages/python"),
  "python-repl": () => import("highlight.js/lib/languages/python-repl"),
  r: () => import("highlight.js/lib/languages/r"),
  ruby: () => import("highlight.js/lib/languages/ruby"),
  rust: () => import("highlight.js/lib/languages/rust"),
  scss: () => import("highlight.js/lib/languages/scss"),
  shell: () => import("highlight.js/lib/languages/shell"),
  sql: () => import("highlight.js/lib/languages/sql"),
  swift: () => import("highlight.js/lib/languages/swift"),
  typescript: () => import("highlight.js/lib/languages/typescript"),
  vbnet: () => import("highlight.js/lib/languages/vbnet"),
  wasm: () => import("highlight.js/lib/languages/wasm"),
  xml: () => import("highlight.js/lib/languages/xml"),
  yaml: () => import("highlight.js/lib/languages/yaml"),
};

/** Aliases highlight.js knows for those grammars (js → javascript, py → python, …). */
const ALIASES: Record<string, string> = {
  ino: "arduino",
  sh: "bash",
  zsh: "bash",
  h: "c",
  cc: "cpp",
  "c++": "cpp",
  "h++": "cpp",
  hpp: "cpp",
  hh: "cpp",
  hxx: "cpp",
  cxx: "cpp",
  cs: "csharp",
  "c#": "csharp",
  patch: "diff",
  golang: "go",
  gql: "graphql",
  toml: "ini",
  jsp: "java",
  js: "javascript",
  jsx: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsonc: "json",
  json5: "json",
  kt: "kotlin",
  kts: "kotlin",
  pluto: "lua",
  mk: "makefile",
  mak: "makefile",
  make: "makefile",
  md: "markdown",
  mkdown: "markdown",
  mkd: "markdown",
  mm: "objectivec",
  objc: "objectivec",
  "obj-c": "objectivec",
  "obj-c++": "objectivec",
  "objective-c++": "objectivec",
  pl: "perl",
  pm: "perl",
  text: "plaintext",
  txt: "plaintext",
  py: "python",
  gyp: "python",
  ipython: "python",
  pycon: "python-repl",
  rb: "ruby",
  gemspec: "ruby",
  podspec: "ruby",
  thor: "ruby",
  irb: "ruby",
  rs: "rust",
  console: "shell",
  shellsession: "shell",
  ts: "typescript",
  tsx: "typescript",
  mts: "typescript",
  cts: "typescript",
  vb: "vbnet",
  html: "xml",
  xhtml: "xml",
  rss: "xml",
  atom: "xml",
  xjb: "xml",
  xsd: "xml",
  xsl: "xml",
  plist: "xml",
  wsf: "xml",
  svg: "xml",
  yml: "yaml",
};

/** Grammars that embed another one (a console session embeds its shell). */
const NEEDS: Record<string, readonly string[]> = { "python-repl": ["python"], shell: ["bash"], "php-template": ["php", "xml"] };

/** The grammar name for a fence's language, or null when none of ours covers it. */
export function grammarName(language: string): string | null {
  const lower = language.toLowerCase();
  const name = Object.hasOwn(LOADERS, lower) ? lower : Object.hasOwn(ALIASES, lower) ? ALIASES[lower]! : null;
  return name;
}

/** Loads the grammars for these fence languages (and what they embed); unknown ones are skipped. */
export async function loadGrammars(languages: Iterable<string>): Promise<Record<string, LanguageFn>> {
  const names = new Set<string>();
  for (const language of languages) {
    const name = grammarName(language);
    if (!name) continue;
    names.add(name);
    for (const needed of NEEDS[name] ?? []) names.add(needed);
  }
  const loaded = await Promise.all([...names].map(async (name) => [name, (await LOADERS[name]!()).default] as const));
  return Object.fromEntries(loaded);
}

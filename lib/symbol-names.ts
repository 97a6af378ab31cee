/**
 * Names written with symbols — C++, C#, F#, B+树, A*, B-tree, k-means, .NET, Node.js — as search
 * terms of their own. The tokenizer keeps letters, marks and digits only (PostgreSQL's 'simple'
 * configuration reads "+", "#" and "*" as spaces), so "C++" alone is the letter "c", "B+树" is
 * "b" and "树": weak units that never make a passage relevant. Each name here becomes one
 * letters-and-digits lexeme that PostgreSQL keeps as it is ("c++" → cplusplus, "b+" → bplus,
 * "c#" → csharp, "a*" → astar, "b-tree" → btree, ".net" → dotnet, "node.js" → nodejs), added to
 * a passage's index terms and asked for by a question (features/sources/lib/search-terms.ts,
 * query-units.ts); a quiz topic names the stored questions about it by them too
 * (features/practice/lib/question-topic.ts).
 *
 * One Latin letter written against a Han word — B树, B-树, R语言, X射线 — is a name too: alone, the
 * letter is as weak a unit as "B" of "B+树" was. Its lexeme is the letter and the word's first
 * character ("r语"), or the English word where Chinese names the same thing after the letter
 * (B树 and B-树 are B-tree: "btree", the lexeme "B-tree" itself gets).
 *
 * Runs on NFKC-lowercased text. ASCII names only, but for the Han character of a letter-and-Han name;
 * a name is not glued to a Latin letter, digit or symbol on its left ("a+b", "1+1", "*italic*",
 * "n+1", "AVL树" and "2B铅笔" are no names). Pieces of text written with spaces ("k means", "B tree")
 * stay the separate words they always were.
 */
export type SymbolNameKind = "symbol" | "hyphen" | "dotted" | "han";

export interface SymbolName {
  /** The name as written (normalised): "c++", "b+", "b-tree", "node.js", "b树" (its Han character is the last). */
  text: string;
  lexeme: string;
  kind: SymbolNameKind;
  index: number;
}

const MAX_NAME_CHARS = 64;
const SPELLED: Record<string, string> = { "+": "plus", "#": "sharp", "*": "star" };

// "++" may be followed by a version ("c++11"); a single symbol by no letter, digit or symbol ("a+b", "x*2").
const SYMBOL = /(?<![a-z0-9_+#*.])[a-z][a-z0-9]*(?:\+\+(?![a-z_+#*])|[+#*](?![a-z0-9_+#*]))/g;
// One letter joined by a hyphen to a word: b-tree, k-means, e-mail, t-test (not "k-nearest-neighbour").
const HYPHEN = /(?<![a-z0-9_+#*.-])[a-z]-[a-z][a-z0-9]*(?![a-z0-9_]|-[a-z0-9])/g;
// .net; node.js, asp.net, socket.io (not "e.g." or "i.e.": a dotted name has a part of two or more characters).
const DOTTED = /(?<![a-z0-9_.])(?:[a-z][a-z0-9]*)?(?:\.[a-z][a-z0-9]*)+(?![a-z0-9_]|\.[a-z0-9])/g;
// One letter against a Han character (b树, b-树, r语言), not one a particle or a verb follows ("a的值", "x是").
const HAN = /(?<![a-z0-9_+#*.-])[a-z]-?(?![的了是和与或及在吗呢吧啊呀嘛就也都把被对从向为])(?=\p{L})\p{Script=Han}/gu;
/** Han words Chinese names after a letter as English names the same thing after it with a hyphen (B树 = B-tree, R树 = R-tree). */
const HAN_GLOSS: Record<string, string> = { 树: "tree" };

function spell(text: string, kind: SymbolNameKind): string {
  if (kind === "han") {
    const han = Array.from(text).at(-1)!;
    return `${text[0]}${HAN_GLOSS[han] ?? han}`;
  }
  const lexeme =
    kind === "symbol"
      ? text.replace(/[+#*]/g, (symbol) => SPELLED[symbol]!)
      : kind === "dotted" && text.startsWith(".")
        ? `dot${text.slice(1).replaceAll(".", "")}`
        : text.replace(/[.-]/g, "");
  return lexeme.slice(0, MAX_NAME_CHARS);
}

/** The symbol names in `text`, by kind (each kind in order of position). */
export function* symbolNames(
  text: string,
  kinds: readonly SymbolNameKind[] = ["symbol", "hyphen", "dotted", "han"],
): Generator<SymbolName> {
  if (!/[+#*.-]|[a-z](?=\p{L})\p{Script=Han}/u.test(text)) return;
  const patterns: [SymbolNameKind, RegExp][] = [
    ["symbol", SYMBOL],
    ["hyphen", HYPHEN],
    ["dotted", DOTTED],
    ["han", HAN],
  ];
  for (const [kind, pattern] of patterns) {
    if (!kinds.includes(kind)) continue;
    for (const match of text.matchAll(pattern)) {
      const name = match[0];
      if (kind === "dotted" && !name.startsWith(".") && name.split(".").every((part) => part.length < 2)) continue;
      yield { text: name, lexeme: spell(name, kind), kind, index: match.index };
    }
  }
}

/**
 * Which lines of a passage are code, not prose: the lines inside a fenced block, and lines that read
 * as code wherever they stand (a snippet can start inside a block, or code may be written unfenced):
 * a statement of upper-case keywords ("CREATE TABLE users (", "PRIMARY KEY (id)", "SELECT * FROM t"),
 * a line ending in a statement or block mark (`;`, `{`, `}`), or one with code operators (`=>`, `==`,
 * `:=`, `();`). A definition or an answer is a prose sentence; code is at most an example.
 */
const FENCE = /^ {0,3}(?:```|~~~)/;
const KEYWORDS = /^\s*[A-Z][A-Z_]+(?:\s+[A-Z][A-Z_]+)+(?:\s*[(*,;]|\s+[a-z_][\w.]*\s*[(,;]?\s*$|\s*$)/u;
const STATEMENT_END = /[;{}]\s*$|^\s*[)}\]];?\s*$/u;
const OPERATORS = /=>|==|:=|\(\);|\w\(\)\s*[;{]|^\s*(?:def|function|class|import|return|const|let|var)\s+\S/u;

/** Whether one line, taken alone, reads as code. */
export function looksLikeCode(line: string): boolean {
  return KEYWORDS.test(line) || STATEMENT_END.test(line) || OPERATORS.test(line);
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].replace(/\t/g, "    ").length;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/**
 * For each line, whether it is code: inside a fence (the fence lines count as code), reading as code
 * alone, indented four spaces after a blank line (Markdown's indented block), or continuing the code line
 * before it (more indented, or ending like a statement's part: `,` `(` `)`).
 */
export function codeLineFlags(lines: readonly string[]): boolean[] {
  let inFence = false;
  const flags: boolean[] = [];
  lines.forEach((line, at) => {
    const before = at > 0 ? lines[at - 1]! : "";
    const previous = at > 0 && flags[at - 1] === true && before.trim() !== "";
    if (FENCE.test(line)) {
      inFence = !inFence;
      flags.push(true);
      return;
    }
    const indented = indentOf(line) >= 4 && !LIST_ITEM.test(line) && (before.trim() === "" || previous);
    const continues = previous && line.trim() !== "" && (indentOf(line) > indentOf(before) || /[,()]\s*$/.test(line));
    flags.push(inFence || looksLikeCode(line) || (line.trim() !== "" && indented) || continues);
  });
  return flags;
}

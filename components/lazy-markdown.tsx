"use client";

import { useEffect, useState } from "react";
import type { MarkdownProps, RehypePlugins, RemarkPlugins } from "./markdown-view";

/**
 * Markdown that costs nothing until a message needs it. Text without any
 * markdown syntax renders as plain paragraphs (what the renderer would produce)
 * and loads nothing; other text loads the renderer, plus KaTeX only when it has
 * `$`, plus highlight.js only when it has a fenced block naming a language —
 * each its own chunk, outside the page's first load. Until they arrive the text
 * shows as plain paragraphs, so nothing is hidden while loading.
 */
type View = (typeof import("./markdown-view"))["MarkdownView"];
interface Loaded {
  View: View;
  remark: RemarkPlugins;
  rehype: RehypePlugins;
}

// Anything the markdown renderer would turn into more than paragraphs of text:
// emphasis, code, headings, quotes, links, tables, strikethrough, math, escapes,
// HTML (shown as text, but entities decode), lists, rules, and GFM's bare URLs.
const MARKDOWN_SYNTAX = /[*_`#>[\]|~$\\<&]|^\s*([-+=]|\d+[.)])|https?:|www\.|@/m;
const MATH = /\$/;
const CODE_BLOCK_WITH_LANGUAGE = /^\s*(```|~~~)\s*[\w+#.-]/m;

const cache = new Map<string, Promise<Loaded>>();

function load(math: boolean, code: boolean): Promise<Loaded> {
  const key = `${math}:${code}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = Promise.all([
      import("./markdown-view"),
      math ? import("./markdown-math") : null,
      code ? import("./markdown-code") : null,
    ]).then(([view, mathModule, codeModule]) => ({
      View: view.MarkdownView,
      remark: [...view.baseRemarkPlugins, ...(mathModule?.mathRemarkPlugins ?? [])],
      rehype: [...(codeModule?.codeRehypePlugins ?? []), ...(mathModule?.mathRehypePlugins ?? [])],
    }));
    cache.set(key, loading);
  }
  return loading;
}

function PlainParagraphs({ children, className, "data-testid": testId }: MarkdownProps) {
  const paragraphs = children.split(/\n[ \t]*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div data-testid={testId} className={["nn-markdown", className].filter(Boolean).join(" ")}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}

export function LazyMarkdown(props: MarkdownProps) {
  const text = props.children;
  // Source lines need the real renderer's positions, even for plain text.
  const needsRenderer = props.sourceLineOffset !== undefined || MARKDOWN_SYNTAX.test(text);
  const math = MATH.test(text);
  const code = CODE_BLOCK_WITH_LANGUAGE.test(text);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const key = `${math}:${code}`;

  useEffect(() => {
    if (!needsRenderer) return;
    let live = true;
    void load(math, code).then((value) => {
      if (live) setLoaded({ key, value });
    });
    return () => {
      live = false;
    };
  }, [needsRenderer, math, code, key]);

  if (!needsRenderer) return <PlainParagraphs {...props} />;
  if (!loaded || loaded.key !== key) {
    return <PlainParagraphs {...props} className={["whitespace-pre-wrap", props.className].filter(Boolean).join(" ")} />;
  }
  const { View, remark, rehype } = loaded.value;
  return <View {...props} remarkPlugins={remark} rehypePlugins={rehype} />;
}

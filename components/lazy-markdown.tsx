"use client";

import { useEffect, useState } from "react";
import type { MarkdownProps, RehypePlugins, RemarkPlugins } from "./markdown-view";

/**
 * Markdown that costs nothing until a message needs it. Text without any
 * markdown syntax renders as plain paragraphs (what the renderer would produce)
 * and loads nothing; other text loads the renderer, plus KaTeX only when it has
 * `$`, plus highlighting only when it has a fenced block naming a language, with
 * just the grammars it names — each its own chunk, outside the page's first load. Until they arrive the text
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
const FENCE_LANGUAGE = /^\s*(?:```|~~~)\s*([\w+#.-]+)/gm;

/** The languages the text's fenced blocks name, lower-cased, sorted and unique (a stable cache key). */
function fenceLanguages(text: string): string[] {
  return [...new Set([...text.matchAll(FENCE_LANGUAGE)].map((match) => match[1]!.toLowerCase()))].sort();
}

const cache = new Map<string, Promise<Loaded>>();

function load(math: boolean, languages: readonly string[]): Promise<Loaded> {
  const key = `${math}:${languages.join(",")}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = Promise.all([
      import("./markdown-view"),
      math ? import("./markdown-math") : null,
      languages.length > 0 ? import("./markdown-code").then((code) => code.codeRehypePlugins(languages)) : null,
    ]).then(([view, mathModule, codePlugins]) => ({
      View: view.MarkdownView,
      remark: [...view.baseRemarkPlugins, ...(mathModule?.mathRemarkPlugins ?? [])],
      rehype: [...(codePlugins ?? []), ...(mathModule?.mathRehypePlugins ?? [])],
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
  const languages = fenceLanguages(text);
  const languageKey = languages.join(",");
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const key = `${math}:${languageKey}`;

  useEffect(() => {
    if (!needsRenderer) return;
    let live = true;
    void load(math, languageKey ? languageKey.split(",") : []).then((value) => {
      if (live) setLoaded({ key, value });
    });
    return () => {
      live = false;
    };
  }, [needsRenderer, math, languageKey, key]);

  if (!needsRenderer) return <PlainParagraphs {...props} />;
  if (!loaded || loaded.key !== key) {
    return <PlainParagraphs {...props} className={["whitespace-pre-wrap", props.className].filter(Boolean).join(" ")} />;
  }
  const { View, remark, rehype } = loaded.value;
  return <View {...props} remarkPlugins={remark} rehypePlugins={rehype} />;
}

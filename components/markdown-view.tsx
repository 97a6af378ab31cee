import type { ComponentProps } from "react";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkGfm from "remark-gfm";
import { rehypeSourceLines } from "./markdown-source-lines";
import "./markdown.css";

/**
 * The markdown renderer; math and code highlighting are plugins passed in
 * (components/markdown.tsx adds both at once, components/lazy-markdown.tsx loads
 * each only for text that contains it). Renders model-written markdown safely. There is deliberately no rehype-raw:
 * HTML in the text (a `<script>`, an `<img onerror>`) stays visible text,
 * never markup. URLs go through react-markdown's allow-list (http, https,
 * mailto, relative), so `javascript:` links arrive empty and are shown as
 * plain text. Code blocks with a language are highlighted (highlight.js
 * classes, coloured by markdown.css in light and dark).
 */
export interface MarkdownProps {
  children: string;
  className?: string;
  /**
   * Inside a page that already has its h1 (a chapter, a chat): a model's
   * "# Title" renders as an h2 styled like an h1, so the page keeps one h1.
   */
  demoteH1?: boolean;
  /**
   * Mark every element with the source lines it came from (plus this offset: lines the
   * caller cut off before rendering), so a selection maps back to `file:start-end`.
   */
  sourceLineOffset?: number;
  "data-testid"?: string;
}

const EXTERNAL = /^(https?:)?\/\//i;

/** react-markdown passes its syntax-tree `node` to custom components; it must not reach the DOM as an attribute. */
function withoutNode<Props extends { node?: unknown }>(props: Props): Omit<Props, "node"> {
  const copy = { ...props };
  delete copy.node;
  return copy;
}

const components: Components = {
  a(all) {
    const { href, children, ...props } = withoutNode(all);
    // An empty href is what the URL filter leaves of an unsafe link.
    if (!href) return <span className="nn-md-dead-link">{children}</span>;
    if (EXTERNAL.test(href)) {
      return (
        <a {...props} href={href} target="_blank" rel="noreferrer noopener">
          {children}
        </a>
      );
    }
    return (
      <a {...props} href={href}>
        {children}
      </a>
    );
  },
  img(all) {
    const { src, alt, ...props } = withoutNode(all);
    if (!src || typeof src !== "string") return alt ? <span>{alt}</span> : null;
    // Plain <img> on purpose: content images come from anywhere, next/image needs known hosts.
    // eslint-disable-next-line @next/next/no-img-element
    return <img {...props} src={src} alt={alt ?? ""} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
  },
  // Wide tables scroll inside their own box instead of widening the page (375 px phones).
  table(all) {
    return (
      <div className="nn-md-table">
        <table {...withoutNode(all)} />
      </div>
    );
  },
};

const demotedComponents: Components = {
  ...components,
  h1(all) {
    return <h2 {...withoutNode(all)} className="nn-md-h1" />;
  },
};

// CommonMark does not close `**本章目标：**学` (CJK punctuation before the closing
// delimiter); models write exactly that, so CJK-friendly emphasis rules are on.
export const baseRemarkPlugins = [remarkGfm, remarkCjkFriendly];

export type RemarkPlugins = NonNullable<ComponentProps<typeof ReactMarkdown>["remarkPlugins"]>;
export type RehypePlugins = NonNullable<ComponentProps<typeof ReactMarkdown>["rehypePlugins"]>;

export function MarkdownView({
  children,
  className,
  demoteH1 = false,
  "data-testid": testId,
  sourceLineOffset,
  remarkPlugins,
  rehypePlugins,
}: MarkdownProps & { remarkPlugins: RemarkPlugins; rehypePlugins: RehypePlugins }) {
  const plugins: RehypePlugins =
    sourceLineOffset === undefined ? rehypePlugins : [[rehypeSourceLines, { offset: sourceLineOffset }], ...rehypePlugins];
  return (
    <div data-testid={testId} className={["nn-markdown", className].filter(Boolean).join(" ")}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={plugins}
        components={demoteH1 ? demotedComponents : components}
        urlTransform={defaultUrlTransform}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

/**
 * A saved web page the way browsers save them: navigation, cookie banner, ads, sidebar and
 * footer around one article. Readability should keep the article and its headings only.
 */
export const ARTICLE_MARKERS = {
  title: "How Tides Work",
  heading: "The pull of the Moon",
  subheading: "Spring and neap tides",
  body: "The Moon's gravity pulls hardest on the side of the Earth that faces it",
  noise: ["Subscribe to our newsletter", "Accept all cookies", "BUY CHEAP WATCHES", "Related posts"],
} as const;

const paragraph = (topic: string, n: number) =>
  `<p>${topic} Paragraph ${n} explains the idea again in more words, because readable articles are long enough to beat the clutter around them, and Readability scores text density and commas, like this, and this.</p>`;

export function buildNoisyHtmlPage(): string {
  const m = ARTICLE_MARKERS;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${m.title} | Ocean Blog</title>
<script>window.tracking = { id: 42 };</script><style>.ad { color: red }</style></head>
<body>
<nav class="site-nav"><a href="/">Home</a> <a href="/about">About</a> <a href="/shop">Shop</a></nav>
<div class="cookie-banner">Accept all cookies <button>OK</button></div>
<aside class="sidebar ad"><p>BUY CHEAP WATCHES</p><a href="/ad">Click here</a></aside>
<main><article>
<h1>${m.title}</h1>
<p>${m.body}, raising a bulge of water there, while inertia raises a second bulge on the far side.</p>
<h2>${m.heading}</h2>
${[1, 2, 3].map((n) => paragraph("Lunar gravity.", n)).join("\n")}
<h3>${m.subheading}</h3>
<ul><li>Spring tides: Sun and Moon in line, larger range.</li><li>Neap tides: at right angles, smaller range.</li></ul>
${[4, 5].map((n) => paragraph("Solar gravity.", n)).join("\n")}
</article></main>
<section class="related"><h4>Related posts</h4><ul><li><a href="/a">Waves</a></li><li><a href="/b">Currents</a></li></ul></section>
<footer><p>Subscribe to our newsletter</p><p>&copy; Ocean Blog</p></footer>
</body></html>`;
}

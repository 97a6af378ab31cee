import type { Locator } from "@playwright/test";

/**
 * Layout facts a browser spec can assert, measured in the page: where bars sit, whether labels
 * overlap, and whether a separator dot starts or ends a line of wrapped text.
 */

/** The distinct tops (rounded to a pixel) of the elements `items` matches: one value means one row. */
export async function rowTops(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  return [...new Set(tops)];
}

/** Pairs of neighbouring labels (by their text's own box, not their element's) that overlap or touch. */
export async function collidingLabels(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((elements) => {
    const boxes = elements
      .filter((element) => (element.textContent ?? "").trim() !== "")
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        return { text: element.textContent ?? "", left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      });
    return boxes.flatMap((box, index) => {
      const next = boxes[index + 1];
      if (!next) return [];
      const sameRow = box.top < next.bottom && next.top < box.bottom;
      return sameRow && box.right > next.left - 1 ? [`"${box.text}" ${box.right.toFixed(1)} > "${next.text}" ${next.left.toFixed(1)}`] : [];
    });
  });
}

/**
 * Every "·" in `root`'s rendered text that starts or ends a line (the visible character before or
 * after it, in document order across elements, sits on another line), with the text around it.
 */
export async function danglingDots(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const chars: { char: string; top: number; height: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let at = 0; at < node.data.length; at += 1) {
        if (/\s/.test(node.data[at]!)) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) chars.push({ char: node.data[at]!, top: box.top, height: box.height });
      }
    }
    const around = (index: number) =>
      chars
        .slice(Math.max(0, index - 10), index + 10)
        .map((entry) => entry.char)
        .join("");
    return chars.flatMap((entry, index) => {
      if (entry.char !== "·") return [];
      const sameLine = (other: (typeof chars)[number] | undefined) =>
        other !== undefined && Math.abs(other.top - entry.top) < entry.height / 2;
      if (!sameLine(chars[index - 1])) return [`starts a line: "${around(index)}"`];
      if (!sameLine(chars[index + 1])) return [`ends a line: "${around(index)}"`];
      return [];
    });
  });
}

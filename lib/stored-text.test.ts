import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clipText, normalizeStoredText, storableJson, storedInt, storedText } from "./stored-text";

const hostileChar = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "\uD800",
    "\uDFFF",
    "\u202E",
    "\u200F",
    "\u0301",
    "\u0308",
    "\t",
    "\r\n",
    "\n",
    "\u007F",
    "\u001B",
    "\uFEFF",
    "\uFFFE",
  ),
  fc.constantFrom("😀", "👩‍👩‍👧‍👦", "🇫🇷", "e\u0301", "한", "ᄒ\u1161\u11AB", "𝕏", "中"),
  fc.string({ unit: "binary", maxLength: 3 }),
);
const hostileString = fc.array(hostileChar, { maxLength: 60 }).map((parts) => parts.join(""));

const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

function hasControls(text: string, multiline: boolean): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    if (multiline && (code === 9 || code === 10)) return false;
    return code < 0x20 || code === 0x7f;
  });
}

describe("normalizeStoredText", () => {
  it("strips NUL and other controls, repairs lone surrogates, composes to NFC", () => {
    expect(normalizeStoredText("a\u0000b\u001Bc")).toBe("abc");
    expect(normalizeStoredText("x\uD83D")).toBe("x\uFFFD");
    expect(normalizeStoredText("\uDE00y")).toBe("\uFFFDy");
    expect(normalizeStoredText("e\u0301")).toBe("é");
    expect(normalizeStoredText("one\r\ntwo\tthree")).toBe("one two three");
    expect(normalizeStoredText("one\r\ntwo\rthree\tfour\n", { multiline: true })).toBe("one\ntwo\nthree\tfour");
    expect(normalizeStoredText("  ok  ")).toBe("ok");
  });

  it("keeps what PostgreSQL stores fine: RTL overrides, emoji, CJK", () => {
    expect(normalizeStoredText("\u202Eabc 😀 中文")).toBe("\u202Eabc 😀 中文");
  });

  it.each([false, true])("any string comes out storable and stays the same when normalised again (multiline %s)", (multiline) => {
    fc.assert(
      fc.property(hostileString, fc.integer({ min: 1, max: 80 }), (input, clipTo) => {
        const once = normalizeStoredText(input, { multiline, clipTo });
        expect(once).toMatch(WELL_FORMED);
        expect(hasControls(once, multiline)).toBe(false);
        expect(once.length).toBeLessThanOrEqual(clipTo);
        expect(once).toBe(once.normalize("NFC"));
        expect(normalizeStoredText(once, { multiline, clipTo })).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe("clipText", () => {
  it("never cuts a surrogate pair, a ZWJ family, a flag or a combining sequence", () => {
    const family = "👩‍👩‍👧‍👦";
    expect(clipText(`ab${family}`, 4)).toBe("ab");
    expect(clipText("a🇫🇷🇩🇪", 5)).toBe("a🇫🇷");
    expect(clipText("a🇫🇷🇩🇪", 7)).toBe("a🇫🇷");
    expect(clipText("😀😀", 3)).toBe("😀");
    expect(clipText("ae\u0301\u0302", 3)).toBe("a");
    expect(clipText("abc", 3)).toBe("abc");
  });

  it("cuts at the last grapheme boundary a full segmentation finds", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    fc.assert(
      fc.property(hostileString, fc.integer({ min: 1, max: 120 }), (text, max) => {
        let expected = 0;
        for (const { index, segment } of segmenter.segment(text)) if (index + segment.length <= max) expected = index + segment.length;
        expect(clipText(text, max)).toBe(text.length <= max ? text : text.slice(0, expected));
      }),
      { numRuns: 300 },
    );
  });

  it("is a prefix of at most max units, and cheap on very long text", () => {
    const long = "😀e\u0301中".repeat(20_000);
    const started = performance.now();
    const clipped = clipText(long, 40_001);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(long.startsWith(clipped)).toBe(true);
    expect(clipped.length).toBeLessThanOrEqual(40_001);
    expect(clipped.length).toBeGreaterThan(40_001 - 8);
    expect(clipped).toMatch(WELL_FORMED);
  });

  it("falls back to a code-point cut inside an absurdly long grapheme (zalgo)", () => {
    const zalgo = `a${"\u0301".repeat(1000)}`;
    const clipped = clipText(zalgo, 500);
    expect(clipped.length).toBe(500);
  });
});

describe("storedText / storedInt", () => {
  it("checks length after normalising, and clips only when asked", () => {
    const title = storedText({ max: 5, min: 1 });
    expect(title.parse("  abc\u0000 ")).toBe("abc");
    expect(title.safeParse(" \u0000 ").success).toBe(false);
    expect(title.safeParse("abcdef").success).toBe(false);
    expect(storedText({ max: 5, clip: true }).parse("abcd😀")).toBe("abcd");
  });

  it("bounds integers to PostgreSQL's integer column", () => {
    expect(storedInt(1).safeParse(2 ** 31).success).toBe(false);
    expect(storedInt(1).safeParse(2 ** 31 - 1).success).toBe(true);
    expect(storedInt(1).safeParse(Number.MAX_SAFE_INTEGER + 2).success).toBe(false);
  });
});

describe("storableJson (a document kept as the browser sent it)", () => {
  it("changes only NUL and lone surrogates, in values and keys, and is stable", () => {
    const sent = { "k\u0000": ["a\u0000", "\uD83D", "😀 e\u0301 \t\n", 1, null, true], ok: { nested: " kept " } };
    const once = storableJson(sent)!.value;
    expect(once).toEqual({ "k\uFFFD": ["a\uFFFD", "\uFFFD", "😀 e\u0301 \t\n", 1, null, true], ok: { nested: " kept " } });
    expect(storableJson(once)!.value).toEqual(once);
    // What PostgreSQL's jsonb refuses is never left (JSON.stringify escapes both as \u0000 / \udXXX).
    expect(JSON.stringify(once)).not.toMatch(/\\u0000|\\ud[89a-f]/i);
  });

  it("refuses a document nested past its depth instead of overflowing the stack when it is stored", () => {
    let deep: unknown = "x";
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(storableJson(deep)).toBeNull();
    expect(storableJson([[["x"]]], 2)).toBeNull();
    expect(storableJson([[["x"]]], 3)).toEqual({ value: [[["x"]]] });
  });
});

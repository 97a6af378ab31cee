/**
 * Test support (not a test file): fast-check arbitraries for what an attacker
 * or an unlucky learner sends — any Unicode, very long text, extreme numbers.
 */
import fc from "fast-check";

/** The characters that broke storage or rendering before: NUL, lone surrogates, bidi overrides, combining marks, ZWJ emoji. */
const nasty = fc.constantFrom(
  "\u0000",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202E",
  "\u202D",
  "\u2066",
  "\u200F",
  "\u200B",
  "\u0301",
  "\u0338",
  "\u0007",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u2028",
  "\uFEFF",
  "\uFFFE",
  "\uFFFF",
  "\t",
  "\r\n",
  "\n",
  "\\",
  '"',
  "'",
  "😀",
  "👩‍👩‍👧‍👦",
  "🇫🇷",
  "🏳️‍🌈",
  "𝕏",
  "e\u0301",
  "中文",
  "한",
  "ﷺ",
  "<script>",
  "${x}",
  "%00",
  "%E0%A4%A",
);

const piece = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Short hostile text (up to ~200 units). */
export const hostileText = fc.array(piece, { minLength: 1, maxLength: 24 }).map((parts) => parts.join(""));

/** Sometimes far over any field's limit, cut anywhere — including inside a surrogate pair. */
export const hostileLongText = fc
  .tuple(hostileText, fc.integer({ min: 100, max: 6000 }), fc.integer({ min: 0, max: 3 }))
  .map(([seed, length, offset]) => (seed || "x").repeat(Math.ceil(length / (seed.length || 1)) + 1).slice(offset, offset + length));

export const anyText = fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 1, arbitrary: hostileLongText });

/**
 * Text for a field of at most `max` units: mostly within it (cut at any unit,
 * so often inside a surrogate pair), sometimes anything at all.
 */
export const fieldText = (max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: hostileText.map((text) => text.slice(0, max)) },
    // Something visible first, so most such fields survive normalisation and get stored.
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom("a", "中", "😀", "é"), hostileText).map(([head, text]) => `${head}${text}`.slice(0, max)),
    },
    { weight: 1, arbitrary: anyText },
  );

/** Numbers a JSON body can carry, from the sensible to the absurd. */
export const extremeNumber = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(
    0,
    -0,
    1,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything JSON can express (for "the wrong shape entirely"). */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

import { CHAPTERS_DIR } from "@/lib/course-scope/chapter-file-path";
import { LEARNING_FILES } from "../contract-constants";

/**
 * Names a learner's file or folder may not take, though every character in them is allowed: they
 * mean something else on the learner's disk (Windows device names, which cannot be created or
 * extracted from the export zip) or to a reader (a folder that looks like the read-only chapters/,
 * a file that looks like one of the tutor's learning files). Pure, shared by the routes, the tools
 * and the browser's file dialogs (features/workspace/lib/workspace-path.ts).
 */

// Windows refuses these as a file or folder name in any case, with or without an extension (CON.md,
// nul.txt.md) and with superscript digits (COM¹, which NFKC turns into COM1).
const DEVICE_NAME = /^(?:con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$|clock\$)$/;

/** The device name a segment would open on Windows, or null. */
export function reservedDeviceName(segment: string): string | null {
  const stem = (segment.normalize("NFKC").toLowerCase().split(".")[0] ?? "").trimEnd();
  return DEVICE_NAME.test(stem) ? stem.toUpperCase() : null;
}

// Letters of other scripts drawn like Latin ones, from Unicode's confusables for the letters that
// matter here; not the whole table, which would also fold unrelated words. Keys are lower-cased
// below, so a capital (Cyrillic Н, Cherokee Ꮯ) is listed as it looks.
const CONFUSABLE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Cyrillic
    а: "a",
    в: "b",
    ь: "b",
    с: "c",
    ԁ: "d",
    е: "e",
    һ: "h",
    н: "h",
    і: "i",
    ј: "j",
    к: "k",
    ӏ: "l",
    м: "m",
    о: "o",
    р: "p",
    ԛ: "q",
    г: "r",
    ѕ: "s",
    т: "t",
    у: "y",
    х: "x",
    ԝ: "w",
    // Greek
    α: "a",
    β: "b",
    ϲ: "c",
    ε: "e",
    η: "h",
    ι: "i",
    κ: "k",
    μ: "m",
    ν: "v",
    ο: "o",
    ρ: "p",
    τ: "t",
    υ: "u",
    χ: "x",
    ζ: "z",
    // Armenian
    հ: "h",
    ո: "n",
    օ: "o",
    ս: "u",
    ց: "g",
    ք: "p",
    // Cherokee capitals
    Ꭺ: "a",
    Ᏼ: "b",
    Ꮯ: "c",
    Ꭼ: "e",
    Ꮋ: "h",
    Ꭻ: "j",
    Ꮶ: "k",
    Ꮇ: "m",
    Ꮲ: "p",
    Ꭱ: "r",
    Ꮪ: "s",
    Ꭲ: "t",
    Ꮤ: "w",
    // Latin look-alikes NFKC keeps apart
    ɑ: "a",
    ı: "i",
    ȷ: "j",
    ɡ: "g",
    ʜ: "h",
    ꜱ: "s",
    ʀ: "r",
    ᴛ: "t",
    ᴄ: "c",
    ᴘ: "p",
    ᴇ: "e",
    ᴀ: "a",
  }).map(([letter, latin]) => [letter.toLowerCase(), latin]),
);

/**
 * What a name looks like, for comparing: width and compatibility forms folded (NFKC: ｃｈａｐｔｅｒｓ),
 * case folded, accents dropped, and letters of other scripts read as the Latin letters they imitate.
 */
export function lookAlikeSkeleton(name: string): string {
  const folded = name.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return [...folded].map((char) => CONFUSABLE.get(char) ?? char).join("");
}

/** Top-level names with a meaning of their own: only the exact name is that thing. */
const PROTECTED_NAMES: readonly { name: string; what: string }[] = [
  { name: CHAPTERS_DIR, what: `the read-only ${CHAPTERS_DIR}/ folder` },
  ...Object.values(LEARNING_FILES).map((name) => ({ name, what: `the tutor's ${name}` })),
];
const PROTECTED_SKELETONS = new Map(PROTECTED_NAMES.map((entry) => [lookAlikeSkeleton(entry.name), entry]));

/** Why a learner may not give a path this name (a sentence to show), or null when it is fine. */
export function forbiddenName(segments: readonly string[]): string | null {
  for (const segment of segments) {
    const device = reservedDeviceName(segment);
    if (device) {
      return `"${segment}" is a reserved device name on Windows (${device}), so the file could not be opened or unzipped there: choose another name.`;
    }
    if (segment.endsWith(".")) return `"${segment}" ends with a dot, which Windows drops: choose a name that ends with a letter or digit.`;
  }
  const first = segments[0] ?? "";
  const imitated = PROTECTED_SKELETONS.get(lookAlikeSkeleton(first));
  if (imitated && imitated.name !== first) {
    return `"${first}" looks like ${imitated.what} but is not it: put your file under notes/ or choose a name that does not imitate it.`;
  }
  return null;
}

/**
 * The name a stored file gets in the export zip: a segment stored before these rules existed that
 * Windows cannot create, or a folder imitating chapters/, is prefixed with "_" so unzipping it never
 * fails or mixes the learner's file into the real chapters.
 */
export function zipEntryPath(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, index) => {
      const bad = reservedDeviceName(segment) !== null || segment.endsWith(".") || (index === 0 && forbiddenName([segment]) !== null);
      return bad ? `_${segment}` : segment;
    })
    .join("/");
}

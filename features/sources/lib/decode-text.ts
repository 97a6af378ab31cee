/**
 * Bytes → string for text uploads (md, txt, html). UTF-8 first (a leading BOM dropped); a UTF-16
 * BOM switches to UTF-16; text that is not valid UTF-8 but is valid GB18030 (old Chinese .txt
 * files saved by Windows Notepad) is read as GB18030 rather than turned into U+FFFD soup.
 */
export type TextEncodingGuess = "utf-8" | "utf-16le" | "utf-16be" | "gb18030";

export function bomEncoding(bytes: Uint8Array): { encoding: TextEncodingGuess; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: "utf-8", skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "utf-16le", skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "utf-16be", skip: 2 };
  return null;
}

/** True when the bytes decode without error (an incomplete sequence at the very end is allowed: heads are cut anywhere). */
export function decodesAs(bytes: Uint8Array, encoding: TextEncodingGuess): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export function guessTextEncoding(bytes: Uint8Array): TextEncodingGuess {
  const bom = bomEncoding(bytes);
  if (bom) return bom.encoding;
  if (decodesAs(bytes, "utf-8")) return "utf-8";
  if (decodesAs(bytes, "gb18030")) return "gb18030";
  return "utf-8";
}

/** Decodes the whole file; invalid sequences become U+FFFD (never throws). `label` overrides the guess when the runtime knows it. */
export function decodeText(bytes: Uint8Array, label?: string): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom.encoding).decode(bytes.subarray(bom.skip));
  if (label) {
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // Unknown label (a page's <meta charset> can say anything): fall through to the guess.
    }
  }
  return new TextDecoder(guessTextEncoding(bytes)).decode(bytes);
}

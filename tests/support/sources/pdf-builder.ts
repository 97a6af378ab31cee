/**
 * Builds small, valid PDFs in code (no binary fixtures in the repository): one Helvetica font,
 * one content stream per page, each line drawn with `Tj`, and a correct cross-reference table so
 * pdf.js reads it without repair. Also the bad files the ingester must refuse.
 */
const encoder = new TextEncoder();

/** PDF literal strings escape backslash and parentheses; Helvetica (WinAnsi) only draws Latin-1. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?")})`;
}

function pageStream(lines: readonly string[]): string {
  const body = lines.map((line, index) => `${index === 0 ? "" : "0 -16 Td "}${literal(line)} Tj`).join("\n");
  return `BT /F1 12 Tf 72 760 Td\n${body}\nET`;
}

export interface PdfOptions {
  /** Each page is a list of lines. */
  pages: readonly (readonly string[])[];
  title?: string;
  /** Adds an /Encrypt dictionary to the trailer (standard security handler, RC4 40-bit). */
  encrypted?: boolean;
}

/** Assembles objects with byte offsets and an xref table. */
export function buildPdf(options: PdfOptions): Uint8Array {
  const objects: string[] = [];
  // push returns the new length, which is the new object's (1-based) number.
  const add = (body: string) => objects.push(body);
  const catalog = add("");
  const pagesId = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const lines of options.pages) {
    const stream = pageStream(lines);
    const content = add(`<< /Length ${encoder.encode(stream).length} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  const info = options.title ? add(`<< /Title ${literal(options.title)} >>`) : null;
  const encrypt = options.encrypted
    ? add("<< /Filter /Standard /V 1 /R 2 /O <" + "28".repeat(32) + "> /U <" + "4e".repeat(32) + "> /P -44 >>")
    : null;

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  const chunks: Uint8Array[] = [];
  let length = 0;
  const push = (text: string) => {
    const bytes = text.startsWith("%PDF") ? latin1(text) : encoder.encode(text);
    chunks.push(bytes);
    length += bytes.length;
  };
  push(out);
  objects.forEach((body, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n${body}\nendobj\n`);
  });
  const xrefAt = length;
  out = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const extras = [
    info ? `/Info ${info} 0 R` : "",
    encrypt ? `/Encrypt ${encrypt} 0 R /ID [<${"ab".repeat(16)}> <${"ab".repeat(16)}>]` : "",
  ];
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R ${extras.join(" ")} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  push(out);
  return concat(chunks);
}

function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A PDF cut off in the middle: header present, objects and xref missing. */
export function buildTruncatedPdf(): Uint8Array {
  const whole = buildPdf({ pages: [["This file was cut off while downloading."]] });
  return whole.slice(0, Math.floor(whole.length / 3));
}

/** Starts like a PDF, then is noise: no objects, no xref, no pages. */
export function buildGarbagePdf(): Uint8Array {
  const noise = Uint8Array.from({ length: 2048 }, (_, i) => (i * 151 + 17) % 256);
  return concat([latin1("%PDF-1.7\n"), noise]);
}

/** An encrypted PDF (the learner would need its password; we do not ask for one). */
export function buildEncryptedPdf(): Uint8Array {
  return buildPdf({ pages: [["Secret page one."], ["Secret page two."]], encrypted: true });
}

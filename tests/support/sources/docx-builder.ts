/**
 * Builds DOCX files in code with fflate: the minimal parts Word and mammoth need
 * ([Content_Types].xml, _rels/.rels, word/document.xml, word/styles.xml with heading styles).
 * Also a zip bomb: a small file whose entries inflate to far more than any real document.
 */
import { strToU8, zipSync, type Zippable } from "fflate";

export type DocxBlock = { heading: 1 | 2 | 3; text: string } | { paragraph: string } | { bullet: string };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function blockXml(block: DocxBlock): string {
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  if ("heading" in block) return `<w:p><w:pPr><w:pStyle w:val="Heading${block.heading}"/></w:pPr>${run(block.text)}</w:p>`;
  if ("bullet" in block) return `<w:p><w:pPr><w:pStyle w:val="ListBullet"/></w:pPr>${run(block.bullet)}</w:p>`;
  return `<w:p>${run(block.paragraph)}</w:p>`;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`;

function stylesXml(): string {
  const heading = (n: number) =>
    `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/><w:basedOn w:val="Normal"/></w:style>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${[1, 2, 3].map(heading).join("")}<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/></w:style></w:styles>`;
}

function documentXml(blocks: readonly DocxBlock[]): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${blocks.map(blockXml).join("")}</w:body></w:document>`;
}

function parts(blocks: readonly DocxBlock[]): Zippable {
  return {
    "[Content_Types].xml": strToU8(CONTENT_TYPES),
    "_rels/.rels": strToU8(ROOT_RELS),
    "word/_rels/document.xml.rels": strToU8(DOCUMENT_RELS),
    "word/document.xml": strToU8(documentXml(blocks)),
    "word/styles.xml": strToU8(stylesXml()),
  };
}

export function buildDocx(blocks: readonly DocxBlock[]): Uint8Array {
  return zipSync(parts(blocks), { level: 6 });
}

/**
 * A DOCX whose document.xml inflates to `inflatedBytes` (default 16 MB, ~1000:1) of whitespace inside
 * a valid paragraph: tiny on disk, ruinous if inflated in memory.
 */
export function buildDocxZipBomb(inflatedBytes = 16 * 1024 * 1024): Uint8Array {
  const head = strToU8(`<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>`);
  const tail = strToU8("</w:t></w:r></w:p></w:body></w:document>");
  const body = new Uint8Array(inflatedBytes);
  body.fill(0x20);
  body.set(head, 0);
  body.set(tail, inflatedBytes - tail.length);
  return zipSync({ ...parts([{ paragraph: "bomb" }]), "word/document.xml": [body, { level: 9 }] });
}

/** A file named .docx that is a zip without any Word parts (e.g. a renamed archive). */
export function buildNotADocxZip(): Uint8Array {
  return zipSync({ "readme.txt": strToU8("just an archive") });
}

/**
 * Rewrites the uncompressed size that the central directory (and the local header) declare for
 * `name`: a lying zip, as a crafted bomb would be.
 */
export function claimUncompressedSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const nameBytes = strToU8(name);
  const matches = (at: number, nameAt: number) =>
    view.getUint16(at, true) === nameBytes.length && nameBytes.every((byte, i) => out[nameAt + i] === byte);
  for (let at = 0; at + 46 < out.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x02014b50 && matches(at + 28, at + 46)) view.setUint32(at + 24, size, true);
    if (signature === 0x04034b50 && matches(at + 26, at + 30)) view.setUint32(at + 22, size, true);
  }
  return out;
}

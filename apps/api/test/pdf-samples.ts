// PDFs for the upload tests: hand-written bytes with a correct cross-reference table, and documents
// built by pdf-lib whose objects end up Flate-compressed inside object streams.
import { deflateSync } from 'node:zlib';
import { type PDFDict, PDFDocument, type PDFPage, PDFString } from 'pdf-lib';

const PAGE_TREE = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];

/**
 * A one-page PDF written by hand: `catalogExtra` goes into the catalog (object 1), `more` are objects
 * 4, 5, … (a body may be a Buffer, for stream data); `xrefAt` can move an object's table entry.
 */
export function handmadePdf(
  catalogExtra = '',
  more: (string | Buffer)[] = [],
  options: { xrefAt?: (objectNumber: number, offset: number, file: Buffer) => number; trailerExtra?: string } = {},
): Buffer {
  const bodies = [`<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`, ...PAGE_TREE, ...more];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const size = () => parts.reduce((sum, part) => sum + part.byteLength, 0);
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(size());
    parts.push(
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    );
  });
  const file = Buffer.concat(parts);
  const startxref = file.byteLength;
  const rows = offsets.map((offset, index) => {
    const at = options.xrefAt?.(index + 1, offset, file) ?? offset;
    return `${String(at).padStart(10, '0')} 00000 n \n`;
  });
  const tail =
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${rows.join('')}` +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${options.trailerExtra ?? ''}>>\nstartxref\n${startxref}\n%%EOF\n`;
  return Buffer.concat([file, Buffer.from(tail, 'latin1')]);
}

/** A stream object's text: dictionary entries plus data, with its /Length. */
export function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.byteLength} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A hand-written object stream (Flate) holding the given objects, numbered from `first`. */
export function objectStream(
  first: number,
  objects: string[],
  compress: (text: Buffer) => Buffer = (text) => deflateSync(text),
): Buffer {
  let header = '';
  let body = '';
  objects.forEach((object, index) => {
    header += `${first + index} ${body.length} `;
    body += `${object}\n`;
  });
  const data = compress(Buffer.from(header + body, 'latin1'));
  return streamObject(`/Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode`, data);
}

/**
 * A pdf-lib document with one page, changed by `edit`, saved with object streams: every dictionary is
 * Flate-compressed, so none of its names appear in the file's bytes.
 */
export async function compressedPdf(edit: (doc: PDFDocument, page: PDFPage, catalog: PDFDict) => void | Promise<void>) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  await edit(doc, page, doc.catalog);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** An action dictionary in pdf-lib objects. */
export const action = (doc: PDFDocument, S: string, extra: Record<string, unknown> = {}) =>
  doc.context.obj({ S, ...extra } as never);

export const literal = (text: string) => PDFString.of(text);

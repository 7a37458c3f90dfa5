// Inspects one uploaded PDF in a worker thread (pdf-inspection.ts starts it with memory and time limits).
// pdf-lib parses every indirect object, including those inside compressed object streams; this file
// patches the parser (in this worker only) so that:
//   - object and cross-reference streams are inflated by zlib with an output cap, never by pdf-lib's
//     unbounded decoder, and only FlateDecode (or no filter) is accepted for object streams;
//   - bytes the parser would skip as gibberish make the file malformed (HTML after `%PDF`, say);
//   - every object ever parsed is kept (a later duplicate cannot hide an earlier one), with the byte
//     offset it was parsed at, so the cross-reference data a viewer follows can be checked against what
//     was parsed: an entry or `startxref` pointing anywhere else (into a stream body, say) is malformed.
// Then every name in every object is decoded (`#xx` escapes in either case) and compared with the list
// of active features below. The answer is posted as { ok: true, pages } or { ok: false, reason, why }.
import { parentPort, workerData } from 'node:worker_threads';
import { constants, inflateSync } from 'node:zlib';
// The single-file build loads several times faster than the package's many CommonJS modules.
import pdfLib from 'pdf-lib/dist/pdf-lib.min.js';

const {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFXRefStreamParser,
} = pdfLib;

/** Names (compared after decoding, case-insensitively) that make a PDF active; docs/decisions/009. */
const ACTIVE_NAMES = new Set(
  [
    // code
    'JS',
    'JavaScript',
    'XFA',
    // starting programs, opening other or embedded documents
    'Launch',
    'GoToR',
    'GoToE',
    // files carried inside
    'EmbeddedFile',
    'EmbeddedFiles',
    'FileAttachment',
    // sending or importing form data
    'SubmitForm',
    'ImportData',
    // players that may run code of their own
    'RichMedia',
    '3D',
  ].map((name) => name.toLowerCase()),
);

class Refused extends Error {
  /** @param {'active' | 'malformed' | 'encrypted'} reason @param {string} why */
  constructor(reason, why) {
    super(why);
    this.reason = reason;
  }
}

const malformed = (why) => new Refused('malformed', why);

/**
 * A name as a viewer reads it. pdf-lib decodes only upper-case `#XX` escapes (`#4a` stays as it is, and
 * its `#` comes back escaped as `#23`), so the rest are decoded here.
 * @param {PDFName} name
 */
const nameText = (name) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Inflates a stream's bytes with zlib, refusing more than `budget.left` bytes of output. */
function inflateBounded(contents, budget) {
  if (budget.left <= 0) throw malformed('decoded stream budget spent');
  try {
    const out = inflateSync(contents, { maxOutputLength: budget.left, finishFlush: constants.Z_SYNC_FLUSH });
    budget.left -= out.byteLength;
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch (cause) {
    throw malformed(`stream does not inflate within the limit: ${cause?.message ?? cause}`);
  }
}

/** The bytes of a raw stream with only FlateDecode (or nothing) undone; anything else is refused. */
function decodeStructuralStream(raw, budget) {
  const filter = raw.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) return raw.contents;
  if (filters.length > 1 || !(filters[0] instanceof PDFName) || nameText(filters[0]) !== 'FlateDecode') {
    throw malformed('structural stream with a filter other than FlateDecode');
  }
  return inflateBounded(raw.contents, budget);
}

/** Undoes the PNG predictors (10–15) of a cross-reference stream; other predictors are refused. */
function unpredict(data, parms) {
  const predictor = parms instanceof PDFDict ? parms.get(PDFName.of('Predictor')) : undefined;
  const value = predictor instanceof PDFNumber ? predictor.asNumber() : 1;
  if (value === 1) return data;
  if (value < 10) throw malformed('unsupported predictor');
  const columnsObject = parms.get(PDFName.of('Columns'));
  const columns = columnsObject instanceof PDFNumber ? columnsObject.asNumber() : 1;
  if (!Number.isInteger(columns) || columns < 1 || columns > 64) throw malformed('bad predictor columns');
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (columns + 1)];
    for (let i = 0; i < columns; i++) {
      const x = data[row * (columns + 1) + 1 + i];
      const left = i > 0 ? out[row * columns + i - 1] : 0;
      const up = row > 0 ? out[(row - 1) * columns + i] : 0;
      const upLeft = row > 0 && i > 0 ? out[(row - 1) * columns + i - 1] : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (type !== 0) throw malformed('bad predictor row');
      out[row * columns + i] = (x + predicted) & 0xff;
    }
  }
  return out;
}

/** The in-use (type 1) entries of a cross-reference stream: object number and byte offset. */
function xrefStreamEntries(raw, budget) {
  const { dict } = raw;
  const widths = dict.get(PDFName.of('W'));
  if (!(widths instanceof PDFArray) || widths.size() !== 3) throw malformed('xref stream without W');
  const w = widths.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : -1));
  if (w.some((n) => !Number.isInteger(n) || n < 0 || n > 8)) throw malformed('bad xref stream widths');
  const data = unpredict(decodeStructuralStream(raw, budget), dict.get(PDFName.of('DecodeParms')));
  const size = dict.get(PDFName.of('Size'));
  const index = dict.get(PDFName.of('Index'));
  const ranges =
    index instanceof PDFArray
      ? index.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : 0))
      : [0, size instanceof PDFNumber ? size.asNumber() : 0];
  const rowWidth = w[0] + w[1] + w[2];
  const entries = [];
  let at = 0;
  const field = (width, fallback) => {
    if (width === 0) return fallback;
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + data[at++];
    return value;
  };
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    for (let k = 0; k < ranges[r + 1] && at + rowWidth <= data.length; k++) {
      const type = field(w[0], 1);
      const offset = field(w[1], 0);
      field(w[2], 0);
      if (type === 1) entries.push({ objectNumber: ranges[r] + k, offset });
    }
  }
  return entries;
}

/** Parses the file with the patched pdf-lib parser and returns what the checks need. */
async function parse(bytes) {
  const budget = { left: workerData.limits.decodedBytes };
  /** Every object ever parsed, including duplicates and the contents of object streams. */
  const objects = [];
  /** Byte offset → object number, for objects parsed at the top level of the file. */
  const objectAt = new Map();
  /** Offsets where a cross-reference table or stream was parsed. */
  const xrefAt = new Set();
  /** Cross-reference entries and back pointers (/Prev, /XRefStm) to verify at the end. */
  const entries = [];
  const pointers = [];
  /** Stream and trailer dictionaries pdf-lib does not keep as objects; their names are checked too. */
  const extraDicts = [];
  let parsedXRefStream = false;

  const pointersOf = (dict) => {
    for (const key of ['Prev', 'XRefStm']) {
      const value = dict.get(PDFName.of(key));
      if (value instanceof PDFNumber) pointers.push(value.asNumber());
    }
  };

  const originalAssign = PDFContext.prototype.assign;
  PDFContext.prototype.assign = function assign(ref, object) {
    objects.push(object);
    return originalAssign.call(this, ref, object);
  };

  const originalObjectStream = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (raw, shouldWaitForTick) => {
    extraDicts.push(raw.dict);
    const plainDict = raw.dict.clone();
    plainDict.delete(PDFName.of('Filter'));
    plainDict.delete(PDFName.of('DecodeParms'));
    return originalObjectStream(PDFRawStream.of(plainDict, decodeStructuralStream(raw, budget)), shouldWaitForTick);
  };

  // Only the trailer information is taken from a cross-reference stream (pdf-lib's own parser would
  // decode it unbounded and loop over /Size entries); its entries are read here to be verified.
  PDFXRefStreamParser.forStream = (raw) => ({
    parseIntoContext() {
      const { dict } = raw;
      extraDicts.push(dict);
      dict.context.trailerInfo = {
        Root: dict.get(PDFName.of('Root')),
        Encrypt: dict.get(PDFName.of('Encrypt')),
        Info: dict.get(PDFName.of('Info')),
        ID: dict.get(PDFName.of('ID')),
      };
      entries.push(...xrefStreamEntries(raw, budget));
      pointersOf(dict);
      parsedXRefStream = true;
      return [];
    },
  });

  const proto = PDFParser.prototype;
  const originalIndirect = proto.parseIndirectObject;
  proto.parseIndirectObject = async function parseIndirectObject() {
    const at = this.bytes.offset();
    parsedXRefStream = false;
    const ref = await originalIndirect.call(this);
    objectAt.set(at, ref.objectNumber);
    if (parsedXRefStream) xrefAt.add(at);
    return ref;
  };

  const originalSection = proto.maybeParseCrossRefSection;
  proto.maybeParseCrossRefSection = function maybeParseCrossRefSection() {
    this.skipWhitespaceAndComments();
    const at = this.bytes.offset();
    const section = originalSection.call(this);
    if (section) {
      xrefAt.add(at);
      for (const subsection of section.subsections) {
        for (const entry of subsection) {
          if (!entry.deleted && entry.ref.objectNumber > 0) {
            entries.push({ objectNumber: entry.ref.objectNumber, offset: entry.offset });
          }
        }
      }
    }
    return section;
  };

  const originalTrailer = proto.maybeParseTrailerDict;
  proto.maybeParseTrailerDict = function maybeParseTrailerDict() {
    const parseDict = this.parseDict;
    this.parseDict = function captureTrailer() {
      const dict = parseDict.call(this);
      extraDicts.push(dict);
      pointersOf(dict);
      return dict;
    };
    try {
      return originalTrailer.call(this);
    } finally {
      this.parseDict = parseDict;
    }
  };

  const originalGibberish = proto.skipJibberish;
  proto.skipJibberish = function skipJibberish() {
    this.skipWhitespaceAndComments();
    const before = this.bytes.offset();
    originalGibberish.call(this);
    if (this.bytes.offset() !== before) throw malformed(`bytes that are not PDF syntax at offset ${before}`);
  };
  proto.skipBinaryHeaderComment = function skipBinaryHeaderComment() {
    this.skipWhitespaceAndComments();
  };

  let context;
  try {
    context = await PDFParser.forBytesWithOptions(bytes, Number.POSITIVE_INFINITY, true, false).parseDocument();
  } catch (cause) {
    if (cause instanceof Refused) throw cause;
    throw malformed(`not parseable: ${cause?.message ?? cause}`);
  }
  return { context, objects, objectAt, xrefAt, entries, pointers, extraDicts };
}

/** The offset after any PDF whitespace at `offset`. */
function skipWhitespace(bytes, offset) {
  let at = offset;
  while (at < bytes.length && [0, 9, 10, 12, 13, 32].includes(bytes[at])) at++;
  return at;
}

/** Viewers follow startxref, /Prev, /XRefStm and the entries; each must land where the parser was. */
function checkCrossReferences(bytes, parsed) {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  const end = /startxref\s+(\d+)\s+%%EOF[\0\t\n\f\r ]*$/.exec(tail);
  if (!end) throw malformed('no startxref and %%EOF at the end (truncated?)');
  for (const pointer of [Number(end[1]), ...parsed.pointers]) {
    if (!parsed.xrefAt.has(skipWhitespace(bytes, pointer))) throw malformed(`xref pointer ${pointer} misses`);
  }
  for (const { objectNumber, offset } of parsed.entries) {
    if (parsed.objectAt.get(skipWhitespace(bytes, offset)) !== objectNumber) {
      throw malformed(`xref entry for object ${objectNumber} points elsewhere`);
    }
  }
}

/** Every name in the object, its dictionaries and arrays, iteratively; references must resolve. */
function checkNames(context, root) {
  const stack = [root];
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFName) {
      const text = nameText(object);
      if (ACTIVE_NAMES.has(text.toLowerCase())) throw new Refused('active', `active name /${text}`);
    } else if (object instanceof PDFRef) {
      if (!context.lookup(object)) throw malformed(`reference ${object} to a missing object`);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) stack.push(key, value);
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
}

/** Counts the page leaves under the catalog's page tree, never visiting a node twice. */
function countPages(context, catalog) {
  const seen = new Set();
  const stack = [catalog.get(PDFName.of('Pages'))];
  let pages = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof PDFRef) {
      if (seen.has(item)) throw malformed('page tree loops');
      seen.add(item);
    }
    const node = item instanceof PDFRef ? context.lookup(item) : item;
    if (!(node instanceof PDFDict)) throw malformed('page tree node is not a dictionary');
    const type = node.get(PDFName.of('Type'));
    if (type instanceof PDFName && nameText(type) === 'Page') pages++;
    else {
      const kids = node.get(PDFName.of('Kids'));
      const list = kids instanceof PDFRef ? context.lookup(kids) : kids;
      if (!(list instanceof PDFArray)) throw malformed('page tree node without kids');
      stack.push(...list.asArray());
    }
  }
  return pages;
}

async function inspect(bytes) {
  const parsed = await parse(bytes);
  const { context } = parsed;
  for (const object of [...parsed.objects, ...parsed.extraDicts]) checkNames(context, object);
  for (const object of parsed.objects) {
    // pdf-lib reads an object stream only when its /Type is spelled as it expects; a viewer may not care.
    const type = object instanceof PDFStream ? object.dict.get(PDFName.of('Type')) : undefined;
    if (type instanceof PDFName && nameText(type) === 'ObjStm') throw malformed('an object stream left unread');
  }
  checkCrossReferences(bytes, parsed);
  if (context.trailerInfo.Encrypt) throw new Refused('encrypted', 'encrypted');
  const catalog = context.lookup(context.trailerInfo.Root);
  const type = catalog instanceof PDFDict ? catalog.get(PDFName.of('Type')) : undefined;
  if (!(type instanceof PDFName) || nameText(type) !== 'Catalog') throw malformed('no document catalog');
  const pages = countPages(context, catalog);
  if (pages < 1) throw malformed('no pages');
  return pages;
}

const bytes = new Uint8Array(workerData.bytes);
inspect(bytes).then(
  (pages) => parentPort.postMessage({ ok: true, pages }),
  (error) =>
    parentPort.postMessage(
      error instanceof Refused
        ? { ok: false, reason: error.reason, why: error.message }
        : { ok: false, reason: 'malformed', why: String(error?.message ?? error) },
    ),
);

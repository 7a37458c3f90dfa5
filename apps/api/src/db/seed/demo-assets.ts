// Generates the demo images (WebP) and PDF catalogues locally: no downloads, same bytes every run.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** What a goods picture draws; `goodsShapeOf` picks one from the category's name. */
export const GOODS_SHAPES = ['body', 'gear', 'stock', 'motor', 'panel', 'drum', 'safety'] as const;
export type GoodsShape = (typeof GOODS_SHAPES)[number];

/** Words of a goods category's name → the picture that fits it (issue 20: a PLC must not show a motor). */
const SHAPE_WORDS: [GoodsShape, string[]][] = [
  ['drum', ['روغن', 'گریس', 'حلال', 'اسید', 'رنگ', 'رزین', 'گرانول', 'پودر', 'کپسول']],
  ['safety', ['کفش', 'دستکش', 'ماسک', 'کلاه ایمنی', 'هارنس']],
  [
    'panel',
    [
      'PLC',
      'HMI',
      'تابلو',
      'اینورتر',
      'سافت استارتر',
      'کلید',
      'کنتاکتور',
      'سنسور',
      'ترانسمیتر',
      'ترموکوپل',
      'سطح‌سنج',
      'گیج',
      'دتکتور',
      'اعلام حریق',
      'ترانسفورماتور',
      'چراغ',
      'اندازه‌گیری',
    ],
  ],
  ['stock', ['ورق', 'لوله', 'تیرآهن', 'میلگرد', 'ناودانی', 'نبشی', 'پروفیل', 'فولاد', 'کابل']],
  [
    'motor',
    [
      'موتور',
      'ژنراتور',
      'کمپرسور',
      'بلوئر',
      'گیربکس',
      'پاوریونیت',
      'مشعل',
      'چیلر',
      'برج',
      'درایر',
      'وینچ',
      'جرثقیل',
      'لیفتراک',
      'نقاله',
      'جک',
      'دستگاه جوش',
      'ابزار برقی',
      'ابزار بادی',
    ],
  ],
  [
    'body',
    [
      'پمپ',
      'شیر',
      'فلنج',
      'زانو',
      'سه‌راهی',
      'تبدیل',
      'کلاهک',
      'اتصالات',
      'فلومتر',
      'مبدل',
      'مخزن',
      'دیگ',
      'شلنگ',
      'کوپلینگ',
      'واحد مراقبت',
      'فیلتر',
    ],
  ],
];

export function goodsShapeOf(categoryName: string): GoodsShape {
  for (const [shape, words] of SHAPE_WORDS) if (words.some((word) => categoryName.includes(word))) return shape;
  return 'gear';
}

/** A product "photo": a tinted studio backdrop with a machined part drawn from simple shapes. */
export async function renderProductImage(seed: number, hue: number, shape?: GoodsShape): Promise<Uint8Array> {
  const variant = shape ? GOODS_SHAPES.indexOf(shape) : seed % 4;
  const light = `hsl(${hue} 35% 92%)`;
  const mid = `hsl(${hue} 30% 62%)`;
  const dark = `hsl(${hue} 35% 28%)`;
  const shapes = [
    // flanged cylinder (pump/valve body)
    `<rect x="250" y="170" width="300" height="260" rx="24" fill="${mid}" stroke="${dark}" stroke-width="8"/>
     <rect x="190" y="250" width="60" height="100" fill="${dark}"/><rect x="550" y="250" width="60" height="100" fill="${dark}"/>
     <circle cx="400" cy="300" r="70" fill="${light}" stroke="${dark}" stroke-width="8"/>`,
    // gear
    `<circle cx="400" cy="300" r="150" fill="${mid}" stroke="${dark}" stroke-width="10" stroke-dasharray="40 22"/>
     <circle cx="400" cy="300" r="60" fill="${light}" stroke="${dark}" stroke-width="8"/>`,
    // stacked sheets / profiles
    `<g fill="${mid}" stroke="${dark}" stroke-width="6">
       <rect x="160" y="330" width="480" height="40"/><rect x="180" y="280" width="440" height="40"/>
       <rect x="200" y="230" width="400" height="40"/><rect x="220" y="180" width="360" height="40"/></g>`,
    // motor
    `<rect x="200" y="190" width="330" height="220" rx="40" fill="${mid}" stroke="${dark}" stroke-width="8"/>
     <rect x="530" y="275" width="90" height="50" fill="${dark}"/>
     <g stroke="${dark}" stroke-width="6">${[230, 270, 310, 350, 390, 430, 470].map((x) => `<line x1="${x}" y1="200" x2="${x}" y2="400"/>`).join('')}</g>`,
    // control panel: a cabinet with a screen, lamps and a switch (PLC, inverter, sensors, switchgear)
    `<rect x="230" y="130" width="340" height="320" rx="14" fill="${mid}" stroke="${dark}" stroke-width="8"/>
     <rect x="270" y="170" width="260" height="110" rx="8" fill="${light}" stroke="${dark}" stroke-width="6"/>
     <g fill="${dark}"><circle cx="300" cy="330" r="18"/><circle cx="360" cy="330" r="18"/><circle cx="420" cy="330" r="18"/>
     <rect x="470" y="310" width="60" height="100" rx="8"/></g>
     <line x1="280" y1="420" x2="440" y2="420" stroke="${dark}" stroke-width="5"/>`,
    // drum and bag: oils, paints, chemicals and granules
    `<rect x="250" y="160" width="220" height="280" rx="18" fill="${mid}" stroke="${dark}" stroke-width="8"/>
     <g stroke="${dark}" stroke-width="6"><line x1="250" y1="230" x2="470" y2="230"/><line x1="250" y1="370" x2="470" y2="370"/></g>
     <ellipse cx="360" cy="160" rx="110" ry="18" fill="${light}" stroke="${dark}" stroke-width="6"/>
     <path d="M490 440 L500 280 Q540 250 580 280 L590 440 Z" fill="${light}" stroke="${dark}" stroke-width="6"/>`,
    // safety helmet
    `<path d="M220 380 Q220 180 400 170 Q580 180 580 380 Z" fill="${mid}" stroke="${dark}" stroke-width="8"/>
     <rect x="180" y="370" width="440" height="36" rx="18" fill="${dark}"/>
     <rect x="385" y="170" width="30" height="200" fill="${light}" opacity="0.7"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></radialGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <ellipse cx="400" cy="480" rx="260" ry="28" fill="${dark}" opacity="0.18"/>
    ${shapes[variant]}
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer());
}

/** Root category types whose offers are not hardware, each with pictures of its own kind. */
export type NonGoodsType = 'IndustrialService' | 'ConsultingService' | 'ElectronicDocument';

/**
 * A picture for an offer that is not a machine part (issue 20: a design service must not show a motor):
 * a document's pages, a workshop's tools, a consultant's drawing board.
 */
export async function renderCategoryTypeImage(type: NonGoodsType, seed: number, hue: number): Promise<Uint8Array> {
  const light = `hsl(${hue} 35% 92%)`;
  const mid = `hsl(${hue} 30% 62%)`;
  const dark = `hsl(${hue} 35% 28%)`;
  const lines = (x: number, y: number, width: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const w = width - ((i * 37 + seed * 13) % 90);
      return `<rect x="${x}" y="${y + i * 26}" width="${w}" height="10" rx="5" fill="${mid}"/>`;
    }).join('');
  const art: Record<NonGoodsType, string> = {
    // Stacked pages of a standard with a header band, text lines and a PDF tag.
    ElectronicDocument: `<rect x="300" y="110" width="300" height="380" rx="10" fill="#ffffff" stroke="${dark}" stroke-width="5" transform="rotate(6 450 300)"/>
      <rect x="240" y="100" width="320" height="400" rx="10" fill="#ffffff" stroke="${dark}" stroke-width="6"/>
      <rect x="240" y="100" width="320" height="70" rx="10" fill="${dark}"/>
      <rect x="270" y="125" width="${140 + (seed % 3) * 30}" height="20" rx="6" fill="${light}"/>
      ${lines(270, 200, 260, 9)}
      <rect x="460" y="430" width="80" height="44" rx="8" fill="#c2410c"/>
      <path d="M478 462v-22h12a7 7 0 0 1 0 14h-12M500 462v-22h8a11 11 0 0 1 0 22h-8M524 462v-22h14M524 451h10" stroke="#ffffff" stroke-width="4" fill="none"/>`,
    // A spanner crossing a gear: work done to order in a workshop.
    IndustrialService: `<circle cx="360" cy="300" r="130" fill="${mid}" stroke="${dark}" stroke-width="10" stroke-dasharray="34 20"/>
      <circle cx="360" cy="300" r="48" fill="${light}" stroke="${dark}" stroke-width="8"/>
      <g transform="rotate(-35 470 300)"><rect x="330" y="282" width="330" height="36" rx="18" fill="${dark}"/>
      <path d="M640 262a46 46 0 1 0 0 76l-18-24h-20v-28h20z" fill="${dark}"/></g>`,
    // A drawing board: grid, a drawn part, a set square and a rising chart.
    ConsultingService: `<rect x="170" y="120" width="460" height="340" rx="12" fill="hsl(${hue} 45% 30%)"/>
      <g stroke="hsl(${hue} 40% 55%)" stroke-width="1.5">${Array.from({ length: 11 }, (_, i) => `<line x1="${170 + i * 46}" y1="120" x2="${170 + i * 46}" y2="460"/>`).join('')}${Array.from({ length: 8 }, (_, i) => `<line x1="170" y1="${120 + i * 48}" x2="630" y2="${120 + i * 48}"/>`).join('')}</g>
      <g fill="none" stroke="#ffffff" stroke-width="4"><rect x="220" y="180" width="180" height="120"/><circle cx="310" cy="240" r="34"/>
      <polyline points="430,410 480,360 520,380 590,290"/></g>
      <path d="M440 180l140 0-140 110z" fill="${light}" opacity="0.85"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></radialGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <ellipse cx="400" cy="520" rx="260" ry="24" fill="${dark}" opacity="0.15"/>
    ${art[type]}
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer());
}

export interface CatalogueSpec {
  /** The band's heading: a datasheet by default (certificates' demo scans name themselves). */
  heading?: string;
  title: string;
  supplier: string;
  rows: [string, string][];
}

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** Keeps what the standard PDF fonts can encode (WinAnsi): ASCII and Latin-1; subscripts become digits. */
function pdfSafe(text: string): string {
  return [...text]
    .map((ch) => {
      const sub = SUBSCRIPTS.indexOf(ch);
      if (sub >= 0) return String(sub);
      const code = ch.codePointAt(0) ?? 0;
      return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? ch : '';
    })
    .join('');
}

/** A one-page technical datasheet. Latin text: the standard PDF fonts carry no Persian glyphs. */
export async function renderCataloguePdf(spec: CatalogueSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafe(spec.title));
  pdf.setProducer('Bazaar-e Sanat demo data');
  pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 770, width: 595, height: 72, color: rgb(0.09, 0.23, 0.42) });
  page.drawText(spec.heading ?? 'TECHNICAL DATASHEET', { x: 40, y: 800, size: 18, font: bold, color: rgb(1, 1, 1) });
  page.drawText(pdfSafe(spec.title).slice(0, 70), { x: 40, y: 730, size: 16, font: bold });
  page.drawText(`Supplier: ${pdfSafe(spec.supplier).slice(0, 70)}`, { x: 40, y: 705, size: 11, font: regular });
  let y = 660;
  for (const [label, value] of spec.rows.slice(0, 24)) {
    page.drawText(pdfSafe(label).slice(0, 40), { x: 40, y, size: 11, font: bold });
    page.drawText(pdfSafe(value).slice(0, 50), { x: 300, y, size: 11, font: regular });
    page.drawLine({ start: { x: 40, y: y - 6 }, end: { x: 555, y: y - 6 }, thickness: 0.5, color: rgb(0.8, 0.8, 0.8) });
    y -= 24;
  }
  page.drawText('Demo document generated by the Bazaar-e Sanat seed. Values are illustrative.', {
    x: 40,
    y: 40,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save({ useObjectStreams: false });
}

/** Deterministic pseudo-random numbers (mulberry32) so the demo catalog is identical on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

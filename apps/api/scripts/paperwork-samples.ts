// Prints the demo's first proforma and first invoice to PDF (issue 31), and a copy of the invoice with 36
// lines to show the items' table breaking across pages with its header repeated. For docs/screenshots:
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/paperwork-samples.ts /tmp/out
// then `pdftoppm -png -r 80 <pdf> <name>` and look at the pages.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import { tradeDocuments } from '../src/db/schema/paperwork.js';
import { documentView } from '../src/modules/paperwork/document-view.js';
import { createPdfPrinter } from '../src/modules/paperwork/pdf/render-pdf.js';

const out = process.argv[2] ?? '.';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const db = drizzle(pool) as unknown as Database;
const printer = createPdfPrinter(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
try {
  for (const kind of ['proforma', 'invoice'] as const) {
    const [row] = await db
      .select()
      .from(tradeDocuments)
      .where(eq(tradeDocuments.kind, kind))
      .orderBy(asc(tradeDocuments.id))
      .limit(1);
    if (!row) continue;
    const doc = await documentView(db, row);
    writeFileSync(join(out, `${kind}.pdf`), await printer.print(doc));
    if (kind === 'invoice') {
      const lines = Array.from({ length: 36 }, (_, i) => doc.lines[i % doc.lines.length]).filter(
        (l) => l !== undefined,
      );
      writeFileSync(join(out, 'invoice-long.pdf'), await printer.print({ ...doc, lines }));
    }
  }
} finally {
  await printer.close();
  await pool.end();
}

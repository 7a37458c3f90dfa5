// Seeds content: content types, articles and static pages (HTML sanitised like any write), FAQ, help
// entries, videos (small WebM files made locally with the bundled ffmpeg when present), advertisements,
// announcements and menus. Upserts by natural keys.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { normalizeForSearch, persianSlug } from '@bazaar/fa/normalize';
import { eq, inArray, sql } from 'drizzle-orm';
import { sanitizeRichHtml } from '../../modules/content/sanitize.js';
import type { Database } from '../client.js';
import { categories } from '../schema/categories.js';
import { contentTypes, pages } from '../schema/content.js';
import { storedFiles } from '../schema/files.js';
import { merchants } from '../schema/merchants.js';
import {
  advertisements,
  announcements,
  faqCategories,
  faqQuestions,
  helpEntries,
  mediaVideos,
  websiteMenus,
} from '../schema/site.js';
import { type ContentTypeSeed, loadContent, type MenuItemSeed } from './datasets.js';
import { renderProductImage } from './demo-assets.js';

/**
 * The demo's advertisements and announcements were written around this day; their dates are moved by
 * the distance from it to the day the seed runs, so a fresh demo always has current ones.
 */
const DEMO_REFERENCE_DAY = Date.UTC(2026, 10, 22);
const demoDate = (iso: string) => {
  const today = new Date();
  const shift = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - DEMO_REFERENCE_DAY;
  return new Date(new Date(iso).getTime() + shift);
};

/**
 * Announcements an earlier demo carried whose promise is no longer what the site does (issue 30: secure payment
 * described as built). An announcement's text is its key, so a re-seed would otherwise keep the old one showing
 * beside the new.
 */
export const RETIRED_ANNOUNCEMENTS = [
  'پرداخت امن برای همه سفارش‌های مستقیم فعال است؛ مبلغ تا تأیید تحویل نزد بازار صنعت می‌ماند.',
];

/** Generated demo clips are short: a few seconds is enough to show playback and seeking. */
const MAX_CLIP_SECONDS = 12;

function ffmpegPath(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/ffmpeg');
  } catch {
    return undefined;
  }
}

function renderClip(ffmpeg: string, seconds: number, seed: number): Uint8Array {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bz-clip-'));
  const out = path.join(dir, 'clip.webm');
  try {
    const pattern = ['testsrc', 'smptebars', 'rgbtestsrc'][seed % 3];
    execFileSync(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `${pattern}=duration=${seconds}:size=320x180:rate=12`,
        // libvpx needs 4:2:0 frames; some test sources are RGB with alpha.
        '-pix_fmt',
        'yuv420p',
        '-c:v',
        'libvpx',
        '-b:v',
        '120k',
        '-y',
        out,
      ],
      {
        timeout: 60_000,
      },
    );
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function upsertTypes(
  db: Database,
  nodes: readonly ContentTypeSeed[],
  parentId: number | null,
  ancestors: number[],
  ids: Map<string, number>,
) {
  for (const [i, node] of nodes.entries()) {
    const values = { key: node.key, name: node.name, parentId, ancestorIds: ancestors, sortOrder: i + 1 };
    const [row] = await db
      .insert(contentTypes)
      .values(values)
      .onConflictDoUpdate({ target: contentTypes.key, set: values })
      .returning({ id: contentTypes.id });
    if (!row) throw new Error(`seed: content type ${node.key}`);
    ids.set(node.key, row.id);
    await upsertTypes(db, node.children ?? [], row.id, [...ancestors, row.id], ids);
  }
}

async function insertMenu(
  db: Database,
  location: 'header' | 'footer',
  items: readonly MenuItemSeed[],
  parentId: number | null,
) {
  for (const [i, item] of items.entries()) {
    const [row] = await db
      .insert(websiteMenus)
      .values({ location, parentId, title: item.title, href: item.href, sortOrder: i + 1 })
      .returning({ id: websiteMenus.id });
    await insertMenu(db, location, item.children ?? [], row?.id ?? null);
  }
}

export async function seedContent(db: Database): Promise<Record<string, number>> {
  const data = loadContent();
  const typeIds = new Map<string, number>();
  await upsertTypes(db, data.contentTypes, null, [], typeIds);
  const siteTypeId = typeIds.get('site') ?? [...typeIds.values()][0];

  const merchantRows = await db
    .select({ id: merchants.id, name: merchants.name, slug: merchants.slug })
    .from(merchants);
  const merchantId = new Map(merchantRows.map((m) => [m.name, m.id]));
  /** An advertiser's own page (`/supplier/{id}/{slug}`), where its advertisement leads (issue 20). */
  const advertiserPage = new Map(
    merchantRows.map((m) => [m.name, `/supplier/${m.id}/${encodeURIComponent(m.slug || String(m.id))}`]),
  );
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, type: categories.categoryType })
    .from(categories);
  const categoryId = new Map(categoryRows.map((c) => [`${c.type}/${c.name}`, c.id]));

  const pageRows = [
    ...data.articles.map((a) => ({
      contentTypeId: typeIds.get(a.contentType) ?? siteTypeId ?? 0,
      uniquePageName: a.uniquePageName,
      title: a.title,
      slug: persianSlug(a.title),
      summary: a.summary,
      bodyHtml: sanitizeRichHtml(a.bodyHtml),
      labels: a.labels,
      platform: a.platform,
      merchantId: a.supplier ? (merchantId.get(a.supplier) ?? null) : null,
      categoryId: a.category && a.categoryType ? (categoryId.get(`${a.categoryType}/${a.category}`) ?? null) : null,
      authorName: a.author,
      status: a.status,
      publishedAt: a.status === 'published' ? new Date(a.publishedAt) : null,
      searchText: normalizeForSearch(`${a.title} ${a.summary} ${a.labels.join(' ')}`),
    })),
    ...data.staticPages.map((p) => ({
      contentTypeId: siteTypeId ?? 0,
      uniquePageName: p.uniquePageName,
      title: p.title,
      slug: persianSlug(p.title),
      summary: '',
      bodyHtml: sanitizeRichHtml(p.bodyHtml),
      labels: [] as string[],
      platform: 'both' as const,
      merchantId: null,
      categoryId: null,
      authorName: 'بازار صنعت',
      status: 'published' as const,
      publishedAt: new Date(Date.UTC(2025, 0, 1)),
      searchText: normalizeForSearch(p.title),
    })),
    {
      contentTypeId: siteTypeId ?? 0,
      uniquePageName: 'how-it-work',
      title: 'بازار صنعت چگونه کار می‌کند',
      slug: persianSlug('بازار صنعت چگونه کار می‌کند'),
      summary: 'خرید و فروش در بازار صنعت، گام به گام',
      bodyHtml: sanitizeRichHtml(
        data.howItWorks
          .map(
            (part) =>
              `<h2>${part.audience === 'buyer' ? 'برای خریداران' : 'برای تأمین‌کنندگان'}</h2><ol>${part.steps
                .map((s) => `<li><strong>${s.title}</strong> ${s.text}</li>`)
                .join('')}</ol>`,
          )
          .join(''),
      ),
      labels: [] as string[],
      platform: 'both' as const,
      merchantId: null,
      categoryId: null,
      authorName: 'بازار صنعت',
      status: 'published' as const,
      publishedAt: new Date(Date.UTC(2025, 0, 1)),
      searchText: normalizeForSearch('چگونه کار می کند خرید فروش'),
    },
  ];
  for (const row of pageRows) {
    await db
      .insert(pages)
      .values(row)
      .onConflictDoUpdate({ target: pages.uniquePageName, set: { ...row, updatedAt: sql`now()` } });
  }

  const faqCategoryIds = new Map<string, number>();
  for (const [i, c] of data.faqCategories.entries()) {
    const [row] = await db
      .insert(faqCategories)
      .values({ key: c.key, name: c.name, sortOrder: i + 1 })
      .onConflictDoUpdate({ target: faqCategories.key, set: { name: c.name, sortOrder: i + 1 } })
      .returning({ id: faqCategories.id });
    if (row) faqCategoryIds.set(c.key, row.id);
  }
  for (const [i, q] of data.faqs.entries()) {
    const values = {
      categoryId: faqCategoryIds.get(q.category) ?? 0,
      question: q.question,
      answer: q.answer,
      platform: q.platform,
      visitCount: q.visitCount,
      sortOrder: i + 1,
      searchText: normalizeForSearch(`${q.question} ${q.answer}`),
    };
    await db.insert(faqQuestions).values(values).onConflictDoUpdate({ target: faqQuestions.question, set: values });
  }

  for (const h of data.helpEntries) {
    const values = { frontUniqueId: h.frontUniqueId, title: h.title, bodyHtml: sanitizeRichHtml(h.bodyHtml) };
    await db.insert(helpEntries).values(values).onConflictDoUpdate({ target: helpEntries.frontUniqueId, set: values });
  }

  const ffmpeg = ffmpegPath();
  for (const [i, v] of data.videos.entries()) {
    const posterId = `demo-video-poster-${i}`;
    const videoId = `demo-video-${i}`;
    const seconds = Math.min(v.durationSeconds, MAX_CLIP_SECONDS);
    const [existing] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, videoId));
    let clip: Uint8Array | undefined;
    if (!existing && ffmpeg) {
      try {
        clip = renderClip(ffmpeg, seconds, i);
      } catch (error) {
        console.warn(
          `[seed] could not render demo video ${i + 1}; it will have a poster only:`,
          (error as Error).message,
        );
      }
    }
    if (clip) {
      await db.insert(storedFiles).values({
        id: videoId,
        fileName: `video-${i + 1}.webm`,
        mimeType: 'video/webm',
        sizeBytes: clip.byteLength,
        content: clip,
        isPublic: true,
      });
    }
    const poster = await renderProductImage(i, (i * 61 + 200) % 360);
    await db
      .insert(storedFiles)
      .values({
        id: posterId,
        fileName: `poster-${i + 1}.webp`,
        mimeType: 'image/webp',
        sizeBytes: poster.byteLength,
        content: poster,
        isPublic: true,
      })
      .onConflictDoNothing();
    const values = {
      title: v.title,
      description: v.description,
      posterFileId: posterId,
      videoFileId: existing || clip ? videoId : null,
      durationSeconds: seconds,
      labels: v.labels,
      searchText: normalizeForSearch(`${v.title} ${v.description} ${v.labels.join(' ')}`),
      createdAt: new Date(Date.UTC(2026, 0, 1 + i * 7)),
    };
    await db.insert(mediaVideos).values(values).onConflictDoUpdate({ target: mediaVideos.title, set: values });
  }

  for (const ad of data.advertisements) {
    const values = {
      slot: ad.slot,
      title: ad.title,
      text: ad.text,
      link: (ad.supplier && advertiserPage.get(ad.supplier)) || ad.link,
      startsAt: demoDate(ad.startsAt),
      endsAt: demoDate(ad.endsAt),
      active: ad.active,
      merchantId: ad.supplier ? (merchantId.get(ad.supplier) ?? null) : null,
    };
    await db.insert(advertisements).values(values).onConflictDoUpdate({ target: advertisements.title, set: values });
  }
  await db.delete(announcements).where(inArray(announcements.text, RETIRED_ANNOUNCEMENTS));
  for (const a of data.announcements) {
    const values = { text: a.text, link: a.link ?? null, startsAt: demoDate(a.startsAt), endsAt: demoDate(a.endsAt) };
    await db.insert(announcements).values(values).onConflictDoUpdate({ target: announcements.text, set: values });
  }

  // Menus are replaced as a whole: their identity is their position.
  await db.delete(websiteMenus);
  await insertMenu(db, 'header', data.websiteMenus.header, null);
  await insertMenu(db, 'footer', data.websiteMenus.footer, null);

  return {
    contentTypes: typeIds.size,
    pages: pageRows.length,
    faqs: data.faqs.length,
    helpEntries: data.helpEntries.length,
    videos: data.videos.length,
    videoFiles: ffmpeg ? data.videos.length : 0,
    advertisements: data.advertisements.length,
  };
}

'use client';
// Spec sections 7 and 9: every hour the page asks for the latest-build file; when it names another build
// than the one this page runs, a Persian toast offers a reload (the page's chunks may be gone from the
// server after a deploy). Nothing happens while they match or while the file cannot be read.
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { BUILD_CHECK_MS, chunkReloadScript, LATEST_BUILD_PATH } from './housekeeping';

const OWN_BUILD = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

export function BuildWatcher() {
  const toast = useToast();
  const offered = useRef(false);
  useEffect(() => {
    const check = async () => {
      if (offered.current) return;
      try {
        const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-store' });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (!buildId || buildId === OWN_BUILD) return;
        offered.current = true;
        toast.show({
          status: 'info',
          title: 'نسخهٔ تازه‌ای از سایت منتشر شده است',
          description: 'برای دیدن تازه‌ترین نسخه، صفحه را دوباره بارگذاری کنید.',
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: 'بارگذاری دوباره',
            altText: 'صفحه را با دکمهٔ بارگذاری دوبارهٔ مرورگر تازه کنید',
            onAction: () => window.location.reload(),
            cancelLabel: 'بعداً',
          },
        });
      } catch {
        // Offline or the server is restarting: the next hour asks again.
      }
    };
    const timer = window.setInterval(check, BUILD_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [toast]);
  return null;
}

/**
 * The chunk-reload script in every page's <head> (housekeeping.ts), rendered by a client component: its text is in
 * the HTML once, where it runs before any chunk, and the page's React payload carries a reference to this
 * component instead of the ~1.2 KB of script a second time (issue 34). It lives in this module, which every page
 * already loads, so it adds no chunk to the page's script lists.
 */
export function ChunkReloadScript() {
  // The client's minified text may differ from the server's; it is never run or written again after the HTML.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no visitor text
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: chunkReloadScript() }} />;
}

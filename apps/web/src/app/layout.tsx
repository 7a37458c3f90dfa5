import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast/toast-provider.client';
import { siteConfig, titleTemplate } from '@/config/site';
import { vazirmatn } from '@/fonts/vazirmatn';
import { BuildWatcher, ChunkReloadScript } from '@/lib/build-watcher.client';
import { OPEN_GRAPH_BASE } from '@/lib/metadata';
import { NavigationSpinner } from './_components/navigation-spinner.client';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.origin),
  title: { template: titleTemplate, default: siteConfig.name },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: OPEN_GRAPH_BASE,
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#0c2443',
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <head>
        {/* Before any chunk can fail: a failed script chunk reloads the page once (lib/housekeeping.ts). */}
        <ChunkReloadScript />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-60 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lg"
        >
          پرش به محتوای اصلی
        </a>
        <ToastProvider>
          {children}
          <BuildWatcher />
        </ToastProvider>
        <NavigationSpinner />
      </body>
    </html>
  );
}

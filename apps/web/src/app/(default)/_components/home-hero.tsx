import Link from 'next/link';
import { siteConfig } from '@/config/site';
import { ASSISTANT_PATH } from '@/features/assistant/assistant-links';

export function HomeHero() {
  return (
    <section aria-labelledby="home-heading" className="on-dark bg-linear-to-b from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 id="home-heading" className="text-3xl leading-snug font-black sm:text-4xl">
          {siteConfig.name}؛ بازار آنلاین صنعت ایران
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-100">
          کالا و تجهیزات صنعتی، خدمات ساخت و تولید، طراحی و مشاوره و استانداردهای فنی را از تأمین‌کنندگان معتبر پیدا کنید
          و مستقیم سفارش دهید.
        </p>
        <p className="mt-6">
          <Link
            href={ASSISTANT_PATH}
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-bold text-brand-900 hover:bg-brand-50"
          >
            دستیار هوشمند خرید: نیازتان را بنویسید
          </Link>
        </p>
      </div>
    </section>
  );
}

import { siteConfig } from '@/config/site';

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
      </div>
    </section>
  );
}

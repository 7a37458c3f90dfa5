// The supplier's own record on its dashboard (decision 043): the figures buyers see, and beside each one that is
// weak or has too few cases, what would raise it. The figures are measured, so the advice is about what to do,
// never about what to declare.
import { FIGURE_ADVICE, FIGURE_LABELS, SUPPLIER_FIGURES, type SupplierFigure } from '@bazaar/contracts/trust-figures';
import Link from 'next/link';
import { sectionCardClass } from '@/components/ui/section-styles';
import { supplierTrust } from './trust-data.server';
import { casesText, FIGURE_KINDS, figureValue } from './trust-format';

/** A figure is weak below these shares or above these minutes (the dispute rate: above). */
const WEAK: Partial<Record<SupplierFigure, (v: number) => boolean>> = {
  messageResponseRate: (v) => v < 0.9,
  messageResponseMinutes: (v) => v > 240,
  orderResponseRate: (v) => v < 0.9,
  orderResponseMinutes: (v) => v > 24 * 60,
  quoteResponseMinutes: (v) => v > 48 * 60,
  orderConfirmRate: (v) => v < 0.7,
  onTimeRate: (v) => v < 0.9,
  disputeRate: (v) => v > 0.05,
};

export async function OwnTrustFigures({ merchantId }: { merchantId: number }) {
  const publicHref = `/supplier/${merchantId}`;
  // A supplier not yet confirmed has no public record (404): nothing to show until it has one.
  const trust = await supplierTrust(merchantId).catch(() => null);
  if (!trust) return null;
  return (
    <section aria-labelledby="own-trust-heading" className={sectionCardClass} data-testid="own-trust">
      <h2 id="own-trust-heading" className="text-lg font-bold text-slate-900">
        کارنامهٔ شما نزد خریداران
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        این رقم‌ها را سامانه از زمان‌های ثبت‌شدهٔ پیام‌ها و سفارش‌های ۹۰ روز گذشته می‌سازد و در ترتیب نتایج جست‌وجو و فهرست
        تأمین‌کنندگان به کار می‌رود.{' '}
        <Link href={`${publicHref}#trust`} className="text-brand-700 underline">
          نمای خریداران
        </Link>
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {SUPPLIER_FIGURES.map((key) => {
          const figure = trust.figures[key];
          const weak = figure.value === null || (WEAK[key]?.(figure.value) ?? false);
          return (
            <li key={key} className="rounded-lg bg-slate-50 p-3">
              <p>
                <span className="text-slate-700">{FIGURE_LABELS[key]}: </span>
                <strong className="text-slate-900">{figureValue(figure, FIGURE_KINDS[key])}</strong>{' '}
                <span className="text-sm text-slate-600">{casesText(figure.cases)}</span>
              </p>
              {weak ? <p className="mt-1 text-sm text-slate-700">برای بهتر شدن: {FIGURE_ADVICE[key]}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

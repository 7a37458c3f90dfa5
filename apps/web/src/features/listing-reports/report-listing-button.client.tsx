'use client';
// «گزارش تخلف» on the public product page (decision 034). The page is cached and the same for everyone, so this
// island renders one small button; the native <dialog> is made only on a click, and the form with the contract's
// schemas (zod) and the API client loads only then, for a signed-in visitor. A visitor who is not signed in is
// asked to log in and brought back to this page.
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loginHref } from '@/features/auth/login-links';
import { loadPersonal } from '@/lib/personal';

const ReportListingForm = lazy(() =>
  import('./report-listing-form.client').then((module) => ({ default: module.ReportListingForm })),
);

type Visitor = 'unknown' | 'anonymous' | 'signed-in';

export function ReportListingButton({ productId }: { productId: number }) {
  const pathname = usePathname();
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [visitor, setVisitor] = useState<Visitor>('unknown');

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    let live = true;
    void loadPersonal().then((user) => live && setVisitor(user ? 'signed-in' : 'anonymous'));
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (open ? dialog.current?.showModal() : setOpen(true))}
        className="min-h-11 text-sm text-slate-700 underline"
        data-testid="report-listing"
      >
        گزارش تخلف
      </button>
      {open ? (
        <dialog
          ref={dialog}
          aria-labelledby={headingId}
          className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
        >
          <h2 id={headingId} className="text-lg font-bold">
            گزارش تخلف این آگهی
          </h2>
          {visitor === 'anonymous' ? (
            <p className="mt-3 text-slate-700" data-testid="report-login">
              برای گزارش تخلف ابتدا{' '}
              <a href={loginHref(pathname, true)} className="font-medium text-brand-700 underline underline-offset-4">
                وارد حساب خود شوید
              </a>
              ؛ پس از ورود به همین صفحه برمی‌گردید.
            </p>
          ) : visitor === 'signed-in' ? (
            <Suspense fallback={<p className="mt-3 text-slate-700">در حال آماده‌سازی فرم…</p>}>
              <ReportListingForm productId={productId} onLoggedOut={() => setVisitor('anonymous')} />
            </Suspense>
          ) : (
            <p className="mt-3 text-slate-700">لطفاً کمی صبر کنید…</p>
          )}
          <form method="dialog" className="mt-4 flex justify-end">
            <button
              type="submit"
              className="min-h-11 rounded-lg px-4 text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              بستن
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { HelpLink } from '@/components/ui/help-link';
import { afterLoginPath } from '@/features/auth/login-links';
import { getSession, isSessionAccepted } from '@/features/auth/session.server';
import { firstParam } from '@/lib/route-params';
import { isDemoMode, visitorIsOnThisMachine } from '@/lib/visitor.server';
import { LoginFlow } from './_components/login-flow.client';

export const metadata: Metadata = {
  title: 'ورود به حساب کاربری',
  robots: { index: false, follow: false },
};

export default async function LoginPage({ searchParams }: PageProps<'/users/login'>) {
  const target = afterLoginPath(firstParam((await searchParams).redirectPath));
  // A logged-in visitor goes straight on (see login-flow.client.tsx for why not history.go(-2)).
  const session = await getSession();
  if (session && (await isSessionAccepted(session))) redirect(target);

  return (
    <section aria-labelledby="login-heading" className="flex flex-col gap-6 p-6 sm:p-8">
      <h1 id="login-heading" className="text-2xl font-bold text-slate-900">
        ورود به بازار صنعت
      </h1>
      {isDemoMode() ? <DemoNotice local={await visitorIsOnThisMachine()} /> : null}
      <LoginFlow redirectTo={target} />
      <HelpLink id="login">راهنمای ورود با کد یکبار مصرف</HelpLink>
      <noscript>
        <p className="rounded-lg bg-accent-100 p-3 text-slate-900">
          برای ورود با کد یک‌بارمصرف، جاوااسکریپت مرورگر را فعال کنید.
        </p>
      </noscript>
    </section>
  );
}

/** The demo start sends no SMS: say so, and where the code is (only a visitor on the server machine can read it). */
function DemoNotice({ local }: { local: boolean }) {
  return (
    <div role="note" className="rounded-lg border-s-4 border-accent-600 bg-accent-100 p-4 text-slate-900">
      <p className="font-bold">نسخهٔ نمایشی</p>
      <p className="mt-1">
        در این نسخه پیامکی فرستاده نمی‌شود.{' '}
        {local ? (
          <>
            کد ورود را در{' '}
            <a href="/dev/sms" className="font-medium text-brand-800 underline underline-offset-4">
              صندوق پیامک‌های آزمایشی
            </a>{' '}
            ببینید.
          </>
        ) : (
          'کد ورود فقط روی رایانه‌ای که سایت را اجرا می‌کند دیده می‌شود.'
        )}
      </p>
    </div>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { afterLoginPath } from '@/features/auth/login-redirect';
import { getSession, isSessionAccepted } from '@/features/auth/session.server';
import { firstParam } from '@/lib/route-params';
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
      <LoginFlow redirectTo={target} />
      <noscript>
        <p className="rounded-lg bg-accent-100 p-3 text-slate-900">
          برای ورود با کد یک‌بارمصرف، جاوااسکریپت مرورگر را فعال کنید.
        </p>
      </noscript>
    </section>
  );
}

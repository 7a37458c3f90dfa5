// Development and demo helper: the dev SMS provider's outbox, so one-time codes can be read without a
// phone. Only visitors on this machine see it (a code logs anyone in); everyone else gets the 404 page,
// as they do when the API has no outbox (a production start with a real SMS provider).
import { isApiError } from '@bazaar/api-client/api-error';
import { call } from '@bazaar/api-client/endpoint-client';
import { identityEndpoints } from '@bazaar/contracts/identity';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { buttonClass } from '@/components/ui/button-styles';
import { WarningIcon } from '@/components/ui/icons';
import { api } from '@/lib/api.server';
import { visitorIsOnThisMachine } from '@/lib/visitor.server';
import { CopyCodeButton } from './_components/copy-code-button.client';

export const metadata: Metadata = {
  title: 'صندوق پیامک‌های آزمایشی',
  robots: { index: false, follow: false },
};

const OUTBOX_SIZE = 20;

async function readOutbox() {
  await connection(); // rendered per request, never prerendered at build time
  if (!(await visitorIsOnThisMachine())) notFound();
  try {
    return {
      messages: await call(api, identityEndpoints.smsOutbox, { query: { limit: OUTBOX_SIZE } }, { retry: false }),
      failed: false,
    };
  } catch (error) {
    if (process.env.NODE_ENV === 'production' || (isApiError(error) && error.status === 404)) notFound();
    return { messages: [], failed: true };
  }
}

export default async function DevSmsPage() {
  const { messages, failed } = await readOutbox();
  return (
    <section aria-labelledby="dev-sms-heading" className="flex flex-col gap-6 p-6 sm:p-8">
      <h1 id="dev-sms-heading" className="text-2xl font-bold text-slate-900">
        صندوق پیامک‌های آزمایشی
      </h1>
      <div role="note" className="flex gap-3 rounded-lg border-s-4 border-accent-600 bg-accent-100 p-4 text-slate-900">
        <WarningIcon size={24} className="mt-0.5 shrink-0 text-accent-800" />
        <p>
          این صفحه فقط برای توسعه و نسخهٔ نمایشی است و تنها روی همین رایانه باز می‌شود. پیامک‌ها واقعاً ارسال نمی‌شوند؛
          ارائه‌دهندهٔ آزمایشی پیامک آن‌ها را این‌جا نگه می‌دارد.
        </p>
      </div>
      {failed ? (
        <p className="text-red-700">صندوق پیامک در دسترس نیست؛ API را با SMS_PROVIDER=dev اجرا کنید.</p>
      ) : messages.length === 0 ? (
        <p className="text-slate-700">هنوز پیامکی فرستاده نشده است.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="پیامک‌ها، تازه‌ترین در ابتدا">
          {messages.map((message) => (
            <li key={`${message.sentAt}-${message.to}`} className="rounded-xl p-4 ring-1 ring-slate-200">
              <p className="text-sm text-slate-700">
                به{' '}
                <bdi dir="ltr" className="font-medium text-slate-900">
                  {toPersianDigits(message.to)}
                </bdi>{' '}
                —{' '}
                <time dateTime={message.sentAt}>
                  {formatJalaliDate(message.sentAt, { withTime: true, style: 'long' })}
                </time>
              </p>
              {message.code ? (
                <div className="mt-3 flex flex-wrap items-center gap-4">
                  <p className="text-4xl font-black tracking-[0.3em] text-brand-900 select-all" dir="ltr">
                    <span className="sr-only">کد: </span>
                    {toPersianDigits(message.code)}
                  </p>
                  <CopyCodeButton code={message.code} />
                </div>
              ) : null}
              <p className="mt-3 whitespace-pre-line text-slate-800">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <p>
        {/* A full reload: the outbox changes behind the page's back. */}
        <a href="/dev/sms" className={buttonClass('secondary')}>
          تازه‌سازی فهرست
        </a>
      </p>
    </section>
  );
}

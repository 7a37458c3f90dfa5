import { feedbackInputSchema } from '@bazaar/contracts/site';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HelpLink } from '@/components/ui/help-link';
import { canonicalFor, pageLinks } from '@/lib/metadata';
import { schemaMaxLength } from '@/lib/schema-field-errors';
import { FEEDBACK_FIELDS } from './_components/feedback-fields';
import { FeedbackForm, type FeedbackMaxLengths } from './_components/feedback-form.client';

// Feedback (spec: /feedback): anyone may write to the site's team.
export const metadata: Metadata = {
  title: 'ارسال بازخورد',
  description: 'پیشنهاد، انتقاد یا پرسش خود را برای تیم بازار صنعت بفرستید.',
  ...pageLinks(canonicalFor('/feedback')),
};

/** The contract's length limits for the form's controls, read here so the browser needs no schema to know them. */
const MAX_LENGTHS: FeedbackMaxLengths = Object.fromEntries(
  FEEDBACK_FIELDS.map((field) => [field, schemaMaxLength(feedbackInputSchema.shape[field])]),
);

export default function FeedbackPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb items={[{ label: 'خانه', href: '/' }, { label: 'ارسال بازخورد' }]} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl leading-snug font-black text-slate-900 sm:text-3xl">ارسال بازخورد</h1>
        <HelpLink id="feedback" />
      </div>
      <p className="mt-2 leading-8 text-slate-700">
        پیشنهاد، انتقاد یا پرسشی دارید؟ برای ما بنویسید. پیش از آن شاید پاسخ خود را در{' '}
        <Link href="/faq" className="text-brand-700 underline underline-offset-4">
          پرسش‌های متداول
        </Link>{' '}
        پیدا کنید.
      </p>
      <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
        <FeedbackForm maxLengths={MAX_LENGTHS} />
      </div>
    </div>
  );
}

// /openai: the same assistant on the language-model engine. Says plainly when no model is configured; the
// built-in engine answers then (and whenever the model fails), and every answer says which one did.
import type { Metadata } from 'next';
import { getAssistantStatus } from '@/features/assistant/assistant-data.server';
import { AssistantPage } from '../ai/assistant-page';

export const metadata: Metadata = { title: 'دستیار خرید با مدل زبانی' };

export default async function OpenAiPage() {
  const status = await getAssistantStatus();
  return (
    <AssistantPage
      engine="model"
      title="دستیار خرید با مدل زبانی"
      intro="همان دستیار، این بار با یک مدل زبانی که فقط از داده‌های کاتالوگ همین سایت پاسخ می‌دهد؛ قیمت و ویژگی‌ها را از نتایج جست‌وجوی کاتالوگ می‌آورد، نه از حافظهٔ خودش."
      notice={
        status.modelConfigured
          ? undefined
          : 'هیچ مدل زبانی برای این سایت پیکربندی نشده است؛ پاسخ‌ها را دستیار داخلی می‌دهد.'
      }
      examples={status.examples}
    />
  );
}

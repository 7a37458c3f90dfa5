// /newai: the assistant with a fresh conversation (the tab's current one is set aside; saved ones stay in
// the profile).
import type { Metadata } from 'next';
import { getAssistantStatus } from '@/features/assistant/assistant-data.server';
import { AssistantPage } from '../ai/assistant-page';

export const metadata: Metadata = { title: 'گفت‌وگوی تازه با دستیار خرید', robots: { index: false, follow: true } };

export default async function NewAiPage() {
  const status = await getAssistantStatus();
  return (
    <AssistantPage
      engine="builtin"
      title="گفت‌وگوی تازه با دستیار خرید"
      intro="یک نیاز تازه را شروع کنید؛ گفت‌وگوهای قبلی شما (اگر وارد شده باشید) در حساب کاربری می‌مانند."
      examples={status.examples}
      fresh
    />
  );
}

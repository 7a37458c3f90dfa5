// /ai: the sourcing assistant (issue 19) on the built-in engine. `?c={id}` reopens one of the signed-in
// buyer's saved conversations; otherwise the tab's current conversation goes on.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAssistantStatus, getOwnConversation } from '@/features/assistant/assistant-data.server';
import { firstParam, parsePublicId } from '@/lib/route-params';
import { AssistantPage } from './assistant-page';

export const metadata: Metadata = {
  title: 'دستیار هوشمند خرید',
  description: 'نیاز خود را به فارسی بنویسید؛ دستیار آن را به ویژگی‌های فنی، کالاهای مناسب و تأمین‌کنندگان تبدیل می‌کند.',
};

export default async function AiPage({ searchParams }: PageProps<'/ai'>) {
  const param = firstParam((await searchParams).c);
  const id = param ? parsePublicId(param) : null;
  if (param && id === null) notFound();
  const [status, conversation] = await Promise.all([
    getAssistantStatus(),
    id !== null ? getOwnConversation(id) : Promise.resolve(null),
  ]);
  if (id !== null && !conversation) notFound();
  return (
    <AssistantPage
      engine="builtin"
      title="دستیار هوشمند خرید"
      intro="نیاز خود را همان‌طور که به یک کارشناس فروش می‌گویید بنویسید؛ دستیار نوع کالا، ویژگی‌ها و واحدها، محل تحویل و بودجه را می‌فهمد و کالاها و تأمین‌کنندگان مناسب را کنار هم می‌گذارد."
      examples={status.examples}
      initial={
        conversation
          ? {
              conversationId: conversation.id,
              need: conversation.need,
              turns: conversation.turns.map((t) => ({ role: t.role, text: t.text })),
            }
          : undefined
      }
    />
  );
}

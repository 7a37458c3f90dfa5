'use client';
// A conversation not started yet (opened from a product or supplier page): the first message creates it.
import type { ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { problemMessage } from '@/lib/api-problem';
import { BackButton } from './back-to-list-button.client';
import { Composer } from './composer.client';
import { browserMessagingApi } from './messaging-browser-api';

export function NewConversation({
  subject,
  draft,
  onBack,
  onStarted,
}: {
  subject: { type: ConversationSubjectType; id: number };
  draft: string;
  onBack: () => void;
  onStarted: (id: number) => Promise<void>;
}) {
  const toast = useToast();
  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 p-3">
        <BackButton onBack={onBack} />
        <h2 className="font-bold text-slate-900">
          {subject.type === 'product' ? 'پیام تازه به تأمین‌کنندهٔ این کالا' : 'پیام تازه به این تأمین‌کننده'}
        </h2>
      </header>
      <p className="m-auto p-6 text-center text-slate-700">
        پرسش خود را دربارهٔ قیمت، موجودی، زمان تحویل یا مشخصات بنویسید.
      </p>
      <Composer
        editing={null}
        initialText={draft}
        onCancelEdit={() => {}}
        onSend={async (body, fileIds) => {
          try {
            const sent = await browserMessagingApi.send({
              body: { subjectType: subject.type, subjectId: subject.id, body, fileIds },
            });
            await onStarted(sent.conversationId);
            return true;
          } catch (error) {
            toast.error(problemMessage(error));
            return false;
          }
        }}
      />
    </>
  );
}

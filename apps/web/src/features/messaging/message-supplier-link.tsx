// «پیام به تأمین‌کننده» on product and supplier pages: a plain link to the messages page opened on the
// conversation about this subject. A visitor who is not signed in is sent by the proxy to log in with
// `redirectPath` (and `loginPerPage`, since they came from a product or supplier page) and brought back.
import type { ConversationSubjectType } from '@bazaar/contracts/messaging-threads';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { MessageIcon } from '@/components/ui/icons';
import { messageSupplierHref } from './messaging-links';

export function MessageSupplierLink({
  subjectType,
  subjectId,
}: {
  subjectType: ConversationSubjectType;
  subjectId: number;
}) {
  return (
    <Link
      href={messageSupplierHref(subjectType, subjectId)}
      prefetch={false}
      className={buttonClass('secondary')}
      data-testid="message-supplier"
    >
      <MessageIcon size={20} />
      پیام به تأمین‌کننده
    </Link>
  );
}

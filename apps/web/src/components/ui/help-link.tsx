// «راهنما» beside a screen or control: links to the help entry that explains it (/help/{uniqueId}, spec
// section 2), so help is found where it is needed rather than in a separate menu.
import Link from 'next/link';
import { QuestionCircleIcon } from './icons';

export function HelpLink({ id, children = 'راهنما' }: { id: string; children?: string }) {
  return (
    <Link
      href={`/help/${encodeURIComponent(id)}`}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <QuestionCircleIcon size={18} />
      {children}
    </Link>
  );
}

// Phone and mobile numbers as tel: links, written left-to-right with Persian digits.
import { PhoneIcon } from '@/components/ui/icons';
import { formatPhone, telHref } from './supplier-display';

export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <a
      href={telHref(phone)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-800 hover:underline"
    >
      <PhoneIcon size={18} className="shrink-0 text-slate-500" />
      {label ? <span className="sr-only">{label}: </span> : null}
      <bdi dir="ltr">{formatPhone(phone)}</bdi>
    </a>
  );
}

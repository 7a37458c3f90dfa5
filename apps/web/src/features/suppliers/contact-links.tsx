// Phone and mobile numbers as tel: links, written left-to-right with Persian digits.
import { formatPhone, telHref } from './supplier-display';

export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    // `.tel` and the CSS-drawn `.ic-phone` (globals.css): one short class instead of a utility list and an
    // inline <svg> on every number (issue 34: the React payload repeats each one).
    <a href={telHref(phone)} className="tel">
      <span aria-hidden="true" className="ic ic-phone" />
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      <bdi dir="ltr">{formatPhone(phone)}</bdi>
    </a>
  );
}

'use client';
// The header's account link. Pages are cached for everyone, so it says «حساب کاربری» in the HTML and,
// once the page has mounted, the signed-in person's name (or mobile number) from GET /session/me.
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { UserIcon } from '@/components/ui/icons';
import { loadPersonal, type PersonalUser } from '@/lib/personal';

const ANONYMOUS_LABEL = 'حساب کاربری';

export function accountLabelOf(user: PersonalUser | null): string {
  if (!user) return ANONYMOUS_LABEL;
  return user.name ? toPersianDigitsInText(user.name) : toPersianDigits(user.phone);
}

export function AccountLink() {
  const pathname = usePathname();
  const [user, setUser] = useState<PersonalUser | null>(null);

  useEffect(() => {
    let live = true;
    void loadPersonal(pathname).then((answer) => live && setUser(answer));
    return () => {
      live = false;
    };
  }, [pathname]);

  const label = accountLabelOf(user);
  return (
    <Link
      href="/profile"
      // No prefetch of a per-user page (see the profile menu).
      prefetch={false}
      data-testid="account-link"
      data-signed-in={user ? 'true' : 'false'}
      aria-label={user ? `حساب کاربری: ${label}` : undefined}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 hover:bg-brand-800 sm:px-3"
    >
      <UserIcon size={20} />
      <span className="sr-only max-w-40 truncate sm:not-sr-only" dir={user && !user.name ? 'ltr' : undefined}>
        {label}
      </span>
    </Link>
  );
}

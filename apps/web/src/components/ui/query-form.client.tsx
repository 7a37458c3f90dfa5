'use client';
// A GET form whose fields become the page's query string. Without JavaScript the browser submits it
// as it is; with JavaScript empty and default values are left out of the URL and the page updates in
// place (a client navigation, so history and the back button behave as with a link).
import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useTransition } from 'react';
import { buttonClass } from './button-styles';

interface QueryFormProps {
  /** Accessible name of the form landmark. */
  label: string;
  /** Values that equal the page's default and so stay out of the URL, e.g. { sort: 'relevance' }. */
  defaults?: Record<string, string>;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}

export function QueryForm({ label, defaults = {}, submitLabel, className, children }: QueryFormProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '' && defaults[name] !== value) query.append(name, value);
    }
    const search = query.toString();
    startTransition(() => router.push(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  return (
    <form method="get" aria-label={label} aria-busy={pending} onSubmit={submit} className={className}>
      {children}
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? 'در حال اعمال…' : submitLabel}
      </button>
    </form>
  );
}

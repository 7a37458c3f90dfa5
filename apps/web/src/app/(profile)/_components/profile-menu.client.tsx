'use client';
import { toPersianDigits } from '@bazaar/fa/digits';
// Profile side menu. A client component to read the current path; it is server-rendered with the right
// entry marked, so the selection is correct before (and without) hydration. On phones the list is folded
// behind a disclosure button naming the current section (issue 20), so the page starts on the first screen;
// without JavaScript the button is a link that shows the list as the URL's target.
import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import {
  ChevronDownIcon,
  CommentIcon,
  EnvelopeIcon,
  HeartIcon,
  HistoryIcon,
  HomeIcon,
  LogoutIcon,
  MapPinIcon,
  MessageIcon,
  NoteIcon,
  OrderIcon,
  PackageIcon,
  StoreIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons';
import type { SvgIconProps } from '@/components/ui/svg-icon';
import { logout } from '@/features/auth/logout-action';
import { type ProfileMenuKey, profileMenuItemsFor, selectProfileMenuItem } from './profile-menu-items';

const ICONS: Record<ProfileMenuKey, ComponentType<SvgIconProps>> = {
  home: HomeIcon,
  'personal-info': UserIcon,
  favorites: HeartIcon,
  notes: NoteIcon,
  messages: MessageIcon,
  wallet: WalletIcon,
  payouts: WalletIcon,
  certificates: NoteIcon,
  settlements: WalletIcon,
  invoices: OrderIcon,
  'sales-invoices': OrderIcon,
  membership: StoreIcon,
  address: MapPinIcon,
  'direct-orders': OrderIcon,
  'buyer-company': UsersIcon,
  comments: CommentIcon,
  suppliers: StoreIcon,
  'last-visits': HistoryIcon,
  invitations: EnvelopeIcon,
  agents: UsersIcon,
  products: PackageIcon,
  company: StoreIcon,
  'tax-system': NoteIcon,
  assistant: MessageIcon,
  'supplier-registration': StoreIcon,
  admin: UsersIcon,
};

interface ProfileMenuProps {
  /** The visitor's roles as their session claims them: they only decide which entries are shown. */
  roles: readonly string[];
  /** Invitations waiting for the visitor's answer, shown beside their entry. */
  invitationCount: number;
}

const LIST_ID = 'profile-menu-list';

export function ProfileMenu({ roles, invitationCount }: ProfileMenuProps) {
  const pathname = usePathname();
  const selected = selectProfileMenuItem(pathname);
  const items = profileMenuItemsFor(roles);
  const current = items.find((item) => item.key === selected);
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: following an entry folds the menu again
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <a
        href={`#${LIST_ID}`}
        aria-controls={LIST_ID}
        aria-expanded={open}
        data-testid="profile-menu-toggle"
        onClick={(event) => {
          event.preventDefault();
          setOpen((was) => !was);
        }}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 font-bold text-slate-900 hover:bg-brand-50 md:hidden"
      >
        <span>منوی حساب{current ? `: ${current.label}` : ''}</span>
        <ChevronDownIcon size={20} className={clsx('ms-auto transition-transform', open && 'rotate-180')} />
      </a>
      <nav
        id={LIST_ID}
        aria-label="منوی حساب کاربری"
        className={clsx('md:block max-md:target:block', open ? 'max-md:mt-2 max-md:block' : 'max-md:hidden')}
      >
        <ul className="space-y-1">
          {items.map((item) => {
            const Icon = ICONS[item.key];
            const isSelected = item.key === selected;
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  // Profile pages are per-user renders: prefetching all of them costs renders nobody asked
                  // for, and with a lapsed access cookie each prefetch would race the visitor's own request
                  // for the one-time refresh token (which ends the session).
                  prefetch={false}
                  aria-current={isSelected ? 'page' : undefined}
                  className={clsx(
                    'flex min-h-11 items-center gap-3 whitespace-nowrap rounded-lg px-3',
                    isSelected ? 'bg-brand-700 font-bold text-white' : 'text-slate-800 hover:bg-brand-50',
                  )}
                >
                  <Icon size={20} />
                  <span>{item.label}</span>
                  {item.key === 'invitations' && invitationCount > 0 ? (
                    <span className="ms-auto rounded-full bg-accent-100 px-2 text-sm font-bold text-accent-800">
                      {toPersianDigits(invitationCount)}
                      <span className="sr-only"> دعوت در انتظار پاسخ</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* A form posting to a server action: logging out works before (and without) hydration too. */}
      <form action={logout} className={clsx('mt-2 border-t border-slate-200 pt-2', !open && 'max-md:hidden')}>
        <button
          type="submit"
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-slate-800 hover:bg-red-50 hover:text-red-800"
        >
          <LogoutIcon size={20} />
          <span>خروج از حساب</span>
        </button>
      </form>
    </>
  );
}

'use client';
import { toPersianDigits } from '@bazaar/fa/digits';
// Profile side menu. A client component only to read the current path; it is server-rendered with the
// right entry marked, so the selection is correct before (and without) hydration.
import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useRef } from 'react';
import {
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
  membership: StoreIcon,
  address: MapPinIcon,
  'direct-orders': OrderIcon,
  comments: CommentIcon,
  suppliers: StoreIcon,
  'last-visits': HistoryIcon,
  invitations: EnvelopeIcon,
  agents: UsersIcon,
  products: PackageIcon,
  'supplier-registration': StoreIcon,
  admin: UsersIcon,
};

interface ProfileMenuProps {
  /** The visitor's roles as their session claims them: they only decide which entries are shown. */
  roles: readonly string[];
  /** Invitations waiting for the visitor's answer, shown beside their entry. */
  invitationCount: number;
}

export function ProfileMenu({ roles, invitationCount }: ProfileMenuProps) {
  const selected = selectProfileMenuItem(usePathname());
  const list = useRef<HTMLUListElement>(null);
  // On a phone the menu is one scrolling row above the page: bring the current entry into view.
  useEffect(() => {
    const row = list.current;
    if (!row || row.scrollWidth <= row.clientWidth || !selected) return;
    row.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <>
      <nav aria-label="منوی حساب کاربری">
        <ul ref={list} className="flex gap-1 overflow-x-auto pb-1 md:block md:space-y-1 md:overflow-visible md:pb-0">
          {profileMenuItemsFor(roles).map((item) => {
            const Icon = ICONS[item.key];
            const isSelected = item.key === selected;
            return (
              <li key={item.key} className="shrink-0">
                <Link
                  href={item.href}
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
      <form action={logout} className="mt-2 border-t border-slate-200 pt-2">
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

'use client';
// Profile side menu. A client component only to read the current path; it is server-rendered with the
// right entry marked, so the selection is correct before (and without) hydration.
import { clsx } from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType } from 'react';
import {
  CommentIcon,
  HeartIcon,
  HistoryIcon,
  HomeIcon,
  LogoutIcon,
  MapPinIcon,
  MessageIcon,
  NoteIcon,
  OrderIcon,
  StoreIcon,
  UserIcon,
  WalletIcon,
} from '@/components/ui/icons';
import type { SvgIconProps } from '@/components/ui/svg-icon';
import { logout } from '@/features/auth/logout-action';
import { PROFILE_MENU_ITEMS, type ProfileMenuKey, selectProfileMenuItem } from './profile-menu-items';

const ICONS: Record<ProfileMenuKey, ComponentType<SvgIconProps>> = {
  home: HomeIcon,
  'personal-info': UserIcon,
  favorites: HeartIcon,
  notes: NoteIcon,
  messages: MessageIcon,
  wallet: WalletIcon,
  address: MapPinIcon,
  'direct-orders': OrderIcon,
  comments: CommentIcon,
  suppliers: StoreIcon,
  'last-visits': HistoryIcon,
};

export function ProfileMenu() {
  const selected = selectProfileMenuItem(usePathname());
  return (
    <>
      <nav aria-label="منوی حساب کاربری">
        <ul className="space-y-1">
          {PROFILE_MENU_ITEMS.map((item) => {
            const Icon = ICONS[item.key];
            const isSelected = item.key === selected;
            return (
              <li key={item.key}>
                <Link
                  href={item.href}
                  aria-current={isSelected ? 'page' : undefined}
                  className={clsx(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3',
                    isSelected ? 'bg-brand-700 font-bold text-white' : 'text-slate-800 hover:bg-brand-50',
                  )}
                >
                  <Icon size={20} />
                  <span>{item.label}</span>
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

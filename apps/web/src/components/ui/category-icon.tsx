// Category icons drawn for this site, keyed by the names the category data uses in its `icon`
// field. Unknown names fall back to a generic package icon. Server-rendered only (the whole map
// would otherwise ship to the browser).
import type { ReactNode } from 'react';
import { SvgIcon, type SvgIconProps } from './svg-icon';

const ICONS = {
  factory: (
    <>
      <path d="M2 21h20" />
      <path d="M3 21V11l5 3v-3l5 3v-3l2 1V4h3l1 17" />
      <path d="M7 17.5h2M11 17.5h2" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  pump: (
    <>
      <circle cx="10" cy="13" r="6" />
      <circle cx="10" cy="13" r="2" />
      <path d="M16 13h5V9M10 7V3h5M6 21h8" />
    </>
  ),
  valve: (
    <>
      <path d="M3 8v9l9-4.5zM21 8v9l-9-4.5z" />
      <path d="M12 12.5V5M8 5h8" />
    </>
  ),
  pipe: (
    <>
      <path d="M2 7h9a7 7 0 0 1 7 7v8" />
      <path d="M2 13h7a3 3 0 0 1 3 3v6" />
      <path d="M5 5v10M18 19h-8" />
    </>
  ),
  steel: (
    <>
      <path d="M4 4h16v3H4zM4 17h16v3H4z" />
      <path d="M10 7h4v10h-4z" />
    </>
  ),
  motor: (
    <>
      <rect x="3" y="7" width="13" height="10" rx="2" />
      <path d="M16 12h5M7 7V4.5M12 7V4.5M5 17v3M14 17v3M7 10v4M10 10v4M13 10v4" />
    </>
  ),
  bolt: (
    <>
      <path d="M8 2h8v5H8z" />
      <path d="M10 7h4v12l-2 3-2-3z" />
      <path d="M10 11h4M10 14h4M10 17h4" />
    </>
  ),
  flask: (
    <>
      <path d="M9 3h6M10 3v6l-5.6 10a1.5 1.5 0 0 0 1.3 2.2h12.6a1.5 1.5 0 0 0 1.3-2.2L14 9V3" />
      <path d="M7 15h10" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4 6v6c0 4.7 3.3 8 8 9 4.7-1 8-4.3 8-9V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  cpu: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <path d="M9.5 9.5h5v5h-5z" />
      <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="6" r="2" />
      <path d="M12 2v2M11 8 6 21M13 8l5 13M8 16h8" />
    </>
  ),
  ruler: (
    <>
      <rect x="2" y="8" width="20" height="8" rx="1" />
      <path d="M6 8v3M10 8v4.5M14 8v3M18 8v4.5" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4" width="14" height="18" rx="2" />
      <path d="M9 2h6v4H9zM9 11h6M9 15h4" />
    </>
  ),
  book: (
    <>
      <path d="M4 19V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14" />
      <path d="M8 7h8M8 11h6" />
    </>
  ),
  file: (
    <>
      <path d="M14 2H6a1 1 0 0 0-1 1v18a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V7z" />
      <path d="M14 2v5h5M8 13h8M8 17h6" />
    </>
  ),
  flame: (
    <path d="M12 22c4 0 7-2.6 7-7 0-3.4-2.2-5.8-4-8-.4 1.8-1.4 3-3 3 .3-3.2-1.2-6-4-8 .2 3.8-4 6-4 11 0 5 3.4 9 8 9z" />
  ),
  wrench: (
    <path d="M15.5 2.5a5.5 5.5 0 0 0-5 7.7L3 17.7a2.4 2.4 0 0 0 3.3 3.3l7.5-7.5a5.5 5.5 0 0 0 7.7-5L18 11l-5-5z" />
  ),
  zap: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  gauge: (
    <>
      <path d="M3.5 18a9.5 9.5 0 1 1 17 0" />
      <circle cx="12" cy="15" r="1.6" />
      <path d="m13 14 4-5M6 14h1.5M16.5 14H18M12 7v1.5" />
    </>
  ),
  layers: (
    <>
      <path d="m12 3 9 5-9 5-9-5z" />
      <path d="m3 12.5 9 5 9-5M3 17l9 5 9-5" />
    </>
  ),
  truck: (
    <>
      <path d="M2 5h12v11H2zM14 9h4l4 4v3h-8" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const FALLBACK_ICON = (
  <>
    <path d="m12 2 9 5v10l-9 5-9-5V7z" />
    <path d="m3 7 9 5 9-5M12 12v10" />
  </>
);

export type CategoryIconName = keyof typeof ICONS;

export function isCategoryIconName(name: string | null | undefined): name is CategoryIconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name);
}

interface CategoryIconProps extends Omit<SvgIconProps, 'name'> {
  name: string | null | undefined;
}

export function CategoryIcon({ name, ...props }: CategoryIconProps) {
  return <SvgIcon {...props}>{isCategoryIconName(name) ? ICONS[name] : FALLBACK_ICON}</SvgIcon>;
}

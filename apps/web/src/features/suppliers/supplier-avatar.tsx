// Supplier logo, or its initials on a colour picked from its id while no logo has been uploaded.
// Decorative: the supplier's name is always written next to it.
import { clsx } from 'clsx';
import { supplierInitials } from './supplier-display';

/** White text on each of these passes WCAG AA contrast. */
const PLACEHOLDER_COLOURS = [
  'bg-brand-700',
  'bg-emerald-700',
  'bg-sky-800',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
];

interface SupplierAvatarProps {
  supplier: { id: number; name: string; logoUrl: string | null };
  size?: 'md' | 'lg';
}

export function SupplierAvatar({ supplier, size = 'md' }: SupplierAvatarProps) {
  // `.av-md` / `.av-lg` (globals.css): the box, its text size and corners.
  const box = size === 'lg' ? 'av-lg' : 'av-md';
  if (supplier.logoUrl) {
    return (
      // biome-ignore lint/performance/noImgElement: logos come from the API's own file store at any address; next/image would need every host configured up front.
      <img
        src={supplier.logoUrl}
        alt=""
        width={size === 'lg' ? 80 : 56}
        height={size === 'lg' ? 80 : 56}
        loading="lazy"
        className={clsx(box, 'shrink-0 bg-white object-contain ring-1 ring-slate-200')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(box, PLACEHOLDER_COLOURS[supplier.id % PLACEHOLDER_COLOURS.length], 'av-initials')}
    >
      {supplierInitials(supplier.name)}
    </span>
  );
}

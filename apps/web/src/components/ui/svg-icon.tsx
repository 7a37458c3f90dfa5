// Shared frame of every icon: 24×24 line drawing in currentColor, decorative unless labelled.
import type { ReactNode, SVGProps } from 'react';

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

export function SvgIcon({ size = 24, label, className, children, ...props }: SvgIconProps & { children: ReactNode }) {
  // The line style (stroke, width, caps, no fill unless given) comes from the `.i` rule in globals.css,
  // not from attributes repeated on every icon of every page (issue 18: a fraction of the HTML).
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `i ${className}` : 'i'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}

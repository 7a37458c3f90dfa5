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
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled icons get `role="img"`, `aria-label` and a <title>, spread below only when there is a label (an `undefined` prop still costs its name in the React payload); the others are aria-hidden.
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `i ${className}` : 'i'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}

// Button looks shared by <button> and link-styled-as-button elements (one source of truth).
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

// The looks themselves are the `.btn` component classes in app/globals.css: a short class in the HTML and
// the React payload instead of a long utility list on every button (issue 18).
const variants: Record<ButtonVariant, string> = {
  primary: 'btn btn-p',
  secondary: 'btn btn-s',
  ghost: 'btn btn-g',
};

export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(variants[variant], className);
}

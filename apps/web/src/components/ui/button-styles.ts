// Button looks shared by <button> and link-styled-as-button elements (one source of truth).
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 text-base font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
};

export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(base, variants[variant], className);
}

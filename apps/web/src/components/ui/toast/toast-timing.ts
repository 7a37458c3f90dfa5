// Timing rules of the toasts (spec sections 4 and 9), kept apart from React so they can be unit-tested.

export const TOAST_STATUSES = ['info', 'success', 'warning', 'error', 'question'] as const;
export type ToastStatus = (typeof TOAST_STATUSES)[number];

/** `top-right` keeps the spec's name; it is the confirm-less corner toast with a timer bar. */
export const TOAST_VARIANTS = ['default', 'top-right'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const DEFAULT_TOAST_DURATION_MS = 2500;
export const TOP_RIGHT_TOAST_DURATION_MS = 4000;

export interface ToastTimingInput {
  variant: ToastVariant;
  /** Explicit duration from the caller, in ms. */
  duration?: number;
  /** The toast asks for a decision (confirm button). */
  hasAction: boolean;
}

export interface ToastTiming {
  /** Infinity: stays until the user closes it. */
  durationMs: number;
  showTimerBar: boolean;
}

export function resolveToastTiming({ variant, duration, hasAction }: ToastTimingInput): ToastTiming {
  const explicit = duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : undefined;
  if (variant === 'top-right') {
    return { durationMs: explicit ?? TOP_RIGHT_TOAST_DURATION_MS, showTimerBar: true };
  }
  // A toast waiting for an answer must not vanish before it can be read and acted on (WCAG 2.2.1),
  // unless the caller asked for a timeout on purpose.
  if (explicit === undefined && hasAction) return { durationMs: Number.POSITIVE_INFINITY, showTimerBar: false };
  return { durationMs: explicit ?? DEFAULT_TOAST_DURATION_MS, showTimerBar: false };
}

/**
 * Radix announces 'foreground' toasts assertively (interrupting) and 'background' ones politely.
 * Problems and questions interrupt; confirmations and information wait their turn.
 */
export function toastUrgency(status: ToastStatus): 'foreground' | 'background' {
  return status === 'error' || status === 'warning' || status === 'question' ? 'foreground' : 'background';
}

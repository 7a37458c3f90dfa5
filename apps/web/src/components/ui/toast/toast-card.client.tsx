'use client';
// One toast: status icon, title, optional description and decision buttons, close button, and the
// countdown bar of the top-right variant (paused together with Radix's own timer).
import { clsx } from 'clsx';
import { Toast } from 'radix-ui';
import { type ComponentType, useState } from 'react';
import { buttonClass } from '../button-styles';
import { CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoCircleIcon, QuestionCircleIcon, WarningIcon } from '../icons';
import type { SvgIconProps } from '../svg-icon';
import { resolveToastTiming, type ToastStatus, type ToastVariant, toastUrgency } from './toast-timing';

export interface ToastAction {
  label: string;
  /** Radix requires a sentence telling screen-reader users how else to do this (toasts vanish). */
  altText: string;
  onAction: () => void;
  /** Label of the dismiss button next to the action; 'انصراف' by default. */
  cancelLabel?: string;
}

export interface ToastEntry {
  id: string;
  status: ToastStatus;
  variant: ToastVariant;
  title: string;
  description?: string;
  duration?: number;
  action?: ToastAction;
  open: boolean;
}

interface StatusLook {
  /** Read out before the title, since colour and icon alone do not reach screen-reader users. */
  label: string;
  Icon: ComponentType<SvgIconProps>;
  border: string;
  icon: string;
  bar: string;
}

const STATUS_LOOK: Record<ToastStatus, StatusLook> = {
  info: {
    label: 'اطلاع',
    Icon: InfoCircleIcon,
    border: 'border-brand-500',
    icon: 'text-brand-600',
    bar: 'bg-brand-500',
  },
  success: {
    label: 'موفق',
    Icon: CheckCircleIcon,
    border: 'border-emerald-600',
    icon: 'text-emerald-700',
    bar: 'bg-emerald-600',
  },
  warning: {
    label: 'هشدار',
    Icon: WarningIcon,
    border: 'border-accent-600',
    icon: 'text-accent-700',
    bar: 'bg-accent-500',
  },
  error: { label: 'خطا', Icon: ErrorCircleIcon, border: 'border-red-600', icon: 'text-red-700', bar: 'bg-red-600' },
  question: {
    label: 'پرسش',
    Icon: QuestionCircleIcon,
    border: 'border-sky-700',
    icon: 'text-sky-800',
    bar: 'bg-sky-700',
  },
};

interface ToastCardProps {
  toast: ToastEntry;
  onClosed: (id: string) => void;
}

export function ToastCard({ toast, onClosed }: ToastCardProps) {
  const [paused, setPaused] = useState(false);
  const timing = resolveToastTiming({ variant: toast.variant, duration: toast.duration, hasAction: !!toast.action });
  const look = STATUS_LOOK[toast.status];

  return (
    <Toast.Root
      type={toastUrgency(toast.status)}
      duration={timing.durationMs}
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onClosed(toast.id);
      }}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      className={clsx(
        'pointer-events-auto relative overflow-hidden rounded-lg border-s-4 bg-white text-slate-900 shadow-lg ring-1 ring-slate-200',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
        look.border,
      )}
    >
      <div className="flex items-start gap-3 p-4">
        <look.Icon size={22} className={clsx('mt-0.5 shrink-0', look.icon)} />
        <div className="min-w-0 flex-1">
          <Toast.Title className="font-bold text-slate-900">
            <span className="sr-only">{look.label}: </span>
            {toast.title}
          </Toast.Title>
          {toast.description ? (
            <Toast.Description className="mt-1 text-sm text-slate-700">{toast.description}</Toast.Description>
          ) : null}
        </div>
        <Toast.Close
          aria-label="بستن"
          className="-me-2 -mt-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon size={18} />
        </Toast.Close>
      </div>
      {toast.action ? (
        <div className="flex gap-2 px-4 pb-4">
          <Toast.Action
            altText={toast.action.altText}
            onClick={toast.action.onAction}
            className={buttonClass('primary')}
          >
            {toast.action.label}
          </Toast.Action>
          <Toast.Close className={buttonClass('ghost')}>{toast.action.cancelLabel ?? 'انصراف'}</Toast.Close>
        </div>
      ) : null}
      {timing.showTimerBar ? (
        <div
          data-motion-essential=""
          data-testid="toast-timer-bar"
          aria-hidden="true"
          className={clsx('absolute bottom-0 start-0 h-1 animate-toast-timer', look.bar)}
          style={{ animationDuration: `${timing.durationMs}ms`, animationPlayState: paused ? 'paused' : 'running' }}
        />
      ) : null}
    </Toast.Root>
  );
}

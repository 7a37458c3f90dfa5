'use client';
// App-wide toasts: <ToastProvider> in the root layout, `useToast()` anywhere below it.
// Each variant has its own Radix provider and viewport because each sits in a different place.
import { Toast } from 'radix-ui';
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { type ToastAction, ToastCard, type ToastEntry } from './toast-card.client';
import type { ToastStatus, ToastVariant } from './toast-timing';

interface BaseToastOptions {
  status?: ToastStatus;
  title: string;
  description?: string;
  /** Milliseconds; defaults follow the variant (2500, or 4000 for top-right). */
  duration?: number;
}

/** The top-right variant never carries a confirm button (spec section 9). */
export type ShowToastOptions =
  | (BaseToastOptions & { variant?: 'default'; action?: ToastAction })
  | (BaseToastOptions & { variant: 'top-right'; action?: never });

type StatusShortcut = (title: string, options?: Omit<ShowToastOptions, 'title' | 'status'>) => string;

export interface ToastApi {
  show: (options: ShowToastOptions) => string;
  dismiss: (id: string) => void;
  info: StatusShortcut;
  success: StatusShortcut;
  warning: StatusShortcut;
  error: StatusShortcut;
  question: StatusShortcut;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Time for the closing animation before a toast leaves the list. */
const REMOVE_AFTER_CLOSE_MS = 400;

// Mobile (< 568px, spec section 9): one full-width stack at the bottom holding both variants, so they
// never overlap. From 568px each list is fixed in its own place instead.
const MOBILE_STACK = 'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-3 toast:static toast:p-0';
const LIST_BASE = 'm-0 flex list-none flex-col gap-2 p-0 outline-none toast:fixed toast:top-4 toast:z-50';

const VIEWPORTS: Record<ToastVariant, { className: string; label: string; hotkey: string[]; swipe: 'right' | 'up' }> = {
  // Desktop: centred at the top (fixed box with equal inline insets and auto margins).
  default: {
    className: `${LIST_BASE} toast:inset-x-0 toast:mx-auto toast:w-[26rem]`,
    label: 'اعلان‌ها ({hotkey})',
    hotkey: ['F8'],
    swipe: 'up',
  },
  // Desktop: the physical top-right corner. The document is RTL, so that is the inline start.
  'top-right': {
    className: `${LIST_BASE} toast:start-4 toast:w-[24rem]`,
    label: 'اعلان‌های گوشهٔ صفحه ({hotkey})',
    hotkey: ['altKey', 'F8'],
    swipe: 'right',
  },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), REMOVE_AFTER_CLOSE_MS);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ShowToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const entry: ToastEntry = {
        id,
        status: options.status ?? 'info',
        variant: options.variant ?? 'default',
        title: options.title,
        description: options.description,
        duration: options.duration,
        action: options.action,
        open: true,
      };
      setToasts((list) => [...list, entry]);
      return id;
    };
    const shortcut =
      (status: ToastStatus): StatusShortcut =>
      (title, options) =>
        show({ ...options, title, status } as ShowToastOptions);
    return {
      show,
      dismiss,
      info: shortcut('info'),
      success: shortcut('success'),
      warning: shortcut('warning'),
      error: shortcut('error'),
      question: shortcut('question'),
    };
  }, [dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <div className={MOBILE_STACK}>
        {(Object.keys(VIEWPORTS) as ToastVariant[]).map((variant) => {
          const viewport = VIEWPORTS[variant];
          return (
            <Toast.Provider key={variant} label="اعلان" swipeDirection={viewport.swipe}>
              {toasts
                .filter((toast) => toast.variant === variant)
                .map((toast) => (
                  <ToastCard key={toast.id} toast={toast} onClosed={dismiss} />
                ))}
              <Toast.Viewport label={viewport.label} hotkey={viewport.hotkey} className={viewport.className} />
            </Toast.Provider>
          );
        })}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}

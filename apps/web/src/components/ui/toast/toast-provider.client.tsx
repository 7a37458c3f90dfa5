'use client';
// App-wide toasts: <ToastProvider> in the root layout, `useToast()` anywhere below it.
// The lists (toast-viewports.client.tsx, Radix Toast) load with the first toast and are there while any is.
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useMemo, useRef, useState } from 'react';
import type { ToastAction, ToastEntry } from './toast-card.client';
import type { ToastStatus } from './toast-timing';

const ToastViewports = lazy(() => import('./toast-viewports.client').then((m) => ({ default: m.ToastViewports })));

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
      {/* A closing toast stays in the list until its animation ends, so the lists leave after it. */}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastViewports toasts={toasts} onClosed={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}

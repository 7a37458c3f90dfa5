'use client';
// The toast lists themselves (Radix Toast: swipe, pause on hover, F8 to reach them, announcements). The
// provider loads this module with the first toast, so no page carries Radix Toast in its first load.
import { Toast } from 'radix-ui';
import { ToastCard, type ToastEntry } from './toast-card.client';
import type { ToastVariant } from './toast-timing';

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

export function ToastViewports({ toasts, onClosed }: { toasts: ToastEntry[]; onClosed: (id: string) => void }) {
  return (
    <div className={MOBILE_STACK}>
      {(Object.keys(VIEWPORTS) as ToastVariant[]).map((variant) => {
        const viewport = VIEWPORTS[variant];
        return (
          <Toast.Provider key={variant} label="اعلان" swipeDirection={viewport.swipe}>
            {toasts
              .filter((toast) => toast.variant === variant)
              .map((toast) => (
                <ToastCard key={toast.id} toast={toast} onClosed={onClosed} />
              ))}
            <Toast.Viewport label={viewport.label} hotkey={viewport.hotkey} className={viewport.className} />
          </Toast.Provider>
        );
      })}
    </div>
  );
}

'use client';
// The buttons of one address card: make it the default (a form, so it also works without JavaScript)
// and delete it after a confirmation dialog. Both report the outcome with a toast.
import { AlertDialog } from 'radix-ui';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { deleteAddress, selectDefaultAddress, setAddressSharing } from './address-actions';

interface AddressCardActionsProps {
  id: number;
  title: string;
  isSelected: boolean;
  /** Shown to a buyer company's member only (decision 058): share with the company, or stop sharing. */
  sharing?: { shared: boolean } | null;
}

export function AddressCardActions({ id, title, isSelected, sharing = null }: AddressCardActionsProps) {
  const toast = useToast();
  // Held here, not in the default button: that button disappears as soon as its address is the default.
  const [result, selectAction, selecting] = useActionState(selectDefaultAddress, null);
  const handled = useRef(0);

  useEffect(() => {
    if (!result || result.version === handled.current) return;
    handled.current = result.version;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result, toast]);

  return (
    <div className="flex flex-wrap gap-2">
      {isSelected ? null : (
        <form action={selectAction}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            disabled={selecting}
            aria-label={`انتخاب نشانی «${title}» به‌عنوان پیش‌فرض`}
            className={buttonClass('secondary')}
          >
            {selecting ? 'در حال انتخاب…' : 'انتخاب به‌عنوان پیش‌فرض'}
          </button>
          {result && !result.ok ? <p className="mt-1 text-sm text-red-700">{result.message}</p> : null}
        </form>
      )}
      {sharing ? <SharingButton id={id} title={title} shared={sharing.shared} /> : null}
      <DeleteAddressButton id={id} title={title} />
    </div>
  );
}

/**
 * The «مشترک با شرکت» toggle of an address (a form, so it works without JavaScript): a switch that says whether the
 * address is shared with the company; the owner uses it to take another member's shared address out.
 */
export function SharingButton({ id, title, shared }: { id: number; title: string; shared: boolean }) {
  const toast = useToast();
  const [result, action, pending] = useActionState(setAddressSharing, null);
  const handled = useRef(0);
  useEffect(() => {
    if (!result || result.version === handled.current) return;
    handled.current = result.version;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result, toast]);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="shared" value={shared ? '0' : '1'} />
      <button
        type="submit"
        role="switch"
        aria-checked={shared}
        disabled={pending}
        aria-label={`مشترک با شرکت: نشانی «${title}»`}
        className={buttonClass('secondary', 'gap-2')}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-4 w-7 rounded-full p-0.5 ${shared ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span className={`block size-3 rounded-full bg-white ${shared ? 'ms-3' : ''}`} />
        </span>
        مشترک با شرکت
      </button>
      {result && !result.ok ? <p className="mt-1 text-sm text-red-700">{result.message}</p> : null}
    </form>
  );
}

function DeleteAddressButton({ id, title }: { id: number; title: string }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirmDelete() {
    startTransition(async () => {
      // The card goes away with its address, so the toast is shown from here, not from an effect.
      const result = await deleteAddress(id);
      setOpen(false);
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger className={buttonClass('ghost', 'text-red-800 hover:bg-red-50')}>
        حذف<span className="sr-only"> نشانی «{title}»</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/3 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">حذف نشانی</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            نشانی «{title}» برای همیشه حذف می‌شود. آیا مطمئن هستید؟
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel disabled={pending} className={buttonClass('secondary')}>
              انصراف
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={confirmDelete}
              disabled={pending}
              className={buttonClass('primary', 'bg-red-700 hover:bg-red-800')}
            >
              {pending ? 'در حال حذف…' : 'بله، حذف شود'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

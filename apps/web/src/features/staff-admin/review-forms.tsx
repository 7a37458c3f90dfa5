// Staff's two answers to a request waiting in a queue (a proposed base product, a delegation): accept it, or
// refuse it with a reason the supplier reads. Plain forms posting to server actions; they work without
// JavaScript.
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function ReviewForms({
  id,
  name,
  acceptLabel,
  accept,
  reject,
}: {
  id: number;
  /** Read after each button by screen readers, so the buttons of a long list tell which item they act on. */
  name: string;
  acceptLabel: string;
  accept: (form: FormData) => Promise<void>;
  reject: (form: FormData) => Promise<void>;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4">
      <form noValidate action={accept}>
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={buttonClass('primary')}>
          {acceptLabel}
          <span className="sr-only"> «{name}»</span>
        </button>
      </form>
      <form noValidate action={reject} className="flex flex-1 flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={id} />
        <div className="min-w-56 flex-1">
          <label htmlFor={`reject-${id}`} className={labelClass}>
            دلیل رد (به تأمین‌کننده نمایش داده می‌شود)
          </label>
          <input id={`reject-${id}`} name="reason" required maxLength={500} className={inputClass()} />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          رد<span className="sr-only"> «{name}»</span>
        </button>
      </form>
    </div>
  );
}

'use client';
// Where the buyer writes a need (Enter sends, Shift+Enter breaks the line), with examples to start from.
import type { FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-styles';

export function NeedForm({
  inputId,
  text,
  onTextChange,
  onSubmit,
  busy,
  examples,
  onExample,
}: {
  inputId: string;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  examples: string[];
  onExample: (example: string) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <label htmlFor={inputId} className="font-bold text-slate-900">
        نیاز خود را بنویسید
      </label>
      <textarea
        id={inputId}
        name="text"
        rows={3}
        maxLength={500}
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) onSubmit(e);
        }}
        placeholder="مثلاً: پمپ سانتریفیوژ فشار ۱۰ بار، دبی ۵۰ متر مکعب بر ساعت، تحویل تهران"
        className={inputClass(false, 'py-2')}
        aria-describedby={`${inputId}-hint`}
      />
      <p id={`${inputId}-hint`} className="text-sm text-slate-700">
        نوع کالا، ویژگی‌ها با واحدشان، شهر تحویل و بودجه را بنویسید؛ با پیام‌های بعدی می‌توانید نیاز را دقیق‌تر کنید
        («ارزان‌ترها»، «فقط استیل»، «۲۰ بار کافی است»).
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'در حال جست‌وجو…' : 'بفرست'}
        </button>
      </div>
      {examples.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">نمونه‌ها:</p>
          <ul className="flex flex-wrap gap-2">
            {examples.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="min-h-11 rounded-full bg-brand-50 px-3 text-sm text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
                  onClick={() => onExample(example)}
                  disabled={busy}
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

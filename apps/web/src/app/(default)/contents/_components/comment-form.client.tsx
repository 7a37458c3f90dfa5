'use client';
// A new comment or a reply. Checked in the browser with the contract's schema (the spec's generic
// messages), then posted; the API holds it for moderation and says so in Persian, which the visitor
// sees in a success toast and in place of the sent text.
import { newCommentSchema } from '@bazaar/contracts/content-comments';
import { formatNumberFa } from '@bazaar/fa/digits';
import { type FormEvent, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { fieldErrorsOf, problemMessage } from '@/lib/api-problem';
import { schemaFieldErrors, schemaMaxLength } from '@/lib/schema-field-errors';
import { browserContentApi } from './content-browser-api';

const MAX_COMMENT_LENGTH = schemaMaxLength(newCommentSchema.shape.body) ?? 0;
/** Long enough to read the moderation notice. */
const POSTED_TOAST_MS = 6000;

interface CommentFormProps {
  pageId: number;
  /** The comment being answered; absent for a new top-level comment. */
  parentId?: number;
  /** Visible label of the text box, e.g. 'دیدگاه شما' or 'پاسخ به مریم'. */
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
}

export function CommentForm({ pageId, parentId, label, submitLabel, autoFocus = false }: CommentFormProps) {
  const id = useId();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const input = { pageId, parentId: parentId ?? null, body };
    const invalid = schemaFieldErrors(newCommentSchema, input).body;
    if (invalid) {
      setError(invalid);
      textRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const posted = await browserContentApi.postComment({ body: input });
      setBody('');
      setNotice(posted.message);
      toast.success(posted.message, { duration: POSTED_TOAST_MS });
    } catch (failure) {
      const fieldMessage = fieldErrorsOf(failure).body;
      if (fieldMessage) {
        setError(fieldMessage);
        textRef.current?.focus();
      } else {
        toast.error(problemMessage(failure));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          {label}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-body`}
          name="body"
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          value={body}
          // biome-ignore lint/a11y/noAutofocus: a reply form opens because the visitor asked to write a reply.
          autoFocus={autoFocus}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (error) setError(null);
            if (notice) setNotice(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-body-error ${id}-body-hint`}
          className={inputClass(!!error, 'py-2 leading-7')}
        />
        <p id={`${id}-body-hint`} className="mt-1 text-sm text-slate-600">
          دیدگاه‌ها پس از تأیید نمایش داده می‌شوند؛ حداکثر {formatNumberFa(MAX_COMMENT_LENGTH)} کاراکتر.
        </p>
        <FieldError id={`${id}-body-error`} message={error} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary')} aria-disabled={pending}>
          {pending ? 'در حال ارسال…' : submitLabel}
        </button>
        <p role="status" className="font-medium text-emerald-800">
          {notice ?? ''}
        </p>
      </div>
    </form>
  );
}

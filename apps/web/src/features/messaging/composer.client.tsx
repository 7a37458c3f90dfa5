'use client';
// The box a message is written in: Enter sends, Shift+Enter breaks the line; it also edits one of the
// sender's messages (then without attachments) and counts the characters left near the limit.
import { MESSAGE_MAX_LENGTH, type Message } from '@bazaar/contracts/messaging-threads';
import { formatNumberFa } from '@bazaar/fa/digits';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { AttachmentPicker, type ChosenAttachment } from './message-attachments.client';

export function Composer({
  editing,
  initialText = '',
  onCancelEdit,
  onSend,
}: {
  editing: Message | null;
  /** What the box holds at first (a prepared question the buyer can edit before sending). */
  initialText?: string;
  onCancelEdit: () => void;
  onSend: (body: string, fileIds: string[]) => Promise<boolean>;
}) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const [attachments, setAttachments] = useState<ChosenAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing) {
      setText(editing.body);
      input.current?.focus();
    }
  }, [editing]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending || uploading) return;
    setSending(true);
    if (await onSend(body, editing ? [] : attachments.map((a) => a.id))) {
      setText('');
      if (!editing) setAttachments([]);
    }
    setSending(false);
    input.current?.focus();
  }

  const left = MESSAGE_MAX_LENGTH - text.length;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-slate-200 p-3"
      data-testid="composer"
    >
      {editing ? (
        <div className="flex items-center justify-between text-sm text-slate-700">
          <span>در حال ویرایش پیام</span>
          <button
            type="button"
            className="min-h-9 rounded px-2 hover:bg-slate-100"
            onClick={() => {
              onCancelEdit();
              setText('');
            }}
          >
            انصراف از ویرایش
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor="message-text" className="sr-only">
          متن پیام
        </label>
        <textarea
          id="message-text"
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="پیام خود را بنویسید…"
          aria-describedby="message-hint"
          className="min-h-11 flex-1 resize-y rounded-lg border border-slate-300 p-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button type="submit" className={buttonClass('primary')} disabled={sending || uploading || !text.trim()}>
          {editing ? 'ذخیره' : 'ارسال'}
        </button>
      </div>
      {editing ? null : <AttachmentPicker chosen={attachments} onChange={setAttachments} onBusy={setUploading} />}
      <p id="message-hint" className="text-xs text-slate-600">
        <kbd dir="ltr">Enter</kbd> برای ارسال، <kbd dir="ltr">Shift+Enter</kbd> برای سطر تازه.{' '}
        {left < 500 ? `${formatNumberFa(left)} نویسه باقی مانده است.` : ''}
      </p>
    </form>
  );
}

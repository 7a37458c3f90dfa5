'use client';
// Attachments of a message: the composer's «پیوست» picker (each chosen file is uploaded from the browser to
// POST /files first, private to the sender; the API decides the type from the bytes and answers too large or
// wrong type with a Persian problem+json, shown as it is), and the download links a message shows. A file
// is attached by its id when the message is sent; both parties download it through the conversation.
import { filesEndpoints } from '@bazaar/contracts/files';
import { MESSAGE_MAX_ATTACHMENTS, type MessageAttachment } from '@bazaar/contracts/messaging-threads';
import { formatNumberFa, toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { problemMessage } from '@/lib/api-problem';
import { browserHttp } from '@/lib/browser-api';
import { formatFileSize } from '@/lib/file-size';

/** What the API accepts (it checks the bytes; this only narrows the picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** POST /files with the browser's session: the same multipart call as the files feature's uploadFile. */
async function upload(file: File) {
  const { upload: definition } = filesEndpoints;
  const form = new FormData();
  form.append('file', file, file.name);
  return browserHttp.request(definition.method, definition.path, {
    body: form,
    parse: (data) => definition.responses[201].parse(data),
  });
}

export interface ChosenAttachment {
  id: string;
  name: string;
  size: number;
}

/** The picker and the chosen files (each with a remove button); the composer owns the list. */
export function AttachmentPicker({
  chosen,
  onChange,
  onBusy,
}: {
  chosen: ChosenAttachment[];
  onChange: (next: ChosenAttachment[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const room = MESSAGE_MAX_ATTACHMENTS - chosen.length;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    if (!files.length) return;
    const problems: string[] = [];
    if (files.length > room)
      problems.push(
        `هر پیام حداکثر ${formatNumberFa(MESSAGE_MAX_ATTACHMENTS)} پیوست دارد؛ فایل‌های بیشتر کنار گذاشته شد.`,
      );
    setUploading(true);
    onBusy(true);
    const added: ChosenAttachment[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        const stored = await upload(file);
        added.push({ id: stored.id, name: stored.fileName, size: stored.sizeBytes });
      } catch (error) {
        problems.push(`«${file.name}»: ${problemMessage(error)}`);
      }
    }
    onChange([...chosen, ...added]);
    setErrors(problems);
    setUploading(false);
    onBusy(false);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-files`} className="text-sm font-medium text-slate-900">
          پیوست
        </label>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={uploading || room <= 0}
          onChange={(e) => void pick(e)}
          aria-describedby={`${id}-hint${errors.length ? ` ${id}-errors` : ''}`}
          className="max-w-full text-sm text-slate-800 file:me-2 file:min-h-9 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:text-slate-900 hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {uploading
            ? 'در حال بارگذاری…'
            : `تصویر JPEG، PNG، WebP یا PDF؛ حداکثر ${formatNumberFa(MESSAGE_MAX_ATTACHMENTS)} فایل.`}
        </span>
      </div>
      {errors.length ? (
        <ul id={`${id}-errors`} role="alert" className="text-sm text-rose-800">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {chosen.length ? (
        <ul aria-label="پیوست‌های انتخاب‌شده" className="flex flex-wrap gap-2" data-testid="chosen-attachments">
          {chosen.map((a) => (
            <li
              key={a.id}
              className="flex items-center gap-1 rounded-full bg-slate-100 ps-3 text-sm text-slate-900 ring-1 ring-slate-200"
            >
              <span dir="auto">{a.name}</span>
              <span className="text-slate-600">({formatFileSize(a.size)})</span>
              <button
                type="button"
                className="min-h-9 min-w-9 rounded-full px-2 text-rose-800 hover:bg-rose-50"
                aria-label={`حذف پیوست ${a.name}`}
                onClick={() => onChange(chosen.filter((c) => c.id !== a.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A message's files as download links: name and size in Persian digits. */
export function AttachmentLinks({ attachments, mine }: { attachments: MessageAttachment[]; mine: boolean }) {
  if (!attachments.length) return null;
  return (
    <ul className="mt-1 flex flex-col gap-1" aria-label="پیوست‌ها" data-testid="message-attachments">
      {attachments.map((a) => (
        <li key={a.id}>
          <a
            href={a.url}
            download={a.name}
            className={clsx('inline-flex flex-wrap gap-1 text-sm underline', mine ? 'text-white' : 'text-brand-800')}
          >
            <span dir="auto">{toPersianDigitsInText(a.name)}</span>
            <span className="opacity-80">({formatFileSize(a.size)})</span>
            <span className="sr-only"> بارگیری</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

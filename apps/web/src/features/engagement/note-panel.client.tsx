'use client';
// The visitor's notes on a product, supplier or article, on its public page: read after mount (the page
// itself is cached for everyone), written and deleted in place. A note is its author's alone unless shared with
// their buyer company («مشترک با شرکت», decision 058); the notes other members shared on the same object show
// below, with who wrote them (an empty list outside a company).
import { isApiError } from '@bazaar/api-client/api-error';
import {
  NOTE_MAX_LENGTH,
  type Note,
  noteUpdateSchema,
  type SavedObjectType,
  type SharedNote,
} from '@bazaar/contracts/engagement';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import { usePathname } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { loginHref } from '@/features/auth/login-links';
import { problemMessage } from '@/lib/api-problem';
import { schemaFieldErrors } from '@/lib/schema-field-errors';
import { browserNotesApi } from './engagement-browser-api';
import { NoteLoginInvitation } from './note-login-invitation';
import { SharedBadge } from './sharing';

export interface NotePanelProps {
  objectType: SavedObjectType;
  objectId: number;
}

export function NotePanel({ objectType, objectId }: NotePanelProps) {
  const toast = useToast();
  const pathname = usePathname();
  const fieldId = useId();
  const [notes, setNotes] = useState<Note[] | 'anonymous' | undefined>(undefined);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [shared, setShared] = useState<SharedNote[]>([]);

  useEffect(() => {
    let live = true;
    // The colleagues' notes are asked only once the visitor is known to be signed in: an anonymous visitor
    // makes one request (answered 401), not two.
    browserNotesApi
      .byObject({ query: { objectType, objectId } })
      .then((list) => {
        if (!live) return;
        setNotes(list);
        return browserNotesApi
          .company({ query: { type: objectType, objectId, page: 1, pageSize: 20 } })
          .then((page) => live && setShared(page.items.filter((note) => !note.sharedBy.mine)))
          .catch(() => undefined);
      })
      .catch((e: unknown) => live && setNotes(isApiError(e) && e.status === 401 ? 'anonymous' : []));
    return () => {
      live = false;
    };
  }, [objectType, objectId]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = schemaFieldErrors(noteUpdateSchema, { body: text });
    setError(problems.body);
    if (problems.body || saving) return;
    setSaving(true);
    try {
      const note = await browserNotesApi.create({ body: { objectType, objectId, body: text } });
      setNotes((list) => (Array.isArray(list) ? [note, ...list] : [note]));
      setText('');
      toast.success('یادداشت ذخیره شد.');
    } catch (e) {
      if (isApiError(e) && e.status === 401) window.location.assign(loginHref(pathname, true));
      else toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  async function remove(note: Note) {
    try {
      await browserNotesApi.remove({ params: { id: note.id } });
      setNotes((list) => (Array.isArray(list) ? list.filter((n) => n.id !== note.id) : list));
    } catch (e) {
      toast.error(problemMessage(e));
    }
  }

  return (
    <section
      aria-labelledby={`${fieldId}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${fieldId}-heading`} className="text-lg font-bold text-slate-900">
        یادداشت‌های من
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        فقط شما این یادداشت‌ها را می‌بینید، مگر آن‌هایی که با شرکت به اشتراک گذاشته‌اید.
      </p>
      {notes === 'anonymous' ? (
        <NoteLoginInvitation pathname={pathname} />
      ) : (
        <>
          <form onSubmit={save} noValidate className="mt-3 flex flex-col gap-2">
            <label htmlFor={fieldId} className={labelClass}>
              یادداشت تازه
            </label>
            <textarea
              id={fieldId}
              name="body"
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className={inputClass(Boolean(error))}
              disabled={notes === undefined}
            />
            <FieldError id={`${fieldId}-error`} message={error} />
            <button
              type="submit"
              className={buttonClass('secondary', 'self-start')}
              disabled={saving || notes === undefined}
            >
              ذخیرهٔ یادداشت
            </button>
          </form>
          {Array.isArray(notes) && notes.length > 0 ? (
            <ul className="mt-4 flex flex-col gap-2" aria-label="یادداشت‌های ذخیره‌شده">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-slate-50 p-3">
                  <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                  {note.sharedWithCompany ? <SharedBadge /> : null}
                  <div className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
                    <time dateTime={note.updatedAt}>{formatJalaliDate(note.updatedAt, { style: 'long' })}</time>
                    <button type="button" onClick={() => remove(note)} className={buttonClass('ghost', 'text-red-800')}>
                      حذف<span className="sr-only"> یادداشت</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {shared.length > 0 ? (
            <section aria-labelledby={`${fieldId}-shared`} className="mt-4">
              <h3 id={`${fieldId}-shared`} className="font-bold text-slate-900">
                یادداشت‌های همکاران در شرکت
              </h3>
              <ul className="mt-2 flex flex-col gap-2">
                {shared.map((note) => (
                  <li key={note.id} className="rounded-lg bg-accent-100 p-3">
                    <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                    <p className="mt-2 text-sm text-slate-600">
                      نوشتهٔ {note.sharedBy.displayName} ·{' '}
                      <time dateTime={note.updatedAt}>{formatJalaliDate(note.updatedAt, { style: 'long' })}</time>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

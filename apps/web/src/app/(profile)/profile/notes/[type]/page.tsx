// /profile/notes/{type}: the visitor's private notes (all, or on products, suppliers or articles), newest
// first, each editable and deletable in place with plain forms (no JavaScript needed). A buyer company's member
// shares a note with the company («مشترک با شرکت») and reads the others' shared notes with who wrote them (058).
import { NOTE_MAX_LENGTH, type Note, SAVED_OBJECT_TYPE_LABELS } from '@bazaar/contracts/engagement';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { myCompanyRole } from '@/features/companies/company-reference.server';
import { removeNote, updateNote } from '@/features/engagement/engagement-actions';
import {
  loadNotes,
  loadSharedNotes,
  parseSavedListType,
  SAVED_PAGE_SIZE,
} from '@/features/engagement/engagement-data.server';
import { engagementNotice } from '@/features/engagement/notices';
import { notesHref, savedObjectHref } from '@/features/engagement/saved-links';
import { SavedTabs } from '@/features/engagement/saved-tabs';
import { SharedBadge, SharingSwitch } from '@/features/engagement/sharing';
import { parsePageParam } from '@/lib/route-params';

export const metadata: Metadata = { title: 'یادداشت‌ها', robots: { index: false, follow: false } };

export default async function NotesPage({ params, searchParams }: PageProps<'/profile/notes/[type]'>) {
  const [{ type }, { page, notice }] = await Promise.all([params, searchParams]);
  const listType = parseSavedListType(type);
  const pageNumber = parsePageParam(page);
  if (listType === null || pageNumber === null) notFound();
  const path = notesHref(listType);
  const listHref = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  const [notes, company] = await Promise.all([loadNotes(listHref(pageNumber), listType, pageNumber), myCompanyRole()]);
  const shared = company ? await loadSharedNotes(listHref(pageNumber), listType) : null;
  const others = shared?.items.filter((note) => !note.sharedBy.mine) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'یادداشت‌ها' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">یادداشت‌ها</h1>
        <p className="mt-1 text-slate-700">
          یادداشت‌های شما دربارهٔ محصولات، تأمین‌کنندگان و مقاله‌ها؛ فقط شما آن‌ها را می‌بینید، مگر یادداشتی که «مشترک با
          شرکت» کنید: آن را همهٔ اعضای شرکتتان می‌بینند.
        </p>
      </header>
      <SavedTabs current={listType} hrefOf={notesHref} label="نوع یادداشت‌ها" />
      <NoticeBanner notice={engagementNotice(notice)} />
      {notes.items.length === 0 ? (
        <EmptyState title="یادداشتی ندارید">
          در صفحهٔ هر محصول یا تأمین‌کننده، بخش «یادداشت‌های من» را پر کنید تا اینجا دیده شود.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="یادداشت‌ها">
          {notes.items.map((note) => {
            const title = noteTitle(note);
            const field = `note-${note.id}`;
            return (
              <li key={note.id} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <p className="text-sm text-slate-600">
                  <NoteSubject note={note} /> ·{' '}
                  <time dateTime={note.updatedAt}>{formatJalaliDate(note.updatedAt, { style: 'long' })}</time>{' '}
                  {note.sharedWithCompany ? <SharedBadge /> : null}
                </p>
                <form noValidate action={updateNote} className="flex flex-col gap-2">
                  <input type="hidden" name="id" value={note.id} />
                  <input type="hidden" name="returnTo" value={listHref(pageNumber)} />
                  <label htmlFor={field} className={labelClass}>
                    متن یادداشت<span className="sr-only"> دربارهٔ «{title}»</span>
                  </label>
                  <textarea
                    id={field}
                    name="body"
                    rows={3}
                    required
                    maxLength={NOTE_MAX_LENGTH}
                    defaultValue={note.body}
                    className={inputClass()}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" className={buttonClass('secondary')}>
                      ذخیرهٔ تغییر<span className="sr-only"> یادداشت «{title}»</span>
                    </button>
                    <button
                      type="submit"
                      formAction={removeNote}
                      formNoValidate
                      className={buttonClass('ghost', 'text-red-800 hover:bg-red-50')}
                    >
                      حذف<span className="sr-only"> یادداشت «{title}»</span>
                    </button>
                  </div>
                </form>
                {company ? (
                  <SharingSwitch
                    kind="note"
                    id={note.id}
                    shared={note.sharedWithCompany}
                    title={title}
                    returnTo={listHref(pageNumber)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={pageNumber} totalPages={Math.ceil(notes.total / SAVED_PAGE_SIZE)} hrefFor={listHref} />
      {company ? (
        <section aria-labelledby="shared-notes" className="flex flex-col gap-3">
          <h2 id="shared-notes" className="text-xl font-bold text-slate-900">
            یادداشت‌های مشترک شرکت «{company.name}»
          </h2>
          {others.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
              هنوز عضو دیگری یادداشتی با شرکت به اشتراک نگذاشته است.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="یادداشت‌های مشترک شرکت">
              {others.map((note) => {
                const title = noteTitle(note);
                return (
                  <li key={note.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                    <p className="text-sm text-slate-600">
                      <NoteSubject note={note} /> · نوشتهٔ {note.sharedBy.displayName} ·{' '}
                      <time dateTime={note.updatedAt}>{formatJalaliDate(note.updatedAt, { style: 'long' })}</time>
                    </p>
                    <p className="whitespace-pre-line text-slate-900">{note.body}</p>
                    {company.role === 'owner' ? (
                      <SharingSwitch kind="note" id={note.id} shared title={title} returnTo={listHref(pageNumber)} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

const noteTitle = (note: Pick<Note, 'object'>) =>
  note.object ? toPersianDigitsInText(note.object.title) : 'موردی که دیگر در دسترس نیست';

/** What a note is about: its kind and a link to it, or a plain name when it is no longer there. */
function NoteSubject({ note }: { note: Pick<Note, 'objectType' | 'object'> }) {
  const title = noteTitle(note);
  return (
    <>
      {SAVED_OBJECT_TYPE_LABELS[note.objectType]}:{' '}
      {note.object ? (
        <Link href={savedObjectHref(note.objectType, note.object)} className="font-bold text-brand-900 hover:underline">
          {title}
        </Link>
      ) : (
        <span className="font-bold text-slate-500">{title}</span>
      )}
    </>
  );
}

// /profile/admin/promotions: announcements (the bar above every page) and advertisements (home and category
// slots), each with its window typed as Jalali dates and Tehran times and kept in UTC. Create, edit
// (`?edit=announcement-5` / `?edit=advertisement-3`), end now. A change reaches the cached public pages at
// once (the API revalidates the web's `promotions` tag). Staff only (decision 030).
import { AD_SLOTS, type AdSlot } from '@bazaar/contracts/site';
import {
  PROMOTION_WINDOW_LABELS,
  type StaffAdvertisement,
  type StaffAnnouncement,
} from '@bazaar/contracts/staff-admin-promotions';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate, toTehranDateTimeParts } from '@bazaar/fa/jalali';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FileField, TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { errorScreenMetadata } from '@/features/errors/error-metadata';
import { endPromotion, saveAdvertisement, saveAnnouncement } from '@/features/staff-admin/admin-actions';
import { isStaff, staffApis } from '@/features/staff-admin/staff.server';
import { WindowFields } from '@/features/staff-admin/staff-fields';
import { STAFF_PROMOTIONS_PATH as PATH } from '@/features/staff-admin/staff-links';
import { StaffNav } from '@/features/staff-admin/staff-nav';
import { firstParam } from '@/lib/route-params';

const SLOT_LABELS: Record<AdSlot, string> = {
  'home-hero': 'صفحهٔ اصلی، بالا',
  'home-sidebar': 'صفحهٔ اصلی، کنار',
  'category-top': 'دسته‌بندی، بالا',
  'category-sidebar': 'دسته‌بندی، کنار',
};
const NOTICES: Record<string, { ok: boolean; text: string }> = {
  'announcement-saved': { ok: true, text: 'اطلاعیه ذخیره شد؛ در زمان خودش روی سایت نمایش داده می‌شود.' },
  'advertisement-saved': { ok: true, text: 'تبلیغ ذخیره شد؛ در زمان خودش روی سایت نمایش داده می‌شود.' },
  ended: { ok: true, text: 'پایان یافت و دیگر روی سایت نمایش داده نمی‌شود.' },
  gone: { ok: false, text: 'یافت نشد.' },
  failed: { ok: false, text: 'انجام نشد؛ شاید پیش از این پایان یافته باشد.' },
};

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isStaff(PATH))) return errorScreenMetadata('403');
  return { title: 'اطلاعیه‌ها و تبلیغات', robots: { index: false, follow: false } };
}

const HOUR = 3_600_000;
/** Default window for a new item: from now for a week. */
function defaultWindow() {
  const now = Date.now();
  return { start: toTehranDateTimeParts(new Date(now)), end: toTehranDateTimeParts(new Date(now + 7 * 24 * HOUR)) };
}
const windowOf = (item: { startsAt: string; endsAt: string } | undefined) =>
  item ? { start: toTehranDateTimeParts(item.startsAt), end: toTehranDateTimeParts(item.endsAt) } : defaultWindow();

function WindowLine({ item }: { item: StaffAnnouncement | StaffAdvertisement }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      {PROMOTION_WINDOW_LABELS[item.window]} · از{' '}
      <time dateTime={item.startsAt}>{formatJalaliDate(item.startsAt, { withTime: true })}</time> تا{' '}
      <time dateTime={item.endsAt}>{formatJalaliDate(item.endsAt, { withTime: true })}</time>
    </p>
  );
}

function ItemActions({
  kind,
  item,
  label,
}: {
  kind: 'announcement' | 'advertisement';
  item: { id: number; window: string };
  label: string;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Link href={`${PATH}?edit=${kind}-${item.id}#${kind}-form`} className={buttonClass('secondary')}>
        ویرایش<span className="sr-only"> {label}</span>
      </Link>
      {item.window !== 'ended' ? (
        <form noValidate action={endPromotion}>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="kind" value={kind} />
          <button type="submit" className={buttonClass('secondary')}>
            پایان همین حالا<span className="sr-only"> {label}</span>
          </button>
        </form>
      ) : null}
    </div>
  );
}

export default async function StaffPromotionsPage({ searchParams }: PageProps<'/profile/admin/promotions'>) {
  const { admin } = await staffApis(PATH);
  const params = await searchParams;
  const [announcements, advertisements] = await Promise.all([admin.announcements(), admin.advertisements()]);
  const edit = /^(announcement|advertisement)-(\d+)$/.exec(firstParam(params.edit) ?? '');
  const editedAnnouncement =
    edit?.[1] === 'announcement' ? announcements.find((a) => a.id === Number(edit[2])) : undefined;
  const editedAd = edit?.[1] === 'advertisement' ? advertisements.find((a) => a.id === Number(edit[2])) : undefined;
  const notice = NOTICES[firstParam(params.notice) ?? ''] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <StaffNav current={PATH} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">اطلاعیه‌ها و تبلیغات</h1>
        <p className="mt-1 text-slate-700">
          هر مورد فقط میان زمان شروع و پایانش روی سایت دیده می‌شود. زمان‌ها به وقت تهران است.
        </p>
      </header>
      <NoticeBanner notice={notice} />

      <section aria-labelledby="announcements-heading" className="flex flex-col gap-3">
        <h2 id="announcements-heading" className="text-lg font-bold text-slate-900">
          اطلاعیه‌ها
        </h2>
        {announcements.length === 0 ? <EmptyState title="اطلاعیه‌ای ثبت نشده است">نخستین را بنویسید.</EmptyState> : null}
        <ul className="flex flex-col gap-3">
          {announcements.map((a) => (
            <li key={a.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">{toPersianDigitsInText(a.text)}</p>
              <WindowLine item={a} />
              <ItemActions kind="announcement" item={a} label={`اطلاعیهٔ «${a.text}»`} />
            </li>
          ))}
        </ul>
        <div id="announcement-form" className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h3 className="text-base font-bold text-slate-900">
            {editedAnnouncement ? 'ویرایش اطلاعیه' : 'اطلاعیهٔ تازه'}
          </h3>
          <ActionForm
            key={editedAnnouncement?.id ?? 'new'}
            action={saveAnnouncement}
            className="mt-3 flex flex-col gap-4"
            label={editedAnnouncement ? 'ویرایش اطلاعیه' : 'اطلاعیهٔ تازه'}
          >
            {editedAnnouncement ? <input type="hidden" name="id" value={editedAnnouncement.id} /> : null}
            <TextField
              idPrefix="announcement"
              name="text"
              label="متن اطلاعیه"
              required
              maxLength={200}
              defaultValue={editedAnnouncement?.text}
            />
            <TextField
              idPrefix="announcement"
              name="link"
              label="پیوند (اختیاری)"
              dir="ltr"
              hint="نشانی صفحه‌ای از سایت مانند /faq یا نشانی کامل https://…"
              defaultValue={editedAnnouncement?.link ?? ''}
            />
            <WindowFields idPrefix="announcement" {...windowOf(editedAnnouncement)} />
            <FormMessage />
            <div className="flex flex-wrap gap-2">
              <SubmitButton className={buttonClass('primary')}>
                {editedAnnouncement ? 'ذخیرهٔ اطلاعیه' : 'ثبت اطلاعیه'}
              </SubmitButton>
              {editedAnnouncement ? (
                <Link href={PATH} className={buttonClass('ghost')}>
                  انصراف
                </Link>
              ) : null}
            </div>
          </ActionForm>
        </div>
      </section>

      <section aria-labelledby="ads-heading" className="flex flex-col gap-3">
        <h2 id="ads-heading" className="text-lg font-bold text-slate-900">
          تبلیغات
        </h2>
        {advertisements.length === 0 ? <EmptyState title="تبلیغی ثبت نشده است">نخستین را بنویسید.</EmptyState> : null}
        <ul className="flex flex-col gap-3">
          {advertisements.map((ad) => (
            <li key={ad.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">
                {toPersianDigitsInText(ad.title)}{' '}
                <span className="text-sm text-slate-600">({SLOT_LABELS[ad.slot]})</span>
              </p>
              <WindowLine item={ad} />
              <ItemActions kind="advertisement" item={ad} label={`تبلیغ «${ad.title}»`} />
            </li>
          ))}
        </ul>
        <div id="advertisement-form" className="scroll-mt-24 rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h3 className="text-base font-bold text-slate-900">{editedAd ? 'ویرایش تبلیغ' : 'تبلیغ تازه'}</h3>
          <ActionForm
            key={editedAd?.id ?? 'new'}
            action={saveAdvertisement}
            className="mt-3 flex flex-col gap-4"
            label={editedAd ? 'ویرایش تبلیغ' : 'تبلیغ تازه'}
          >
            {editedAd ? <input type="hidden" name="id" value={editedAd.id} /> : null}
            <div>
              <label htmlFor="advertisement-slot" className={labelClass}>
                جایگاه
              </label>
              <select
                id="advertisement-slot"
                name="slot"
                defaultValue={editedAd?.slot ?? 'home-hero'}
                aria-describedby="advertisement-slot-error"
                className={inputClass()}
              >
                {AD_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {SLOT_LABELS[slot]}
                  </option>
                ))}
              </select>
              <FieldMessage field="slot" id="advertisement-slot-error" />
            </div>
            <TextField
              idPrefix="advertisement"
              name="title"
              label="عنوان"
              required
              maxLength={120}
              defaultValue={editedAd?.title}
            />
            <TextField
              idPrefix="advertisement"
              name="text"
              label="متن کوتاه (اختیاری)"
              maxLength={300}
              defaultValue={editedAd?.text}
            />
            <TextField
              idPrefix="advertisement"
              name="link"
              label="پیوند"
              dir="ltr"
              required
              hint="نشانی صفحه‌ای از سایت مانند /products یا نشانی کامل https://…"
              defaultValue={editedAd?.link}
            />
            <FileField
              id="advertisement-image"
              name="image"
              field="imageFileId"
              label="تصویر (اختیاری)"
              accept="image/jpeg,image/png,image/webp"
              hint="JPEG، PNG یا WebP تا ۵ مگابایت؛ در کارت آگهی کنار عنوان دیده می‌شود."
              current={editedAd?.imageUrl ? { url: editedAd.imageUrl, label: 'تصویر کنونی', image: true } : null}
              removeName="removeImage"
            />
            <WindowFields idPrefix="advertisement" {...windowOf(editedAd)} />
            <FormMessage />
            <div className="flex flex-wrap gap-2">
              <SubmitButton className={buttonClass('primary')}>{editedAd ? 'ذخیرهٔ تبلیغ' : 'ثبت تبلیغ'}</SubmitButton>
              {editedAd ? (
                <Link href={PATH} className={buttonClass('ghost')}>
                  انصراف
                </Link>
              ) : null}
            </div>
          </ActionForm>
        </div>
      </section>
    </div>
  );
}

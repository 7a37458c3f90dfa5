// The visitor's favourites (all, or one type) with a remove button each; used by /profile/favorites and
// /profile/favorites/{type}. An object that is no longer public stays listed, marked, until removed. A buyer
// company's member shares each with the company («مشترک با شرکت») and sees what the others shared (decision 058).
import { SAVED_OBJECT_TYPE_LABELS } from '@bazaar/contracts/engagement';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { formatJalaliDate } from '@bazaar/fa/jalali';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Pagination } from '@/components/ui/pagination';
import { myCompanyRole } from '@/features/companies/company-reference.server';
import { removeFavorite } from './engagement-actions';
import { loadFavorites, loadSharedFavorites, SAVED_PAGE_SIZE } from './engagement-data.server';
import { engagementNotice } from './notices';
import { favoritesHref, type SavedListType, savedObjectHref } from './saved-links';
import { SavedTabs } from './saved-tabs';
import { SharedBadge, SharingSwitch } from './sharing';

export async function FavoritesView({
  type,
  page,
  notice,
}: {
  type: SavedListType;
  page: number;
  notice?: string | string[];
}) {
  const path = favoritesHref(type);
  const listHref = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  const [favorites, company] = await Promise.all([loadFavorites(listHref(page), type, page), myCompanyRole()]);
  const shared = company ? await loadSharedFavorites(listHref(page), type) : null;
  const others = shared?.items.filter((favorite) => !favorite.sharedBy.mine) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb items={[{ label: 'حساب کاربری', href: '/profile' }, { label: 'علاقه‌مندی‌ها' }]} />
      <header>
        <h1 className="text-2xl font-bold text-slate-900">علاقه‌مندی‌ها</h1>
        <p className="mt-1 text-slate-700">محصولات، تأمین‌کنندگان و مقاله‌هایی که با نشان قلب نگه داشته‌اید.</p>
      </header>
      <SavedTabs current={type} hrefOf={favoritesHref} label="نوع علاقه‌مندی‌ها" />
      <NoticeBanner notice={engagementNotice(notice)} />
      {favorites.items.length === 0 ? (
        <EmptyState title="هنوز چیزی به علاقه‌مندی‌ها نیفزوده‌اید">
          در صفحهٔ هر محصول، تأمین‌کننده یا مقاله، نشان قلب را بزنید تا اینجا نگه داشته شود.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="علاقه‌مندی‌ها">
          {favorites.items.map((favorite) => {
            const title = favorite.object
              ? toPersianDigitsInText(favorite.object.title)
              : 'موردی که دیگر در دسترس نیست';
            return (
              <li
                key={favorite.id}
                className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
              >
                {favorite.object?.imageUrl ? (
                  // biome-ignore lint/performance/noImgElement: pictures come from the API's file store at any address.
                  <img
                    src={favorite.object.imageUrl}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 rounded-lg bg-slate-100 object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {SAVED_OBJECT_TYPE_LABELS[favorite.objectType]}
                    {favorite.sharedWithCompany ? <SharedBadge /> : null}
                  </p>
                  {favorite.object ? (
                    <Link
                      href={savedObjectHref(favorite.objectType, favorite.object)}
                      className="font-bold text-brand-900 hover:underline"
                    >
                      {title}
                    </Link>
                  ) : (
                    <p className="font-bold text-slate-500">{title}</p>
                  )}
                  <p className="text-sm text-slate-600">
                    افزوده در{' '}
                    <time dateTime={favorite.createdAt}>{formatJalaliDate(favorite.createdAt, { style: 'long' })}</time>
                  </p>
                </div>
                {company ? (
                  <SharingSwitch
                    kind="favorite"
                    id={favorite.id}
                    shared={favorite.sharedWithCompany}
                    title={title}
                    returnTo={listHref(page)}
                  />
                ) : null}
                <form action={removeFavorite}>
                  <input type="hidden" name="id" value={favorite.id} />
                  <input type="hidden" name="returnTo" value={listHref(page)} />
                  <button type="submit" className={buttonClass('ghost', 'text-red-800 hover:bg-red-50')}>
                    حذف<span className="sr-only"> «{title}» از علاقه‌مندی‌ها</span>
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalPages={Math.ceil(favorites.total / SAVED_PAGE_SIZE)} hrefFor={listHref} />
      {company ? (
        <section aria-labelledby="shared-favorites" className="flex flex-col gap-3">
          <h2 id="shared-favorites" className="text-xl font-bold text-slate-900">
            علاقه‌مندی‌های مشترک شرکت «{company.name}»
          </h2>
          {others.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
              هنوز عضو دیگری علاقه‌مندی‌ای با شرکت به اشتراک نگذاشته است.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="علاقه‌مندی‌های مشترک شرکت">
              {others.map((favorite) => {
                const title = favorite.object
                  ? toPersianDigitsInText(favorite.object.title)
                  : 'موردی که دیگر در دسترس نیست';
                return (
                  <li
                    key={favorite.id}
                    className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-slate-600">{SAVED_OBJECT_TYPE_LABELS[favorite.objectType]}</p>
                      {favorite.object ? (
                        <Link
                          href={savedObjectHref(favorite.objectType, favorite.object)}
                          className="font-bold text-brand-900 hover:underline"
                        >
                          {title}
                        </Link>
                      ) : (
                        <p className="font-bold text-slate-500">{title}</p>
                      )}
                      <p className="text-sm text-slate-600">به اشتراک گذاشته: {favorite.sharedBy.displayName}</p>
                    </div>
                    {company.role === 'owner' ? (
                      <SharingSwitch kind="favorite" id={favorite.id} shared title={title} returnTo={listHref(page)} />
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

// Search among suppliers by name or field of work. A plain GET form: /suppliers/search?q=… answers
// 303 to /suppliers/search/{key}, so it needs no JavaScript.
import { searchTextSchema } from '@bazaar/contracts/paging';
import { SearchIcon } from '@/components/ui/icons';

export function SupplierSearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  return (
    <form
      noValidate
      action="/suppliers/search"
      method="get"
      aria-label="جستجوی تأمین‌کنندگان"
      className="flex w-full max-w-xl"
    >
      <label htmlFor="supplier-search-q" className="sr-only">
        نام یا زمینهٔ فعالیت تأمین‌کننده
      </label>
      <input
        id="supplier-search-q"
        name="q"
        type="search"
        required
        // The API's limit for search text (the contract's rule), so the browser stops typing where it would refuse.
        maxLength={searchTextSchema.maxLength ?? undefined}
        defaultValue={initialQuery}
        placeholder="نام یا زمینهٔ فعالیت تأمین‌کننده…"
        className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-e-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
      >
        <SearchIcon size={20} />
        <span>جستجوی تأمین‌کننده</span>
      </button>
    </form>
  );
}

// «مشترک با شرکت» in the favourites and notes lists (decision 058): the switch on a member's own item, its badge,
// and who shared an item of another member. Plain forms to server actions, so they work without JavaScript.
import { buttonClass } from '@/components/ui/button-styles';
import { shareFavorite, shareNote } from './engagement-actions';

export function SharedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-100 px-3 py-0.5 text-sm font-medium text-accent-800">
      مشترک با شرکت
    </span>
  );
}

/** The switch: on, the item is shared with the company; pressing it flips it (the owner's way to take one out). */
export function SharingSwitch({
  kind,
  id,
  shared,
  title,
  returnTo,
}: {
  kind: 'favorite' | 'note';
  id: number;
  shared: boolean;
  title: string;
  returnTo: string;
}) {
  return (
    <form action={kind === 'favorite' ? shareFavorite : shareNote}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="shared" value={shared ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" role="switch" aria-checked={shared} className={buttonClass('secondary', 'gap-2')}>
        <span
          aria-hidden="true"
          className={`inline-block h-4 w-7 rounded-full p-0.5 ${shared ? 'bg-brand-600' : 'bg-slate-300'}`}
        >
          <span className={`block size-3 rounded-full bg-white ${shared ? 'ms-3' : ''}`} />
        </span>
        مشترک با شرکت<span className="sr-only"> «{title}»</span>
      </button>
    </form>
  );
}

'use client';
// Heart toggle of a product, supplier or article. Public pages are cached for everyone, so the button asks
// for the visitor's own state after it mounts; a change shows at once (optimistic) and goes back with a
// toast if the API refuses. A visitor who is not signed in is sent to log in and brought back.
import { isApiError } from '@bazaar/api-client/api-error';
import type { SavedObjectType } from '@bazaar/contracts/engagement';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { loginHref } from '@/features/auth/login-links';
import { problemMessage } from '@/lib/api-problem';
import { loadPersonal } from '@/lib/personal';

// The favourites client (and with it the schemas, zod) loads only for a signed-in visitor or on a click:
// hearts show on every card of the pages most visitors land on.
const engagementApi = () => import('./engagement-browser-api');

interface FavoriteButtonProps {
  objectType: SavedObjectType;
  objectId: number;
  /** The object's name, for screen readers («علاقه‌مندی: پمپ…»). */
  title?: string;
  /**
   * Instead of `title`: the id of the element that names the object (a card's heading), so a list does not
   * carry each name twice more in its page (issue 18). The button's name is the same.
   */
  labelledBy?: string;
  /**
   * Icon only, state from one request for the whole page (cards in a list), or icon with a word and the
   * object's own state (the object's page).
   */
  compact?: boolean;
}

/** undefined: not known yet; null: signed in, not a favourite; 'anonymous': not signed in. */
type State = number | null | 'anonymous' | undefined;

export function FavoriteButton({ objectType, objectId, title = '', labelledBy, compact = false }: FavoriteButtonProps) {
  const toast = useToast();
  const pathname = usePathname();
  const [state, setState] = useState<State>(undefined);
  const inFlight = useRef(false);
  // Said to assistive technology (and waited on by tests) until the API has kept the change.
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const known: Promise<State> = loadPersonal().then(async (user) => {
      if (!user) return 'anonymous' as const;
      const api = await engagementApi();
      if (!compact) return (await api.browserFavoritesApi.byObject({ query: { objectType, objectId } })).favoriteId;
      const ids = await api.savedIdsOf(objectType);
      return ids === 'anonymous' ? ids : (ids.get(objectId) ?? null);
    });
    known
      .then((value) => live && setState(value))
      .catch((error: unknown) => live && setState(isApiError(error) && error.status === 401 ? 'anonymous' : null));
    return () => {
      live = false;
    };
  }, [objectType, objectId, compact]);

  const toLogin = () => window.location.assign(loginHref(pathname, true));

  async function toggle() {
    if (state === 'anonymous') return toLogin();
    if (inFlight.current || state === undefined) return;
    inFlight.current = true;
    setBusy(true);
    const before = state;
    try {
      const { browserFavoritesApi, rememberSaved } = await engagementApi();
      if (typeof before === 'number') {
        setState(null);
        await browserFavoritesApi.remove({ params: { id: before } });
        rememberSaved(objectType, objectId, null);
      } else {
        setState(-1); // shown as saved while the request travels
        const favorite = await browserFavoritesApi.add({ body: { objectType, objectId } });
        setState(favorite.id);
        rememberSaved(objectType, objectId, favorite.id);
      }
    } catch (error) {
      setState(before);
      if (isApiError(error) && error.status === 401) toLogin();
      else toast.error(problemMessage(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  // A list's heart before the visitor's state is known (the server's HTML and the first render): a box of
  // the same size, so nothing moves, and no control that could not act yet. Every card of a list carries it.
  if (compact && state === undefined)
    return (
      // `.fav-ph` (globals.css) draws the heart itself: one element, not two, on each of a list's cards (issue 34).
      <span aria-hidden="true" className="fav fav-ph" />
    );

  const saved = typeof state === 'number';
  // A toggle keeps one name; aria-pressed carries the state.
  const name = `علاقه‌مندی: ${title}`;
  const ownId = `fav-${objectType}-${objectId}`;
  const byReference = compact && labelledBy !== undefined;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      id={byReference ? ownId : undefined}
      aria-labelledby={byReference ? `${ownId} ${labelledBy}` : undefined}
      aria-label={compact && !byReference ? name : undefined}
      title={compact ? (byReference ? 'علاقه‌مندی' : name) : undefined}
      disabled={state === undefined}
      data-testid="favorite-button"
      // `.fav` in app/globals.css, its pressed look from aria-pressed.
      className={compact ? 'fav px-2' : 'fav'}
    >
      <span aria-hidden="true" className="ic ic-heart" />
      {byReference ? <span className="sr-only">علاقه‌مندی:</span> : null}
      {compact ? null : (
        <span>
          علاقه‌مندی<span className="sr-only">: {title}</span>
        </span>
      )}
    </button>
  );
}

/**
 * A product card's heart, named by the card's heading (`product-{id}`, ProductCardView). Lists pass this
 * component itself to their client grid, so the page's payload names it once instead of a rendered heart per card.
 */
export function ProductHeart({ productId }: { productId: number }) {
  return <FavoriteButton compact objectType="product" objectId={productId} labelledBy={`product-${productId}`} />;
}

/** An article card's heart, named by the card's heading (`page-card-{id}`, PageCardView), as ProductHeart. */
export function ArticleHeart({ id }: { id: number }) {
  return <FavoriteButton compact objectType="content" objectId={id} labelledBy={`page-card-${id}`} />;
}

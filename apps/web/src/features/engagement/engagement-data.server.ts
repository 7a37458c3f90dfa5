// Favourites, notes, last visits and the visitor chart for the profile pages, fetched with the visitor's token (never cached).
import 'server-only';
import { bind } from '@bazaar/api-client/endpoint-client';
import {
  favoritesEndpoints,
  LAST_VISITS_KEPT,
  notesEndpoints,
  SAVED_OBJECT_TYPES,
  type SavedObjectType,
  visitsEndpoints,
} from '@bazaar/contracts/engagement';
import { orLogin, requireSession, sessionHttpClient } from '@/features/auth/session.server';
import type { SavedListType } from './saved-links';

export const SAVED_PAGE_SIZE = 20;

/** The type segment of /profile/favorites/{type} and /profile/notes/{type}; null for anything else. */
export function parseSavedListType(value: string | undefined): SavedListType | null {
  if (value === 'all') return 'all';
  return SAVED_OBJECT_TYPES.includes(value as SavedObjectType) ? (value as SavedObjectType) : null;
}

async function clients(currentPath: string) {
  const http = sessionHttpClient(await requireSession(currentPath));
  return {
    favorites: bind(http, favoritesEndpoints),
    notes: bind(http, notesEndpoints),
    visits: bind(http, visitsEndpoints),
  };
}

export async function engagementApi(currentPath: string) {
  return clients(currentPath);
}

export async function loadFavorites(currentPath: string, type: SavedListType, page: number) {
  const { favorites } = await clients(currentPath);
  const query = { page, pageSize: SAVED_PAGE_SIZE, ...(type === 'all' ? {} : { type }) };
  return orLogin(
    type === 'all' ? favorites.list({ query }) : favorites.byType({ query: { ...query, type } }),
    currentPath,
  );
}

export async function loadNotes(currentPath: string, type: SavedListType, page: number) {
  const { notes } = await clients(currentPath);
  return orLogin(
    notes.byUser({ query: { page, pageSize: SAVED_PAGE_SIZE, ...(type === 'all' ? {} : { type }) } }),
    currentPath,
  );
}

/** What the caller's buyer company shares (decision 058): its favourites and notes, newest first. */
export async function loadSharedFavorites(currentPath: string, type: SavedListType) {
  const { favorites } = await clients(currentPath);
  const query = { page: 1, pageSize: SAVED_PAGE_SIZE, ...(type === 'all' ? {} : { type }) };
  return orLogin(favorites.company({ query }), currentPath);
}

export async function loadSharedNotes(currentPath: string, type: SavedListType) {
  const { notes } = await clients(currentPath);
  const query = { page: 1, pageSize: SAVED_PAGE_SIZE, ...(type === 'all' ? {} : { type }) };
  return orLogin(notes.company({ query }), currentPath);
}

export async function loadLastVisits(currentPath: string, type: SavedListType) {
  const { visits } = await clients(currentPath);
  return orLogin(
    visits.lastVisits({ query: { limit: LAST_VISITS_KEPT, ...(type === 'all' ? {} : { type }) } }),
    currentPath,
  );
}

/** A supplier's views per day over the last `days` days, ending today (server time, Gregorian dates). */
export async function loadVisitorChart(currentPath: string, merchantId: number, days = 30) {
  const { visits } = await clients(currentPath);
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return orLogin(visits.chart({ query: { merchantId, from: day(days - 1), to: day(0) } }), currentPath);
}

/** What the profile's home shows of the visitor's own things: counts and the newest visits. */
export async function loadEngagementSummary(currentPath: string) {
  const { favorites, notes, visits } = await clients(currentPath);
  const [favoritePage, notePage, lastVisits] = await Promise.all([
    orLogin(favorites.list({ query: { page: 1, pageSize: 1 } }), currentPath),
    orLogin(notes.byUser({ query: { page: 1, pageSize: 1 } }), currentPath),
    orLogin(visits.lastVisits({ query: { limit: 6 } }), currentPath),
  ]);
  return {
    favorites: favoritePage.total,
    notes: notePage.total,
    lastVisits: lastVisits.filter((visit) => visit.object !== null),
  };
}

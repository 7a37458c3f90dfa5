// What a signed-in person keeps for themselves (spec section 7, «Favourites» and «Notes»): favourites and
// private notes on products, suppliers and articles. Owner only: nobody else, staff included, reads them.
import './zod-config';
import { z } from 'zod';
import { idParamSchema } from './categories';
import { sharedBySchema, sharingInputSchema, sharingStateSchema } from './company-sharing';
import { defineEndpoint } from './endpoint';
import { VISIT_COUNT_PATH } from './engagement-paths';
import { bodyIdSchema, idSchema, pageOf, pagingQuerySchema } from './paging';
import { problemSchema } from './problem';

export const SAVED_OBJECT_TYPES = ['product', 'supplier', 'content'] as const;
export const savedObjectTypeSchema = z.enum(SAVED_OBJECT_TYPES).meta({ id: 'SavedObjectType' });
export type SavedObjectType = z.infer<typeof savedObjectTypeSchema>;

/** Persian names of the types, as the profile's tabs show them. */
export const SAVED_OBJECT_TYPE_LABELS: Record<SavedObjectType, string> = {
  product: 'محصولات',
  supplier: 'تأمین‌کنندگان',
  content: 'مقاله‌ها',
};

export const NOTE_MAX_LENGTH = 2000;

/** What a favourite or note is about, as it is public now; null when it is no longer public. */
export const savedObjectSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'SavedObject' });
export type SavedObject = z.infer<typeof savedObjectSchema>;

export const favoriteSchema = z
  .object({
    id: z.number().int(),
    objectType: savedObjectTypeSchema,
    objectId: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
    object: savedObjectSchema.nullable(),
    /** «مشترک با شرکت»: shared with the author's buyer company, which they still belong to (decision 058). */
    sharedWithCompany: z.boolean(),
  })
  .meta({ id: 'UserFavorite' });
export type Favorite = z.infer<typeof favoriteSchema>;
export const sharedFavoriteSchema = favoriteSchema.extend({ sharedBy: sharedBySchema }).meta({ id: 'SharedFavorite' });
export type SharedFavorite = z.infer<typeof sharedFavoriteSchema>;

export const objectRefSchema = z.object({ objectType: savedObjectTypeSchema, objectId: bodyIdSchema });
export type ObjectRef = z.infer<typeof objectRefSchema>;
export const objectRefQuerySchema = z.object({ objectType: savedObjectTypeSchema, objectId: idSchema });

export const favoritesQuerySchema = pagingQuerySchema.extend({ type: savedObjectTypeSchema.optional() });
export const favoritesByTypeQuerySchema = pagingQuerySchema.extend({ type: savedObjectTypeSchema });

export const favoriteStateSchema = z
  .object({ favoriteId: z.number().int().nullable().describe('The favourite’s id; null: not a favourite') })
  .meta({ id: 'UserFavoriteState' });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

const noteText = z.string().trim().min(1, { error: 'required' }).max(NOTE_MAX_LENGTH);
export const noteInputSchema = objectRefSchema.extend({
  body: noteText,
  /** «مشترک با شرکت» (decision 058): shares the new note with the author's buyer company. */
  sharedWithCompany: z.boolean().optional(),
});
export type NoteInput = z.input<typeof noteInputSchema>;
export const noteUpdateSchema = z.object({ body: noteText });

export const noteSchema = z
  .object({
    id: z.number().int(),
    objectType: savedObjectTypeSchema,
    objectId: z.number().int(),
    body: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    object: savedObjectSchema.nullable(),
    sharedWithCompany: z.boolean(),
  })
  .meta({ id: 'UserNote' });
export type Note = z.infer<typeof noteSchema>;
export const sharedNoteSchema = noteSchema.extend({ sharedBy: sharedBySchema }).meta({ id: 'SharedNote' });
export type SharedNote = z.infer<typeof sharedNoteSchema>;

export const notesByUserQuerySchema = pagingQuerySchema.extend({ type: savedObjectTypeSchema.optional() });
/** The company's shared notes, of one type, or on one object (`type` and `objectId`). */
export const companyNotesQuerySchema = notesByUserQuerySchema.extend({ objectId: idSchema.optional() });

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const favoriteTags = ['favorites'] as const;
const noteTags = ['notes'] as const;

export const favoritesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/userfavorites',
    summary: 'The signed-in user’s favourites, newest first (optionally of one type)',
    tags: favoriteTags,
    access: 'user',
    query: favoritesQuerySchema,
    responses: { 200: pageOf(favoriteSchema), ...errors },
  }),
  byType: defineEndpoint({
    method: 'GET',
    path: '/userfavorites/by-type',
    summary: 'The signed-in user’s favourites of one type: products, suppliers or contents',
    tags: favoriteTags,
    access: 'user',
    query: favoritesByTypeQuerySchema,
    responses: { 200: pageOf(favoriteSchema), ...errors },
  }),
  byObject: defineEndpoint({
    method: 'GET',
    path: '/userfavorites/by-object-id',
    summary: 'Whether an object is one of the signed-in user’s favourites',
    tags: favoriteTags,
    access: 'user',
    query: objectRefQuerySchema,
    responses: { 200: favoriteStateSchema, ...errors },
  }),
  /** Adding an existing favourite answers 200 with it; a new one 201. 404 for an object that is not public. */
  add: defineEndpoint({
    method: 'POST',
    path: '/userfavorites',
    summary: 'Add a product, supplier or article to the favourites (once)',
    tags: favoriteTags,
    access: 'user',
    object: 'publicObjectRef',
    body: objectRefSchema,
    responses: { 200: favoriteSchema, 201: favoriteSchema, ...errors },
  }),
  /** What members of the caller's buyer company shared, theirs included; an empty page outside a company. */
  company: defineEndpoint({
    method: 'GET',
    path: '/userfavorites/company',
    summary: 'Favourites shared with the caller’s buyer company («مشترک با شرکت»), each with who shared it',
    tags: favoriteTags,
    access: 'user',
    query: favoritesQuerySchema,
    responses: { 200: pageOf(sharedFavoriteSchema), ...errors },
  }),
  /** The author shares or unshares; the company's owner may unshare any. 409 outside a company. */
  sharing: defineEndpoint({
    method: 'PUT',
    path: '/userfavorites/:id/sharing',
    summary: 'Share a favourite with the company, or stop sharing it',
    tags: favoriteTags,
    access: 'owner',
    object: 'favorite',
    params: idParamSchema,
    body: sharingInputSchema,
    responses: { 200: sharingStateSchema, ...errors, 409: problemSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/userfavorites/:id',
    summary: 'Remove one of the signed-in user’s favourites',
    tags: favoriteTags,
    access: 'owner',
    object: 'favorite',
    params: idParamSchema,
    responses: { 204: z.undefined(), ...errors },
  }),
};

const ownNote = { access: 'owner', object: 'note', params: idParamSchema } as const;

export const notesEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/notes',
    summary: 'Write a private note on a product, supplier or article',
    tags: noteTags,
    access: 'user',
    object: 'publicObjectRef',
    body: noteInputSchema,
    responses: { 201: noteSchema, ...errors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/notes/:id',
    summary: 'One of the signed-in user’s notes',
    tags: noteTags,
    ...ownNote,
    responses: { 200: noteSchema, ...errors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/notes/:id',
    summary: 'Change the text of a note',
    tags: noteTags,
    ...ownNote,
    body: noteUpdateSchema,
    responses: { 200: noteSchema, ...errors },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/notes/:id',
    summary: 'Delete a note',
    tags: noteTags,
    ...ownNote,
    responses: { 204: z.undefined(), ...errors },
  }),
  byObject: defineEndpoint({
    method: 'GET',
    path: '/notes/by-object-id',
    summary: 'The signed-in user’s notes on one object, newest first',
    tags: noteTags,
    access: 'user',
    query: objectRefQuerySchema,
    responses: { 200: z.array(noteSchema), ...errors },
  }),
  /** Notes members of the caller's buyer company shared (theirs included); an empty page outside a company. */
  company: defineEndpoint({
    method: 'GET',
    path: '/notes/company',
    summary: 'Notes shared with the caller’s buyer company, newest first, each with who shared it',
    tags: noteTags,
    access: 'user',
    query: companyNotesQuerySchema,
    responses: { 200: pageOf(sharedNoteSchema), ...errors },
  }),
  /** The author shares or unshares; the company's owner may unshare any; only the author edits the text. */
  sharing: defineEndpoint({
    method: 'PUT',
    path: '/notes/:id/sharing',
    summary: 'Share a note with the company, or stop sharing it',
    tags: noteTags,
    ...ownNote,
    body: sharingInputSchema,
    responses: { 200: sharingStateSchema, ...errors, 409: problemSchema },
  }),
  byUser: defineEndpoint({
    method: 'GET',
    path: '/notes/byuser',
    summary: 'The signed-in user’s notes, newest first (optionally of one type)',
    tags: noteTags,
    access: 'user',
    query: notesByUserQuerySchema,
    responses: { 200: pageOf(noteSchema), ...errors },
  }),
};

// ---- Visits (spec «Visits» and the supplier's visitor chart) -------------------------------------------

/** Recently seen objects kept per person and type. */
export const LAST_VISITS_KEPT = 50;
/** The longest range the visitor chart covers at once. */
export const CHART_MAX_DAYS = 366;

export const visitCountAnswerSchema = z
  .object({ counted: z.boolean().describe('false: already counted today for this visitor, a bot, or over the limit') })
  .meta({ id: 'VisitCountAnswer' });

export const lastVisitSchema = z
  .object({
    objectType: savedObjectTypeSchema,
    objectId: z.number().int(),
    visitedAt: z.string(),
    object: savedObjectSchema.nullable(),
  })
  .meta({ id: 'LastVisit' });
export type LastVisit = z.infer<typeof lastVisitSchema>;

export const lastVisitsQuerySchema = z.object({
  type: savedObjectTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LAST_VISITS_KEPT).default(20),
});

const isoDay = z.iso.date().describe('YYYY-MM-DD (Gregorian; pages show it in the Jalali calendar)');
export const visitorChartQuerySchema = z.object({ merchantId: idSchema, from: isoDay, to: isoDay });

export const visitorChartSchema = z
  .object({
    merchantId: z.number().int(),
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        supplierViews: z.number().int(),
        productViews: z.number().int(),
        contentViews: z.number().int(),
      }),
    ),
    totals: z.object({
      supplierViews: z.number().int(),
      productViews: z.number().int(),
      contentViews: z.number().int(),
    }),
  })
  .meta({ id: 'VisitorChart' });
export type VisitorChart = z.infer<typeof visitorChartSchema>;

export const visitsEndpoints = {
  /** Counts one view; called by the page after it shows (never by crawlers that run no scripts). */
  count: defineEndpoint({
    method: 'POST',
    path: VISIT_COUNT_PATH,
    summary: 'Count a view of a product, supplier or article page (once per visitor and day)',
    tags: ['visits'],
    access: 'public',
    object: 'publicObjectRef',
    body: objectRefSchema,
    responses: { 202: visitCountAnswerSchema, ...errors },
  }),
  lastVisits: defineEndpoint({
    method: 'GET',
    path: '/pagevisits/last-visits',
    summary: 'What the signed-in user saw last, newest first (optionally of one type)',
    tags: ['visits'],
    access: 'user',
    query: lastVisitsQuerySchema,
    responses: { 200: z.array(lastVisitSchema), ...errors },
  }),
  /** Owner and agents of the merchant, and staff. 400 for a range over CHART_MAX_DAYS or reversed. */
  chart: defineEndpoint({
    method: 'GET',
    path: '/visitorlogs/byfilter-for-chart',
    summary: 'A supplier’s page, product and article views per day over a date range',
    tags: ['visits'],
    access: 'agent',
    object: 'ownMerchant',
    staffReads: true,
    query: visitorChartQuerySchema,
    responses: { 200: visitorChartSchema, ...errors },
  }),
};

// Items a member shares with their buyer company (issue 33, decision 058): delivery addresses, favourites and
// notes marked «مشترک با شرکت». Every current member of the company sees them, with who shared them; the author
// keeps writing them; the owner may take one out of the company's shared items.
import './zod-config';
import { z } from 'zod';

export const SHARED_WITH_COMPANY_LABEL = 'مشترک با شرکت';

/** Whether an item is shared, as its author sets it: true shares it with the author's company, false unshares. */
export const sharingInputSchema = z.object({ shared: z.boolean() }).meta({ id: 'SharingInput' });

export const sharingStateSchema = z
  .object({ id: z.number().int(), sharedWithCompany: z.boolean() })
  .meta({ id: 'SharingState' });
export type SharingState = z.infer<typeof sharingStateSchema>;

/** Who shared an item, as the company's members see it. */
export const sharedBySchema = z
  .object({
    userId: z.number().int(),
    displayName: z.string().describe('The member’s name; never their number'),
    mine: z.boolean().describe('The caller shared it'),
  })
  .meta({ id: 'SharedBy' });
export type SharedBy = z.infer<typeof sharedBySchema>;

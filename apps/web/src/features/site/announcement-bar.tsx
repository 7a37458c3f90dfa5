// Server part of the announcement bar: the current announcement (nothing when there is none or the API
// is down), and the inline script that keeps a dismissed one from flashing before hydration.
import { AnnouncementBar as AnnouncementBarClient } from './announcement-bar.client';
import { hideDismissedAnnouncementScript } from './announcement-dismissal';
import { getCurrentAnnouncement } from './site-api.server';
import { siteHref } from './site-href';

export async function AnnouncementBar() {
  const announcement = await getCurrentAnnouncement();
  if (!announcement) return null;
  const elementId = `site-announcement-${announcement.id}`;
  return (
    <>
      <AnnouncementBarClient
        announcement={{ id: announcement.id, text: announcement.text }}
        link={siteHref(announcement.link)}
        elementId={elementId}
      />
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script built from a numeric id only (announcement-dismissal.ts).
        dangerouslySetInnerHTML={{ __html: hideDismissedAnnouncementScript(announcement.id, elementId) }}
      />
    </>
  );
}

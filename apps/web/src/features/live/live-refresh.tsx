// A signed-in page's live refresh (live-refresh.client.tsx), given the time the page was rendered: its stream's
// first connection asks for the events stored after that time, so an event that happens between the render
// and the connection (while the page loads and hydrates) still refreshes the page.
import { LiveRefreshClient } from './live-refresh.client';

export function LiveRefresh({ types }: { types: readonly string[] }) {
  return <LiveRefreshClient types={types} renderedAt={Date.now()} />;
}

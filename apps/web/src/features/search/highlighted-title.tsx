// A title with the searched words marked (<mark>), from the API's titleParts. Each part goes through
// FaText: Persian digits for Persian words, Latin codes («MJ-560») kept whole in a left-to-right isolate.
import type { TitlePart } from '@bazaar/contracts/search';
import { FaText } from '@/components/ui/fa-text';

export function HighlightedTitle({ parts }: { parts: TitlePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed split of one title; their order is their identity.
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
            <FaText text={part.text} />
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <span key={index}>
            <FaText text={part.text} />
          </span>
        ),
      )}
    </>
  );
}

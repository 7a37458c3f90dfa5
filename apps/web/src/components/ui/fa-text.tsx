// Text that mixes Persian and Latin codes: Persian digits for the Persian words, and every Latin code
// («API 6D», «ASME B16.5», «NR-386») kept in Latin digits inside a left-to-right isolate, so it neither
// takes Persian digits nor reorders inside the right-to-left line.
import { persianTextSegments } from '@bazaar/fa/digits';

export function FaText({ text }: { text: string }) {
  return (
    <>
      {persianTextSegments(text).map((segment, index) =>
        segment.latin ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one string never reorder.
          <bdi key={index} dir="ltr">
            {unbrokenCodes(segment.text)}
          </bdi>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/**
 * A hyphenated code («VJ-344», «DVP-SS2») must not wrap at its hyphen on a phone: each such word is kept
 * whole; the line may still break at the spaces between words of a longer Latin run.
 */
function unbrokenCodes(text: string) {
  if (!text.includes('-')) return text;
  return text.split(/(\s+)/).map((word, index) =>
    word.includes('-') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the words of one string never reorder.
      <span key={index} className="whitespace-nowrap">
        {word}
      </span>
    ) : (
      word
    ),
  );
}

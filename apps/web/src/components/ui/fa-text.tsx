// Text that mixes Persian and Latin codes: Persian digits for the Persian words, and every Latin code
// («API 6D», «ASME B16.5», «NR-386») kept in Latin digits inside a left-to-right isolate, so it neither
// takes Persian digits nor reorders inside the right-to-left line.
import { persianTextSegments } from '@bazaar/fa/digits';

export function FaText({ text }: { text: string }) {
  return (
    <>
      {persianTextSegments(text).map((segment, index) =>
        segment.latin ? (
          // A run that is one hyphenated code keeps itself whole by its own class, without an element inside.
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one string never reorder.
          <bdi key={index} dir="ltr" className={isOneCode(segment.text) ? 'nw' : undefined}>
            {isOneCode(segment.text) ? segment.text : unbrokenCodes(segment.text)}
          </bdi>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** «VJ-344»: one word with a hyphen, which must not wrap at it. */
const isOneCode = (text: string) => text.includes('-') && !/\s/.test(text);

/**
 * A hyphenated code («VJ-344», «DVP-SS2») must not wrap at its hyphen on a phone: each such word is kept
 * whole (`.nw`, app/globals.css: a short class, as product titles on a list's cards carry codes); the line may
 * still break at the spaces between words of a longer Latin run.
 */
function unbrokenCodes(text: string) {
  if (!text.includes('-')) return text;
  return text.split(/(\s+)/).map((word, index) =>
    word.includes('-') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the words of one string never reorder.
      <span key={index} className="nw">
        {word}
      </span>
    ) : (
      word
    ),
  );
}

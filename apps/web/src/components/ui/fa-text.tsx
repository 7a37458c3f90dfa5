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
            {segment.text}
          </bdi>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

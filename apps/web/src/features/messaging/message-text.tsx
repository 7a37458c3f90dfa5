import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { Fragment } from 'react';

/** Plain text with its web links made clickable (only http and https, opened without referrer or opener). */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            dir="ltr"
            className="underline"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
          <Fragment key={i}>{toPersianDigitsInText(part)}</Fragment>
        ),
      )}
    </p>
  );
}

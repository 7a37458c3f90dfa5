// Share images for link previews (Open Graph and Twitter cards): the page's kind, its name and one line of
// facts on the brand colour, drawn by next/og in the self-hosted Vazirmatn (copied from the vazirmatn npm
// package by scripts/copy-fonts.mjs). next/og shapes Persian letters but lays words out left to right, so
// each word is its own box in a right-to-left wrapping row: the words read in order and wrap at the right.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/config/site';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const SHARE_IMAGE_TYPE = 'image/png';

let font: Promise<Buffer> | undefined;
function vazirmatnBold(): Promise<Buffer> {
  font ??= readFile(path.join(process.cwd(), 'src/fonts/generated/Vazirmatn-Bold.ttf'));
  return font;
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 10)).trim()}…`;
}

function Words({ text, size, color }: { text: string; size: number; color: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'row-reverse', flexWrap: 'wrap', columnGap: size * 0.28, color }}>
      {text
        .split(/\s+/)
        .filter(Boolean)
        .map((word, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same word may come twice; order is the identity
          <span key={i} style={{ fontSize: size, lineHeight: 1.45 }}>
            {word}
          </span>
        ))}
    </div>
  );
}

export interface ShareImageText {
  /** The kind of page: «محصول», «تأمین‌کننده», «دسته‌بندی». */
  kicker: string;
  title: string;
  /** One line of facts: price and supplier, city, counts. */
  facts?: string;
}

export async function shareImage({ kicker, title, facts }: ShareImageText): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0c2443 0%, #14386b 100%)',
        fontFamily: 'Vazirmatn',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'row-reverse', justifyContent: 'space-between' }}>
        <Words text={siteConfig.name} size={40} color="#ffffff" />
        <div style={{ display: 'flex', background: '#f59e0b', borderRadius: 14, padding: '4px 22px' }}>
          <Words text={kicker} size={30} color="#0c2443" />
        </div>
      </div>
      <Words text={toPersianDigitsInText(clip(title, 90))} size={64} color="#ffffff" />
      <Words text={facts ? toPersianDigitsInText(clip(facts, 80)) : siteConfig.description} size={32} color="#cbd5e1" />
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: [{ name: 'Vazirmatn', data: await vazirmatnBold(), weight: 700, style: 'normal' }] },
  );
}

// Long-form HTML (articles, static pages, help entries) in the site's typography. The HTML must already
// be safe: the API sanitises every page body before storing it (allow-listed tags, no scripts, no event
// handlers, http(s)/mailto links only), which is why it may be set as HTML here and nowhere else.
import { clsx } from 'clsx';

// Tailwind has no typography plugin here; these variants style the tags the API's allow-list keeps.
const PROSE = clsx(
  'leading-8 text-slate-800 break-words',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_h4]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ol]:my-4 [&_ul]:list-disc [&_ol]:list-[persian] [&_ul]:ps-6 [&_ol]:ps-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
  '[&_blockquote]:my-5 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-3',
  '[&_table]:my-5 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  '[&>:first-child]:mt-0',
);

interface RichTextProps {
  /** Sanitised HTML from the API. */
  html: string;
  className?: string;
}

export function RichText({ html, className }: RichTextProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises every stored body (see the comment at the top).
  return <div className={clsx(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { toPersianDigitsInText } from '@bazaar/fa/digits';
import type { Metadata } from 'next';
import { loginHref } from '@/features/auth/login-links';
import { getPublicPageOrNotFound } from '@/features/content/content-api.server';
import { contentPageHref, contentTypeHref } from '@/features/content/content-links';
import { articleMetadata } from '../../_components/article-metadata';
import { ArticleView } from '../../_components/article-view';
import { loadArticle } from '../../_components/load-article.server';

// The `{title}` segment is checked by the proxy (301 to the canonical slug, 404 for unknown ids).
// Cached and shared by every visitor, signed in or not (decision 064): rendered on its first visit, then at
// most every minute (its data's window) and at once when the API posts the `content` tag (an article saved,
// a comment approved). The visitor's own part (like, pending comments, forms) is filled in by the browser.
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = PageProps<'/contents/[id]/[title]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await getPublicPageOrNotFound((await params).id));
}

export default async function ContentPage({ params }: Props) {
  const { page, comments, related } = await loadArticle((await params).id);
  return (
    <ArticleView
      page={page}
      comments={comments}
      related={related}
      loginHref={loginHref(contentPageHref(page))}
      crumbs={[
        { label: 'خانه', href: '/' },
        ...page.breadcrumb.map((type) => ({ label: type.name, href: contentTypeHref(type) })),
        { label: toPersianDigitsInText(page.title) },
      ]}
    />
  );
}

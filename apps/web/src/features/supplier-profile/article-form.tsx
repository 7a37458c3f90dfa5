// The form of a supplier article (decision 029): title, summary, text (blank lines separate paragraphs),
// picture; saved as a draft (never public) or published on the supplier's pages.
import type { SupplierArticle } from '@bazaar/contracts/supplier-profile';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { FileInput } from '@/components/ui/file-input.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { saveArticle } from './profile-actions';

/** The stored HTML back as the textarea's text: paragraphs separated by a blank line, tags removed. */
function asText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[2-4]|li|blockquote|pre)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function ArticleForm({ merchantId, article }: { merchantId: number; article?: SupplierArticle }) {
  return (
    <ActionForm action={saveArticle} encType="multipart/form-data" className="grid gap-4" label="مقاله">
      <FormMessage />
      <input type="hidden" name="merchantId" value={merchantId} />
      {article ? <input type="hidden" name="articleId" value={article.id} /> : null}
      {article?.coverFileId ? <input type="hidden" name="currentCoverFileId" value={article.coverFileId} /> : null}
      <div>
        <label htmlFor="article-title" className={labelClass}>
          عنوان
        </label>
        <input
          id="article-title"
          name="title"
          required
          maxLength={150}
          defaultValue={article?.title ?? ''}
          aria-describedby="article-title-error"
          className={inputClass()}
        />
        <FieldMessage field="title" id="article-title-error" />
      </div>
      <div>
        <label htmlFor="article-summary" className={labelClass}>
          چکیده (اختیاری)
        </label>
        <input
          id="article-summary"
          name="summary"
          maxLength={300}
          defaultValue={article?.summary ?? ''}
          className={inputClass()}
        />
      </div>
      <div>
        <label htmlFor="article-body" className={labelClass}>
          متن (بندها را با یک خط خالی جدا کنید)
        </label>
        <textarea
          id="article-body"
          name="body"
          required
          rows={12}
          defaultValue={article ? asText(article.bodyHtml) : ''}
          aria-describedby="article-body-error"
          className={inputClass()}
        />
        <FieldMessage field="body" id="article-body-error" />
      </div>
      <div>
        <label htmlFor="article-cover" className={labelClass}>
          تصویر (JPEG، PNG یا WebP تا ۵ مگابایت)
        </label>
        {article?.coverFileId ? (
          <div className="mb-2 flex items-center gap-3">
            {/* biome-ignore lint/performance/noImgElement: an uploaded picture, shown as it is. */}
            <img
              src={`/api/v1/files/${article.coverFileId}`}
              alt="تصویر کنونی مقاله"
              className="h-16 w-24 rounded-lg object-cover ring-1 ring-slate-200"
            />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="removeCover" className="size-5" />
              حذف تصویر
            </label>
          </div>
        ) : null}
        <FileInput
          id="article-cover"
          name="cover"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="article-cover-error"
        />
        <FieldMessage field="coverFileId" id="article-cover-error" />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="publish" className={buttonClass('primary')}>
          انتشار
        </SubmitButton>
        <SubmitButton name="intent" value="draft" className={buttonClass('secondary')}>
          ذخیرهٔ پیش‌نویس
        </SubmitButton>
      </div>
    </ActionForm>
  );
}

// The article form of /profile/admin/articles/new and /profile/admin/articles/{id} (decision 030): type, title,
// summary, labels and the rich-text body; saved as a draft through the server action.
import type { ContentTypeNode } from '@bazaar/contracts/content-pages';
import type { StaffArticle } from '@bazaar/contracts/staff-admin-articles';
import { TextArea, TextField } from '@/components/ui/action-fields';
import { ActionForm, FieldMessage, FormMessage, SubmitButton } from '@/components/ui/action-form.client';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { saveArticle } from './admin-actions';
import { RichTextEditor } from './rich-text-editor.client';

/** The tree flattened, children after their parent and indented by dashes. */
function flatten(nodes: ContentTypeNode[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((n) => [
    { id: n.id, label: `${'— '.repeat(depth)}${n.name}` },
    ...flatten(n.children, depth + 1),
  ]);
}

export function ArticleForm({ article, types }: { article?: StaffArticle; types: ContentTypeNode[] }) {
  return (
    <ActionForm action={saveArticle} className="flex flex-col gap-4" label={article ? 'ویرایش مطلب' : 'مطلب تازه'}>
      {article ? <input type="hidden" name="id" value={article.id} /> : null}
      <div>
        <label htmlFor="article-contentTypeId" className={labelClass}>
          نوع مطلب
        </label>
        <select
          id="article-contentTypeId"
          name="contentTypeId"
          defaultValue={article?.contentTypeId}
          aria-describedby="article-contentTypeId-error"
          className={inputClass()}
        >
          {flatten(types).map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
        <FieldMessage field="contentTypeId" id="article-contentTypeId-error" />
      </div>
      <TextField idPrefix="article" name="title" label="عنوان" required maxLength={160} defaultValue={article?.title} />
      <TextArea
        idPrefix="article"
        name="summary"
        label="خلاصه"
        rows={2}
        maxLength={400}
        defaultValue={article?.summary}
      />
      <TextField
        idPrefix="article"
        name="labels"
        label="برچسب‌ها"
        hint="با ویرگول جدا کنید، حداکثر ۱۰ برچسب"
        defaultValue={article?.labels.join('، ')}
      />
      <RichTextEditor name="bodyHtml" label="متن مطلب" initialHtml={article?.bodyHtml ?? ''} />
      <FormMessage />
      <div>
        <SubmitButton className={buttonClass('primary')}>{article ? 'ذخیرهٔ تغییرات' : 'ذخیرهٔ پیش‌نویس'}</SubmitButton>
      </div>
    </ActionForm>
  );
}

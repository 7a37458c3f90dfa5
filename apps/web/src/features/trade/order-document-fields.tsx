// «مدارک پیوست» of the direct-order form: the order's documents (each can be removed) and one more to add with
// its type.
import { TRADE_DOCUMENT_TYPES } from '@bazaar/contracts/trade-orders';
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { FileInput } from '@/components/ui/file-input.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

export function OrderDocumentFields({ documents }: { documents: TradeRequest['documents'] }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-bold text-slate-900">مدارک پیوست</legend>
      {documents.length ? (
        <ul className="flex flex-col gap-2">
          {documents.map((doc, index) => (
            <li key={doc.fileId} className="flex flex-wrap items-center gap-3">
              <input type="hidden" name={`documentFile.${index}`} value={doc.fileId} />
              <input type="hidden" name={`documentType.${index}`} value={doc.documentTypeId} />
              <span>
                {doc.documentTypeName}: {doc.fileName}
              </span>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name={`documentRemove.${index}`} className="size-4" />
                حذف
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="document" className={labelClass}>
            افزودن مدرک (PDF یا تصویر، اختیاری)
          </label>
          <FileInput id="document" name="document" accept="application/pdf,image/jpeg,image/png,image/webp" />
        </div>
        <div>
          <label htmlFor="document-type" className={labelClass}>
            نوع مدرک
          </label>
          <select id="document-type" name="documentTypeId" defaultValue="1" className={inputClass()}>
            {TRADE_DOCUMENT_TYPES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

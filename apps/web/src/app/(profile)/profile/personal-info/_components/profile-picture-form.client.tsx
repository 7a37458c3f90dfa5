'use client';
// Profile picture: choose an image, see it before sending, then upload it (POST /files, private to the
// user) and make it the picture (POST /users/profile-picture). Both calls go from the browser with the
// session cookie; the API decides the type from the bytes and answers 413/415 with a Persian detail.
import { toPersianDigits } from '@bazaar/fa/digits';
import { useRouter } from 'next/navigation';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { UserIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast/toast-provider.client';
import { uploadFile } from '@/features/files/upload-file';
import { problemMessage } from '@/lib/api-problem';
import { browserHttp, browserIdentityApi } from '@/lib/browser-api';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export function ProfilePictureForm({ pictureUrl }: { pictureUrl: string | null }) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setError(null);
    setFile(null);
    setPreviewUrl(null);
    if (!chosen) return;
    if (!ACCEPTED_TYPES.includes(chosen.type)) {
      setError('فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.');
      return;
    }
    if (chosen.size > MAX_BYTES) {
      setError(`حجم تصویر حداکثر ${toPersianDigits(5)} مگابایت است.`);
      return;
    }
    setFile(chosen);
    setPreviewUrl(URL.createObjectURL(chosen));
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!file) {
      setError('ابتدا یک تصویر انتخاب کنید.');
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const stored = await uploadFile(browserHttp, file, { fileName: file.name });
      await browserIdentityApi.setProfilePicture({ body: { fileId: stored.id } });
      toast.success('تصویر پروفایل به‌روز شد.');
      setFile(null);
      setPreviewUrl(null);
      if (inputRef.current) inputRef.current.value = '';
      router.refresh();
    } catch (failure) {
      setError(problemMessage(failure));
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  const shown = previewUrl ?? pictureUrl;
  return (
    <form onSubmit={upload} aria-label="تصویر پروفایل" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
        {shown ? (
          // biome-ignore lint/performance/noImgElement: a private file served to its owner by the API (and a local blob preview); next/image cannot forward the session.
          <img
            src={shown}
            alt={previewUrl ? 'پیش‌نمایش تصویر انتخاب‌شده' : 'تصویر پروفایل فعلی'}
            width={112}
            height={112}
            className="size-full object-cover"
          />
        ) : (
          <UserIcon size={48} className="text-slate-400" label="هنوز تصویری ندارید" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        {/* The native control's own button text follows the browser's language, so a Persian label
            stands in for it; the input stays focusable and its focus ring shows on the label. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={inputRef}
            id={`${id}-file`}
            name="file"
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-chosen ${id}-hint ${id}-error`}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-file`}
            className={buttonClass(
              'secondary',
              'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring-color)',
            )}
          >
            انتخاب تصویر پروفایل
          </label>
          <span id={`${id}-chosen`} className="text-sm text-slate-700">
            {file ? file.name : 'هنوز تصویری انتخاب نشده است.'}
          </span>
        </div>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          JPEG، PNG یا WebP، حداکثر {toPersianDigits(5)} مگابایت.
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <div>
          <button type="submit" disabled={pending} className={buttonClass('primary')}>
            {pending ? 'در حال بارگذاری…' : 'بارگذاری تصویر'}
          </button>
        </div>
      </div>
    </form>
  );
}

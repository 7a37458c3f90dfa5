'use client';
// One video: an inline player that loads nothing until played (preload="none"; the API serves the WebM
// with byte ranges, so seeking fetches only what it needs), its title, length, description and labels, and its
// VideoObject structured data. Drawn by a client component from the video's object (issue 34, decision 111): the
// React payload carries the object once, for the card and the structured data together, instead of the card's
// markup and the JSON-LD text again after the HTML that already has them.
import type { Video } from '@bazaar/contracts/site';
import { toPersianDigits, toPersianDigitsInText } from '@bazaar/fa/digits';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { ClockIcon } from '@/components/ui/icons';
import { videoJsonLd } from '@/features/seo/structured-data';
import { videoClock, videoLengthInWords } from './video-duration';

/** The video's VideoObject, embedded at the list page it is shown on. */
export function VideoJsonLd({ video, pagePath }: { video: Video; pagePath: string }) {
  return <JsonLdScript data={videoJsonLd({ ...video, uploadedAt: video.publishedAt, pagePath })} />;
}

export function VideoCard({ video }: { video: Video }) {
  const headingId = `video-${video.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
      data-testid="video-card"
    >
      {video.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the demo clips have no speech; captions come with real videos.
        <video
          controls
          preload="none"
          poster={video.posterUrl ?? undefined}
          src={video.videoUrl}
          aria-labelledby={headingId}
          width={320}
          height={180}
          className="aspect-video w-full bg-slate-900"
        >
          مرورگر شما پخش ویدئو را پشتیبانی نمی‌کند.
        </video>
      ) : video.posterUrl ? (
        // biome-ignore lint/performance/noImgElement: posters come from the API's file store at any address.
        <img
          src={video.posterUrl}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <h2 id={headingId} className="font-bold leading-7 text-slate-900">
          {toPersianDigitsInText(video.title)}
        </h2>
        {video.durationSeconds !== null ? (
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600">
            <ClockIcon size={16} className="text-slate-500" />
            <span aria-hidden="true">{videoClock(video.durationSeconds)}</span>
            <span className="sr-only">مدت: {videoLengthInWords(video.durationSeconds)}</span>
          </p>
        ) : null}
        {!video.videoUrl ? <p className="mt-1 text-sm text-slate-600">فایل این ویدئو هنوز آماده نشده است.</p> : null}
        <p className="mt-2 leading-7 text-slate-700">{toPersianDigits(video.description)}</p>
        {video.labels.length > 0 ? (
          <ul aria-label="برچسب‌ها" className="mt-auto flex flex-wrap gap-2 pt-3">
            {video.labels.map((label) => (
              <li key={label} className="rounded-md bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                {toPersianDigits(label)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

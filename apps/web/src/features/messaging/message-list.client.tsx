'use client';
// A thread's messages in order, a day separator before each new day, each bubble with its author (a
// supplier's team member), time, edited and seen marks, and the sender's own edit and delete (with a confirm).
import { DELETED_MESSAGE_TEXT, MESSAGE_EDIT_MINUTES, type Message } from '@bazaar/contracts/messaging-threads';
import { toPersianDigitsInText } from '@bazaar/fa/digits';
import { clsx } from 'clsx';
import { Fragment } from 'react';
import { dayOf, timeOf } from './conversation-display';
import { AttachmentLinks } from './message-attachments.client';
import { MessageText } from './message-text';

export function MessageList({
  messages,
  confirming,
  onEdit,
  onConfirm,
  onCancelConfirm,
  onRemove,
}: {
  messages: Message[];
  /** The message whose delete waits for a yes. */
  confirming: number | null;
  onEdit: (message: Message) => void;
  onConfirm: (id: number) => void;
  onCancelConfirm: () => void;
  onRemove: (id: number) => void;
}) {
  let previousDay = '';
  return (
    <ol className="flex flex-col gap-2">
      {messages.map((m) => {
        const day = dayOf(m.createdAt);
        const separator = day !== previousDay;
        previousDay = day;
        const editable = m.mine && !m.deleted && Date.now() - Date.parse(m.createdAt) < MESSAGE_EDIT_MINUTES * 60_000;
        return (
          <Fragment key={m.id}>
            {separator ? (
              <li className="my-2 text-center" data-testid="day-separator">
                <span className="rounded-full bg-white px-3 py-1 text-xs text-slate-700 ring-1 ring-slate-200">
                  {day}
                </span>
              </li>
            ) : null}
            <li
              className={clsx('flex flex-col', m.mine ? 'items-start' : 'items-end')}
              data-testid="message"
              data-message-id={m.id}
            >
              <div
                className={clsx(
                  'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm',
                  m.deleted
                    ? 'bg-slate-100 italic text-slate-600 ring-1 ring-slate-200'
                    : m.mine
                      ? 'bg-brand-700 text-white'
                      : 'bg-white text-slate-900 ring-1 ring-slate-200',
                )}
              >
                {m.side === 'merchant' && !m.mine ? (
                  <p
                    className={clsx('mb-0.5 text-xs font-bold', !m.deleted && 'opacity-80')}
                    data-testid="message-author"
                  >
                    {toPersianDigitsInText(m.author.name)}
                  </p>
                ) : null}
                {m.deleted ? <p data-testid="message-body">{DELETED_MESSAGE_TEXT}</p> : null}
                {m.deleted ? null : (
                  <div data-testid="message-body">
                    <MessageText text={m.body} />
                    <AttachmentLinks attachments={m.attachments} mine={m.mine} />
                  </div>
                )}
                {/* Deleted bubbles are pale already: no further fading (contrast). */}
                <p className={clsx('mt-1 flex items-center gap-2 text-xs', !m.deleted && 'opacity-80')}>
                  <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
                  {m.editedAt && !m.deleted ? <span>ویرایش‌شده</span> : null}
                  {m.mine && !m.deleted ? (
                    <span data-testid="message-status">{m.seen ? '✓✓ دیده شد' : '✓ ارسال شد'}</span>
                  ) : null}
                </p>
              </div>
              {m.mine && !m.deleted ? (
                <div className="mt-1 flex gap-1 text-sm">
                  {confirming === m.id ? (
                    <>
                      <span className="self-center text-slate-700">این پیام حذف شود؟</span>
                      <button
                        type="button"
                        className="min-h-9 rounded px-2 text-rose-800 hover:bg-rose-50"
                        onClick={() => onRemove(m.id)}
                      >
                        بله، حذف شود
                      </button>
                      <button
                        type="button"
                        className="min-h-9 rounded px-2 hover:bg-slate-100"
                        onClick={onCancelConfirm}
                      >
                        انصراف
                      </button>
                    </>
                  ) : (
                    <>
                      {editable ? (
                        <button
                          type="button"
                          className="min-h-9 rounded px-2 text-brand-800 hover:bg-brand-50"
                          onClick={() => onEdit(m)}
                        >
                          ویرایش<span className="sr-only"> پیام</span>
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="min-h-9 rounded px-2 text-rose-800 hover:bg-rose-50"
                        onClick={() => onConfirm(m.id)}
                      >
                        حذف<span className="sr-only"> پیام</span>
                      </button>
                    </>
                  )}
                </div>
              ) : null}
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}

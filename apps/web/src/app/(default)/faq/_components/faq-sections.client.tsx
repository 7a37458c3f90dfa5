'use client';
// The FAQ's questions: the most visited, then each category's, as native disclosures (FaqItem), drawn here from the
// page's one list of questions. The React payload then carries each question once as a row, and a list refers to
// it by its place: a rendered FaqItem element per question (its key, prefix and a path to the question object) was
// ~150 bytes of the payload for each of the page's ~40 disclosures (issue 34, decision 086).
import { type FaqEntry, FaqItem } from './faq-item.client';

/** A question as the page sends it: `[id, question, answer]`, without key names. */
export type FaqRow = [id: number, question: string, answer: string];

/** A category's questions: its key (for the heading's id), its name and its questions' places in the rows. */
export type FaqGroupRow = [key: string, name: string, questions: number[]];

export const entryOfRow = ([id, question, answer]: FaqRow): FaqEntry => ({ id, question, answer });

interface FaqSectionsProps {
  questions: FaqRow[];
  /** The most visited questions' places (shown first, and again in their category, as the page has always had). */
  top: number[];
  groups: FaqGroupRow[];
  /** Search results: every answer shown open. */
  openAll: boolean;
}

export function FaqSections({ questions, top, groups, openAll }: FaqSectionsProps) {
  const entries = questions.map(entryOfRow);
  return (
    <>
      {top.length > 0 ? (
        <section aria-labelledby="faq-top-heading" className="mt-8">
          <h2 id="faq-top-heading" className="text-xl font-bold text-slate-900">
            پرسش‌های پربازدید
          </h2>
          <FaqList entries={top.map((at) => entries[at])} idPrefix="faq-top" />
        </section>
      ) : null}
      {groups.map(([key, name, places]) =>
        places.length > 0 ? (
          <section key={key} aria-labelledby={`faq-category-${key}`} className="mt-8">
            <h2 id={`faq-category-${key}`} className="text-xl font-bold text-slate-900">
              {name}
            </h2>
            <FaqList entries={places.map((at) => entries[at])} idPrefix="faq" openAll={openAll} />
          </section>
        ) : null,
      )}
    </>
  );
}

function FaqList({
  entries,
  idPrefix,
  openAll = false,
}: {
  entries: Array<FaqEntry | undefined>;
  idPrefix: string;
  openAll?: boolean;
}) {
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {entries.map((entry) =>
        entry ? (
          <li key={entry.id}>
            <FaqItem idPrefix={idPrefix} defaultOpen={openAll} entry={entry} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

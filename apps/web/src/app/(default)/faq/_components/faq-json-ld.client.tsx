'use client';
// The FAQ page's FAQPage structured data, built from the same question rows the disclosures are drawn from
// (FaqSections): the React payload sends the array passed twice once and refers to it, so the questions and
// answers are not sent again as a ~21 KB JSON text row, as a server-rendered <script> was (issue 34, decisions 063, 086).
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { faqJsonLd } from '@/features/seo/structured-data';
import { entryOfRow, type FaqRow } from './faq-sections.client';

/** At most this many questions in the structured data, the most visited first. */
const MAX_STRUCTURED = 50;

export function FaqJsonLd({ questions }: { questions: FaqRow[] }) {
  return <JsonLdScript data={faqJsonLd(questions.slice(0, MAX_STRUCTURED).map(entryOfRow))} />;
}

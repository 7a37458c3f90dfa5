'use client';
// The FAQ page's FAQPage structured data, built from the same question objects the FaqItem disclosures get: the
// React payload sends an object passed twice once and refers to it, so the questions and answers are not sent
// again as a ~21 KB JSON text row, as a server-rendered <script> was (issue 34, decision 063).
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { faqJsonLd } from '@/features/seo/structured-data';
import type { FaqEntry } from './faq-item.client';

export function FaqJsonLd({ questions }: { questions: FaqEntry[] }) {
  return <JsonLdScript data={faqJsonLd(questions)} />;
}

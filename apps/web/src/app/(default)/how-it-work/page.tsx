import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getPageByUniqueNameOrNotFound } from '@/features/content/content-api.server';
import { HOW_IT_WORK_NAME, HowItWorkView, howItWorkMetadata } from './_components/how-it-work-view';

// "How it works" (spec: /how-it-work). Visitors get it from its ISR twin (cached/[key]/page.tsx,
// lib/bare-address-twins.ts, decision 062); this route renders what carries a query, per request (from the
// data cache): a build without the API must not bake an error into static HTML.
async function load() {
  await connection();
  return getPageByUniqueNameOrNotFound(HOW_IT_WORK_NAME);
}

export async function generateMetadata(): Promise<Metadata> {
  return howItWorkMetadata(await load());
}

export default async function HowItWorkPage() {
  return <HowItWorkView page={await load()} />;
}

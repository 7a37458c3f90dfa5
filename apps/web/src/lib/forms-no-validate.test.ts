// Issue 20: a form field must never fall back to the browser's own validation bubble (English in an English
// browser, and unlike the rest of the page). Every form whose fields carry browser-checked constraints
// (required, pattern, min/max, typed inputs) opts out with noValidate; the server action or the page then
// answers with the Persian inline message.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const CONSTRAINED = /\brequired\b(?!:)|\bpattern=|\bmin=\{|\bmax=\{|type="(email|number|url|tel|date)"/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Each `<form …>` opening tag of a file. */
const formTags = (text: string) => [...text.matchAll(/<form\b[^>]*>/gs)].map((m) => m[0]);

describe('forms answer in Persian, never with the browser’s bubble', () => {
  it('every form in a file with browser-checked fields has noValidate', () => {
    const offending = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!CONSTRAINED.test(text)) return [];
      return formTags(text)
        .filter((tag) => !/\bnoValidate\b/.test(tag))
        .map(() => relative(SRC, file));
    });
    expect([...new Set(offending)]).toEqual([]);
  });

  it('the login, address and feedback forms keep theirs', () => {
    for (const file of [
      'app/(empty)/users/login/_components/phone-step.client.tsx',
      'app/(empty)/users/login/_components/code-step.client.tsx',
      'app/(profile)/profile/address/_components/address-form.client.tsx',
      'app/(default)/feedback/_components/feedback-form.client.tsx',
    ]) {
      const tags = formTags(readFileSync(join(SRC, file), 'utf8'));
      expect(tags.length, file).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, file).toMatch(/\bnoValidate\b/);
    }
  });
});

'use client';
// Copies a one-time code to the clipboard and says so (the code stays selectable text as well).
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2_000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <button type="button" onClick={copy} className={buttonClass('secondary')}>
      <span aria-live="polite">{copied ? 'کپی شد' : 'کپی کد'}</span>
    </button>
  );
}

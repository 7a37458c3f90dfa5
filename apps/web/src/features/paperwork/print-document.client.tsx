'use client';
// «چاپ»: the browser's print dialog; the page hides everything but the document when printed.
import { buttonClass } from '@/components/ui/button-styles';

export function PrintDocumentButton() {
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
      چاپ
    </button>
  );
}

'use client';
// «چاپ گزارش»: the browser's print dialog (the page's print stylesheet lays the report out on A4).
import { buttonClass } from '@/components/ui/button-styles';

export function PrintButton() {
  return (
    <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
      چاپ گزارش
    </button>
  );
}

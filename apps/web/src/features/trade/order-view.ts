// Shared by the sections of the direct-order page: amounts in tomans and the look of a section card.
import { formatMoney } from '@bazaar/fa/money';

export const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });
export const orderSectionClass = 'rounded-xl bg-white p-5 ring-1 ring-slate-200';

// Amounts in tomans, as the direct-order page's sections show them.
import { formatMoney } from '@bazaar/fa/money';

export const toman = (rials: number) => formatMoney(rials, { unit: 'toman' });

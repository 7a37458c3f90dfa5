// The invoice as سامانه مودیان reads it (decision 042): a header, one body row per line and no payments (the
// marketplace's settlement is not a card terminal's). Field names are the tax organisation's own. Pattern «فروش»
// (inp 1); type 1 when the buyer is known (a company or a person with an id), type 2 otherwise; the subject
// (ins) from the invoice's kind, with the original's tax id (irtaxid) for a correction, cancellation or return.
// Each row carries its unit's code (mu, decision 057) when its unit has one; the send refuses a unit without.
import type { TaxInvoiceSource, TaxInvoiceSubject } from './invoice-source.js';
import { moadianUnitCode } from './measurement-units.js';

export interface MoadianHeader {
  taxid: string;
  /** Issue instant, milliseconds since the epoch; indati2m the same (the marketplace issues as it creates). */
  indatim: number;
  indati2m: number;
  /** 1: buyer known, 2: buyer unknown. */
  inty: 1 | 2;
  /** The internal serial, hexadecimal as in the tax id (10 characters). */
  inno: string;
  irtaxid: string | null;
  /** 1: فروش. */
  inp: 1;
  /** 1 اصلی, 2 اصلاحی, 3 ابطالی, 4 برگشت از فروش. */
  ins: 1 | 2 | 3 | 4;
  /** Seller's شناسه ملی or کد ملی. */
  tins: string;
  /** Buyer: 1 a person, 2 a company; null on a type-2 invoice without one. */
  tob: 1 | 2 | null;
  bid: string | null;
  tinb: string | null;
  bpc: string | null;
  tprdis: number;
  tdis: number;
  tadis: number;
  tvam: number;
  todam: number;
  tbill: number;
  /** 1 cash, 2 credit, 3 both. */
  setm: 1 | 2 | 3;
  cap: number;
  insp: number;
}

export interface MoadianBodyRow {
  /** شناسه کالا/خدمت (13 digits). */
  sstid: string | null;
  sstt: string;
  /** The unit's code in the tax organisation's table (measurement-units.ts); absent on a row without a unit. */
  mu?: string;
  am: number;
  fee: number;
  prdis: number;
  dis: number;
  adis: number;
  /** VAT rate in percent. */
  vra: number;
  vam: number;
  tsstam: number;
}

export interface MoadianInvoice {
  header: MoadianHeader;
  body: MoadianBodyRow[];
  payments: never[];
}

const SUBJECTS: Record<TaxInvoiceSubject, MoadianHeader['ins']> = {
  original: 1,
  correction: 2,
  cancellation: 3,
  return: 4,
};
const SETTLEMENTS = { cash: 1, credit: 2, mixed: 3 } as const;

/** Type 1 (buyer known) needs an id for the buyer; anything less is sent as type 2. */
export const invoiceTypeOf = (source: TaxInvoiceSource): 1 | 2 =>
  source.buyerKind !== 'unknown' && (source.buyer.nationalId || source.buyer.economicCode) ? 1 : 2;

export function buildInvoice(
  source: TaxInvoiceSource,
  ids: { taxId: string; originalTaxId: string | null },
): MoadianInvoice {
  const issued = new Date(source.issuedAt).getTime();
  const inty = invoiceTypeOf(source);
  const { totals } = source;
  const setm = SETTLEMENTS[source.settlement];
  return {
    header: {
      taxid: ids.taxId,
      indatim: issued,
      indati2m: issued,
      inty,
      inno: source.serial.toString(16).toUpperCase().padStart(10, '0'),
      irtaxid: source.subject === 'original' ? null : ids.originalTaxId,
      inp: 1,
      ins: SUBJECTS[source.subject],
      tins: source.seller.nationalId ?? '',
      tob: source.buyerKind === 'company' ? 2 : source.buyerKind === 'person' ? 1 : null,
      bid: inty === 1 ? source.buyer.nationalId : null,
      tinb: inty === 1 ? (source.buyer.economicCode ?? source.buyer.nationalId) : null,
      bpc: inty === 1 ? source.buyer.postalCode : null,
      tprdis: totals.grossRials,
      tdis: totals.discountRials,
      tadis: totals.netRials,
      tvam: totals.vatRials,
      todam: 0,
      tbill: totals.totalRials,
      setm,
      // The invoice does not split a mixed settlement: all of it is the credit part then.
      cap: setm === 1 ? totals.totalRials : 0,
      insp: setm === 1 ? 0 : totals.totalRials,
    },
    body: source.lines.map((line) => {
      const prdis = Math.round(line.quantity * line.unitPriceRials);
      const mu = line.unitTitle === null ? null : moadianUnitCode(line.unitTitle);
      return {
        sstid: line.productCode,
        sstt: line.description,
        ...(mu ? { mu } : {}),
        am: line.quantity,
        fee: line.unitPriceRials,
        prdis,
        dis: line.discountRials,
        adis: prdis - line.discountRials,
        vra: line.vatRateBasisPoints / 100,
        vam: line.vatRials,
        tsstam: line.totalRials,
      };
    }),
    payments: [],
  };
}

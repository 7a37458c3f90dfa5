// The checks the sandbox makes of a received invoice (decision 042), modelled on the tax system's published field
// rules: a well-formed tax id of the sender's memory, type 1 naming the buyer, 13-digit product codes, unit codes
// of the system's table (decision 057), line and header sums that agree to the Rial, and the original's tax id on
// a correction. Deterministic: the same invoice always gets the same reasons, each in Persian with the system's
// English phrase after it.
import type { TaxReason } from '@bazaar/contracts/tax-system';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { MoadianInvoice } from './invoice-json.js';
import { isMoadianUnitCode } from './measurement-units.js';
import { parseTaxId } from './tax-id.js';

const reason = (code: string, fa: string, en: string): TaxReason => ({ code, message: `${fa} (${en})` });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function invoiceProblems(invoice: MoadianInvoice, fiscalId: string): TaxReason[] {
  const { header, body } = invoice;
  const problems: TaxReason[] = [];
  const taxId = parseTaxId(header.taxid);
  if (!taxId) problems.push(reason('taxid.invalid', 'شماره منحصر به فرد مالیاتی نامعتبر است', 'taxid is not valid'));
  else if (taxId.memoryId !== fiscalId)
    problems.push(
      reason('taxid.memory', 'شماره مالیاتی با شناسه یکتای حافظه فرستنده نمی‌خواند', 'taxid does not match fiscalId'),
    );
  if (!/^([0-9]{10}|[0-9]{11})$/.test(header.tins))
    problems.push(reason('tins.invalid', 'شناسه ملی یا کد ملی فروشنده نامعتبر است', 'seller id (tins) is not valid'));
  if (header.inty === 1 && !header.tob)
    problems.push(reason('tob.missing', 'نوع خریدار در صورتحساب نوع اول الزامی است', 'buyer type (tob) is required'));
  if (header.inty === 1 && !header.bid && !header.tinb)
    problems.push(
      reason(
        'buyer.missing',
        'شناسه ملی یا کد اقتصادی خریدار در صورتحساب نوع اول الزامی است',
        'buyer id (bid/tinb) is required for type 1',
      ),
    );
  if (header.ins !== 1 && !(header.irtaxid && parseTaxId(header.irtaxid)))
    problems.push(
      reason('irtaxid.missing', 'شماره مالیاتی صورتحساب مرجع نامعتبر است', 'reference taxid (irtaxid) is required'),
    );
  if (body.length === 0) problems.push(reason('body.empty', 'صورتحساب بدون ردیف کالا یا خدمت است', 'no body rows'));
  body.forEach((row, i) => {
    const n = i + 1;
    const fa = toPersianDigits(n);
    if (!row.sstid || !/^[0-9]{13}$/.test(row.sstid))
      problems.push(
        reason(`body.${n}.sstid`, `ردیف ${fa}: شناسه کالا/خدمت ۱۳ رقمی ندارد`, `row ${n}: sstid must be 13 digits`),
      );
    // The system's error 0103502: a unit code outside its table (the field itself is optional in pattern 1).
    if (row.mu !== undefined && !isMoadianUnitCode(row.mu))
      problems.push(
        reason(
          `body.${n}.mu`,
          `ردیف ${fa}: کد واحد اندازه‌گیری جزو مقادیر مجاز نیست`,
          `row ${n}: mu is not an allowed unit code`,
        ),
      );
    if (row.adis !== row.prdis - row.dis || row.tsstam !== row.adis + row.vam)
      problems.push(
        reason(`body.${n}.sum`, `ردیف ${fa}: مبالغ ردیف با هم نمی‌خوانند`, `row ${n}: amounts do not add up`),
      );
  });
  const sums: [keyof MoadianInvoice['header'], number][] = [
    ['tprdis', sum(body.map((r) => r.prdis))],
    ['tdis', sum(body.map((r) => r.dis))],
    ['tadis', sum(body.map((r) => r.adis))],
    ['tvam', sum(body.map((r) => r.vam))],
  ];
  for (const [field, expected] of sums)
    if (header[field] !== expected)
      problems.push(
        reason(`${field}.sum`, `جمع ${field} با جمع ردیف‌ها برابر نیست`, `${field} is not the sum of the rows`),
      );
  if (header.tbill !== header.tadis + header.tvam + header.todam)
    problems.push(reason('tbill.sum', 'مبلغ کل صورتحساب با جمع اجزای آن برابر نیست', 'tbill does not add up'));
  return problems;
}

// The technical properties of a product (or the typical ones of a base product) as a two-column table:
// property name, then its value with the unit symbol (ranges as «۱۰ تا ۲۰ m³/h», options by label).
import type { PropertyValue } from '@bazaar/contracts/catalog-products';
import { formatPropertyValue } from './property-format';

interface ProductPropertiesTableProps {
  values: PropertyValue[];
  caption: string;
}

export function ProductPropertiesTable({ values, caption }: ProductPropertiesTableProps) {
  const rows = values
    .map((value) => ({ value, formatted: formatPropertyValue(value) }))
    .filter((row) => row.formatted !== null);
  if (rows.length === 0) return <p className="text-slate-700">مشخصات فنی برای این مورد ثبت نشده است.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-start">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              ویژگی
            </th>
            <th scope="col" className="px-4 py-2 text-start font-medium">
              مقدار
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ value, formatted }) => (
            <tr key={value.propertyId}>
              <th scope="row" className="w-1/2 px-4 py-3 text-start font-medium text-slate-800">
                {value.name}
              </th>
              <td className="px-4 py-3 text-slate-900">
                {formatted?.text}
                {formatted?.unit ? (
                  <>
                    {' '}
                    <bdi dir="ltr" title={value.unit?.name}>
                      {formatted.unit}
                    </bdi>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
      {/* `.spec-table` (globals.css) styles the cells: not the same classes on each of the rows, twice (HTML and payload). */}
      <table className="spec-table w-full text-start">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col">ویژگی</th>
            <th scope="col">مقدار</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ value, formatted }) => (
            <tr key={value.propertyId}>
              <th scope="row">{value.name}</th>
              <td>
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

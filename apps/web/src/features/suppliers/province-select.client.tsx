'use client';
// The province choice of the supplier lists' filters, drawn on the client from [id, name] pairs: the page's React
// payload carries the 31 names once, not 31 <option> elements beside the same options in the HTML (issue 34).
export function ProvinceSelect({ provinces, value }: { provinces: [id: number, name: string][]; value: string }) {
  return (
    <div>
      <label htmlFor="supplier-filter-province" className="lbl">
        استان
      </label>
      <select id="supplier-filter-province" name="province" defaultValue={value} className="fld">
        <option value="">همهٔ استان‌ها</option>
        {provinces.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

'use client';
// Province and city selects of the supplier registration form: choosing a province loads its cities in place
// (GET /cities/filter through the site's own /api). Without JavaScript the city list of the province in the
// page's address (`?provinceId=`) is rendered by the server.
import { bind } from '@bazaar/api-client/endpoint-client';
import { type City, geographyEndpoints, type Province } from '@bazaar/contracts/geography';
import { useState } from 'react';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { browserHttp } from '@/lib/browser-api';

const geographyApi = bind(browserHttp, geographyEndpoints);

export function ProvinceCity({
  provinces,
  initialCities,
  initialProvinceId,
}: {
  provinces: Province[];
  initialCities: City[];
  initialProvinceId: number | null;
}) {
  const [provinceId, setProvinceId] = useState(initialProvinceId ? String(initialProvinceId) : '');
  const [cities, setCities] = useState(initialCities);
  const [loading, setLoading] = useState(false);

  async function choose(value: string) {
    setProvinceId(value);
    setCities([]);
    if (!value) return;
    setLoading(true);
    try {
      setCities((await geographyApi.cities({ query: { provinceId: Number(value), pageSize: 100 } })).items);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <div>
        <label htmlFor="reg-province" className={labelClass}>
          استان
        </label>
        <select
          id="reg-province"
          name="provinceId"
          value={provinceId}
          onChange={(e) => void choose(e.target.value)}
          aria-describedby="reg-province-error"
          className={inputClass()}
        >
          <option value="">انتخاب استان</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <FieldMessage field="provinceId" id="reg-province-error" />
      </div>
      <div>
        <label htmlFor="reg-city" className={labelClass}>
          شهر
        </label>
        <select
          id="reg-city"
          name="cityId"
          aria-describedby="reg-city-error"
          aria-busy={loading}
          className={inputClass()}
        >
          <option value="">{loading ? 'در حال بارگیری شهرها…' : 'انتخاب شهر'}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldMessage field="cityId" id="reg-city-error" />
      </div>
    </>
  );
}

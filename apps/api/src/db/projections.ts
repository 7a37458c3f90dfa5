// Column selections that several repositories join on (db/ is shared by every repository; a module never
// imports another module's repository for them).
import { cities, provinces } from './schema/geography.js';

/** The City contract's columns; needs `provinces` joined on the city's province. */
export const cityColumns = {
  id: cities.id,
  provinceId: cities.provinceId,
  provinceName: provinces.name,
  name: cities.name,
  latinName: cities.latinName,
  isCapital: cities.isCapital,
};

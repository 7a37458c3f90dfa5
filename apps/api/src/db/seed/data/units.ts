// Measurement quantities and their units for technical properties (category-properties.ts).
// Pure data, no database access here. A value in a unit converts to the quantity's base unit as
// `base = value * factor + offset` (offset only for temperature scales). Each base unit has factor 1, offset 0.
// Factors are exact by definition (SI, international inch/foot/pound, US gallon, IT calorie and BTU,
// standard gravity 9.80665 m/s²) or given to at least 12 significant digits.
// Keys are lowercase ASCII slugs, unique across all quantities. Persian names are in normalizePersian form.

export interface UnitSeed {
  key: string;
  name: string;
  symbol: string;
  factor: number;
  offset?: number;
}

export interface QuantitySeed {
  key: string;
  name: string;
  baseUnit: string;
  units: UnitSeed[];
}

/** 1 lbf = 0.45359237 kg × 9.80665 m/s² (exact). */
const POUND_FORCE_N = 4.4482216152605;
/** 1 psi = 1 lbf / in² = 4.4482216152605 N / 0.00064516 m². */
const PSI_PA = 6894.757293168361;
/** Mechanical horsepower: 550 ft·lbf/s. */
const HP_W = 745.6998715822702;
/** International Table BTU in joules (exact by definition). */
const BTU_J = 1055.05585262;
/** US liquid gallon in m³ (exact: 231 in³). */
const US_GALLON_M3 = 0.003785411784;
/** Cubic foot in m³ (exact: 0.3048³). */
const CUBIC_FOOT_M3 = 0.028316846592;

export const MEASUREMENT_QUANTITIES: readonly QuantitySeed[] = [
  {
    key: 'length',
    name: 'طول',
    baseUnit: 'm',
    units: [
      { key: 'um', name: 'میکرومتر', symbol: 'µm', factor: 1e-6 },
      { key: 'mm', name: 'میلی‌متر', symbol: 'mm', factor: 0.001 },
      { key: 'cm', name: 'سانتی‌متر', symbol: 'cm', factor: 0.01 },
      { key: 'm', name: 'متر', symbol: 'm', factor: 1 },
      { key: 'km', name: 'کیلومتر', symbol: 'km', factor: 1000 },
      { key: 'inch', name: 'اینچ', symbol: 'in', factor: 0.0254 },
      { key: 'ft', name: 'فوت', symbol: 'ft', factor: 0.3048 },
    ],
  },
  {
    key: 'mass',
    name: 'جرم',
    baseUnit: 'kg',
    units: [
      { key: 'g', name: 'گرم', symbol: 'g', factor: 0.001 },
      { key: 'kg', name: 'کیلوگرم', symbol: 'kg', factor: 1 },
      { key: 'tonne', name: 'تن (متریک)', symbol: 't', factor: 1000 },
      { key: 'lb', name: 'پوند', symbol: 'lb', factor: 0.45359237 },
    ],
  },
  {
    key: 'pressure',
    name: 'فشار',
    baseUnit: 'pa',
    units: [
      { key: 'pa', name: 'پاسکال', symbol: 'Pa', factor: 1 },
      { key: 'kpa', name: 'کیلوپاسکال', symbol: 'kPa', factor: 1000 },
      { key: 'mpa', name: 'مگاپاسکال', symbol: 'MPa', factor: 1e6 },
      { key: 'mbar', name: 'میلی‌بار', symbol: 'mbar', factor: 100 },
      { key: 'bar', name: 'بار', symbol: 'bar', factor: 1e5 },
      { key: 'psi', name: 'پوند بر اینچ مربع', symbol: 'psi', factor: PSI_PA },
      { key: 'atm', name: 'اتمسفر استاندارد', symbol: 'atm', factor: 101325 },
      // Conventional millimetre of mercury: 13.5951 kg/L × 9.80665 m/s² × 1 mm (exact by convention).
      { key: 'mmhg', name: 'میلی‌متر جیوه', symbol: 'mmHg', factor: 133.322387415 },
      // Conventional metre of water column (1000 kg/m³ × 9.80665 m/s²).
      { key: 'mh2o', name: 'متر ستون آب', symbol: 'mH₂O', factor: 9806.65 },
      { key: 'kgf_per_cm2', name: 'کیلوگرم‌نیرو بر سانتی‌متر مربع', symbol: 'kgf/cm²', factor: 98066.5 },
    ],
  },
  {
    key: 'volume_flow',
    name: 'دبی حجمی',
    baseUnit: 'm3_per_s',
    units: [
      { key: 'm3_per_s', name: 'متر مکعب بر ثانیه', symbol: 'm³/s', factor: 1 },
      { key: 'm3_per_min', name: 'متر مکعب بر دقیقه', symbol: 'm³/min', factor: 1 / 60 },
      { key: 'm3_per_h', name: 'متر مکعب بر ساعت', symbol: 'm³/h', factor: 1 / 3600 },
      { key: 'l_per_s', name: 'لیتر بر ثانیه', symbol: 'L/s', factor: 0.001 },
      { key: 'l_per_min', name: 'لیتر بر دقیقه', symbol: 'L/min', factor: 0.001 / 60 },
      { key: 'l_per_h', name: 'لیتر بر ساعت', symbol: 'L/h', factor: 0.001 / 3600 },
      { key: 'gpm_us', name: 'گالن آمریکایی بر دقیقه', symbol: 'gpm (US)', factor: US_GALLON_M3 / 60 },
      { key: 'cfm', name: 'فوت مکعب بر دقیقه', symbol: 'cfm', factor: CUBIC_FOOT_M3 / 60 },
    ],
  },
  {
    key: 'mass_flow',
    name: 'دبی جرمی',
    baseUnit: 'kg_per_s',
    units: [
      { key: 'kg_per_s', name: 'کیلوگرم بر ثانیه', symbol: 'kg/s', factor: 1 },
      { key: 'kg_per_h', name: 'کیلوگرم بر ساعت', symbol: 'kg/h', factor: 1 / 3600 },
      { key: 't_per_h', name: 'تن بر ساعت', symbol: 't/h', factor: 1000 / 3600 },
    ],
  },
  {
    key: 'power',
    name: 'توان',
    baseUnit: 'w',
    units: [
      { key: 'w', name: 'وات', symbol: 'W', factor: 1 },
      { key: 'kw', name: 'کیلووات', symbol: 'kW', factor: 1000 },
      { key: 'mw', name: 'مگاوات', symbol: 'MW', factor: 1e6 },
      { key: 'hp', name: 'اسب بخار (مکانیکی)', symbol: 'hp', factor: HP_W },
      { key: 'ps', name: 'اسب بخار متریک', symbol: 'PS', factor: 735.49875 },
      // International Table kilocalorie per hour: 4186.8 J / 3600 s (exact).
      { key: 'kcal_per_h', name: 'کیلوکالری بر ساعت', symbol: 'kcal/h', factor: 1.163 },
      { key: 'btu_per_h', name: 'بی‌تی‌یو بر ساعت', symbol: 'BTU/h', factor: BTU_J / 3600 },
      // Ton of refrigeration: 12 000 BTU/h.
      { key: 'tr', name: 'تن تبرید', symbol: 'TR', factor: (12000 * BTU_J) / 3600 },
    ],
  },
  {
    key: 'apparent_power',
    name: 'توان ظاهری',
    baseUnit: 'va',
    units: [
      { key: 'va', name: 'ولت‌آمپر', symbol: 'VA', factor: 1 },
      { key: 'kva', name: 'کیلوولت‌آمپر', symbol: 'kVA', factor: 1000 },
      { key: 'mva', name: 'مگاولت‌آمپر', symbol: 'MVA', factor: 1e6 },
    ],
  },
  {
    key: 'reactive_power',
    name: 'توان راکتیو',
    baseUnit: 'var',
    units: [
      { key: 'var', name: 'ولت‌آمپر راکتیو', symbol: 'var', factor: 1 },
      { key: 'kvar', name: 'کیلووار', symbol: 'kvar', factor: 1000 },
      { key: 'mvar', name: 'مگاوار', symbol: 'Mvar', factor: 1e6 },
    ],
  },
  {
    key: 'voltage',
    name: 'ولتاژ',
    baseUnit: 'v',
    units: [
      { key: 'v', name: 'ولت', symbol: 'V', factor: 1 },
      { key: 'kv', name: 'کیلوولت', symbol: 'kV', factor: 1000 },
    ],
  },
  {
    key: 'current',
    name: 'جریان الکتریکی',
    baseUnit: 'a',
    units: [
      { key: 'ma', name: 'میلی‌آمپر', symbol: 'mA', factor: 0.001 },
      { key: 'a', name: 'آمپر', symbol: 'A', factor: 1 },
      { key: 'ka', name: 'کیلوآمپر', symbol: 'kA', factor: 1000 },
    ],
  },
  {
    key: 'temperature',
    name: 'دما',
    baseUnit: 'deg_c',
    units: [
      { key: 'deg_c', name: 'درجه سلسیوس', symbol: '°C', factor: 1 },
      // °C = (°F − 32) × 5/9 = °F × 5/9 − 160/9
      { key: 'deg_f', name: 'درجه فارنهایت', symbol: '°F', factor: 5 / 9, offset: -160 / 9 },
      { key: 'kelvin', name: 'کلوین', symbol: 'K', factor: 1, offset: -273.15 },
    ],
  },
  {
    key: 'volume',
    name: 'حجم',
    baseUnit: 'm3',
    units: [
      { key: 'cm3', name: 'سانتی‌متر مکعب', symbol: 'cm³', factor: 1e-6 },
      { key: 'l', name: 'لیتر', symbol: 'L', factor: 0.001 },
      { key: 'm3', name: 'متر مکعب', symbol: 'm³', factor: 1 },
      { key: 'gal_us', name: 'گالن آمریکایی', symbol: 'gal (US)', factor: US_GALLON_M3 },
      // Oil barrel: 42 US gallons.
      { key: 'bbl', name: 'بشکه نفت', symbol: 'bbl', factor: 42 * US_GALLON_M3 },
    ],
  },
  {
    key: 'area',
    name: 'مساحت',
    baseUnit: 'm2',
    units: [
      { key: 'mm2', name: 'میلی‌متر مربع', symbol: 'mm²', factor: 1e-6 },
      { key: 'cm2', name: 'سانتی‌متر مربع', symbol: 'cm²', factor: 1e-4 },
      { key: 'm2', name: 'متر مربع', symbol: 'm²', factor: 1 },
      { key: 'in2', name: 'اینچ مربع', symbol: 'in²', factor: 0.00064516 },
      { key: 'ft2', name: 'فوت مربع', symbol: 'ft²', factor: 0.09290304 },
    ],
  },
  {
    key: 'speed',
    name: 'سرعت',
    baseUnit: 'm_per_s',
    units: [
      { key: 'm_per_s', name: 'متر بر ثانیه', symbol: 'm/s', factor: 1 },
      { key: 'm_per_min', name: 'متر بر دقیقه', symbol: 'm/min', factor: 1 / 60 },
      { key: 'km_per_h', name: 'کیلومتر بر ساعت', symbol: 'km/h', factor: 1 / 3.6 },
    ],
  },
  {
    key: 'rotational_speed',
    name: 'سرعت دورانی',
    baseUnit: 'rpm',
    units: [
      { key: 'rpm', name: 'دور بر دقیقه', symbol: 'rpm', factor: 1 },
      { key: 'rps', name: 'دور بر ثانیه', symbol: 'rps', factor: 60 },
      // 1 rad/s = 60 / (2π) rpm
      { key: 'rad_per_s', name: 'رادیان بر ثانیه', symbol: 'rad/s', factor: 30 / Math.PI },
    ],
  },
  {
    key: 'frequency',
    name: 'فرکانس',
    baseUnit: 'hz',
    units: [
      { key: 'hz', name: 'هرتز', symbol: 'Hz', factor: 1 },
      { key: 'khz', name: 'کیلوهرتز', symbol: 'kHz', factor: 1000 },
      { key: 'mhz', name: 'مگاهرتز', symbol: 'MHz', factor: 1e6 },
    ],
  },
  {
    key: 'torque',
    name: 'گشتاور',
    baseUnit: 'n_m',
    units: [
      { key: 'n_m', name: 'نیوتن‌متر', symbol: 'N·m', factor: 1 },
      { key: 'kn_m', name: 'کیلونیوتن‌متر', symbol: 'kN·m', factor: 1000 },
      { key: 'kgf_m', name: 'کیلوگرم‌نیرو متر', symbol: 'kgf·m', factor: 9.80665 },
      { key: 'lbf_ft', name: 'پوند‌نیرو فوت', symbol: 'lbf·ft', factor: POUND_FORCE_N * 0.3048 },
    ],
  },
  {
    key: 'force',
    name: 'نیرو',
    baseUnit: 'n',
    units: [
      { key: 'n', name: 'نیوتن', symbol: 'N', factor: 1 },
      { key: 'kn', name: 'کیلونیوتن', symbol: 'kN', factor: 1000 },
      { key: 'kgf', name: 'کیلوگرم‌نیرو', symbol: 'kgf', factor: 9.80665 },
      { key: 'tf', name: 'تن‌نیرو', symbol: 'tf', factor: 9806.65 },
      { key: 'lbf', name: 'پوند‌نیرو', symbol: 'lbf', factor: POUND_FORCE_N },
    ],
  },
  {
    key: 'energy',
    name: 'انرژی',
    baseUnit: 'j',
    units: [
      { key: 'j', name: 'ژول', symbol: 'J', factor: 1 },
      { key: 'kj', name: 'کیلوژول', symbol: 'kJ', factor: 1000 },
      { key: 'mj', name: 'مگاژول', symbol: 'MJ', factor: 1e6 },
      { key: 'kwh', name: 'کیلووات‌ساعت', symbol: 'kWh', factor: 3.6e6 },
      { key: 'kcal', name: 'کیلوکالری', symbol: 'kcal', factor: 4186.8 },
      { key: 'btu', name: 'بی‌تی‌یو', symbol: 'BTU', factor: BTU_J },
    ],
  },
  {
    key: 'density',
    name: 'چگالی',
    baseUnit: 'kg_per_m3',
    units: [
      { key: 'kg_per_m3', name: 'کیلوگرم بر متر مکعب', symbol: 'kg/m³', factor: 1 },
      { key: 'g_per_cm3', name: 'گرم بر سانتی‌متر مکعب', symbol: 'g/cm³', factor: 1000 },
    ],
  },
  {
    key: 'kinematic_viscosity',
    name: 'گرانروی سینماتیکی',
    baseUnit: 'm2_per_s',
    units: [
      { key: 'm2_per_s', name: 'متر مربع بر ثانیه', symbol: 'm²/s', factor: 1 },
      { key: 'cst', name: 'سانتی‌استوکس', symbol: 'cSt', factor: 1e-6 },
    ],
  },
  {
    key: 'dynamic_viscosity',
    name: 'گرانروی دینامیکی',
    baseUnit: 'pa_s',
    units: [
      { key: 'pa_s', name: 'پاسکال‌ثانیه', symbol: 'Pa·s', factor: 1 },
      { key: 'mpa_s', name: 'میلی‌پاسکال‌ثانیه (سانتی‌پوآز)', symbol: 'mPa·s', factor: 0.001 },
      { key: 'poise', name: 'پوآز', symbol: 'P', factor: 0.1 },
    ],
  },
  {
    key: 'linear_mass',
    name: 'وزن واحد طول',
    baseUnit: 'kg_per_m',
    units: [
      { key: 'kg_per_m', name: 'کیلوگرم بر متر', symbol: 'kg/m', factor: 1 },
      { key: 'lb_per_ft', name: 'پوند بر فوت', symbol: 'lb/ft', factor: 0.45359237 / 0.3048 },
    ],
  },
  {
    key: 'luminous_flux',
    name: 'شار نوری',
    baseUnit: 'lm',
    units: [
      { key: 'lm', name: 'لومن', symbol: 'lm', factor: 1 },
      { key: 'klm', name: 'کیلولومن', symbol: 'klm', factor: 1000 },
    ],
  },
  {
    key: 'time',
    name: 'زمان',
    baseUnit: 'second',
    units: [
      { key: 'second', name: 'ثانیه', symbol: 's', factor: 1 },
      { key: 'minute', name: 'دقیقه', symbol: 'min', factor: 60 },
      { key: 'hour', name: 'ساعت', symbol: 'h', factor: 3600 },
      { key: 'day', name: 'روز', symbol: 'd', factor: 86400 },
      { key: 'week', name: 'هفته', symbol: 'wk', factor: 604800 },
    ],
  },
];

// Demo category tree seeded into `categories`: the four root types (spec section 1) with their
// level-2 groups, level-3 items and a few level-4 leaves. Pure data, no database access here.
// Names are stored Persian (ی/ک, ZWNJ, Latin digits, i.e. already in normalizePersian form);
// `scientificName` is the English technical term; `icon` is set on roots and level-2 nodes only.
import type { CategoryType } from '@bazaar/contracts/categories';

export interface CategorySeedNode {
  /** Persian display name. */
  name: string;
  /** English technical name. */
  scientificName: string;
  /** Only on roots and level-2 nodes. */
  icon?: string;
  children?: CategorySeedNode[];
}

export interface CategoryRootSeed {
  categoryType: CategoryType;
  name: string;
  scientificName: string;
  icon: string;
  children: CategorySeedNode[];
}

export const CATEGORY_TREE: readonly CategoryRootSeed[] = [
  // ───────────────────────────── Level 1: IndustrialService ─────────────────────────────
  {
    categoryType: 'IndustrialService',
    name: 'ساخت و تولید صنعتی',
    scientificName: 'Industrial manufacturing and production services',
    icon: 'factory',
    children: [
      {
        name: 'ماشین‌کاری',
        scientificName: 'Machining services',
        icon: 'gear',
        children: [
          {
            name: 'ماشین‌کاری CNC',
            scientificName: 'CNC machining',
            children: [
              { name: 'فرزکاری CNC', scientificName: 'CNC milling' },
              { name: 'تراشکاری CNC', scientificName: 'CNC turning' },
              { name: 'ماشین‌کاری پنج‌محور', scientificName: '5-axis CNC machining' },
            ],
          },
          { name: 'تراشکاری', scientificName: 'Conventional lathe turning' },
          { name: 'فرزکاری', scientificName: 'Conventional milling' },
          { name: 'سنگ‌زنی', scientificName: 'Precision grinding' },
          { name: 'وایرکات', scientificName: 'Wire electrical discharge machining (wire EDM)' },
          { name: 'اسپارک', scientificName: 'Die-sinking electrical discharge machining (EDM)' },
          { name: 'چرخ‌دنده‌سازی', scientificName: 'Gear cutting and gear manufacturing' },
        ],
      },
      {
        name: 'ریخته‌گری',
        scientificName: 'Metal casting',
        icon: 'flame',
        children: [
          { name: 'ریخته‌گری دقیق', scientificName: 'Investment (lost-wax) casting' },
          { name: 'ریخته‌گری ماسه‌ای', scientificName: 'Sand casting' },
          { name: 'ریخته‌گری تحت فشار', scientificName: 'High-pressure die casting' },
          { name: 'ریخته‌گری گریز از مرکز', scientificName: 'Centrifugal casting' },
          { name: 'ریخته‌گری چدن', scientificName: 'Grey and ductile iron casting' },
          { name: 'ریخته‌گری فولاد', scientificName: 'Steel casting' },
          { name: 'ریخته‌گری فلزات غیرآهنی', scientificName: 'Non-ferrous metal casting' },
        ],
      },
      {
        name: 'آهنگری و شکل‌دهی فلزات',
        scientificName: 'Forging and metal forming',
        icon: 'steel',
        children: [
          {
            name: 'آهنگری',
            scientificName: 'Forging',
            children: [
              { name: 'آهنگری قالب‌بسته', scientificName: 'Closed-die forging' },
              { name: 'آهنگری آزاد', scientificName: 'Open-die forging' },
            ],
          },
          { name: 'پرسکاری', scientificName: 'Metal stamping and press work' },
          { name: 'کشش عمیق', scientificName: 'Deep drawing' },
          { name: 'نورد و رول‌فرمینگ', scientificName: 'Rolling and roll forming' },
          { name: 'اکستروژن آلومینیوم', scientificName: 'Aluminium extrusion' },
          { name: 'خمکاری لوله و پروفیل', scientificName: 'Tube and profile bending' },
        ],
      },
      {
        name: 'برشکاری و ورق‌کاری',
        scientificName: 'Cutting and sheet metal work',
        icon: 'layers',
        children: [
          { name: 'برش لیزر', scientificName: 'Laser cutting' },
          { name: 'برش پلاسما', scientificName: 'CNC plasma cutting' },
          { name: 'برش واترجت', scientificName: 'Waterjet cutting' },
          { name: 'خمکاری ورق', scientificName: 'Press brake sheet bending' },
          { name: 'پانچ CNC', scientificName: 'CNC turret punching' },
          { name: 'ساخت قطعات ورقی', scientificName: 'Sheet metal fabrication' },
        ],
      },
      {
        name: 'جوشکاری',
        scientificName: 'Welding services',
        icon: 'zap',
        children: [
          { name: 'جوشکاری آرگون', scientificName: 'Gas tungsten arc welding (TIG/GTAW)' },
          { name: 'جوشکاری CO2', scientificName: 'Gas metal arc welding (MIG/MAG)' },
          { name: 'جوشکاری برق', scientificName: 'Shielded metal arc welding (SMAW)' },
          { name: 'جوشکاری زیرپودری', scientificName: 'Submerged arc welding (SAW)' },
          { name: 'جوشکاری خطوط لوله', scientificName: 'Pipeline welding' },
          { name: 'جوشکاری نقطه‌ای', scientificName: 'Resistance spot welding' },
          { name: 'روکش‌کاری سخت (هاردفیسینگ)', scientificName: 'Hardfacing' },
        ],
      },
      {
        name: 'ساخت سازه و مخازن',
        scientificName: 'Structural steel and vessel fabrication',
        icon: 'factory',
        children: [
          { name: 'ساخت سازه فلزی', scientificName: 'Structural steel fabrication' },
          { name: 'ساخت و نصب سوله', scientificName: 'Steel building fabrication and erection' },
          { name: 'ساخت مخازن تحت فشار', scientificName: 'Pressure vessel fabrication' },
          { name: 'ساخت مخازن ذخیره', scientificName: 'Storage tank fabrication' },
          { name: 'ساخت اسکید', scientificName: 'Skid fabrication' },
          { name: 'اجرای پایپینگ صنعتی', scientificName: 'Industrial piping installation' },
        ],
      },
      {
        name: 'قالب‌سازی و قطعات پلاستیکی',
        scientificName: 'Tooling and plastic part production',
        icon: 'flask',
        children: [
          {
            name: 'قالب‌سازی',
            scientificName: 'Mould and die making',
            children: [
              { name: 'قالب تزریق پلاستیک', scientificName: 'Plastic injection moulds' },
              { name: 'قالب پرس', scientificName: 'Press tools and stamping dies' },
              { name: 'قالب دایکست', scientificName: 'Die-casting dies' },
            ],
          },
          { name: 'تزریق پلاستیک', scientificName: 'Plastic injection moulding' },
          { name: 'قالب‌گیری بادی', scientificName: 'Blow moulding' },
          { name: 'اکستروژن پلاستیک', scientificName: 'Plastic extrusion' },
          { name: 'تولید قطعات لاستیکی', scientificName: 'Rubber moulding' },
          { name: 'پرینت سه‌بعدی صنعتی', scientificName: 'Industrial 3D printing (additive manufacturing)' },
        ],
      },
      {
        name: 'عملیات حرارتی و پوشش‌دهی',
        scientificName: 'Heat treatment and surface finishing',
        icon: 'flame',
        children: [
          {
            name: 'عملیات حرارتی',
            scientificName: 'Heat treatment',
            children: [
              { name: 'سخت‌کاری و تمپر', scientificName: 'Hardening and tempering' },
              { name: 'نیتراسیون', scientificName: 'Nitriding' },
              { name: 'سمانتاسیون (کربن‌دهی)', scientificName: 'Carburising (case hardening)' },
              { name: 'آنیل‌کاری', scientificName: 'Annealing' },
            ],
          },
          { name: 'گالوانیزه گرم', scientificName: 'Hot-dip galvanising' },
          { name: 'آبکاری الکتریکی', scientificName: 'Electroplating (zinc, nickel, chrome)' },
          { name: 'رنگ پودری الکترواستاتیک', scientificName: 'Electrostatic powder coating' },
          { name: 'سندبلاست', scientificName: 'Abrasive blasting (sandblasting)' },
          { name: 'آنودایزینگ', scientificName: 'Anodising' },
          { name: 'پوشش‌دهی حرارتی', scientificName: 'Thermal spray coating' },
        ],
      },
      {
        name: 'تعمیرات، اورهال و مونتاژ',
        scientificName: 'Repair, overhaul and assembly',
        icon: 'wrench',
        children: [
          { name: 'تعمیر پمپ', scientificName: 'Pump repair' },
          { name: 'سیم‌پیچی الکتروموتور', scientificName: 'Electric motor rewinding' },
          { name: 'تعمیر و بازسازی گیربکس', scientificName: 'Gearbox repair and reconditioning' },
          { name: 'تعمیر جک و قطعات هیدرولیک', scientificName: 'Hydraulic cylinder and component repair' },
          { name: 'اورهال تجهیزات دوار', scientificName: 'Rotating equipment overhaul' },
          { name: 'بالانس دینامیکی', scientificName: 'Dynamic balancing' },
          { name: 'مونتاژ ماشین‌آلات', scientificName: 'Machinery assembly' },
          { name: 'مونتاژ تابلو برق', scientificName: 'Electrical panel assembly' },
        ],
      },
    ],
  },

  // ───────────────────────────── Level 1: Product ─────────────────────────────
  {
    categoryType: 'Product',
    name: 'تجهیزات و کالای صنعتی',
    scientificName: 'Industrial equipment and goods',
    icon: 'gear',
    children: [
      {
        name: 'پمپ',
        scientificName: 'Pumps',
        icon: 'pump',
        children: [
          { name: 'پمپ سانتریفیوژ', scientificName: 'Centrifugal pumps' },
          { name: 'پمپ طبقاتی', scientificName: 'Multistage pumps' },
          { name: 'پمپ شناور', scientificName: 'Submersible pumps' },
          { name: 'پمپ دنده‌ای', scientificName: 'Gear pumps' },
          { name: 'پمپ دیافراگمی', scientificName: 'Diaphragm pumps' },
          { name: 'پمپ پیستونی', scientificName: 'Reciprocating piston pumps' },
          { name: 'پمپ لجن‌کش', scientificName: 'Sludge and slurry pumps' },
        ],
      },
      {
        name: 'شیرآلات صنعتی',
        scientificName: 'Industrial valves',
        icon: 'valve',
        children: [
          { name: 'شیر پروانه‌ای', scientificName: 'Butterfly valves' },
          { name: 'شیر توپی', scientificName: 'Ball valves' },
          { name: 'شیر کشویی', scientificName: 'Gate valves' },
          { name: 'شیر یک‌طرفه', scientificName: 'Check valves' },
          { name: 'شیر سماوری', scientificName: 'Globe valves' },
          { name: 'شیر اطمینان', scientificName: 'Safety and relief valves' },
          { name: 'شیر کنترل', scientificName: 'Control valves' },
          { name: 'شیر برقی', scientificName: 'Solenoid valves' },
        ],
      },
      {
        name: 'لوله و اتصالات',
        scientificName: 'Pipes and fittings',
        icon: 'pipe',
        children: [
          { name: 'لوله مانیسمان', scientificName: 'Seamless steel pipes' },
          { name: 'لوله درزدار', scientificName: 'Welded steel pipes' },
          { name: 'لوله گالوانیزه', scientificName: 'Galvanised steel pipes' },
          { name: 'لوله استیل', scientificName: 'Stainless steel pipes' },
          { name: 'لوله پلی‌اتیلن', scientificName: 'Polyethylene (HDPE) pipes' },
          {
            name: 'فلنج',
            scientificName: 'Pipe flanges',
            children: [
              { name: 'فلنج گلودار', scientificName: 'Weld neck flanges' },
              { name: 'فلنج تخت', scientificName: 'Slip-on flanges' },
              { name: 'فلنج کور', scientificName: 'Blind flanges' },
            ],
          },
          {
            name: 'اتصالات جوشی',
            scientificName: 'Butt-weld pipe fittings',
            children: [
              { name: 'زانو جوشی', scientificName: 'Butt-weld elbows' },
              { name: 'سه‌راهی جوشی', scientificName: 'Butt-weld tees' },
              { name: 'تبدیل جوشی', scientificName: 'Butt-weld reducers' },
              { name: 'کلاهک جوشی', scientificName: 'Butt-weld caps' },
            ],
          },
          { name: 'اتصالات دنده‌ای', scientificName: 'Threaded pipe fittings' },
        ],
      },
      {
        name: 'آهن‌آلات و مقاطع فولادی',
        scientificName: 'Steel products and sections',
        icon: 'steel',
        children: [
          {
            name: 'ورق فولادی',
            scientificName: 'Steel sheets and plates',
            children: [
              { name: 'ورق سیاه', scientificName: 'Hot-rolled (black) steel sheet' },
              { name: 'ورق گالوانیزه', scientificName: 'Galvanised steel sheet' },
              { name: 'ورق روغنی', scientificName: 'Cold-rolled (oiled) steel sheet' },
              { name: 'ورق استیل', scientificName: 'Stainless steel sheet' },
              { name: 'ورق آجدار', scientificName: 'Chequered (tread) plate' },
            ],
          },
          {
            name: 'تیرآهن',
            scientificName: 'Steel beams',
            children: [
              { name: 'تیرآهن IPE', scientificName: 'IPE I-beams' },
              { name: 'تیرآهن هاش (HEA/HEB)', scientificName: 'Wide-flange H-beams (HEA/HEB)' },
            ],
          },
          {
            name: 'میلگرد',
            scientificName: 'Steel bars',
            children: [
              { name: 'میلگرد آجدار', scientificName: 'Deformed reinforcing bars (rebar)' },
              { name: 'میلگرد ساده', scientificName: 'Plain round bars' },
            ],
          },
          { name: 'نبشی', scientificName: 'Steel angles' },
          { name: 'ناودانی', scientificName: 'Steel channels (UNP)' },
          { name: 'پروفیل و قوطی فولادی', scientificName: 'Steel hollow sections' },
          { name: 'فولاد آلیاژی', scientificName: 'Alloy and tool steel bars' },
        ],
      },
      {
        name: 'الکتروموتور و درایو',
        scientificName: 'Electric motors and drives',
        icon: 'motor',
        children: [
          { name: 'الکتروموتور سه‌فاز', scientificName: 'Three-phase induction motors' },
          { name: 'الکتروموتور تک‌فاز', scientificName: 'Single-phase motors' },
          { name: 'الکتروموتور ضدانفجار', scientificName: 'Explosion-proof motors' },
          { name: 'سروو موتور', scientificName: 'Servo motors' },
          { name: 'استپر موتور', scientificName: 'Stepper motors' },
          { name: 'اینورتر', scientificName: 'Variable frequency drives (VFD)' },
          { name: 'سافت استارتر', scientificName: 'Soft starters' },
        ],
      },
      {
        name: 'گیربکس و انتقال قدرت',
        scientificName: 'Gearboxes and power transmission',
        icon: 'gear',
        children: [
          { name: 'گیربکس حلزونی', scientificName: 'Worm gearboxes' },
          { name: 'گیربکس هلیکال', scientificName: 'Helical gear units' },
          { name: 'گیربکس خورشیدی', scientificName: 'Planetary gearboxes' },
          {
            name: 'بلبرینگ و رولبرینگ',
            scientificName: 'Rolling bearings',
            children: [
              { name: 'بلبرینگ شیار عمیق', scientificName: 'Deep groove ball bearings' },
              { name: 'رولبرینگ مخروطی', scientificName: 'Tapered roller bearings' },
              { name: 'رولبرینگ بشکه‌ای', scientificName: 'Spherical roller bearings' },
              { name: 'یاتاقان پیلوبلاک', scientificName: 'Pillow block bearing units' },
            ],
          },
          { name: 'کوپلینگ', scientificName: 'Shaft couplings' },
          { name: 'تسمه و پولی', scientificName: 'Belts and pulleys' },
          { name: 'زنجیر و چرخ‌زنجیر', scientificName: 'Roller chains and sprockets' },
        ],
      },
      {
        name: 'کمپرسور و هوای فشرده',
        scientificName: 'Compressors and compressed air',
        icon: 'gauge',
        children: [
          { name: 'کمپرسور اسکرو', scientificName: 'Rotary screw air compressors' },
          { name: 'کمپرسور پیستونی', scientificName: 'Reciprocating (piston) compressors' },
          { name: 'کمپرسور سانتریفیوژ', scientificName: 'Centrifugal compressors' },
          { name: 'درایر هوای فشرده', scientificName: 'Compressed air dryers' },
          { name: 'مخزن هوای فشرده', scientificName: 'Compressed air receivers' },
          { name: 'فیلتر هوای فشرده', scientificName: 'Compressed air filters' },
          { name: 'بلوئر و فن صنعتی', scientificName: 'Industrial blowers and fans' },
        ],
      },
      {
        name: 'تجهیزات برق صنعتی',
        scientificName: 'Industrial electrical equipment',
        icon: 'zap',
        children: [
          {
            name: 'ترانسفورماتور',
            scientificName: 'Power transformers',
            children: [
              { name: 'ترانسفورماتور روغنی', scientificName: 'Oil-immersed transformers' },
              { name: 'ترانسفورماتور خشک', scientificName: 'Dry-type (cast resin) transformers' },
            ],
          },
          {
            name: 'کابل و سیم',
            scientificName: 'Cables and wires',
            children: [
              { name: 'کابل فشار ضعیف', scientificName: 'Low-voltage power cables' },
              { name: 'کابل فشار متوسط', scientificName: 'Medium-voltage power cables' },
              { name: 'کابل کنترل و ابزار دقیق', scientificName: 'Control and instrumentation cables' },
            ],
          },
          {
            name: 'تابلو برق',
            scientificName: 'Electrical switchboards and panels',
            children: [
              { name: 'تابلو توزیع فشار ضعیف', scientificName: 'Low-voltage distribution switchboards' },
              { name: 'تابلو MCC', scientificName: 'Motor control centres (MCC)' },
              { name: 'تابلو بانک خازنی', scientificName: 'Capacitor bank (power factor correction) panels' },
            ],
          },
          { name: 'کلید اتوماتیک', scientificName: 'Circuit breakers (MCCB/ACB)' },
          { name: 'کنتاکتور و بی‌متال', scientificName: 'Contactors and thermal overload relays' },
          { name: 'دیزل ژنراتور', scientificName: 'Diesel generator sets' },
          { name: 'چراغ صنعتی', scientificName: 'Industrial luminaires' },
        ],
      },
      {
        name: 'ابزار دقیق و اتوماسیون',
        scientificName: 'Instrumentation and industrial automation',
        icon: 'cpu',
        children: [
          { name: 'گیج فشار', scientificName: 'Pressure gauges' },
          { name: 'ترانسمیتر فشار', scientificName: 'Pressure transmitters' },
          { name: 'ترموکوپل و سنسور دما', scientificName: 'Thermocouples and RTD temperature sensors' },
          { name: 'فلومتر', scientificName: 'Flow meters' },
          { name: 'سطح‌سنج', scientificName: 'Level measurement instruments' },
          { name: 'کنترلر PLC', scientificName: 'Programmable logic controllers (PLC)' },
          { name: 'پنل اپراتوری HMI', scientificName: 'HMI operator panels' },
          { name: 'سنسور مجاورتی', scientificName: 'Inductive and capacitive proximity sensors' },
        ],
      },
      {
        name: 'هیدرولیک و پنوماتیک',
        scientificName: 'Hydraulics and pneumatics',
        icon: 'gauge',
        children: [
          { name: 'پمپ هیدرولیک', scientificName: 'Hydraulic pumps' },
          { name: 'جک هیدرولیک', scientificName: 'Hydraulic cylinders' },
          { name: 'شیر هیدرولیک', scientificName: 'Hydraulic directional and control valves' },
          { name: 'پاوریونیت هیدرولیک', scientificName: 'Hydraulic power units' },
          { name: 'شلنگ و اتصالات هیدرولیک', scientificName: 'Hydraulic hoses and fittings' },
          { name: 'جک پنوماتیک', scientificName: 'Pneumatic cylinders' },
          { name: 'شیر پنوماتیک', scientificName: 'Pneumatic valves' },
          { name: 'واحد مراقبت پنوماتیک', scientificName: 'Air preparation (FRL) units' },
        ],
      },
      {
        name: 'دیگ بخار و مبدل حرارتی',
        scientificName: 'Boilers and heat exchangers',
        icon: 'flame',
        children: [
          { name: 'دیگ بخار', scientificName: 'Steam boilers' },
          { name: 'دیگ آب گرم', scientificName: 'Hot-water boilers' },
          { name: 'مبدل حرارتی پوسته و لوله', scientificName: 'Shell-and-tube heat exchangers' },
          { name: 'مبدل حرارتی صفحه‌ای', scientificName: 'Plate heat exchangers' },
          { name: 'مشعل صنعتی', scientificName: 'Industrial burners' },
          { name: 'برج خنک‌کننده', scientificName: 'Cooling towers' },
          { name: 'چیلر صنعتی', scientificName: 'Industrial chillers' },
        ],
      },
      {
        name: 'تجهیزات ایمنی و آتش‌نشانی',
        scientificName: 'Safety and fire-fighting equipment',
        icon: 'shield',
        children: [
          { name: 'کفش ایمنی', scientificName: 'Safety footwear' },
          { name: 'کلاه ایمنی', scientificName: 'Safety helmets' },
          { name: 'دستکش ایمنی', scientificName: 'Protective gloves' },
          { name: 'ماسک و فیلتر تنفسی', scientificName: 'Respiratory protective equipment' },
          { name: 'هارنس و کمربند ایمنی', scientificName: 'Fall-arrest harnesses' },
          { name: 'کپسول آتش‌نشانی', scientificName: 'Fire extinguishers' },
          { name: 'سیستم اعلام حریق', scientificName: 'Fire alarm systems' },
          { name: 'دتکتور گاز', scientificName: 'Gas detectors' },
        ],
      },
      {
        name: 'مواد شیمیایی و پلیمری',
        scientificName: 'Industrial chemicals and polymers',
        icon: 'flask',
        children: [
          { name: 'گرانول پلی‌اتیلن', scientificName: 'Polyethylene granules' },
          { name: 'گرانول پلی‌پروپیلن', scientificName: 'Polypropylene granules' },
          { name: 'پودر PVC', scientificName: 'PVC resin' },
          { name: 'رزین اپوکسی', scientificName: 'Epoxy resins' },
          { name: 'اسیدهای صنعتی', scientificName: 'Industrial acids' },
          { name: 'حلال‌های صنعتی', scientificName: 'Industrial solvents' },
          { name: 'روغن و گریس صنعتی', scientificName: 'Industrial lubricants and greases' },
          { name: 'رنگ و پوشش صنعتی', scientificName: 'Industrial paints and coatings' },
        ],
      },
      {
        name: 'ابزارآلات صنعتی',
        scientificName: 'Industrial tools',
        icon: 'wrench',
        children: [
          { name: 'ابزار برقی', scientificName: 'Power tools' },
          { name: 'ابزار بادی', scientificName: 'Pneumatic tools' },
          { name: 'ابزار دستی', scientificName: 'Hand tools' },
          { name: 'ابزار برشی', scientificName: 'Cutting tools (inserts, drills, end mills)' },
          { name: 'ابزار اندازه‌گیری', scientificName: 'Precision measuring tools' },
          { name: 'دستگاه جوش', scientificName: 'Welding machines' },
          { name: 'سنگ و صفحه برش', scientificName: 'Grinding and cutting discs' },
        ],
      },
      {
        name: 'پیچ و مهره صنعتی',
        scientificName: 'Industrial fasteners',
        icon: 'bolt',
        children: [
          { name: 'پیچ و مهره پرمقاومت', scientificName: 'High-strength bolts and nuts (8.8/10.9)' },
          { name: 'پیچ و مهره استیل', scientificName: 'Stainless steel bolts and nuts' },
          { name: 'استاد بولت', scientificName: 'Stud bolts' },
          { name: 'پیچ آلن', scientificName: 'Socket head cap screws' },
          { name: 'انکر بولت و رول‌بولت', scientificName: 'Anchor bolts and expansion anchors' },
          { name: 'واشر تخت و فنری', scientificName: 'Flat and spring washers' },
        ],
      },
      {
        name: 'تجهیزات حمل و بالابر',
        scientificName: 'Material handling and lifting equipment',
        icon: 'truck',
        children: [
          { name: 'جرثقیل سقفی', scientificName: 'Overhead cranes' },
          { name: 'لیفتراک', scientificName: 'Forklift trucks' },
          { name: 'جک پالت', scientificName: 'Pallet trucks' },
          { name: 'وینچ و بالابر برقی', scientificName: 'Electric hoists and winches' },
          { name: 'نوار نقاله', scientificName: 'Belt conveyors' },
          { name: 'اسلینگ و تسمه باربرداری', scientificName: 'Lifting slings' },
        ],
      },
    ],
  },

  // ───────────────────────────── Level 1: ConsultingService ─────────────────────────────
  {
    categoryType: 'ConsultingService',
    name: 'طراحی و مشاوره صنعتی',
    scientificName: 'Industrial design and consulting',
    icon: 'compass',
    children: [
      {
        name: 'طراحی مکانیکی',
        scientificName: 'Mechanical design',
        icon: 'ruler',
        children: [
          { name: 'طراحی ماشین‌آلات صنعتی', scientificName: 'Industrial machinery design' },
          { name: 'مدل‌سازی سه‌بعدی و نقشه‌کشی صنعتی', scientificName: '3D CAD modelling and technical drafting' },
          { name: 'مهندسی معکوس', scientificName: 'Reverse engineering' },
          { name: 'تحلیل اجزای محدود (FEA)', scientificName: 'Finite element analysis (FEA)' },
          { name: 'طراحی قالب', scientificName: 'Mould and die design' },
          { name: 'طراحی مخازن تحت فشار', scientificName: 'Pressure vessel design' },
        ],
      },
      {
        name: 'طراحی فرآیند و پایپینگ',
        scientificName: 'Process and piping design',
        icon: 'pipe',
        children: [
          { name: 'طراحی فرآیند', scientificName: 'Process design (PFD and P&ID)' },
          { name: 'شبیه‌سازی فرآیند', scientificName: 'Process simulation' },
          { name: 'طراحی پایپینگ', scientificName: 'Piping design and layout' },
          { name: 'تحلیل تنش لوله', scientificName: 'Pipe stress analysis' },
          { name: 'طراحی تأسیسات مکانیکی', scientificName: 'Mechanical utilities and HVAC design' },
        ],
      },
      {
        name: 'طراحی برق و ابزار دقیق',
        scientificName: 'Electrical and instrumentation design',
        icon: 'zap',
        children: [
          { name: 'طراحی برق صنعتی', scientificName: 'Industrial power distribution design' },
          { name: 'مطالعات سیستم قدرت', scientificName: 'Power system studies (load flow, short circuit)' },
          { name: 'طراحی ابزار دقیق و کنترل', scientificName: 'Instrumentation and control design' },
          { name: 'برنامه‌نویسی PLC و اتوماسیون', scientificName: 'PLC programming and automation engineering' },
          { name: 'طراحی روشنایی صنعتی', scientificName: 'Industrial lighting design' },
        ],
      },
      {
        name: 'طراحی سازه صنعتی',
        scientificName: 'Industrial structural design',
        icon: 'layers',
        children: [
          { name: 'طراحی سوله و سازه فلزی', scientificName: 'Steel building and structure design' },
          { name: 'طراحی فونداسیون ماشین‌آلات', scientificName: 'Machine foundation design' },
          { name: 'طراحی پایپ‌رک و سکو', scientificName: 'Pipe rack and platform design' },
          { name: 'مقاوم‌سازی سازه', scientificName: 'Structural retrofitting' },
        ],
      },
      {
        name: 'مهندسی کارخانه و امکان‌سنجی',
        scientificName: 'Plant engineering and feasibility studies',
        icon: 'factory',
        children: [
          { name: 'طرح توجیهی و امکان‌سنجی', scientificName: 'Feasibility studies and business plans' },
          { name: 'طراحی جانمایی کارخانه', scientificName: 'Factory layout design' },
          { name: 'بهینه‌سازی خط تولید', scientificName: 'Production line optimisation (lean manufacturing)' },
          { name: 'مشاوره انتخاب و خرید تجهیزات', scientificName: 'Equipment selection and procurement advisory' },
          { name: 'مدیریت پروژه صنعتی', scientificName: 'Industrial project management' },
          { name: 'مشاوره نگهداری و تعمیرات (نت)', scientificName: 'Maintenance management consulting (CMMS)' },
        ],
      },
      {
        name: 'مشاوره انرژی',
        scientificName: 'Energy consulting',
        icon: 'gauge',
        children: [
          { name: 'ممیزی انرژی', scientificName: 'Energy audit' },
          { name: 'بهینه‌سازی مصرف انرژی', scientificName: 'Energy efficiency improvement' },
          { name: 'بازیافت حرارت اتلافی', scientificName: 'Waste heat recovery' },
          { name: 'طراحی نیروگاه خورشیدی', scientificName: 'Solar PV plant design' },
        ],
      },
      {
        name: 'مشاوره HSE',
        scientificName: 'Health, safety and environment (HSE) consulting',
        icon: 'shield',
        children: [
          { name: 'مطالعات HAZOP و ارزیابی ریسک', scientificName: 'HAZOP studies and risk assessment' },
          { name: 'مشاوره ایمنی و حفاظت از حریق', scientificName: 'Fire safety and protection consulting' },
          { name: 'ارزیابی اثرات زیست‌محیطی (EIA)', scientificName: 'Environmental impact assessment (EIA)' },
          { name: 'پایش عوامل زیان‌آور محیط کار', scientificName: 'Occupational hygiene monitoring' },
          { name: 'آموزش HSE', scientificName: 'HSE training' },
        ],
      },
      {
        name: 'مدیریت کیفیت و بازرسی',
        scientificName: 'Quality management and inspection',
        icon: 'clipboard',
        children: [
          {
            name: 'استقرار سیستم مدیریت کیفیت (ISO 9001)',
            scientificName: 'ISO 9001 quality management system implementation',
          },
          {
            name: 'استقرار سیستم مدیریت یکپارچه (IMS)',
            scientificName: 'Integrated management system implementation (ISO 9001/14001/45001)',
          },
          { name: 'اخذ پروانه کاربرد علامت استاندارد', scientificName: 'Iranian national standard mark licensing' },
          { name: 'بازرسی فنی', scientificName: 'Third-party technical inspection' },
          { name: 'تست‌های غیرمخرب (NDT)', scientificName: 'Non-destructive testing (NDT)' },
          { name: 'کالیبراسیون تجهیزات اندازه‌گیری', scientificName: 'Calibration of measuring equipment' },
        ],
      },
    ],
  },

  // ───────────────────────────── Level 1: ElectronicDocument ─────────────────────────────
  {
    categoryType: 'ElectronicDocument',
    name: 'استانداردها و مستندات',
    scientificName: 'Standards and technical documents',
    icon: 'book',
    children: [
      {
        name: 'استانداردهای ISO',
        scientificName: 'ISO standards',
        icon: 'clipboard',
        children: [
          { name: 'استاندارد ISO 9001', scientificName: 'ISO 9001: Quality management systems' },
          { name: 'استاندارد ISO 14001', scientificName: 'ISO 14001: Environmental management systems' },
          {
            name: 'استاندارد ISO 45001',
            scientificName: 'ISO 45001: Occupational health and safety management systems',
          },
          { name: 'استاندارد ISO 50001', scientificName: 'ISO 50001: Energy management systems' },
          { name: 'استاندارد ISO/IEC 17025', scientificName: 'ISO/IEC 17025: Testing and calibration laboratories' },
          { name: 'استاندارد ISO 3834', scientificName: 'ISO 3834: Quality requirements for fusion welding' },
        ],
      },
      {
        name: 'استانداردهای ملی ایران (INSO)',
        scientificName: 'Iranian national standards (INSO)',
        icon: 'book',
        children: [
          { name: 'استانداردهای ملی فولاد و فلزات', scientificName: 'INSO standards for steel and metals' },
          { name: 'استانداردهای ملی برق و الکترونیک', scientificName: 'INSO electrical and electronic standards' },
          { name: 'استانداردهای ملی مصالح ساختمانی', scientificName: 'INSO building materials standards' },
          {
            name: 'استانداردهای ملی ایمنی و بهداشت کار',
            scientificName: 'INSO occupational safety and health standards',
          },
          { name: 'فهرست استانداردهای اجباری', scientificName: 'Mandatory national standards list' },
        ],
      },
      {
        name: 'مقررات و ضوابط فنی ایران',
        scientificName: 'Iranian technical regulations and codes',
        icon: 'book',
        children: [
          { name: 'مقررات ملی ساختمان', scientificName: 'Iranian National Building Regulations' },
          { name: 'استانداردهای نفت ایران (IPS)', scientificName: 'Iranian Petroleum Standards (IPS)' },
          {
            name: 'نشریات سازمان برنامه و بودجه',
            scientificName: 'Plan and Budget Organization technical publications',
          },
          { name: 'آیین‌نامه‌های حفاظتی کار', scientificName: 'Occupational safety regulations (Ministry of Labour)' },
        ],
      },
      {
        name: 'استانداردهای API',
        scientificName: 'API standards',
        icon: 'file',
        children: [
          {
            name: 'استاندارد API 610',
            scientificName: 'API 610: Centrifugal pumps for petroleum, petrochemical and natural gas industries',
          },
          { name: 'استاندارد API 6D', scientificName: 'API 6D: Pipeline and piping valves' },
          { name: 'استاندارد API 598', scientificName: 'API 598: Valve inspection and testing' },
          { name: 'استاندارد API 5L', scientificName: 'API 5L: Line pipe' },
          { name: 'استاندارد API 650', scientificName: 'API 650: Welded tanks for oil storage' },
          { name: 'استاندارد API 1104', scientificName: 'API 1104: Welding of pipelines and related facilities' },
        ],
      },
      {
        name: 'کدهای ASME',
        scientificName: 'ASME codes and standards',
        icon: 'file',
        children: [
          { name: 'کد ASME B31.3', scientificName: 'ASME B31.3: Process piping' },
          { name: 'کد ASME B31.1', scientificName: 'ASME B31.1: Power piping' },
          { name: 'کد ASME Section VIII', scientificName: 'ASME BPVC Section VIII: Pressure vessels' },
          {
            name: 'کد ASME Section IX',
            scientificName: 'ASME BPVC Section IX: Welding, brazing and fusing qualifications',
          },
          { name: 'استاندارد ASME B16.5', scientificName: 'ASME B16.5: Pipe flanges and flanged fittings' },
          { name: 'استاندارد ASME Y14.5', scientificName: 'ASME Y14.5: Dimensioning and tolerancing (GD&T)' },
        ],
      },
      {
        name: 'استانداردهای DIN و EN',
        scientificName: 'DIN and EN standards',
        icon: 'ruler',
        children: [
          { name: 'استاندارد DIN EN 10025', scientificName: 'DIN EN 10025: Hot rolled products of structural steels' },
          { name: 'استاندارد DIN EN 1092-1', scientificName: 'DIN EN 1092-1: Steel flanges' },
          { name: 'استاندارد DIN 933', scientificName: 'DIN 933: Hexagon head screws, fully threaded' },
          { name: 'استاندارد DIN 2448', scientificName: 'DIN 2448: Seamless steel tubes, dimensions' },
        ],
      },
      {
        name: 'استانداردهای ASTM',
        scientificName: 'ASTM material standards',
        icon: 'steel',
        children: [
          { name: 'استاندارد ASTM A36', scientificName: 'ASTM A36: Carbon structural steel' },
          {
            name: 'استاندارد ASTM A106',
            scientificName: 'ASTM A106: Seamless carbon steel pipe for high-temperature service',
          },
          { name: 'استاندارد ASTM A105', scientificName: 'ASTM A105: Carbon steel forgings for piping applications' },
          { name: 'استاندارد ASTM A240', scientificName: 'ASTM A240: Stainless steel plate, sheet and strip' },
          { name: 'استاندارد ASTM A193', scientificName: 'ASTM A193: Alloy and stainless steel bolting' },
        ],
      },
      {
        name: 'استانداردهای IEC',
        scientificName: 'IEC electrical standards',
        icon: 'zap',
        children: [
          { name: 'استاندارد IEC 60034', scientificName: 'IEC 60034: Rotating electrical machines' },
          { name: 'استاندارد IEC 60076', scientificName: 'IEC 60076: Power transformers' },
          {
            name: 'استاندارد IEC 61439',
            scientificName: 'IEC 61439: Low-voltage switchgear and controlgear assemblies',
          },
          { name: 'استاندارد IEC 60502', scientificName: 'IEC 60502: Power cables with extruded insulation' },
          { name: 'استاندارد IEC 60079', scientificName: 'IEC 60079: Explosive atmospheres' },
          { name: 'استاندارد IEC 61131', scientificName: 'IEC 61131: Programmable controllers' },
        ],
      },
      {
        name: 'کاتالوگ و دیتاشیت فنی',
        scientificName: 'Technical catalogues and datasheets',
        icon: 'layers',
        children: [
          { name: 'کاتالوگ پمپ و شیرآلات', scientificName: 'Pump and valve catalogues' },
          { name: 'کاتالوگ الکتروموتور و گیربکس', scientificName: 'Electric motor and gearbox catalogues' },
          { name: 'کاتالوگ بلبرینگ', scientificName: 'Bearing catalogues' },
          { name: 'جدول اشتال (کلید فولاد)', scientificName: 'Steel key tables (Stahlschlüssel)' },
          { name: 'دیتاشیت تجهیزات', scientificName: 'Equipment datasheets' },
        ],
      },
      {
        name: 'دستورالعمل‌ها و مستندات فنی',
        scientificName: 'Manuals and technical procedures',
        icon: 'file',
        children: [
          { name: 'دفترچه نصب و راه‌اندازی', scientificName: 'Installation and commissioning manuals' },
          { name: 'دستورالعمل نگهداری و تعمیرات', scientificName: 'Maintenance procedures' },
          { name: 'دستورالعمل جوشکاری (WPS/PQR)', scientificName: 'Welding procedure specifications (WPS/PQR)' },
          { name: 'دستورالعمل‌های ایمنی کار', scientificName: 'Safe work instructions' },
          { name: 'چک‌لیست‌های بازرسی فنی', scientificName: 'Inspection checklists and forms' },
        ],
      },
    ],
  },
];

/** Number of categories in the tree: roots plus all their descendants. */
export function countCategories(tree: readonly CategoryRootSeed[]): number {
  const countNode = (node: CategorySeedNode): number =>
    1 + (node.children ?? []).reduce((sum, child) => sum + countNode(child), 0);
  return tree.reduce((sum, root) => sum + countNode(root), 0);
}

// The four root category types and their Persian names, without zod: the header's client components
// (menu, phone sheet) ship on every page and import these, not the schemas in categories.ts.

export const CATEGORY_TYPES = ['IndustrialService', 'Product', 'ConsultingService', 'ElectronicDocument'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** Persian display names of the four root category types (spec section 1). */
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = {
  IndustrialService: 'ساخت و تولید صنعتی',
  Product: 'تجهیزات و کالای صنعتی',
  ConsultingService: 'طراحی و مشاوره صنعتی',
  ElectronicDocument: 'استانداردها و مستندات',
};

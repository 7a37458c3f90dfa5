// Every enum the clients may need to render, with Persian labels (GET /shared/typemodels/enums).
import { PRODUCT_SORT_LABELS } from './catalog-products';
import { PROPERTY_TYPE_LABELS } from './catalog-properties';
import { CATEGORY_TYPE_LABELS } from './categories';
import { DELEGATION_KIND_LABELS, VERIFICATION_LABELS } from './suppliers';

export interface EnumMember {
  value: string;
  label: string;
}

const members = (labels: Record<string, string>): EnumMember[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const ENUMS: Record<string, EnumMember[]> = {
  CategoryType: members(CATEGORY_TYPE_LABELS),
  PropertyType: members(PROPERTY_TYPE_LABELS),
  ProductSort: members(PRODUCT_SORT_LABELS),
  VerificationLevel: members(VERIFICATION_LABELS),
  DelegationKind: members(DELEGATION_KIND_LABELS),
  ProductStatus: members({ draft: 'پیش‌نویس', published: 'منتشر شده', archived: 'بایگانی' }),
  MerchantStatus: members({ pending: 'در انتظار تأیید', confirmed: 'تأیید شده', suspended: 'تعلیق شده' }),
  StaffSize: members({
    '1-10': '۱ تا ۱۰ نفر',
    '11-50': '۱۱ تا ۵۰ نفر',
    '51-200': '۵۱ تا ۲۰۰ نفر',
    '201-500': '۲۰۱ تا ۵۰۰ نفر',
    '500+': 'بیش از ۵۰۰ نفر',
  }),
  ToastStatus: members({ info: 'اطلاع', success: 'موفق', warning: 'هشدار', error: 'خطا', question: 'پرسش' }),
};

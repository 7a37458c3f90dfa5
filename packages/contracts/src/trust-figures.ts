// What the site measured of a supplier or a buyer over the last 90 days (issue 32, decision 043), each figure with
// the number of cases behind it; a figure with fewer cases than the minimum has no value
// («اطلاعات کافی نیست»).
import './zod-config';
import { z } from 'zod';

export const TRUST_WINDOW_DAYS = 90;
export const NOT_ENOUGH_DATA = 'اطلاعات کافی نیست';

export const figureSchema = z.object({
  /** A share (0…1), minutes or a count; null below the minimum number of cases. */
  value: z.number().nullable(),
  cases: z.number().int().min(0),
});
export type Figure = z.infer<typeof figureSchema>;

export const SUPPLIER_FIGURES = [
  'messageResponseRate',
  'messageResponseMinutes',
  'orderResponseRate',
  'orderResponseMinutes',
  'quoteResponseMinutes',
  'orderConfirmRate',
  'onTimeRate',
  'disputeRate',
  'repeatBuyerRate',
] as const;
export type SupplierFigure = (typeof SUPPLIER_FIGURES)[number];
export const BUYER_FIGURES = ['paidOnTimeRate', 'cancelledAfterConfirmRate'] as const;
export type BuyerFigure = (typeof BUYER_FIGURES)[number];

export const FIGURE_LABELS: Record<SupplierFigure | BuyerFigure, string> = {
  messageResponseRate: 'پاسخ به پیام‌ها',
  messageResponseMinutes: 'میانهٔ زمان اولین پاسخ به پیام',
  orderResponseRate: 'پاسخ به سفارش‌های مستقیم',
  orderResponseMinutes: 'میانهٔ زمان پاسخ به سفارش',
  quoteResponseMinutes: 'میانهٔ زمان ارسال پیشنهاد قیمت',
  orderConfirmRate: 'سفارش‌های تأییدشده',
  onTimeRate: 'تحویل به‌موقع',
  disputeRate: 'اختلاف به ازای سفارش تکمیل‌شده',
  repeatBuyerRate: 'خریداران تکراری',
  paidOnTimeRate: 'پرداخت به‌موقع',
  cancelledAfterConfirmRate: 'لغو پس از تأیید تأمین‌کننده',
};

/** What the supplier can do to raise each figure (its dashboard). */
export const FIGURE_ADVICE: Record<SupplierFigure, string> = {
  messageResponseRate: 'به هر گفت‌وگوی تازهٔ خریدار پاسخ دهید، حتی اگر فقط برای گفتن زمان پاسخ کامل باشد.',
  messageResponseMinutes: 'اعلان پیام‌ها را روشن نگه دارید و در ساعات کاری زود پاسخ دهید.',
  orderResponseRate: 'هر سفارش مستقیم را تأیید یا با ذکر دلیل رد کنید؛ سفارش بی‌پاسخ نگذارید.',
  orderResponseMinutes: 'سفارش‌های در انتظار تأیید را هر روز بررسی کنید.',
  quoteResponseMinutes: 'درخواست‌های پیشنهاد قیمت دستهٔ خود را زودتر پاسخ دهید.',
  orderConfirmRate: 'موجودی و قیمت کالاهای منتشرشده را به‌روز نگه دارید تا سفارش‌ها را بتوانید تأیید کنید.',
  onTimeRate: 'زمان تحویلی را اعلام کنید که از عهدهٔ آن برمی‌آیید و تحویل را به‌موقع در سامانه ثبت کنید.',
  disputeRate: 'کالا را مطابق مشخصات بسته‌بندی و ارسال کنید و به اعتراض خریدار در گفت‌وگو پاسخ دهید.',
  repeatBuyerRate: 'با خریداران قبلی در ارتباط بمانید؛ خرید دوباره نشانهٔ رضایت است.',
};

export const DISPUTE_ENDINGS = ['release_all', 'refund_all', 'split', 'open'] as const;

export const supplierTrustSchema = z
  .object({
    merchantId: z.number().int(),
    windowDays: z.number().int(),
    minCases: z.number().int(),
    /** When the job last measured; null when it has not yet. */
    computedAt: z.string().nullable(),
    figures: z.record(z.enum(SUPPLIER_FIGURES), figureSchema),
    disputeEndings: z.record(z.enum(DISPUTE_ENDINGS), z.number().int()),
    /** Whole years since the supplier joined the site (its own record, not declared). */
    yearsOnSite: z.number().int(),
    joinedAt: z.string(),
    /** The ranking's trust term (decision 043); the site mean for a supplier without enough cases. */
    score: z.number(),
  })
  .meta({ id: 'SupplierTrust' });
export type SupplierTrust = z.infer<typeof supplierTrustSchema>;

export const buyerTrustSchema = z
  .object({
    buyerName: z.string(),
    windowDays: z.number().int(),
    minCases: z.number().int(),
    computedAt: z.string().nullable(),
    figures: z.record(z.enum(BUYER_FIGURES), figureSchema),
    completedOrders: z.number().int(),
    memberSince: z.string(),
  })
  .meta({ id: 'BuyerTrust' });
export type BuyerTrust = z.infer<typeof buyerTrustSchema>;

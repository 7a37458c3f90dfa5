// Buyer company accounts (issue 33, docs/decisions/044): the company of a buyer's profile (decision 024) as an
// account of its own, its members and their roles, approval rules, budgets per cost centre and Jalali period,
// and the company's own purchase-order number on each order. Money is whole Rials (decision 015).
import './zod-config';
import { z } from 'zod';
import { MAX_RIALS, rialsSchema } from './money';
import { bodyIdSchema } from './paging';
import { tradeRequestStateSchema } from './trade-states';

export const COMPANY_ROLES = ['owner', 'purchasing_manager', 'buyer', 'requester', 'accountant'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: 'oneOf' }).meta({ id: 'CompanyRole' });
export type CompanyRole = z.infer<typeof companyRoleSchema>;
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'مالک',
  purchasing_manager: 'مدیر خرید (تأییدکننده)',
  buyer: 'کارشناس خرید',
  requester: 'درخواست‌دهنده (فقط پیش‌نویس)',
  accountant: 'حسابدار (پرداخت و فاکتور)',
};

/**
 * What each role may do. `manage`: members, rules and budgets; `approve`: approval steps; `draft`: write
 * orders and requests; `send`: send them to a supplier, open them to quotes, publish; `pay`: pay from the
 * company wallet and fund it; `read`: the company's orders, requests and budgets. Over budget needs the owner.
 */
export const COMPANY_RIGHTS = ['manage', 'approve', 'draft', 'send', 'pay', 'read'] as const;
export type CompanyRight = (typeof COMPANY_RIGHTS)[number];
export const COMPANY_ROLE_RIGHTS: Record<CompanyRole, readonly CompanyRight[]> = {
  owner: COMPANY_RIGHTS,
  purchasing_manager: ['approve', 'draft', 'send', 'read'],
  buyer: ['draft', 'send', 'read'],
  requester: ['draft', 'read'],
  accountant: ['pay', 'read'],
};
export const roleMay = (role: CompanyRole, right: CompanyRight) => COMPANY_ROLE_RIGHTS[role].includes(right);

export const companyMemberSchema = z
  .object({
    userId: z.number().int(),
    displayName: z.string(),
    /** Masked, e.g. 0912***4567. */
    phone: z.string(),
    role: companyRoleSchema,
    addedAt: z.string(),
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyInvitationSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    /** Masked for the company; the invitee's own for the invitee. */
    phone: z.string(),
    role: companyRoleSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'CompanyInvitation' });
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const companySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nationalId: z.string(),
    /** The caller's role and what it lets them do. */
    myRole: companyRoleSchema,
    myRights: z.array(z.enum(COMPANY_RIGHTS)),
    walletRials: rialsSchema,
    members: z.array(companyMemberSchema),
    /** Pending invitations (owner's view; empty for the other roles). */
    invitations: z.array(companyInvitationSchema),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const inviteMemberBodySchema = z.object({ phoneNumber: z.string().max(32), role: companyRoleSchema });
export const memberRoleBodySchema = z.object({ userId: bodyIdSchema, role: companyRoleSchema });
export const removeMemberBodySchema = z.object({ userId: bodyIdSchema });
export const decideCompanyInvitationBodySchema = z.object({ decision: z.enum(['accepted', 'declined']) });

export const APPROVAL_RULE_KINDS = ['amount', 'category', 'new_supplier'] as const;
export const approvalRuleKindSchema = z.enum(APPROVAL_RULE_KINDS, { error: 'oneOf' });
export type ApprovalRuleKind = z.infer<typeof approvalRuleKindSchema>;
export const APPROVAL_RULE_KIND_LABELS: Record<ApprovalRuleKind, string> = {
  amount: 'مبلغ بیش از سقف',
  category: 'خرید از یک دسته',
  new_supplier: 'تأمین‌کنندهٔ تازه (پیش‌تر خرید نشده)',
};

export const approvalRuleSchema = z
  .object({
    kind: approvalRuleKindSchema,
    /** `amount`: orders above this many Rials. */
    minRials: rialsSchema.max(MAX_RIALS).nullable().default(null),
    /** `category`: orders with an item in this category or below it. */
    categoryId: bodyIdSchema.nullable().default(null),
    /** One approver, or two in sequence (two different people). */
    approvers: z.union([z.literal(1), z.literal(2)]).default(1),
  })
  .meta({ id: 'ApprovalRule' });
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;
export const approvalRulesBodySchema = z.object({ rules: z.array(approvalRuleSchema).max(20) });
export const approvalRulesSchema = z
  .object({ rules: z.array(approvalRuleSchema.extend({ categoryName: z.string().nullable() })) })
  .meta({ id: 'ApprovalRules' });

export const BUDGET_PERIODS = ['month', 'year'] as const;
export const budgetPeriodSchema = z.enum(BUDGET_PERIODS, { error: 'oneOf' });
export const budgetBodySchema = z.object({
  /** مرکز هزینه / پروژه; empty for the whole company. */
  costCentre: z.string().trim().max(60).default(''),
  period: budgetPeriodSchema,
  jalaliYear: z.number().int().min(1390).max(1500),
  /** 1–12 for a monthly budget; absent for a yearly one. */
  jalaliMonth: z.number().int().min(1).max(12).nullable().default(null),
  limitRials: rialsSchema.min(1),
});
export type BudgetBody = z.infer<typeof budgetBodySchema>;
export const budgetSchema = z
  .object({
    id: z.number().int(),
    costCentre: z.string(),
    period: budgetPeriodSchema,
    jalaliYear: z.number().int(),
    jalaliMonth: z.number().int().nullable(),
    limitRials: rialsSchema,
    /** Approved or published and not paid yet. */
    committedRials: rialsSchema,
    spentRials: rialsSchema,
    /** limit − committed − spent; negative when the owner let an order go over. */
    remainingRials: z.number().int(),
  })
  .meta({ id: 'Budget' });
export type Budget = z.infer<typeof budgetSchema>;

export const APPROVAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  none: 'بدون نیاز به تأیید',
  pending: 'در انتظار تأیید',
  approved: 'تأییدشده در شرکت',
  rejected: 'ردشده در شرکت',
};

export const companyOrderSchema = z
  .object({
    tradeRequestId: z.number().int(),
    companyId: z.number().int(),
    title: z.string(),
    supplierName: z.string(),
    state: tradeRequestStateSchema,
    createdByName: z.string(),
    createdAt: z.string(),
    /** The company's own purchase-order number and cost centre (empty when not given). */
    poNumber: z.string(),
    costCentre: z.string(),
    /** Σ quantity × price (the supplier's, else the buyer's target), whole Rials; null while unpriced. */
    amountRials: rialsSchema.nullable(),
    approval: z.object({
      status: approvalStatusSchema,
      /** What the rules ask of this order now (0: nothing), and whether it goes over a budget (owner). */
      required: z.number().int().min(0).max(2),
      ownerRequired: z.boolean(),
      /** Steps done in this round, with who approved. */
      steps: z.array(z.object({ step: z.number().int(), approverName: z.string(), at: z.string() })),
      approvedRials: rialsSchema.nullable(),
      reasons: z.array(z.string()),
      rejectionReason: z.string(),
    }),
    /** Whether the caller may approve/reject the next step, and pay from the company wallet. */
    canDecide: z.boolean(),
    canPay: z.boolean(),
  })
  .meta({ id: 'CompanyOrder' });
export type CompanyOrder = z.infer<typeof companyOrderSchema>;

export const companyOrderReferenceBodySchema = z.object({
  poNumber: z.string().trim().max(40).default(''),
  costCentre: z.string().trim().max(60).default(''),
});
export const approvalDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).default(''),
});
export const companyDepositBodySchema = z.object({ amountRials: rialsSchema.min(1).max(MAX_RIALS) });
export const companyOrdersQuerySchema = z.object({
  approval: approvalStatusSchema.optional(),
});

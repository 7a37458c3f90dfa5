// The company's approval rules (decision 044): amount above a limit, a category, a supplier not used before; one
// approver or two in sequence. The owner edits them; every member reads them.

import {
  APPROVAL_RULE_KIND_LABELS,
  APPROVAL_RULE_KINDS,
  type ApprovalRule,
  type Company,
} from '@bazaar/contracts/companies-model';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { buttonClass } from '@/components/ui/button-styles';
import { inputClass, labelClass } from '@/components/ui/form-styles';
import { sectionCardClass } from '@/components/ui/section-styles';
import type { CategoryChoiceGroup } from './category-choices';
import { saveRules } from './companies-actions';

type Rule = ApprovalRule & { categoryName: string | null };

export function ruleText(rule: Rule): string {
  const who = rule.approvers === 2 ? 'دو تأییدکننده به ترتیب' : 'یک تأییدکننده';
  if (rule.kind === 'amount') return `سفارش بیش از ${formatMoney(rule.minRials ?? 0, { unit: 'toman' })}: ${who}`;
  if (rule.kind === 'category') return `خرید از دستهٔ «${rule.categoryName ?? '—'}»: ${who}`;
  return `خرید از تأمین‌کننده‌ای که پیش‌تر از او خرید نشده: ${who}`;
}

export function RulesSection({
  company,
  rules,
  categories,
}: {
  company: Company;
  rules: Rule[];
  /** The category tree as choices (`categoryChoices`); empty while the tree cannot be read. */
  categories: CategoryChoiceGroup[];
}) {
  const manage = company.myRights.includes('manage');
  // Form rows are positions (rules.0, rules.1…): the position is the row's identity.
  const rows = [...rules, null, null]
    .slice(0, Math.max(rules.length + 1, 3))
    .map((rule, i) => ({ rule, i, key: `rule-row-${i}` }));
  return (
    <section aria-labelledby="rules-heading" className={sectionCardClass}>
      <h2 id="rules-heading" className="text-lg font-bold text-slate-900">
        قواعد تأیید
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        سفارشی که یکی از این قواعد شامل آن شود پیش از ارسال، انتشار یا پرداخت «در انتظار تأیید» می‌ماند.
      </p>
      {rules.length ? (
        <ul className="mt-3 list-disc ps-6 text-slate-800" data-testid="company-rules">
          {rules.map((r) => (
            <li key={ruleText(r)}>{ruleText(r)}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">قاعده‌ای تعریف نشده است؛ سفارش‌ها بی‌تأیید فرستاده می‌شوند.</p>
      )}
      {manage ? (
        <form noValidate action={saveRules} className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="companyId" value={company.id} />
          {rows.map(({ rule, i, key }) => (
            <fieldset key={key} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-4">
              <legend className="px-1 text-sm font-medium">قاعدهٔ {toPersianDigits(i + 1)}</legend>
              <div>
                <label htmlFor={`rule-kind-${i}`} className={labelClass}>
                  نوع
                </label>
                <select
                  id={`rule-kind-${i}`}
                  name={`rules.${i}.kind`}
                  defaultValue={rule?.kind ?? ''}
                  className={inputClass(false)}
                >
                  <option value="">— بدون قاعده —</option>
                  {APPROVAL_RULE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {APPROVAL_RULE_KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`rule-min-${i}`} className={labelClass}>
                  سقف مبلغ (تومان)
                </label>
                <input
                  id={`rule-min-${i}`}
                  name={`rules.${i}.minRials`}
                  inputMode="numeric"
                  defaultValue={rule?.minRials ? toPersianDigits(rule.minRials / 10) : ''}
                  className={inputClass(false)}
                />
              </div>
              <div>
                <label htmlFor={`rule-category-${i}`} className={labelClass}>
                  دسته (برای قاعدهٔ دسته)
                </label>
                <select
                  id={`rule-category-${i}`}
                  name={`rules.${i}.categoryId`}
                  defaultValue={rule?.categoryId ? String(rule.categoryId) : ''}
                  className={inputClass(false)}
                >
                  <option value="">— هیچ دسته —</option>
                  {rule?.categoryId && !categories.some((g) => g.options.some((o) => o.id === rule.categoryId)) ? (
                    <option value={rule.categoryId}>{rule.categoryName ?? toPersianDigits(rule.categoryId)}</option>
                  ) : null}
                  {categories.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`rule-approvers-${i}`} className={labelClass}>
                  تأییدکنندگان
                </label>
                <select
                  id={`rule-approvers-${i}`}
                  name={`rules.${i}.approvers`}
                  defaultValue={String(rule?.approvers ?? 1)}
                  className={inputClass(false)}
                >
                  <option value="1">یک نفر</option>
                  <option value="2">دو نفر به ترتیب</option>
                </select>
              </div>
            </fieldset>
          ))}
          <button type="submit" className={buttonClass('primary', 'self-start')}>
            ذخیرهٔ قواعد
          </button>
        </form>
      ) : null}
    </section>
  );
}

// Issue 30: the marketplace's own texts describe secure payment exactly as built (decision 039). Every text the
// marketplace owns in the demo content is read here: static pages, how it works, FAQ, help, videos,
// announcements, articles and the advertisements no supplier placed. A promise of something not built (a refund
// to the bank card or back through the gateway, a money-back guarantee, order insurance, automatic tracking,
// credit or instalments through the site) fails, and so
// does an objection window, a dispute-answer deadline or a VAT rate other than the configuration's own defaults,
// or a commission other than the demo plans'.
import { formatNumberFa, toLatinDigits } from '@bazaar/fa/digits';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { loadConfig } from '../../config.js';
import { announcements } from '../schema/site.js';
import { RETIRED_ANNOUNCEMENTS, seedContent } from './content.js';
import { type ContentSeed, loadContent, loadMembershipPlans } from './datasets.js';

const defaults = loadConfig({ NODE_ENV: 'test' });
const WINDOW_DAYS = defaults.OBJECTION_WINDOW_DAYS;
const ANSWER_DAYS = defaults.DISPUTE_ANSWER_DAYS;
const VAT_PERCENT = defaults.VAT_BASIS_POINTS / 100;

interface OwnedText {
  where: string;
  text: string;
}

/** Every text of the demo content the marketplace itself wrote, tags removed. */
function ownedTexts(content: ContentSeed): OwnedText[] {
  const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return [
    ...content.staticPages.map((p) => ({ where: `page ${p.uniquePageName}`, text: plain(`${p.title} ${p.bodyHtml}`) })),
    ...content.howItWorks.flatMap((part) =>
      part.steps.map((s, i) => ({ where: `how it works (${part.audience}) ${i + 1}`, text: `${s.title} ${s.text}` })),
    ),
    ...content.faqs.map((f, i) => ({ where: `FAQ ${i + 1}`, text: `${f.question} ${f.answer}` })),
    ...content.helpEntries.map((h) => ({ where: `help ${h.frontUniqueId}`, text: plain(`${h.title} ${h.bodyHtml}`) })),
    ...content.videos.map((v) => ({ where: `video «${v.title}»`, text: `${v.title} ${v.description}` })),
    ...content.announcements.map((a, i) => ({ where: `announcement ${i + 1}`, text: a.text })),
    ...content.advertisements
      .filter((ad) => !ad.supplier)
      .map((ad) => ({ where: `advertisement «${ad.title}»`, text: `${ad.title} ${ad.text}` })),
    ...content.articles.map((a) => ({
      where: `article ${a.uniquePageName}`,
      text: plain(`${a.title} ${a.summary} ${a.bodyHtml}`),
    })),
  ];
}

const NUMBER = '([0-9۰-۹]+(?:[.٫][0-9۰-۹]+)?)';
const numberOf = (written: string) => Number(toLatinDigits(written).replace('٫', '.').replace(/[٬,]/g, ''));

/** Promises of what is not built: each names what it promises. */
const NOT_BUILT: [RegExp, string][] = [
  [/(بازگشت|برگشت|بازگرداندن|عودت|استرداد)\s*(وجه|مبلغ|پول)?\s*به\s*کارت/, 'a refund to the bank card'],
  [/به\s*کارت(\s*بانکی)?(\s*شما)?\s*(بازمی‌گردد|برمی‌گردد|بازگردانده|واریز|عودت|برگشت)/, 'a refund to the bank card'],
  [/(تضمین|ضمانت)\s*(بازگشت|برگشت|استرداد)\s*(وجه|پول|مبلغ)/, 'a money-back guarantee'],
  [/(بازگشت|برگشت|استرداد)\s*(وجه|پول|مبلغ)\s*(تضمینی|تضمین‌شده|بی‌قید)/, 'a money-back guarantee'],
  [/money.?back|escrow insurance/i, 'a money-back guarantee'],
  // The wallet's gateway adapters have no refund call (decision 040): refunds go to the wallet only.
  [
    /(بازگشت|برگشت|بازگرداندن|عودت|استرداد)\s*(وجه|مبلغ|پول)?\s*(از\s*طریق|به|با)\s*درگاه/,
    'a refund through the gateway',
  ],
  [/(از\s*طریق|به)\s*درگاه(\s*بانکی)?\s*(بازمی‌گردد|برمی‌گردد|بازگردانده|عودت|مسترد)/, 'a refund through the gateway'],
  // Payment terms are the buyer's note; the site moves money only by secure payment (decision 040).
  [
    /(خرید|پرداخت)\s*(اعتباری|اقساطی)\s*(در\s*(سامانه|بازار\s*صنعت))?\s*(ممکن|امکان‌پذیر)\s*است/,
    'credit or instalments',
  ],
  [/(خرید|پرداخت)\s*(اعتباری|اقساطی)\s*(فراهم|ارائه)/, 'credit or instalments'],
  [/بیمه(ٔ|\s)*(سفارش|خرید|معامله|پرداخت)/, 'insurance of an order'],
  [/(رهگیری|پیگیری)\s+خودکار\s*(مرسوله|محموله|بار|ارسال)?/, 'automatic carrier tracking'],
  // Verification (issue 32, decisions 043 and 051): staff choose a level; there is no site-visit programme to
  // request; the registry inquiry is of the companies' registry only (no inquiry at the tax organisation), and a
  // holder who is not the company is resolved by registering an account, never by staff; certificates show their
  // number, not their scan.
  [/بازدید[^.؛]{0,40}را\s*درخواست\s*(کنید|دهید)|درخواست\s*بازدید\s*را\s*ثبت/, 'a site-visit request'],
  [/بازدید[^.؛]{0,40}(بدون\s*هزینه|رایگان)\s*(است|انجام)/, 'free site visits'],
  [/(در|به)\s*هر\s*[0-9۰-۹]+\s*استان[^.؛]{0,30}(بازدید|کارشناس)/, 'site visits in every province'],
  [/تصویر\s*گواهی‌?(\s*)?(نامه)?‌?(ها)?\s*در\s*صفحه/, 'certificate scans on the supplier page'],
  [
    /استعلام\s*(آنلاین\s*)?(از\s*)?(سامانهٔ?\s*)?سازمان\s*امور\s*مالیاتی\s*(می‌شود|انجام\s*می‌شود|شده)/,
    'an inquiry at the tax organisation',
  ],
  [/کارشناس[^.؛]{0,40}صاحب\s*حساب[^.؛]{0,40}(می‌پذیرد|تأیید\s*می‌کند|قبول\s*می‌کند)/, 'staff accepting a holder'],
];

/** Sentences stating the objection window: the number of days each states. */
const WINDOW_STATEMENTS = [
  new RegExp(`مهلت\\s+${NUMBER}\\s*روزه`, 'g'),
  new RegExp(`${NUMBER}\\s*روز\\s+(از|پس\\s+از|بعد\\s+از)\\s+(ثبت\\s+)?تحویل`, 'g'),
  new RegExp(`${NUMBER}\\s*روز\\s+از\\s+زمانی\\s+که[^.،؛]{0,40}تحویل`, 'g'),
  new RegExp(`مهلت\\s+(اعتراض|تأیید(\\s+(تحویل|دریافت))?)[^.،؛]{0,30}?${NUMBER}\\s*روز`, 'g'),
  new RegExp(`پس\\s+از\\s+این\\s+${NUMBER}\\s*روز`, 'g'),
];
const ANSWER_STATEMENTS = [new RegExp(`ظرف\\s+${NUMBER}\\s*روز[^.؛]{0,40}پاسخ`, 'g')];
const VAT_STATEMENTS = [
  new RegExp(`${NUMBER}\\s*(٪|%|درصد)\\s*(مالیات\\s*(بر\\s*)?)?ارزش\\s*افزوده`, 'g'),
  new RegExp(`ارزش\\s*افزوده\\s*(به\\s*نرخ\\s*)?${NUMBER}\\s*(٪|%|درصد)`, 'g'),
];

function statedNumbers(texts: OwnedText[], patterns: RegExp[]): { where: string; value: number }[] {
  return texts.flatMap(({ where, text }) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((m) => {
        const written = m.slice(1).find((group) => group !== undefined && /^[0-9۰-۹]/.test(group)) ?? '';
        return { where, value: numberOf(written) };
      }),
    ),
  );
}

interface Plan {
  name: string;
  commissionBasisPoints: number;
  commissionMinRials: number;
}

/** Everything wrong with the texts, one line each: empty when they say only what is built. */
function falseClaims(texts: OwnedText[], plans: Plan[]): string[] {
  const problems: string[] = [];
  for (const { where, text } of texts)
    for (const [pattern, what] of NOT_BUILT) {
      const found = text.match(pattern);
      if (found) problems.push(`${where} promises ${what}: «${found[0]}»`);
    }
  for (const { where, value } of statedNumbers(texts, WINDOW_STATEMENTS))
    if (value !== WINDOW_DAYS) problems.push(`${where} states an objection window of ${value} days`);
  for (const { where, value } of statedNumbers(texts, ANSWER_STATEMENTS))
    if (value !== ANSWER_DAYS) problems.push(`${where} gives the supplier ${value} days to answer a dispute`);
  for (const { where, value } of statedNumbers(texts, VAT_STATEMENTS))
    if (value !== VAT_PERCENT) problems.push(`${where} states VAT at ${value}%`);
  for (const plan of plans) {
    const rate = new RegExp(`${plan.name}[^.؛،]{0,12}?${NUMBER}\\s*٪`, 'g');
    for (const { where, value } of statedNumbers(texts, [rate]))
      if (value !== plan.commissionBasisPoints / 100)
        problems.push(`${where} states the ${plan.name} plan's commission at ${value}%`);
    const least = new RegExp(`${plan.name}[^.؛]{0,30}?([0-9۰-۹]{1,3}(?:[٬,][0-9۰-۹]{3})*)\\s*تومان`, 'g');
    for (const { where, value } of statedNumbers(texts, [least]))
      if (value * 10 !== plan.commissionMinRials)
        problems.push(`${where} states the ${plan.name} plan's least commission at ${value} toman`);
  }
  return problems;
}

describe('what the marketplace says about secure payment (issue 30)', () => {
  const content = loadContent();
  const texts = ownedTexts(content);
  const plans = loadMembershipPlans();

  it('promises nothing that is not built, and states the configured window, deadline, VAT and commissions', () => {
    expect(falseClaims(texts, plans)).toEqual([]);
  });

  it('describes milestones as built where buyers look, and every order refund as going to the wallet', () => {
    const faq = texts.filter((t) => t.where.startsWith('FAQ'));
    const terms = texts.filter((t) => t.where === 'page terms');
    for (const part of [faq, terms]) {
      const staged = part.filter((t) => /مرحله‌بندی/.test(t.text) && /هر\s+مرحله/.test(t.text));
      expect(staged.length, 'a text on paying in stages').toBeGreaterThan(0);
      expect(statedNumbers(staged, WINDOW_STATEMENTS).length, 'its window').toBeGreaterThan(0);
    }
    expect(terms[0]?.text).toMatch(/شرایط پرداخت[^.]*یادداشتی برای تأمین‌کننده/);
    const refunds = texts.flatMap(({ where, text }) =>
      text
        .split(/[.؛]/)
        .filter((s) => /(مبلغ|وجه)[^.]*(برمی‌گردد|بازمی‌گردد)/.test(s))
        .map((sentence) => ({ where, sentence })),
    );
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.filter((r) => !/کیف\s*پول/.test(r.sentence))).toEqual([]);
  });

  it('states the window, the answer deadline and VAT where buyers look: the FAQ, terms and how it works', () => {
    const faq = texts.filter((t) => t.where.startsWith('FAQ'));
    const terms = texts.filter((t) => t.where === 'page terms');
    const steps = texts.filter((t) => t.where.startsWith('how it works'));
    for (const part of [faq, terms, steps]) {
      expect(statedNumbers(part, WINDOW_STATEMENTS).length).toBeGreaterThan(0);
      expect(statedNumbers(part, VAT_STATEMENTS).length).toBeGreaterThan(0);
    }
    expect(statedNumbers(faq, ANSWER_STATEMENTS).length).toBeGreaterThan(0);
    expect(statedNumbers(terms, ANSWER_STATEMENTS).length).toBeGreaterThan(0);
    // The commission of each demo plan is stated in the terms, with its rate.
    for (const plan of plans) expect(terms[0]?.text).toContain(plan.name);
  });

  it('catches each kind of false claim (the check is not blind)', () => {
    const wrong = (text: string) => falseClaims([{ where: 'x', text }], plans);
    expect(wrong('در صورت لغو، مبلغ به کارت شما بازمی‌گردد.')).toHaveLength(1);
    expect(wrong('بازگشت وجه به کارت بانکی خریدار ظرف سه روز')).toHaveLength(1);
    expect(wrong('با تضمین بازگشت وجه خرید کنید.')).toHaveLength(1);
    expect(wrong('در صورت لغو، مبلغ از طریق درگاه بانکی بازگردانده می‌شود.')).toHaveLength(1);
    expect(wrong('بازگشت وجه به درگاه پرداخت ظرف سه روز')).toHaveLength(1);
    expect(wrong('خرید اعتباری در بازار صنعت ممکن است.')).toHaveLength(1);
    expect(wrong('بیمهٔ سفارش رایگان است.')).toHaveLength(1);
    expect(wrong('رهگیری خودکار مرسوله با تیپاکس')).toHaveLength(1);
    expect(wrong(`پیش از پایان مهلت ${WINDOW_DAYS + 7} روزه پس از ثبت تحویل اختلاف ثبت کنید.`)).toHaveLength(1);
    expect(wrong(`مهلت اعتراض ${WINDOW_DAYS + 3} روز است.`)).toHaveLength(1);
    expect(wrong(`تأمین‌کننده ظرف ${ANSWER_DAYS + 4} روز پاسخ می‌دهد.`)).toHaveLength(1);
    expect(wrong(`کالا، ارسال و ${VAT_PERCENT + 1}٪ مالیات بر ارزش افزوده`)).toHaveLength(1);
    const [silver] = plans;
    if (silver) {
      expect(wrong(`طرح ${silver.name} ${silver.commissionBasisPoints / 100 + 1}٪`)).toHaveLength(1);
      expect(
        wrong(`طرح ${silver.name} و دست‌کم ${formatNumberFa(silver.commissionMinRials / 10 + 1000)} تومان`),
      ).toHaveLength(1);
      expect(wrong(`طرح ${silver.name} و دست‌کم ${formatNumberFa(silver.commissionMinRials / 10)} تومان`)).toEqual([]);
    }
    expect(wrong('برای بالاترین سطح، بازدید کارشناس از محل را درخواست کنید.')).toHaveLength(1);
    expect(wrong('بازدید از محل برای تأمین‌کنندگان بدون هزینه است.')).toHaveLength(1);
    expect(wrong('بازدید میدانی در هر ۳۱ استان کشور توسط کارشناس')).toHaveLength(1);
    expect(wrong('تصویر گواهی‌نامه‌ها در صفحه هر تأمین‌کننده نمایش داده می‌شود.')).toHaveLength(1);
    expect(wrong('کد اقتصادی با استعلام از سازمان امور مالیاتی انجام می‌شود.')).toHaveLength(1);
    expect(wrong('کارشناس صاحب حساب نامطابق را بررسی و تأیید می‌کند.')).toHaveLength(1);
    expect(wrong('از سازمان امور مالیاتی جداگانه استعلام نمی‌شود؛ بازار صنعت برنامهٔ درخواست بازدید ندارد.')).toEqual([]);
    // What is true passes: a refund to the wallet, «not to the card», the configured figures.
    expect(wrong('برای پروژه‌ها پرداخت مرحله‌ای فعال است؛ هر مرحله جداگانه پرداخت و تأیید می‌شود.')).toEqual([]);
    expect(wrong('کل مبلغ به کیف پول شما برمی‌گردد، نه به کارت بانکی.')).toEqual([]);
    expect(
      wrong(`پیش از پایان مهلت ${WINDOW_DAYS} روزه پس از ثبت تحویل، با ${VAT_PERCENT}٪ مالیات بر ارزش افزوده`),
    ).toEqual([]);
  });
});

describe('what the marketplace says about verification (issue 32, decision 051)', () => {
  const texts = ownedTexts(loadContent());

  it('says where suppliers look that the registry inquiry and the holder match are listed only when they passed', () => {
    const help = texts.find((t) => t.where === 'help supplier-verification')?.text ?? '';
    expect(help).toMatch(/استعلام آن از ثبت شرکت‌ها شرکت را ثبت‌شده و فعال یافته باشد/);
    expect(help).toMatch(/وگرنه فقط درستی رقم کنترل/);
    expect(help).toMatch(/استعلام شبا صاحب آن را همان شرکت یافته باشد/);
    expect(help).toMatch(/مواردی که بررسی نشده‌اند در این فهرست نمی‌آیند/);
    // The re-inquiry (decision 059): as often as REGISTRY_RECHECK_DAYS says by default, and what a dissolved answer does.
    const recheck = numberOf(help.match(/هر\s*([0-9۰-۹]+)\s*روز یک بار تکرار می‌شود/)?.[1] ?? '');
    expect(recheck).toBe(defaults.REGISTRY_RECHECK_DAYS);
    expect(help).toMatch(/منحل[^.]*نه استعلام و نه رقم کنترل[^.]*پیامک/);
    // And what a holder who is not the company means for payouts, where suppliers read about payouts.
    for (const where of ['help supplier-verification', 'page supplier-guide'])
      expect(texts.find((t) => t.where === where)?.text).toMatch(/کسی جز شرکت باشد[^.]*واریز نمی‌شود/);
  });
});

describe('the content seed', () => {
  it('removes an announcement whose promise was retired, and keeps the others', async () => {
    const database = await createTestDatabase();
    try {
      const db = database.handle.db;
      const [retired] = RETIRED_ANNOUNCEMENTS;
      if (!retired) throw new Error('no retired announcement to check');
      await db
        .insert(announcements)
        .values({ text: retired, startsAt: new Date(), endsAt: new Date(Date.now() + 86_400_000) });
      await seedContent(db);
      const texts = (await db.execute<{ text: string }>(sql`select text from announcements`)).rows.map((r) => r.text);
      expect(texts).not.toContain(retired);
      expect(texts).toEqual(expect.arrayContaining(loadContent().announcements.map((a) => a.text)));
    } finally {
      await database.drop();
    }
  }, 120_000);
});

// The properties each schema.org type needs to be understood (schema.org definitions plus the required
// properties of search engines' rich results), checked on a JSON-LD block. Returns the problems found; an
// empty list means valid. Used by the unit tests of the builders and by e2e/findable.spec.ts on live pages.
type Json = Record<string, unknown>;

const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const ISO_DATE = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)?)?$/;
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

function check(problems: string[], ok: boolean, what: string) {
  if (!ok) problems.push(what);
}

function offer(o: Json | undefined, problems: string[]) {
  check(problems, o?.['@type'] === 'Offer', 'Offer: @type');
  if (!o) return;
  check(problems, isAbsoluteUrl(o.url), 'Offer: url absolute');
  check(
    problems,
    typeof o.availability === 'string' && o.availability.startsWith('https://schema.org/'),
    'Offer: availability',
  );
  check(problems, text((o.seller as Json | undefined)?.name), 'Offer: seller.name');
  if (o.price !== undefined) {
    check(problems, /^\d+(\.\d+)?$/.test(String(o.price)), 'Offer: price a number');
    check(problems, o.priceCurrency === 'IRR', 'Offer: priceCurrency IRR');
  }
}

const VALIDATORS: Record<string, (d: Json, problems: string[]) => void> = {
  Product(d, p) {
    check(p, text(d.name), 'Product: name');
    check(p, d.offers !== undefined, 'Product: offers');
    offer(d.offers as Json | undefined, p);
    if (d.image !== undefined) check(p, Array.isArray(d.image) && d.image.every(isAbsoluteUrl), 'Product: image URLs');
  },
  Organization(d, p) {
    check(p, text(d.name), 'Organization: name');
    check(p, isAbsoluteUrl(d.url), 'Organization: url absolute');
  },
  BreadcrumbList(d, p) {
    const items = d.itemListElement as Json[] | undefined;
    check(p, Array.isArray(items) && items.length > 0, 'BreadcrumbList: itemListElement');
    items?.forEach((item, i) => {
      check(p, item['@type'] === 'ListItem' && item.position === i + 1, `BreadcrumbList: item ${i + 1} position`);
      check(p, text(item.name), `BreadcrumbList: item ${i + 1} name`);
      if (i < items.length - 1) check(p, isAbsoluteUrl(item.item), `BreadcrumbList: item ${i + 1} item URL`);
    });
  },
  FAQPage(d, p) {
    const questions = d.mainEntity as Json[] | undefined;
    check(p, Array.isArray(questions) && questions.length > 0, 'FAQPage: mainEntity');
    for (const q of questions ?? []) {
      check(p, q['@type'] === 'Question' && text(q.name), 'FAQPage: Question name');
      check(p, text((q.acceptedAnswer as Json | undefined)?.text), 'FAQPage: acceptedAnswer.text');
    }
  },
  Article(d, p) {
    check(p, text(d.headline) && String(d.headline).length <= 110, 'Article: headline (≤ 110 characters)');
    check(p, text((d.author as Json | undefined)?.name), 'Article: author.name');
    check(p, text((d.publisher as Json | undefined)?.name), 'Article: publisher.name');
    check(p, isAbsoluteUrl(d.url) || isAbsoluteUrl((d.mainEntityOfPage as Json | undefined)?.['@id']), 'Article: url');
    if (d.datePublished !== undefined) check(p, ISO_DATE.test(String(d.datePublished)), 'Article: datePublished ISO');
  },
  VideoObject(d, p) {
    check(p, text(d.name), 'VideoObject: name');
    check(p, text(d.description), 'VideoObject: description');
    const thumbnails = Array.isArray(d.thumbnailUrl) ? d.thumbnailUrl : [d.thumbnailUrl];
    check(p, thumbnails.length > 0 && thumbnails.every(isAbsoluteUrl), 'VideoObject: thumbnailUrl');
    check(p, ISO_DATE.test(String(d.uploadDate)), 'VideoObject: uploadDate ISO');
    if (d.duration !== undefined)
      check(p, /^PT(\d+H)?(\d+M)?(\d+S)?$/.test(String(d.duration)), 'VideoObject: duration');
    if (d.contentUrl !== undefined) check(p, isAbsoluteUrl(d.contentUrl), 'VideoObject: contentUrl absolute');
  },
  ItemList(d, p) {
    const items = d.itemListElement as Json[] | undefined;
    check(p, Array.isArray(items) && items.length > 0, 'ItemList: itemListElement');
    let last = 0;
    for (const item of items ?? []) {
      check(p, item['@type'] === 'ListItem' && Number(item.position) > last, 'ItemList: increasing positions');
      last = Number(item.position);
      check(p, isAbsoluteUrl(item.url), 'ItemList: item url absolute');
    }
  },
};

export const SCHEMA_TYPES = Object.keys(VALIDATORS);

/** Problems of one JSON-LD block; a block of an unknown type is a problem too. */
export function schemaOrgProblems(data: Json): string[] {
  const problems: string[] = [];
  check(problems, data['@context'] === 'https://schema.org', '@context https://schema.org');
  const type = String(data['@type']);
  const validate = VALIDATORS[type];
  if (!validate) return [...problems, `unknown @type ${type}`];
  validate(data, problems);
  return problems;
}

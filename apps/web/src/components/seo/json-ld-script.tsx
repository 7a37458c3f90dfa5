// One <script type="application/ld+json"> with structured data (lib/json-ld.ts, features/seo/structured-data.ts).
import { type JsonLd, serializeJsonLd } from '@/lib/json-ld';

export function JsonLdScript({ data }: { data: JsonLd }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

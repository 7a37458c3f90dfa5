// One <script type="application/ld+json"> with structured data (see structured-data.ts).
import { type JsonLd, serializeJsonLd } from './structured-data';

export function JsonLdScript({ data }: { data: JsonLd }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

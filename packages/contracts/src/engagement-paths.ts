// Paths of engagement calls that a public page makes without loading the schemas (no zod here): the view
// count a product, supplier or article page sends once it shows. engagement.ts defines the endpoint with it.

export const VISIT_COUNT_PATH = '/pagevisits/visit-count';

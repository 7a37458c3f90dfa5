// The generic client: any endpoint definition from @bazaar/contracts becomes a typed call. There is no
// per-endpoint code here; the path, method, query style and the schema that parses the answer all come
// from the definition. docs/decisions/012-one-definition-per-endpoint.md
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  successStatuses,
} from '@bazaar/contracts/endpoint';
import type { HttpClient, RequestOptions } from './http';

/** Per-call options that are not part of the endpoint: cancellation, extra headers, timeouts, retry. */
export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'headers' | 'timeoutMs' | 'retry'>;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** The input may be left out when the endpoint needs nothing. */
export type CallArguments<E extends EndpointDefinition> =
  RequiredKeys<EndpointInput<E>> extends never
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export function call<E extends EndpointDefinition>(
  http: HttpClient,
  endpoint: E,
  ...[input, options]: CallArguments<E>
): Promise<EndpointResult<E>> {
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const [status] = successStatuses(endpoint);
  const schema = status === undefined ? undefined : endpoint.responses[status];
  return http.request<EndpointResult<E>>(endpoint.method, endpointPath(endpoint.path, given.params), {
    query: given.query,
    queryStyle: endpoint.queryStyle,
    ...(endpoint.consumes?.[0] === FORM_TYPE ? { form: formFields(given.body) } : { body: given.body }),
    parse: schema && status !== 204 ? (data) => schema.parse(data) as EndpointResult<E> : undefined,
    ...options,
  });
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form-encoded endpoint's body as text fields; fields left out (undefined or null) are not sent. */
function formFields(body: unknown): Record<string, string> | undefined {
  if (body === undefined) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) fields[name] = String(value);
  }
  return fields;
}

export type BoundEndpoints<T extends Record<string, EndpointDefinition>> = {
  [K in keyof T]: (...args: CallArguments<T[K]>) => Promise<EndpointResult<T[K]>>;
};

/** `bind(http, categoriesEndpoints).children({ params: { id: 7 } })`. */
export function bind<T extends Record<string, EndpointDefinition>>(http: HttpClient, endpoints: T): BoundEndpoints<T> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [
      name,
      (...args: CallArguments<EndpointDefinition>) => call(http, endpoint, ...args),
    ]),
  ) as unknown as BoundEndpoints<T>;
}

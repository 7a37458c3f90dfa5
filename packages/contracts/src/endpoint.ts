// One definition per endpoint: method, path, inputs and every answer, declared once here and used by
// the API route (apps/api/src/plugins/endpoints.ts), the OpenAPI document (generated from the route) and
// the typed client (packages/api-client/src/endpoint-client.ts). docs/decisions/012-one-definition-per-endpoint.md
import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The API enforces sign-in and the staff role from it before validation
 * (apps/api/src/plugins/access.ts), and the authorization matrix test calls every endpoint that names an
 * object as each kind of caller.
 * - public: anyone, signed in or not.
 * - user: any signed-in person; the call acts on their own things or on a public object.
 * - owner: only the owner of the object (a person's own object, or the merchant they own).
 * - agent: the owner of the merchant the object belongs to, or one of its agents.
 * - staff: admins only.
 */
export type EndpointAccess = 'public' | 'user' | 'owner' | 'agent' | 'staff';

/** Kinds of object a path or body id can name; the authorization test knows how to make each one. */
export type ObjectKind =
  // public objects
  | 'category'
  | 'measurementQuantity'
  | 'supplierProduct'
  | 'baseProduct'
  | 'page'
  | 'contentType'
  | 'approvedComment'
  | 'supplier'
  | 'delegation'
  | 'faqQuestion'
  | 'enumName'
  | 'modelName'
  /** A body naming a public product, supplier or article by `objectType` + `objectId`. */
  | 'publicObjectRef'
  // private objects
  | 'draftPage'
  | 'pendingComment'
  | 'privateFile'
  | 'deliveryAddress'
  | 'person'
  | 'merchantAgent'
  | 'ownProduct'
  /** A product's PDF catalogue; the test's is a draft's, which only the merchant's members may download. */
  | 'productCatalogue'
  | 'supplierArticle'
  /** The merchant the caller owns or represents, named by `merchantId` in the query. */
  | 'ownMerchant'
  | 'favorite'
  | 'note'
  | 'sentInvitation'
  | 'receivedInvitation'
  /** Something of the caller's waiting to be paid (a plan, a fee), named by `payableId` in the body. */
  | 'payable'
  /** One of the caller's payments, by `id` in the path or `paymentId` in the query or body. */
  | 'payment'
  /** A conversation the caller takes part in: as its buyer, or as owner or agent of its merchant. */
  | 'conversation'
  /** An assistant conversation the signed-in buyer had (issue 19). */
  | 'assistantConversation'
  /** A trade request the caller is the buyer of. */
  | 'ownTradeRequest'
  /** A trade request to the merchant the caller owns or represents (its buyer may use it too). */
  | 'tradeRequest'
  /** An open request for quotation in a category of the merchant the caller owns or represents. */
  | 'openTradeRequest'
  /** A quote the merchant the caller owns or represents sent (the request's buyer reads it too). */
  | 'tradeQuote'
  /** An official invoice the merchant the caller owns or represents issued (its سامانه مودیان submission). */
  | 'taxInvoice'
  /** A proforma or official invoice the caller's merchant issued (its buyer reads it too; issue 31). */
  | 'tradeDocument'
  /** The buyer company the caller belongs to (decision 044); the matrix's owner is its owner. */
  | 'company'
  /** An order or request of the caller's company (its trade request id). */
  | 'companyOrder'
  /** An invitation to join a company, sent to the signed-in person's number. */
  | 'companyInvitation';

/** The access part of an endpoint (also what a route carries in its Fastify `config`). */
export interface RouteAccess {
  access: EndpointAccess;
  object?: ObjectKind;
  /** With access 'owner' or 'agent': staff may read (GET) the object too, never change it. */
  staffReads?: boolean;
  /** With access 'owner': anonymous callers reach the handler (the route also serves public objects). */
  signInOptional?: boolean;
}

export interface EndpointDefinition extends RouteAccess {
  method: EndpointMethod;
  /** Fastify-style path below /api/v1, e.g. `/categories/:id/children`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the API reads (e.g. `last-event-id`); validated and documented, not sent by the client. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** How arrays and objects travel in the query string (default `repeat`: `ids=1&ids=2`). */
  queryStyle?: 'repeat' | 'brackets' | 'dotted';
  /** Request body media types other than JSON (multipart uploads, form-encoded token requests). */
  consumes?: readonly string[];
  /**
   * Media type of the 2xx answers when they are not JSON (an event stream, a file download). Such an
   * endpoint is described for OpenAPI and routed from its definition, but the web reads it with fetch or
   * EventSource directly, not with the generic client (which parses JSON).
   */
  produces?: string;
  /** Every answer by status code; the 2xx ones are what a successful call returns. */
  responses: Readonly<Record<number, z.ZodType>>;
}

/** Keeps the literal types of an endpoint (path, statuses) while checking its shape. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type SuccessCode = 200 | 201 | 202 | 204;

/** What a successful call returns (the output of its 2xx schema). */
export type EndpointResult<E extends EndpointDefinition> = {
  [S in keyof E['responses'] & SuccessCode]: z.output<E['responses'][S]>;
}[keyof E['responses'] & SuccessCode];

/** Path and query values travel as text: a number may be given for a field the API reads as a number. */
type Wire<T> = T extends number
  ? number | `${number}`
  : T extends readonly (infer U)[]
    ? readonly Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
/** Optional where the schema's input is optional (defaults), typed by what the API makes of it. */
type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? Wire<z.output<S>[K]> : z.input<S>[K];
};
type ParamsInput<S extends z.ZodType> = { [K in keyof z.output<S>]: string | number };

type Part<Key extends string, S, Value> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Key]?: Value }
    : object extends Value
      ? { [K in Key]?: Value }
      : { [K in Key]: Value }
  : { [K in Key]?: never };

/** What a caller passes: path params, query and body, each typed from its schema. */
export type EndpointInput<E extends EndpointDefinition> = Part<
  'params',
  E['params'],
  E['params'] extends z.ZodType ? ParamsInput<E['params']> : never
> &
  Part<'query', E['query'], E['query'] extends z.ZodType ? QueryInput<E['query']> : never> &
  Part<'body', E['body'], E['body'] extends z.ZodType ? z.input<E['body']> : never>;

/** The 2xx status codes of an endpoint, in ascending order. */
export function successStatuses(endpoint: EndpointDefinition): number[] {
  return Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
}

/** `/categories/:id/children` with `{ id: 7 }` → `/categories/7/children` (each value URI-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

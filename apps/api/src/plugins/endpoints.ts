// Registers a route from its endpoint definition in packages/contracts: the same object gives the
// route its method, path, validation, OpenAPI schema and access metadata, and types the handler.
// docs/decisions/012-one-definition-per-endpoint.md
import type { EndpointDefinition } from '@bazaar/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { z } from 'zod';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
type SuccessCode = 200 | 201 | 202 | 204;
type SuccessBody<E extends EndpointDefinition> = {
  [S in keyof E['responses'] & SuccessCode]: z.input<E['responses'][S]>;
}[keyof E['responses'] & SuccessCode];

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Headers: Out<E['headers']>;
  Body: Out<E['body']>;
}>;

/** A handler returns the success body (serialised with the 2xx schema) or sends its own reply. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => SuccessBody<E> | FastifyReply | Promise<SuccessBody<E> | FastifyReply>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint this route was made from (access, path), for the authorization matrix and docs. */
    endpoint?: EndpointDefinition;
  }
}

/** Route options that are about serving, not about the call itself (body limits, no HEAD twin, time limit). */
export type EndpointRouteOptions = Pick<RouteOptions, 'bodyLimit' | 'exposeHeadRoute' | 'handlerTimeout'>;

/** JSON answers as they are; the 2xx answers of a non-JSON endpoint under their own media type. */
function responseSchemas(endpoint: EndpointDefinition) {
  const { produces } = endpoint;
  if (!produces) return endpoint.responses;
  return Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, schema]) => {
      const success = Number(status) >= 200 && Number(status) < 300;
      return [
        status,
        success ? { description: schema.description ?? 'Success', content: { [produces]: { schema } } } : schema,
      ];
    }),
  );
}

export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      endpoint,
      access: endpoint.access,
      object: endpoint.object,
      staffReads: endpoint.staffReads,
      signInOptional: endpoint.signInOptional,
    },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: responseSchemas(endpoint),
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}

// Spec "Shared" calls: the enums with Persian labels, and the JSON Schema of any named contract model.
import { ENUMS } from '@bazaar/contracts/enums';
import { problemSchema } from '@bazaar/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/app-error.js';

const tags = ['shared'];
const enumMembersSchema = z.array(z.object({ value: z.string(), label: z.string() }));

/** Contract schemas registered with an id (`.meta({ id })`), by that id. */
function registeredModels(): Map<string, z.ZodType> {
  const models = new Map<string, z.ZodType>();
  // biome-ignore lint/suspicious/noExplicitAny: the registry's internal map is untyped
  const entries = (z.globalRegistry as any)._idmap as Map<string, z.ZodType>;
  for (const [id, schema] of entries) models.set(id, schema);
  return models;
}

export const sharedTypeModelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shared/typemodels/enums',
    {
      schema: {
        tags,
        summary: 'Every enum with Persian labels',
        response: { 200: z.record(z.string(), enumMembersSchema) },
      },
    },
    () => ENUMS,
  );

  app.get(
    '/shared/typemodels/enums/:name',
    {
      schema: {
        tags,
        summary: 'One enum with Persian labels',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: enumMembersSchema, 404: problemSchema },
      },
    },
    ({ params }) => {
      const found = Object.entries(ENUMS).find(([name]) => name.toLowerCase() === params.name.toLowerCase());
      if (!found) throw notFound(`شمارش «${params.name}» تعریف نشده است.`);
      return found[1];
    },
  );

  app.get(
    '/shared/typemodels/:model',
    {
      schema: {
        tags,
        summary: 'JSON Schema of a contract model, e.g. SupplierProductSummary',
        params: z.object({ model: z.string().max(64) }),
        response: { 200: z.record(z.string(), z.unknown()), 404: problemSchema },
      },
    },
    ({ params }) => {
      const schema = registeredModels().get(params.model);
      if (!schema) throw notFound(`مدل «${params.model}» تعریف نشده است.`);
      return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
    },
  );
};

// Spec "Shared" calls: the enums with Persian labels (enums.ts), and the JSON Schema of any named contract
// model (a schema registered with `.meta({ id })`).
import './zod-config';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { problemSchema } from './problem';

const tags = ['shared'] as const;

export const enumMembersSchema = z.array(z.object({ value: z.string(), label: z.string() }));
export type EnumMembers = z.infer<typeof enumMembersSchema>;

export const sharedTypeModelsEndpoints = {
  enums: defineEndpoint({
    method: 'GET',
    path: '/shared/typemodels/enums',
    summary: 'Every enum with Persian labels',
    tags,
    access: 'public',
    responses: { 200: z.record(z.string(), enumMembersSchema) },
  }),
  enum: defineEndpoint({
    method: 'GET',
    path: '/shared/typemodels/enums/:name',
    summary: 'One enum with Persian labels',
    tags,
    access: 'public',
    object: 'enumName',
    params: z.object({ name: z.string().max(64) }),
    responses: { 200: enumMembersSchema, 404: problemSchema },
  }),
  model: defineEndpoint({
    method: 'GET',
    path: '/shared/typemodels/:model',
    summary: 'JSON Schema of a contract model, e.g. SupplierProductSummary',
    tags,
    access: 'public',
    object: 'modelName',
    params: z.object({ model: z.string().max(64) }),
    responses: { 200: z.record(z.string(), z.unknown()), 404: problemSchema },
  }),
};

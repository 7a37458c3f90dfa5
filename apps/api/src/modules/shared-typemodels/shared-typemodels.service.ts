// Spec "Shared" calls: enums by name (any letter case) and the JSON Schema of a named contract model.
import type { EnumMembers } from '@bazaar/contracts/shared-typemodels';
import { z } from 'zod';
import { notFound } from '../../shared/app-error.js';
import type { SharedTypeModelsRepo } from './shared-typemodels.repo.js';

export function createSharedTypeModelsService(repo: SharedTypeModelsRepo) {
  return {
    enums: (): Record<string, EnumMembers> => repo.enums(),
    enumByName(name: string): EnumMembers {
      const found = Object.entries(repo.enums()).find(([key]) => key.toLowerCase() === name.toLowerCase());
      if (!found) throw notFound(`شمارش «${name}» تعریف نشده است.`);
      return found[1];
    },
    modelSchema(model: string) {
      const schema = repo.model(model);
      if (!schema) throw notFound(`مدل «${model}» تعریف نشده است.`);
      return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
    },
  };
}

export type SharedTypeModelsService = ReturnType<typeof createSharedTypeModelsService>;

// Where the shared calls read from: the enums with Persian labels and the contract schemas registered with
// an id (`.meta({ id })`). Nothing here touches the database.
import { ENUMS } from '@bazaar/contracts/enums';
import { z } from 'zod';

export function createSharedTypeModelsRepo() {
  return {
    enums: () => ENUMS,
    /** The contract schema registered under `id`, if any. */
    model(id: string): z.ZodType | undefined {
      // biome-ignore lint/suspicious/noExplicitAny: the registry's internal map is untyped
      const entries = (z.globalRegistry as any)._idmap as Map<string, z.ZodType>;
      return entries.get(id);
    },
  };
}

export type SharedTypeModelsRepo = ReturnType<typeof createSharedTypeModelsRepo>;

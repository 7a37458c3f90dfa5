// Staff administration: users and the roles staff may grant.
import { z } from 'zod';
import { roleSchema } from './identity';

// Users ------------------------------------------------------------------------------------------------------

export const staffUserSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    name: z.string(),
    roles: z.array(roleSchema),
    blocked: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;
/** The roles staff grant; `buyer` every account has, `supplier_agent` comes from a merchant's membership. */
export const GRANTABLE_ROLES = ['admin'] as const;

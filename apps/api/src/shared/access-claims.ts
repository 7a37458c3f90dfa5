// Who a request speaks for: the claims of a verified access token (identity issues them, the auth plugin
// puts them on `request.session`).
import type { Role } from '@bazaar/contracts/identity';

export interface AccessClaims {
  sub: number;
  /** The login this token belongs to: its refresh-token family. Logout or a replay ends it at once. */
  sid: string;
  roles: Role[];
  exp: number;
}

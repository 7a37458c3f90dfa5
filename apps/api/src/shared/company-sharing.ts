// The one refusal of items shared with a buyer company (decision 058): a member may read what another member
// shared, but only its author changes it and only the company's owner takes it out of the company's items.
import { AppError } from './app-error.js';

export const notTheirs = () =>
  new AppError('COMPANIES_ROLE_REFUSED', {
    detail: 'این مورد را عضو دیگری با شرکت به اشتراک گذاشته است؛ فقط خود او یا مالک شرکت می‌تواند اشتراکش را بردارد.',
  });

import type { PublicUser } from '@rassam/api/schemas';

/** The roles that work the support desk (the API's `requireStaff`): support and admin. */
export const isStaff = (user: Pick<PublicUser, 'role'> | null) => user?.role === 'support' || user?.role === 'admin';

import { listBinds } from './api/list-binds';

/**
 * The signed-in user's sign-in methods, as one cached answer: Settings and the payment result
 * ask for the same, and a method linked in either shows in both.
 */
export const bindsQuery = (uid: string | null) => ({
  queryKey: ['binds', uid] as const,
  queryFn: async () => (await listBinds({}, { silent: true })).binds,
  enabled: Boolean(uid),
});

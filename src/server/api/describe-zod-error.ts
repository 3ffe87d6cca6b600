import type { z } from 'zod';

/** `Bad params: email (Invalid email address); lang (Invalid option …)`: names each bad field. */
export function describeZodError(error: z.ZodError): string {
  const fields = error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    return `${field} (${issue.message})`;
  });
  return `Bad params: ${[...new Set(fields)].join('; ')}`;
}

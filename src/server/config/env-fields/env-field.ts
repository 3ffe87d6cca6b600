import { z } from 'zod';

/** One environment variable: how its value is read, and a hint for a bad one. */
export interface EnvField {
  schema: z.ZodType;
  hint: string;
}

/** 1 or true, else off. */
export const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((value) => value === '1' || value === 'true');

/** A comma-separated list of `item`. */
export const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

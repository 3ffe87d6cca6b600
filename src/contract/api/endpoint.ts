import type { z } from 'zod';

/** Who may call an endpoint: anyone, anyone (a token is used when valid), or signed-in users. */
type EndpointAccess = 'public' | 'optionalUser' | 'user';

/** The shape of every API path. */
export type ApiPath = `/v1/${string}`;

/**
 * One row of the endpoint table: path, params schema, data schema, access. The path keeps its
 * literal type, so the client can look an endpoint's types up by its path (see `EndpointAt`).
 */
export interface EndpointDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodType = z.ZodType,
  Path extends ApiPath = ApiPath,
> {
  path: Path;
  /** Params of the call, without the automatic fields. */
  input: Input;
  /** The `data` of a successful answer. */
  output: Output;
  access: EndpointAccess;
  /**
   * The call spends energy, coins or a free tour message. Its `t` must be within 10 minutes of the
   * server's clock, and a repeat (the same `idempotencyKey`, or the same signed body) answers the
   * first call's result without spending again.
   */
  spends?: boolean;
}

/** Declares an endpoint keeping its exact schema types and its path. */
export function defineEndpoint<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Path extends ApiPath,
>(definition: EndpointDefinition<Input, Output, Path>): EndpointDefinition<Input, Output, Path> {
  return definition;
}

export type EndpointInput<E extends EndpointDefinition> = z.input<E['input']>;
export type EndpointOutput<E extends EndpointDefinition> = z.output<E['output']>;

/** The answer envelope of every call (spec §7, §8). */
export interface ApiEnvelope<Data = unknown> {
  code: number;
  msg: string;
  data: Data;
}

import type { AutomaticFields } from '@contract/api/automatic-fields';
import type { EndpointDefinition } from '@contract/api/endpoint';
import type { z } from 'zod';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';

/** What a handler knows about the call besides its params. */
export interface HandlerContext {
  db: Database;
  env: Env;
  log: Logger;
  /** The signed-in user, when the token was valid. */
  uid: string | null;
  /** ISO country of the caller from the configured proxy header, when present. */
  country: string | null;
  /** The client build the server serves. */
  buildId: string;
}

export type HandlerInput<E extends EndpointDefinition> = z.output<E['input']> & AutomaticFields;

/** An endpoint of the contract together with the function that answers it. */
export interface EndpointImplementation<E extends EndpointDefinition = EndpointDefinition> {
  endpoint: E;
  handle(input: HandlerInput<E>, context: HandlerContext): Promise<z.input<E['output']>>;
}

/** Pairs a contract endpoint with its handler, checking the handler's types against the contract. */
export function implement<E extends EndpointDefinition>(
  endpoint: E,
  handle: EndpointImplementation<E>['handle'],
): EndpointImplementation<E> {
  return { endpoint, handle };
}

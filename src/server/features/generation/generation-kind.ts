import type { Transaction } from '../../db/database';
import type { GenerationJobRow } from './generation-jobs';

/** What a run of a job sees: the job, a way to report progress, and a signal when it must stop. */
interface GenerationRun {
  job: Pick<GenerationJobRow, 'id' | 'userId' | 'input' | 'attempt'>;
  /** Progress 0–100 and, when it changes, the stage the screens name ("hair", "face"…). */
  report(progress: number, stage?: string): Promise<void>;
  signal: AbortSignal;
}

/** One kind of paid generation: how to run it and what else changes when it ends. */
export interface GenerationKind {
  name: string;
  /** Runs tried before the job fails for good and is refunded. */
  maxAttempts: number;
  /** Does the work; answers the result to keep, or throws (`GenerationFailure` says if retrying helps). */
  run(run: GenerationRun): Promise<Record<string, unknown>>;
  /** In the transaction that records success: what else the result changes. */
  onSucceeded?(
    tx: Transaction,
    job: GenerationJobRow,
    result: Record<string, unknown>,
  ): Promise<void>;
  /** In the transaction that records the final failure and the refund. */
  onFailed?(tx: Transaction, job: GenerationJobRow, reason: string): Promise<void>;
}

/** A run's failure; `retryable` says whether another run may succeed (a provider outage, a timeout). */
export class GenerationFailure extends Error {
  override name = 'GenerationFailure';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

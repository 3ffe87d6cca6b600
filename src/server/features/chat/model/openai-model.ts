import OpenAI from 'openai';
import type { ChatModel } from './chat-model';

export interface OpenAiModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  advancedModel: string;
  /** Longest wait for the first piece of a reply; the attempt is retried once after it. */
  firstTokenTimeoutMs: number;
  /** Longest silence between two pieces once the reply has started. */
  idleTimeoutMs: number;
}

class ModelTimeoutError extends Error {
  constructor(what: string) {
    super(`The chat model did not answer in time (${what})`);
    this.name = 'ModelTimeoutError';
  }
}

/**
 * Any OpenAI-compatible server (vLLM, llama.cpp, Ollama, OpenRouter…) through the `openai` client,
 * streamed. A failure before the first token is retried once; after it the reply has been partly
 * shown, so the failure is reported instead of starting over.
 */
export function createOpenAiModel(options: OpenAiModelOptions): ChatModel {
  const client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey, maxRetries: 0 });

  async function* attempt(
    request: { model: string; messages: OpenAI.ChatCompletionMessageParam[] },
    signal: AbortSignal,
    onFirstToken: () => void,
  ): AsyncGenerator<string> {
    // An abort listener added after the abort never runs: a reply stopped already asks nothing.
    signal.throwIfAborted();
    const controller = new AbortController();
    const abort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    let timedOut: ModelTimeoutError | null = null;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number, what: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = new ModelTimeoutError(what);
        controller.abort(timedOut);
      }, ms);
    };
    arm(options.firstTokenTimeoutMs, 'first token');
    try {
      const stream = await client.chat.completions.create(
        { ...request, stream: true },
        { signal: controller.signal },
      );
      let started = false;
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content ?? '';
        if (!text) continue;
        if (!started) {
          started = true;
          onFirstToken();
        }
        arm(options.idleTimeoutMs, 'between tokens');
        yield text;
      }
    } catch (error) {
      throw timedOut ?? error;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  }

  return {
    kind: 'openai',
    async *stream(prompt, tier, signal) {
      const request = {
        model: tier === 'advanced' ? options.advancedModel : options.model,
        messages: prompt.messages,
      };
      let started = false;
      try {
        yield* attempt(request, signal, () => {
          started = true;
        });
      } catch (error) {
        if (started || signal.aborted) throw error;
        yield* attempt(request, signal, () => {});
      }
    },
  };
}

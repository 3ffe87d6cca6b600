import WebSocket from 'ws';
import { type ImageProgress, ImageProviderError } from './image-provider';

/** The fields of ComfyUI's WebSocket messages we read (server.py `send_json`: `{type, data}`). */
interface ComfyMessage {
  type: string;
  data?: {
    prompt_id?: string;
    node?: string | null;
    value?: number;
    max?: number;
    node_type?: string;
    exception_type?: string;
    exception_message?: string;
  };
}

/** ComfyUI's WebSocket for one client id, opened before the prompt is queued so no message is missed. */
export interface ComfySocket {
  /** Resolves when ComfyUI reports `promptId` finished; rejects with `ImageProviderError` or the abort reason. */
  finished(promptId: string, onProgress?: (progress: ImageProgress) => void): Promise<void>;
  /** True once ComfyUI said the prompt ended (finished, failed or interrupted), so there is nothing to cancel. */
  readonly hasPromptEnded: boolean;
  close(): void;
}

// CUDA and MPS word it differently ("CUDA out of memory", torch.OutOfMemoryError, "Allocation on device").
const OUT_OF_MEMORY = /out ?of ?memory|\bOOM\b|allocation on device/i;

function parse(data: WebSocket.RawData): ComfyMessage | null {
  try {
    const message = JSON.parse(data.toString());
    return message && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** Opens `ws(s)://…/ws?clientId=…`; rejects (retryable) when it cannot connect. */
export async function openComfySocket(url: string, signal: AbortSignal): Promise<ComfySocket> {
  const socket = new WebSocket(url);
  const backlog: ComfyMessage[] = [];
  let listener: ((message: ComfyMessage) => void) | null = null;
  let dropped: ImageProviderError | null = null;
  let onDropped: ((error: ImageProviderError) => void) | null = null;
  let hasPromptEnded = false;

  socket.on('message', (data, isBinary) => {
    if (isBinary) return; // previews of the picture being drawn
    const message = parse(data);
    if (!message) return;
    if (listener) listener(message);
    else backlog.push(message);
  });
  const drop = (reason: string, cause?: unknown) => {
    dropped ??= new ImageProviderError(`ComfyUI's WebSocket ${reason}`, true, { cause });
    onDropped?.(dropped);
  };
  socket.on('error', (error) => drop(`failed: ${error.message}`, error));
  socket.on('close', () => drop('closed before the picture was finished'));

  await new Promise<void>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    socket.once('open', () => {
      signal.removeEventListener('abort', abort);
      resolve();
    });
    onDropped = (error) => {
      signal.removeEventListener('abort', abort);
      reject(error);
    };
  }).catch((error) => {
    socket.terminate();
    throw error;
  });

  return {
    get hasPromptEnded() {
      return hasPromptEnded;
    },
    close: () => {
      onDropped = null;
      socket.terminate();
    },
    finished: (promptId, onProgress) =>
      new Promise<void>((resolve, reject) => {
        const abort = () => reject(signal.reason);
        if (signal.aborted) return abort();
        signal.addEventListener('abort', abort, { once: true });
        const settle = (error?: ImageProviderError) => {
          signal.removeEventListener('abort', abort);
          if (error) reject(error);
          else resolve();
        };
        listener = ({ type, data = {} }) => {
          if (data.prompt_id !== undefined && data.prompt_id !== promptId) return;
          if (
            type === 'progress' &&
            typeof data.value === 'number' &&
            typeof data.max === 'number'
          ) {
            onProgress?.({ done: data.value, total: data.max });
          } else if (type === 'executing' && data.node === null && data.prompt_id === promptId) {
            // Sent after the history is written (main.py), unlike `execution_success`.
            hasPromptEnded = true;
            settle();
          } else if (type === 'execution_error') {
            hasPromptEnded = true;
            const text = `${data.exception_type ?? ''} ${data.exception_message ?? ''}`;
            settle(
              new ImageProviderError(
                `ComfyUI failed in ${data.node_type ?? 'a node'}: ${data.exception_message ?? 'no message'}`,
                OUT_OF_MEMORY.test(text),
              ),
            );
          } else if (type === 'execution_interrupted') {
            hasPromptEnded = true;
            settle(new ImageProviderError('ComfyUI interrupted the prompt', true));
          }
        };
        for (const message of backlog.splice(0)) listener(message);
        if (dropped) settle(dropped);
        onDropped = settle;
      }),
  };
}

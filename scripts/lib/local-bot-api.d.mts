export function startLocalBotApiIfWanted(options: {
  env: Record<string, string | undefined>;
  apiHost: string;
  apiPort: string;
  isDev: boolean;
}): Promise<{ env: Record<string, string>; close(): Promise<void> }>;

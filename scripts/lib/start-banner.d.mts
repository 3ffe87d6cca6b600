export interface EmbeddedDefaultLine {
  capability: string;
  inUse: string;
  switchWith: string;
}
export function addressToOpen(url: string): string;
export function startBanner(url: string, embedded?: EmbeddedDefaultLine[]): string;
export function parseLogLine(line: string): Record<string, unknown> | null;

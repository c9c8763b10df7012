import type { ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function startServer(options?: { env?: Record<string, string> }): Promise<RunningServer>;

import { type ChildProcess, spawn } from 'node:child_process';

/** How long a child gets to exit after SIGTERM before it is killed outright. */
const CHILD_STOP_GRACE_MS = 2_000;

/**
 * Runs `"$@"` and dies with the server however the server ends. Our stdin is a pipe from the
 * server that nothing is written to: it reaches its end when the server's process is gone, a
 * `kill -9` included, and the watcher then kills the program and removes its folder (`$1`). The
 * program itself reads no stdin (ffmpeg does not stop at the end of its stdin). A SIGTERM for this
 * shell is passed on, and the shell stays until the program has exited, so the server sees the
 * program's own end.
 */
const WATCHDOG_SCRIPT = `
folder=$1; shift
exec 3<&0 0</dev/null
"$@" 3<&- &
child=$!
{ read -r _ <&3; kill -KILL "$child" 2>/dev/null; [ -n "$folder" ] && rm -rf -- "$folder"; } &
watcher=$!
exec 3<&-
trap 'kill -TERM "$child" 2>/dev/null' TERM INT
status=0
wait "$child" || status=$?
while kill -0 "$child" 2>/dev/null; do wait "$child"; status=$?; done
kill "$watcher" 2>/dev/null
exit "$status"
`;

/** Windows has no POSIX shell: there the program runs bare (and outlives a killed server). */
const HAS_POSIX_SHELL = process.platform !== 'win32';

interface LiveChild {
  process: ChildProcess;
  exited: Promise<void>;
}

/** The children of this process that have not exited yet. */
const liveChildren = new Set<LiveChild>();

/** SIGTERM to the child and everything it started, then SIGKILL once `graceMs` passed. */
function terminate(child: LiveChild, graceMs: number): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    const { pid, exitCode, signalCode } = child.process;
    if (pid === undefined || exitCode !== null || signalCode !== null) return;
    try {
      // Detached, the child leads a process group of its own: the program and the watcher too.
      process.kill(HAS_POSIX_SHELL ? -pid : pid, signal);
    } catch {
      // Exited in between.
    }
  };
  signalGroup('SIGTERM');
  const kill = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  return child.exited.finally(() => clearTimeout(kill));
}

/**
 * Starts `command` as a child this process keeps track of until it exits: aborting `signal`
 * stops it (SIGTERM, then SIGKILL), `stopChildProcesses` stops it on shutdown, and should this
 * process die without either (`kill -9`, a crash) it is killed and `folder` removed. Its stdout
 * and stderr are pipes; it reads no stdin.
 */
export function spawnChild(
  command: string,
  args: readonly string[],
  options: { signal: AbortSignal; folder?: string },
): ChildProcess {
  const child = HAS_POSIX_SHELL
    ? spawn(
        '/bin/sh',
        ['-c', WATCHDOG_SCRIPT, 'watchdog', options.folder ?? '', command, ...args],
        {
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: true,
        },
      )
    : spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const live: LiveChild = {
    process: child,
    exited: new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    }),
  };
  liveChildren.add(live);
  const stop = () => void terminate(live, CHILD_STOP_GRACE_MS);
  if (options.signal.aborted) stop();
  else options.signal.addEventListener('abort', stop, { once: true });
  void live.exited.then(() => {
    liveChildren.delete(live);
    options.signal.removeEventListener('abort', stop);
  });
  return child;
}

/** Stops every child still running (SIGTERM, then SIGKILL); resolves once all have exited. */
export async function stopChildProcesses(graceMs = CHILD_STOP_GRACE_MS): Promise<number> {
  const children = [...liveChildren];
  await Promise.all(children.map((child) => terminate(child, graceMs)));
  return children.length;
}

/**
 * A throwaway Redis for the cluster tests: Debian's redis-server on a free
 * localhost port, keeping nothing on disk, stopped after the tests.
 * `.ci/run` installs the package where it is missing; without it the tests
 * that need it are skipped with a notice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { freePort } from './free-port.mjs';

export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server and starts a fresh one on the same port (it keeps nothing: every key is lost). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export async function startRedis(): Promise<TestRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed');
  const port = await freePort();
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await answersPing(port)); i++) await new Promise((r) => setTimeout(r, 50));
    return child;
  };
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let child = await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    restart: async () => {
      await stop(child);
      child = await launch();
    },
    stop: () => stop(child),
  };
}

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { freePort } from "./server-process";

export function redisServerAvailable(): boolean {
  return spawnSync("redis-server", ["--version"]).status === 0;
}

export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop), for outage tests. */
  restart(): Promise<void>;
}

async function waitForPort(port: number): Promise<void> {
  const { createConnection } = await import("node:net");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ port, host: "127.0.0.1" }, () => {
        s.end();
        resolve(true);
      });
      s.on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A throwaway redis-server on a free loopback port, without persistence. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    await waitForPort(port);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, restart: start };
}

import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { startProductionServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server for the whole browser suite, started from the real build. */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, "../..");
  if (!existsSync(resolve(root, "build/server/index.js"))) {
    throw new Error("Browser tests need a build: run `npm run build` first (`npm test` does).");
  }
  const server = await startProductionServer();
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
  };
}

import { afterAll, describe, expect, it } from "vitest";
import { loadConfig, missingKeyLines } from "../../server/config";
import { startProductionServer, type RunningServer } from "../helpers/server-process";

/** What the person running the site sees in the terminal when keys are missing (issue 18). */
describe("start-up lines for missing keys", () => {
  const servers: RunningServer[] = [];
  afterAll(() => Promise.all(servers.map((s) => s.stop())));

  it("a server with no keys prints one line per missing variable, naming what it switches on", async () => {
    const s = await startProductionServer();
    servers.push(s);
    const expected = missingKeyLines(loadConfig({}));
    expect(expected).toHaveLength(3);
    await expect.poll(() => s.output(), { timeout: 5_000 }).toContain(expected[2]!);
    for (const line of expected) expect(s.output()).toContain(line);
  });

  it("a server with every key prints none, and never a key's value", async () => {
    const keys = { LLM_API_KEY: "sk-startup-secret", YOUTUBE_API_KEY: "yt-startup-secret", TOGETHER_API_KEY: "tg-startup-secret" };
    const s = await startProductionServer(keys);
    servers.push(s);
    await expect.poll(() => s.output(), { timeout: 5_000 }).toContain("Serving");
    expect(s.output()).not.toContain("is not set");
    for (const v of Object.values(keys)) expect(s.output()).not.toContain(v);
  });
});

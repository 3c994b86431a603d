import { describe, expect, it } from "vitest";
import { EXAMPLE_OUTPUT } from "./example";
import { DEFAULT_ADVANCED, DEFAULT_DRAFT, type BuilderSettings } from "./logic";
import { advancedCheck, advancedReplySchema, videoJsonCheck, videoJsonSchema } from "./schema";

const defaults: BuilderSettings = { ...DEFAULT_DRAFT, description: "idea" };
type Json = Record<string, unknown>;
const clone = (): Json => JSON.parse(JSON.stringify(EXAMPLE_OUTPUT)) as Json;

describe("the basic video JSON schema (spec 000 §3)", () => {
  it("accepts the page's example output, unchanged", () => {
    const r = videoJsonCheck(defaults)(clone());
    expect(r).toEqual({ ok: true, value: EXAMPLE_OUTPUT });
  });

  it("keeps the §3 key order and drops keys the shape does not have", () => {
    const shuffled = { seed: 1, ...clone(), extra: "x" };
    const r = videoJsonSchema.parse(shuffled);
    expect(Object.keys(r)).toEqual(Object.keys(EXAMPLE_OUTPUT));
  });

  it.each([
    ["a missing key", (j: Json) => delete j.safety, "safety"],
    ["a wrong type", (j: Json) => (j.seed = "42"), "seed"],
    ["a fractional seed", (j: Json) => (j.seed = 4.5), "seed"],
    ["a shot without camera", (j: Json) => delete (j.shots as Json[])[0]!.camera, "shots.0.camera"],
    ["sfx as text", (j: Json) => ((j.audio as Json).sfx = "rain"), "audio.sfx"],
    ["dialogue without a speaker", (j: Json) => delete ((j.audio as Json).dialogue as Json[])[0]!.speaker, "audio.dialogue.0.speaker"],
    ["avoid as text", (j: Json) => ((j.global_constraints as Json).avoid = "text"), "global_constraints.avoid"],
    ["an empty shot prompt", (j: Json) => ((j.shots as Json[])[1]!.prompt = "  "), "shots.1.prompt"],
  ])("rejects %s, naming the path", (_name, mutate, path) => {
    const j = clone();
    mutate(j);
    const r = videoJsonCheck(defaults)(j);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.join("\n")).toContain(path);
  });

  it("rejects shots that do not cover 0..duration, too few or too many shots, and cues after the end", () => {
    const gap = clone();
    (gap.shots as Json[])[1]!.start = 3.5;
    const r1 = videoJsonCheck(defaults)(gap);
    expect(r1.ok ? [] : r1.issues).toEqual([expect.stringContaining("shots.1.start")]);

    const r2 = videoJsonCheck({ ...defaults, duration: 15 })(clone());
    expect(r2.ok ? [] : r2.issues).toEqual([expect.stringContaining("the last shot must end at 15")]);

    const two = clone();
    two.shots = (two.shots as Json[]).slice(0, 2);
    (two.shots as Json[])[1]!.end = 9;
    const r3 = videoJsonCheck(defaults)(two);
    expect(r3.ok ? [] : r3.issues).toEqual(["shots: write 3 to 4 shots, not 2"]);

    const late = clone();
    ((late.audio as Json).sfx as Json[])[0]!.t = 12;
    const r4 = videoJsonCheck(defaults)(late);
    expect(r4.ok ? [] : r4.issues).toEqual(["audio.sfx.0.t: must lie between 0 and 9"]);
  });

  it("writes the visitor's duration, fps 24, resolution and aspect ratio into the JSON", () => {
    const j = clone();
    j.fps = 30;
    j.resolution = "1920x1080";
    const r = videoJsonCheck({ duration: 9, resolution: "4k", aspectRatio: "9:16" })(j);
    expect(r.ok && r.value).toMatchObject({ duration_seconds: 9, fps: 24, resolution: "4k", aspect_ratio: "9:16" });
  });
});

describe("the advanced reply schema (spec 000 §7)", () => {
  it("accepts an object with a prompt and builds the advanced output", () => {
    expect(advancedReplySchema.safeParse({ prompt: "A fox." }).success).toBe(true);
    const r = advancedCheck({ ...defaults, aspectRatio: "9:16" }, { ...DEFAULT_ADVANCED, complexity: "expert" })({ prompt: " A fox. ", note: "ignored" });
    expect(r.ok && r.value).toMatchObject({
      generated_prompt: "A fox.",
      configuration_used: { complexity: "expert", aspect_ratio: "9:16" },
      format: "advanced_json_prompt",
    });
  });

  it.each([[{}], [{ prompt: "" }], [{ prompt: 3 }], [{ text: "A fox." }], [["A fox."]]])("rejects %j", (value) => {
    const r = advancedCheck(defaults, DEFAULT_ADVANCED)(value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
  });
});

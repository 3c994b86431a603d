import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  ASPECT_RATIOS,
  buildManifest,
  cleanDraft,
  DEFAULT_DELAY_MS,
  DELAYS_MS,
  delayLabel,
  DIMENSIONS,
  geminiBody,
  geminiImageOf,
  geminiUrl,
  imageApiFailed,
  imageFileName,
  maskKey,
  MESSAGE_GEMINI_KEY_REQUIRED,
  MESSAGE_NO_PROMPTS,
  parsePrompts,
  progressPercent,
  progressStage,
  promptCountLabel,
  runSummary,
  withNegative,
  zipDoneMessage,
} from "./logic";
import { buildZip } from "./zip";

describe("prompts", () => {
  it("splits by line, trims and drops empty lines (spec 001 §5)", () => {
    expect(parsePrompts("  a fox \n\n\r\n   \nb cat\r\nc dog\rd owl  ")).toEqual(["a fox", "b cat", "c dog", "d owl"]);
    expect(parsePrompts("")).toEqual([]);
    expect(parsePrompts(" \n \t\n")).toEqual([]);
  });

  it("counts prompts live", () => {
    expect(promptCountLabel(0)).toBe("0 prompts");
    expect(promptCountLabel(1)).toBe("1 prompt");
    expect(promptCountLabel(parsePrompts("a\n\nb\nc").length)).toBe("3 prompts");
  });

  it("has the spec's messages", () => {
    expect(MESSAGE_NO_PROMPTS).toBe("Please enter at least one prompt (one per line).");
    expect(MESSAGE_GEMINI_KEY_REQUIRED).toBe("Please add your Gemini API key to use the generator.");
  });

  it("adds the negative prompt only when there is one", () => {
    expect(withNegative("a fox", "  ")).toBe("a fox");
    expect(withNegative("a fox", "blur")).toBe("a fox\n\nAvoid: blur");
  });
});

describe("constants (spec 001 §3, §9)", () => {
  it("has the five aspect ratios and the four delays, 10 s recommended", () => {
    expect(ASPECT_RATIOS).toEqual(["1:1", "16:9", "9:16", "4:3", "3:4"]);
    expect(DELAYS_MS).toEqual([5000, 10000, 15000, 30000]);
    expect(DEFAULT_DELAY_MS).toBe(10000);
    expect(delayLabel(10000)).toBe("10 seconds (recommended)");
    expect(delayLabel(5000)).toBe("5 seconds");
  });

  it("gives every aspect ratio dimensions of that shape in multiples of 16", () => {
    for (const a of ASPECT_RATIOS) {
      const { width, height } = DIMENSIONS[a];
      const [w, h] = a.split(":").map(Number) as [number, number];
      expect(width % 16).toBe(0);
      expect(height % 16).toBe(0);
      expect(Math.abs(width / height - w / h)).toBeLessThan(0.03);
    }
  });
});

describe("file names and progress", () => {
  it("names files prompt_{n}_image_{m}.png", () => {
    expect(imageFileName(1, 1)).toBe("prompt_1_image_1.png");
    expect(imageFileName(12, 3)).toBe("prompt_12_image_3.png");
  });

  it("reports percent and the current prompt", () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressStage(1, 3, "a fox")).toBe("Prompt 2 of 3: a fox");
    expect(progressStage(0, 1, "x".repeat(100))).toHaveLength("Prompt 1 of 1: ".length + 80);
  });

  it("summarises a run", () => {
    expect(runSummary(2, 1, false)).toBe("2 images generated, 1 prompt failed.");
    expect(runSummary(1, 0, true)).toBe("1 image generated (stopped).");
    expect(zipDoneMessage(3, 0)).toBe("ZIP ready with 3 images.");
    expect(zipDoneMessage(2, 1)).toBe("ZIP ready with 2 images. 1 image could not be read and was skipped.");
  });
});

describe("key masking", () => {
  it("shows only the last 5 characters", () => {
    const masked = maskKey("AIzaSyDUMMYKEY12345abcde");
    expect(masked.endsWith("abcde")).toBe(true);
    expect(masked).not.toContain("AIza");
    expect(masked.replace(/•/g, "")).toBe("abcde");
  });

  it("hides a key of 5 characters or fewer entirely", () => {
    expect(maskKey("abcde")).toBe("•••••");
    expect(maskKey("")).toBe("");
  });
});

describe("Gemini wire format", () => {
  it("builds the generateContent request with imageConfig.aspectRatio", () => {
    expect(geminiUrl("https://g.example/v1beta/")).toBe("https://g.example/v1beta/models/gemini-2.5-flash-image:generateContent");
    expect(geminiBody("a fox", "16:9")).toEqual({
      contents: [{ parts: [{ text: "a fox" }] }],
      generationConfig: { responseModalities: ["IMAGE"], imageConfig: { aspectRatio: "16:9" } },
    });
  });

  it("reads the first inlineData part", () => {
    const reply = { candidates: [{ content: { parts: [{ text: "here" }, { inlineData: { mimeType: "image/png", data: "iVBOR" } }] } }] };
    expect(geminiImageOf(reply)).toEqual({ base64: "iVBOR", mimeType: "image/png" });
    expect(geminiImageOf({ candidates: [{ content: { parts: [{ text: "no" }] } }] })).toBeUndefined();
    expect(geminiImageOf(null)).toBeUndefined();
    expect(geminiImageOf({})).toBeUndefined();
  });

  it("words a failed prompt with the status and the provider's message", () => {
    expect(imageApiFailed(403)).toBe("Image API failed (403)");
    expect(imageApiFailed(400, JSON.stringify({ error: { message: "API key not valid" } }))).toBe("Image API failed (400): API key not valid");
  });
});

describe("ZIP manifest", () => {
  it("lists prompt number, prompt, model and file name, quoting where needed", () => {
    const csv = buildManifest([
      { promptNumber: 1, prompt: "a fox", model: "flux", fileName: "prompt_1_image_1.png" },
      { promptNumber: 3, prompt: 'a "quoted", prompt', model: "flux", fileName: "prompt_3_image_1.png" },
      { promptNumber: 4, prompt: "=HYPERLINK()", model: "flux", fileName: "prompt_4_image_1.png" },
    ]);
    expect(csv).toBe(
      "prompt_number,prompt,model,file_name\r\n" +
        "1,a fox,flux,prompt_1_image_1.png\r\n" +
        '3,"a ""quoted"", prompt",flux,prompt_3_image_1.png\r\n' +
        "4,'=HYPERLINK(),flux,prompt_4_image_1.png\r\n",
    );
  });

  it("builds a ZIP of the readable images plus manifest.csv, skipping and counting unreadable ones", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const r = await buildZip([
      { fileName: "prompt_1_image_1.png", promptNumber: 1, prompt: "a", model: "m", blob: new Blob([png]) },
      { fileName: "prompt_2_image_1.png", promptNumber: 2, prompt: "b", model: "m", blob: { arrayBuffer: () => Promise.reject(new Error("gone")) } },
      { fileName: "prompt_3_image_1.png", promptNumber: 3, prompt: "c", model: "m", blob: new Blob([png]) },
    ]);
    expect(r.written).toBe(2);
    expect(r.skipped).toBe(1);
    const files = unzipSync(new Uint8Array(await r.blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["manifest.csv", "prompt_1_image_1.png", "prompt_3_image_1.png"]);
    expect(files["prompt_3_image_1.png"]).toEqual(png);
    expect(strFromU8(files["manifest.csv"]!)).toBe("prompt_number,prompt,model,file_name\r\n1,a,m,prompt_1_image_1.png\r\n3,c,m,prompt_3_image_1.png\r\n");
  });
});

describe("drafts", () => {
  it("falls back to defaults for anything unknown", () => {
    const d = cleanDraft({ prompts: "a", negativePrompt: "b", model: "nope" as never, delayMs: 7 as never, aspectRatio: "2:1" as never });
    expect(d).toEqual({ prompts: "a", negativePrompt: "b", model: "default", delayMs: 10000, aspectRatio: "1:1" });
  });
});

import { describe, expect, it } from "vitest";
import { BANNER_CROP, bannerSizes } from "../../app/lib/youtube-ids";
import {
  API_PATH,
  BANNER_SIZES,
  bannerFileName,
  checkInput,
  COPY_CONFIRM_MS,
  COPYRIGHT_NOTE,
  countRealSources,
  dimensionsText,
  downloadErrorMessage,
  downloadPath,
  isBannerSizeCode,
  JPEG_QUALITY,
  LABELS,
  lookupPath,
  MESSAGES,
  nextPreview,
  preLookupWaitMs,
  PROGRESS_RESET_MS,
  readApiError,
  readBannerLookup,
  SPEC_WAIT_MS,
  stageOrder,
  STAGES,
} from "./logic";

const BASE = "https://yt3.ggpht.com/LMkDZSq0icg6yqyItLxe2c9tb_KjjI6jsrWE019X4L5TULPPLXJy6rtx7-nN7TB5EiHzoB0R5g";
const ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

describe("banner downloader: words of the spec (002 §2, §5, §8)", () => {
  it("has the spec's labels", () => {
    expect(LABELS.get).toBe("Get Channel Banners");
    expect(LABELS.download).toBe("Download");
    expect(LABELS.downloading).toBe("Downloading...");
    expect(LABELS.copyUrl).toBe("Copy URL");
    expect(COPY_CONFIRM_MS).toBe(2000);
    expect(COPYRIGHT_NOTE).toMatch(/copyright/);
  });

  it("has the spec's messages", () => {
    expect(MESSAGES.empty).toBe("Please enter a YouTube channel URL or channel ID.");
    expect(MESSAGES.cannotResolve).toBe("Could not resolve channel ID. Please use a direct channel URL or channel ID.");
    expect(MESSAGES.previewNotAvailable).toBe("Preview not available");
    expect(MESSAGES.downloadFailed("TV", "The image is not available.")).toBe(
      'Failed to download TV: The image is not available. Try right-clicking the preview image and "Save image as..."',
    );
  });
});

describe("sizes (§3, §9)", () => {
  it("has the six sizes with their names and dimensions, largest first", () => {
    expect(BANNER_SIZES.map((s) => `${s.name} ${dimensionsText(s)}`)).toEqual([
      "TV 2560x424",
      "Large Desktop 2276x377",
      "Desktop 2120x351",
      "Medium 1707x283",
      "Tablet 1138x188",
      "Mobile 1060x175",
    ]);
    for (const s of BANNER_SIZES) expect(s.description.length).toBeGreaterThan(3);
  });

  it("knows the size codes", () => {
    expect(BANNER_SIZES.map((s) => s.code)).toEqual(["w2560", "w2276", "w2120", "w1707", "w1138", "w1060"]);
    expect(isBannerSizeCode("w2560")).toBe(true);
    expect(isBannerSizeCode("w9999")).toBe(false);
    expect(isBannerSizeCode("")).toBe(false);
  });

  it("names files youtube-banner-{w}x{h}.jpg (§7)", () => {
    expect(bannerFileName({ width: 2560, height: 424 })).toBe("youtube-banner-2560x424.jpg");
    expect(BANNER_SIZES.map(bannerFileName)).toEqual([
      "youtube-banner-2560x424.jpg",
      "youtube-banner-2276x377.jpg",
      "youtube-banner-2120x351.jpg",
      "youtube-banner-1707x283.jpg",
      "youtube-banner-1138x188.jpg",
      "youtube-banner-1060x175.jpg",
    ]);
  });

  it("exports JPEG at quality 0.9 in the canvas fallback (§7)", () => {
    expect(JPEG_QUALITY).toBe(0.9);
  });

  it("downloads through the server route by channel ID and size code, never by address", () => {
    expect(downloadPath(ID, "w2560")).toBe(`${API_PATH}/download?channel=${ID}&size=w2560`);
  });

  it("counts the real sources", () => {
    const real = [`${BASE}=w1060-${BANNER_CROP}`, `${BASE}=w2560-${BANNER_CROP}`];
    const sizes = bannerSizes(BASE, real);
    expect(countRealSources(sizes)).toBe(2);
    expect(countRealSources(bannerSizes(BASE))).toBe(0);
  });
});

describe("checkInput (§5)", () => {
  it.each(["", "  "])("refuses empty input %j with the spec's message", (text) => {
    expect(checkInput(text)).toEqual({ ok: false, error: MESSAGES.empty });
  });

  it.each([
    [`https://www.youtube.com/channel/${ID}`, { kind: "id", channelId: ID }],
    [ID, { kind: "id", channelId: ID }],
    [`https://youtu.be/channel/${ID}`, { kind: "id", channelId: ID }],
    ["https://www.youtube.com/c/ProgrammingKnowledge", { kind: "custom", name: "ProgrammingKnowledge" }],
    ["https://www.youtube.com/user/Google", { kind: "user", username: "Google" }],
    ["https://www.youtube.com/@googledevelopers", { kind: "handle", handle: "googledevelopers" }],
    ["@googledevelopers", { kind: "handle", handle: "googledevelopers" }],
    ["https://youtu.be/D-lhorsDlUQ", { kind: "video", videoId: "D-lhorsDlUQ" }],
  ])("accepts %s", (text, input) => {
    expect(checkInput(text)).toEqual({ ok: true, input });
  });

  it.each(["Google Developers", "https://example.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw", "https://www.youtube.com/channel/UCtooshort", "https://www.youtube.com/playlist?list=PL1"])(
    "refuses %s with the spec's 'could not resolve' message",
    (text) => {
      expect(checkInput(text)).toEqual({ ok: false, error: MESSAGES.cannotResolve });
    },
  );

  it("builds the lookup path with the trimmed input", () => {
    expect(lookupPath(" @google ")).toBe(`${API_PATH}?input=%40google`);
  });
});

describe("progress (§4, §9)", () => {
  it("has the spec's percentages in order", () => {
    expect(stageOrder(true).map((s) => STAGES[s].progress)).toEqual([10, 20, 30, 50, 70, 90, 100]);
    expect(STAGES.resolve.message).toMatch(/resolv/i);
    expect(STAGES.fetch.message).toMatch(/info/i);
    expect(STAGES.sources.message).toMatch(/banner sources/i);
    expect(STAGES.complete.message).toBe("Complete!");
  });

  it("waits 10 s only with SPEC_WAITS, and skips the wait stage otherwise", () => {
    expect(SPEC_WAIT_MS).toBe(10_000);
    expect(preLookupWaitMs(true)).toBe(10_000);
    expect(preLookupWaitMs(false)).toBe(0);
    expect(stageOrder(false)).not.toContain("wait");
    expect(PROGRESS_RESET_MS).toBe(400);
  });
});

describe("preview and download failures (§8)", () => {
  it("tries the alternate address, then none", () => {
    expect(nextPreview("preview", "https://x/a=w1060-c", "https://x/a=w2560")).toBe("alt");
    expect(nextPreview("alt", "https://x/a=w1060-c", "https://x/a=w2560")).toBe("none");
    expect(nextPreview("none", "https://x/a=w1060-c", "https://x/a=w2560")).toBe("none");
    // The same address again would fail the same way.
    expect(nextPreview("preview", "https://x/a", "https://x/a")).toBe("none");
  });

  it("names the size and prefers the server's reason", () => {
    expect(downloadErrorMessage("Tablet", "This banner size is not available.", MESSAGES.loadFailed)).toBe(
      'Failed to download Tablet: This banner size is not available. Try right-clicking the preview image and "Save image as..."',
    );
    expect(downloadErrorMessage("Mobile", null, MESSAGES.loadFailed)).toBe(
      'Failed to download Mobile: Failed to load image. Try right-clicking the preview image and "Save image as..."',
    );
    expect(downloadErrorMessage("TV", null, MESSAGES.blobFailed)).toContain("Failed to create blob from canvas.");
  });
});

describe("reading the API's answer", () => {
  const body = () => ({ channel: { channelId: ID, title: "Google Developers", handle: "@googledevelopers", source: "api" }, sizes: bannerSizes(BASE), realSourceCount: 0 });

  it("reads a lookup", () => {
    const r = readBannerLookup(body());
    expect(r?.channel).toEqual({ channelId: ID, title: "Google Developers", handle: "@googledevelopers", source: "api" });
    expect(r?.sizes).toEqual(bannerSizes(BASE));
    expect(r?.realSourceCount).toBe(0);
  });

  it("counts real sources itself rather than trusting the number sent", () => {
    const b = { ...body(), sizes: bannerSizes(BASE, [`${BASE}=w2560-${BANNER_CROP}`]), realSourceCount: 5 };
    expect(readBannerLookup(b)?.realSourceCount).toBe(1);
  });

  it("refuses what is not the documented shape", () => {
    expect(readBannerLookup(null)).toBeNull();
    expect(readBannerLookup({ ...body(), channel: { ...body().channel, channelId: "UCx" } })).toBeNull();
    expect(readBannerLookup({ ...body(), channel: { ...body().channel, source: "x" } })).toBeNull();
    expect(readBannerLookup({ ...body(), sizes: bannerSizes(BASE).slice(1) })).toBeNull();
    expect(readBannerLookup({ ...body(), sizes: bannerSizes(BASE).map((s) => ({ ...s, url: "javascript:alert(1)" })) })).toBeNull();
    expect(readBannerLookup({ ...body(), sizes: bannerSizes(BASE).map((s) => ({ ...s, code: "w1" })) })).toBeNull();
  });

  it("reads the error shape", () => {
    expect(readApiError({ error: { code: "channel_not_resolved", message: MESSAGES.cannotResolve } })).toEqual({ code: "channel_not_resolved", message: MESSAGES.cannotResolve });
    expect(readApiError({})).toBeNull();
  });
});

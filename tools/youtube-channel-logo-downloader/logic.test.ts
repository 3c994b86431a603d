import { describe, expect, it } from "vitest";
import {
  API_PATH,
  AVATAR_SIZES,
  buildLogoSizes,
  checkInput,
  COPY_CONFIRM_MS,
  dimensionsText,
  downloadErrorMessage,
  downloadPath,
  isLogoKey,
  JPEG_QUALITY,
  LABELS,
  logoFileName,
  lookupPath,
  MESSAGES,
  nextPreview,
  preLookupWaitMs,
  PROGRESS_RESET_MS,
  readApiError,
  readLogoLookup,
  SIZE_LABELS,
  SPEC_WAIT_MS,
  stageOrder,
  STAGES,
} from "./logic";

const AVATAR = "https://yt3.ggpht.com/ytc/AMLnZu-oDvWEJ-WfN9bgxQB2YAlnjC2uqN_c7JQZvX9Ikfg=s800-c-k-c0x00ffffff-no-rj";
const ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

describe("logo downloader: words of the spec (002 §2, §5, §8)", () => {
  it("has the spec's labels", () => {
    expect(LABELS.get).toBe("Get Channel Logos");
    expect(LABELS.download).toBe("Download");
    expect(LABELS.downloading).toBe("Downloading...");
    expect(LABELS.copyUrl).toBe("Copy URL");
    expect(COPY_CONFIRM_MS).toBe(2000);
  });

  it("has the spec's messages", () => {
    expect(MESSAGES.empty).toBe("Please enter a YouTube channel URL, @handle, or channel ID.");
    expect(MESSAGES.cannotResolve).toBe("Could not resolve channel. Try /channel/UC… URL or @handle");
    expect(MESSAGES.downloadFailed("x")).toBe("Failed to download image: x");
    expect(MESSAGES.loadFailed).toBe("Failed to load image");
    expect(MESSAGES.blobFailed).toBe("Failed to create blob from canvas");
    expect(MESSAGES.previewNotAvailable).toBe("Preview not available");
  });
});

describe("sizes (§3, §7)", () => {
  it("high 800x800, medium 240x240, default 88x88", () => {
    expect(AVATAR_SIZES.map((s) => `${s.key} ${dimensionsText({ width: s.size, height: s.size })}`)).toEqual(["high 800x800", "medium 240x240", "default 88x88"]);
    expect(Object.keys(SIZE_LABELS)).toEqual(["high", "medium", "default"]);
    expect(isLogoKey("high")).toBe(true);
    expect(isLogoKey("maxres")).toBe(false);
  });

  it("builds the three addresses from any size of the picture, the original as the alternate", () => {
    expect(buildLogoSizes(AVATAR)).toEqual([
      { key: "high", width: 800, height: 800, url: AVATAR, altUrl: AVATAR },
      { key: "medium", width: 240, height: 240, url: AVATAR.replace("=s800", "=s240"), altUrl: AVATAR },
      { key: "default", width: 88, height: 88, url: AVATAR.replace("=s800", "=s88"), altUrl: AVATAR },
    ]);
    const pathForm = "https://yt3.ggpht.com/-yUgxca4sWt0/AAAAAAAAAAI/AAAAAAAAAAA/IE61lBuRSd8/s800-c-k-no-mo-rj-c0xffffff/photo.jpg";
    expect(buildLogoSizes(pathForm)[2]!.url).toBe(pathForm.replace("/s800-", "/s88-"));
  });

  it("names files youtube-channel-logo-{key}.jpg", () => {
    expect(AVATAR_SIZES.map((s) => logoFileName(s.key))).toEqual(["youtube-channel-logo-high.jpg", "youtube-channel-logo-medium.jpg", "youtube-channel-logo-default.jpg"]);
  });

  it("exports JPEG at quality 0.95 in the canvas fallback", () => {
    expect(JPEG_QUALITY).toBe(0.95);
  });

  it("downloads through the server route by channel ID and size key", () => {
    expect(downloadPath(ID, "medium")).toBe(`${API_PATH}/download?channel=${ID}&size=medium`);
  });
});

describe("checkInput (§5)", () => {
  it.each(["", " \n "])("refuses empty input %j with the spec's message", (text) => {
    expect(checkInput(text)).toEqual({ ok: false, error: MESSAGES.empty });
  });

  it.each([
    [ID, { kind: "id", channelId: ID }],
    [`https://www.youtube.com/channel/${ID}/videos`, { kind: "id", channelId: ID }],
    ["@googledevelopers", { kind: "handle", handle: "googledevelopers" }],
    ["https://m.youtube.com/@googledevelopers", { kind: "handle", handle: "googledevelopers" }],
    ["https://www.youtube.com/c/ProgrammingKnowledge", { kind: "custom", name: "ProgrammingKnowledge" }],
    ["https://www.youtube.com/user/Google", { kind: "user", username: "Google" }],
  ])("accepts %s", (text, input) => {
    expect(checkInput(text)).toEqual({ ok: true, input });
  });

  it.each(["Google Developers", "https://example.com/@google", "@x", "https://www.youtube.com/feed/trending"])("refuses %s with the spec's 'could not resolve' message", (text) => {
    expect(checkInput(text)).toEqual({ ok: false, error: MESSAGES.cannotResolve });
  });

  it("builds the lookup path", () => {
    expect(lookupPath("@google")).toBe(`${API_PATH}?input=%40google`);
  });
});

describe("progress (§4, §9)", () => {
  it("has the spec's percentages in order and resets after 0.4 s", () => {
    expect(stageOrder(true).map((s) => STAGES[s].progress)).toEqual([10, 20, 35, 60, 90, 100]);
    expect(stageOrder(false).map((s) => STAGES[s].progress)).toEqual([10, 35, 60, 90, 100]);
    expect(PROGRESS_RESET_MS).toBe(400);
  });

  it("waits 10 s only with SPEC_WAITS", () => {
    expect(SPEC_WAIT_MS).toBe(10_000);
    expect(preLookupWaitMs(true)).toBe(10_000);
    expect(preLookupWaitMs(false)).toBe(0);
  });
});

describe("failures (§8)", () => {
  it("preview: the alternate, then none", () => {
    expect(nextPreview("preview", AVATAR.replace("=s800", "=s88"), AVATAR)).toBe("alt");
    expect(nextPreview("alt", AVATAR.replace("=s800", "=s88"), AVATAR)).toBe("none");
    // The high size is often the picture itself: no alternate to try.
    expect(nextPreview("preview", AVATAR, AVATAR)).toBe("none");
  });

  it("download: the server's reason, else the fallback's", () => {
    expect(downloadErrorMessage("This logo size is not available.", MESSAGES.loadFailed)).toBe("Failed to download image: This logo size is not available.");
    expect(downloadErrorMessage(null, MESSAGES.loadFailed)).toBe("Failed to download image: Failed to load image");
    expect(downloadErrorMessage(null, MESSAGES.blobFailed)).toBe("Failed to download image: Failed to create blob from canvas");
  });
});

describe("reading the API's answer", () => {
  const body = () => ({ channel: { channelId: ID, title: "Google Developers", handle: "@googledevelopers", source: "page" }, sizes: buildLogoSizes(AVATAR) });

  it("reads a lookup", () => {
    expect(readLogoLookup(body())).toEqual(body());
    expect(readLogoLookup({ ...body(), channel: { ...body().channel, handle: "" } })?.channel.handle).toBeNull();
  });

  it("refuses what is not the documented shape", () => {
    expect(readLogoLookup(undefined)).toBeNull();
    expect(readLogoLookup({ ...body(), sizes: body().sizes.slice(0, 2) })).toBeNull();
    expect(readLogoLookup({ ...body(), sizes: body().sizes.map((s) => ({ ...s, key: "huge" })) })).toBeNull();
    expect(readLogoLookup({ ...body(), sizes: body().sizes.map((s) => ({ ...s, url: "data:image/png;base64,AAAA" })) })).toBeNull();
    expect(readLogoLookup({ ...body(), channel: { ...body().channel, channelId: "@google" } })).toBeNull();
  });

  it("reads the error shape", () => {
    expect(readApiError({ error: { code: "x", message: "y" } })).toEqual({ code: "x", message: "y" });
    expect(readApiError({ error: { code: 1, message: "y" } })).toBeNull();
  });
});

import { describe, it, expect } from "vitest";
import {
  DEFAULT_IMAGE_BASE_URL,
  DOWNLOAD_LABEL,
  MESSAGE_THUMBNAIL_NOT_AVAILABLE,
  NOT_AVAILABLE_TEXT,
  downloadPath,
  isPlaceholderImage,
  readErrorMessage,
  readImageBaseUrl,
  imageBaseUrl,
  GET_THUMBNAILS_LABEL,
  MESSAGE_INVALID_INPUT,
  THUMBNAIL_SIZES,
  buildThumbnailCards,
  dimensionsText,
  extractVideoId,
  findSize,
  isThumbnailSizeId,
  parseThumbnailInput,
  PREVIEW_FAILED_TEXT,
  previewStateAfter,
  thumbnailFileName,
  thumbnailUrl,
} from "./logic";

const ID = "dQw4w9WgXcQ";
const BASE = "https://i.ytimg.com";

describe("spec words and sizes", () => {
  it("uses the spec's button labels and message verbatim", () => {
    expect(GET_THUMBNAILS_LABEL).toBe("Get Thumbnails");
    expect(DOWNLOAD_LABEL).toBe("Download");
    expect(MESSAGE_INVALID_INPUT).toBe("Please enter a valid YouTube URL or 11-character video ID");
  });

  it("has the five sizes of spec 001 §3 in order, with their dimensions", () => {
    expect(THUMBNAIL_SIZES.map((s) => [s.id, dimensionsText(s)])).toEqual([
      ["maxresdefault", "1280x720"],
      ["sddefault", "640x480"],
      ["hqdefault", "480x360"],
      ["mqdefault", "320x180"],
      ["default", "120x90"],
    ]);
  });

  it("names each file on the image host after its id, and gives each a label", () => {
    for (const s of THUMBNAIL_SIZES) {
      expect(s.filename).toBe(`${s.id}.jpg`);
      expect(s.label.length).toBeGreaterThan(0);
    }
    expect(new Set(THUMBNAIL_SIZES.map((s) => s.label)).size).toBe(5);
  });

  it("recognises size ids", () => {
    expect(isThumbnailSizeId("hqdefault")).toBe(true);
    expect(isThumbnailSizeId("hq")).toBe(false);
    expect(findSize("mqdefault").width).toBe(320);
  });
});

describe("video id extraction", () => {
  it.each([
    ID,
    `  ${ID}  `,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=30s&list=PL1`,
    `https://www.youtube.com/watch?feature=shared&v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/e/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCd&t=10`,
    `youtu.be/${ID}`,
    `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    `https://img.youtube.com/vi/${ID}/0.jpg`,
    `https://i.ytimg.com/vi_webp/${ID}/maxresdefault.webp`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/live/${ID}?si=xyz`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])("reads the id from %s", (input) => {
    expect(extractVideoId(input)).toBe(ID);
  });

  it("keeps ids with underscores and hyphens and their case", () => {
    expect(extractVideoId("a_B-c_D-e_F")).toBe("a_B-c_D-e_F");
    expect(extractVideoId("https://youtu.be/a_B-c_D-e_F")).toBe("a_B-c_D-e_F");
  });

  it.each([
    ["an empty input", ""],
    ["blank input", "   "],
    ["a 10-character id", "dQw4w9WgXc"],
    ["a 12-character id", "dQw4w9WgXcQQ"],
    ["an id with a bad character", "dQw4w9WgX!Q"],
    ["a too-short v parameter", "https://www.youtube.com/watch?v=abc"],
    ["a too-long short link", `https://youtu.be/${ID}Z`],
    ["a too-long shorts id", `https://www.youtube.com/shorts/${ID}ZZ`],
    ["a watch URL without v", "https://www.youtube.com/watch?list=PL123"],
    ["a channel URL", "https://www.youtube.com/@someone"],
    ["another site", `https://example.com/watch?v=${ID}`],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["a non-web scheme", `ftp://youtube.com/watch?v=${ID}`],
    ["plain words", "my favourite video"],
  ])("refuses %s", (_name, input) => {
    expect(extractVideoId(input)).toBeNull();
  });
});

describe("parseThumbnailInput", () => {
  it("returns the id for valid input", () => {
    expect(parseThumbnailInput(`https://youtu.be/${ID}`)).toEqual({ ok: true, videoId: ID });
  });

  it("returns the spec's message for invalid and empty input", () => {
    expect(parseThumbnailInput("not a video")).toEqual({ ok: false, error: MESSAGE_INVALID_INPUT });
    expect(parseThumbnailInput("")).toEqual({ ok: false, error: MESSAGE_INVALID_INPUT });
  });
});

describe("URLs and file names", () => {
  it("builds {base}/vi/{id}/{filename}", () => {
    expect(thumbnailUrl(BASE, ID, "maxresdefault")).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
    expect(thumbnailUrl(BASE, ID, "default")).toBe(`https://i.ytimg.com/vi/${ID}/default.jpg`);
  });

  it("takes the image base as a parameter, with or without a trailing slash", () => {
    expect(thumbnailUrl("http://127.0.0.1:9999/", ID, "sddefault")).toBe(
      `http://127.0.0.1:9999/vi/${ID}/sddefault.jpg`,
    );
  });

  it("names downloads {videoId}-{sizeId}.jpg", () => {
    expect(thumbnailFileName(ID, "hqdefault")).toBe(`${ID}-hqdefault.jpg`);
    expect(thumbnailFileName(ID, "default")).toBe(`${ID}-default.jpg`);
  });

  it("builds the five cards, largest first", () => {
    const cards = buildThumbnailCards(BASE, ID);
    expect(cards).toHaveLength(5);
    expect(cards[0]).toEqual({
      sizeId: "maxresdefault",
      label: THUMBNAIL_SIZES[0].label,
      width: 1280,
      height: 720,
      dimensions: "1280x720",
      url: `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      fileName: `${ID}-maxresdefault.jpg`,
    });
    expect(cards.map((c) => c.fileName)).toEqual(THUMBNAIL_SIZES.map((s) => `${ID}-${s.id}.jpg`));
  });
});

describe("page helpers", () => {
  it("says plainly when a size is missing", () => {
    expect(NOT_AVAILABLE_TEXT.toLowerCase()).toContain("not available for this video");
    expect(MESSAGE_THUMBNAIL_NOT_AVAILABLE).toBe("Thumbnail not available for this video.");
    expect(DEFAULT_IMAGE_BASE_URL).toBe("https://i.ytimg.com");
  });

  it("builds the download route with the id and size as parameters", () => {
    expect(downloadPath(ID, "maxresdefault")).toBe(`/api/thumbnail-download?video=${ID}&size=maxresdefault`);
    expect(downloadPath("a_B-c_D-e_F", "default")).toBe("/api/thumbnail-download?video=a_B-c_D-e_F&size=default");
  });

  it("treats a 120-wide image as YouTube's placeholder except for the default size", () => {
    expect(isPlaceholderImage("maxresdefault", 120)).toBe(true);
    expect(isPlaceholderImage("sddefault", 0)).toBe(true);
    expect(isPlaceholderImage("maxresdefault", 1280)).toBe(false);
    expect(isPlaceholderImage("mqdefault", 320)).toBe(false);
    expect(isPlaceholderImage("default", 120)).toBe(false);
  });

  it("reads the image base from the config answer, refusing anything else", () => {
    expect(readImageBaseUrl({ imageBaseUrl: "https://i.ytimg.com" })).toBe("https://i.ytimg.com");
    expect(readImageBaseUrl({ imageBaseUrl: "http://127.0.0.1:9000/" })).toBe("http://127.0.0.1:9000");
    expect(readImageBaseUrl({ imageBaseUrl: "javascript:alert(1)" })).toBeNull();
    expect(readImageBaseUrl({ imageBaseUrl: "not a url" })).toBeNull();
    expect(readImageBaseUrl({ imageBaseUrl: 3 })).toBeNull();
    expect(readImageBaseUrl(null)).toBeNull();
    expect(readImageBaseUrl("https://i.ytimg.com")).toBeNull();
  });

  it("takes the page's image host if it is an http(s) URL, else YouTube's", () => {
    expect(imageBaseUrl("http://127.0.0.1:9000/")).toBe("http://127.0.0.1:9000");
    expect(imageBaseUrl("https://mirror.example.com/yt")).toBe("https://mirror.example.com/yt");
    expect(imageBaseUrl("javascript:alert(1)")).toBe(DEFAULT_IMAGE_BASE_URL);
    expect(imageBaseUrl(undefined)).toBe(DEFAULT_IMAGE_BASE_URL);
  });

  it("reads the API's error message, or falls back", () => {
    expect(readErrorMessage({ error: { code: "x", message: "Nope." } }, "fallback")).toBe("Nope.");
    expect(readErrorMessage({ error: { message: "" } }, "fallback")).toBe("fallback");
    expect(readErrorMessage({ error: "bad" }, "fallback")).toBe("fallback");
    expect(readErrorMessage(undefined, "fallback")).toBe("fallback");
  });
});

describe("preview states (issue 12)", () => {
  it("only YouTube's 120-wide placeholder means 'Not available'; a preview that fails to load never does", () => {
    expect(previewStateAfter("maxresdefault", { loaded: true, naturalWidth: 120 })).toBe("unavailable");
    expect(previewStateAfter("maxresdefault", { loaded: true, naturalWidth: 1280 })).toBe("loaded");
    expect(previewStateAfter("default", { loaded: true, naturalWidth: 120 })).toBe("loaded");
    expect(previewStateAfter("hqdefault", { loaded: false })).toBe("preview-failed");
    expect(PREVIEW_FAILED_TEXT).toMatch(/Download still works/);
  });
});

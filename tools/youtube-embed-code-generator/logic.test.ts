import { describe, it, expect } from "vitest";
import {
  ASPECT_RATIOS,
  ASPECT_RATIO_FACTORS,
  ALIGN_OPTIONS,
  BOOLEAN_OPTIONS,
  COLOR_OPTIONS,
  COPY_CODE_LABEL,
  COPY_CONFIRM_MS,
  DEFAULT_STATE,
  IFRAME_TITLE,
  MAX_DIMENSION,
  MAX_TIME_SECONDS,
  MESSAGE_INVALID_URL,
  MESSAGE_URL_REQUIRED,
  RETIRED_NOTE,
  SECTION_ADVANCED,
  SECTION_BASIC,
  buildEmbedCode,
  buildEmbedSrc,
  canGenerate,
  computeHeight,
  defaultState,
  fromSearchParams,
  fromSeconds,
  generateEmbed,
  parseVideoId,
  toSearchParams,
  toSeconds,
  validateVideoUrl,
  withAspectRatio,
  withHeight,
  parseWholeInput,
  withTime,
  withWidth,
  type EmbedOptions,
  type EmbedState,
} from "./logic";

const ID = "dQw4w9WgXcQ";

function options(overrides: Partial<EmbedOptions> = {}): EmbedOptions {
  const { url: _url, ...rest } = defaultState();
  return { ...rest, ...overrides };
}

function query(src: string): URLSearchParams {
  return new URL(src).searchParams;
}

describe("words and option lists from the spec", () => {
  it("uses the spec's section titles, button and messages verbatim", () => {
    expect(SECTION_BASIC).toBe("Video URL & Basic Settings");
    expect(SECTION_ADVANCED).toBe("Advanced Settings");
    expect(COPY_CODE_LABEL).toBe("Copy Code");
    expect(MESSAGE_URL_REQUIRED).toBe("Please enter a YouTube video URL");
    expect(MESSAGE_INVALID_URL).toBe("Invalid YouTube URL. Please enter a valid YouTube video URL.");
    expect(IFRAME_TITLE).toBe("YouTube video player");
    expect(COPY_CONFIRM_MS).toBe(2000);
  });

  it("lists the four aspect ratios with their factors", () => {
    expect([...ASPECT_RATIOS]).toEqual(["16:9", "4:3", "21:9", "1:1"]);
    expect(ASPECT_RATIO_FACTORS).toEqual({ "16:9": 0.5625, "4:3": 0.75, "21:9": 0.42857, "1:1": 1 });
  });

  it("lists the align and colour options", () => {
    expect([...ALIGN_OPTIONS]).toEqual(["left", "center", "right"]);
    expect([...COLOR_OPTIONS]).toEqual(["red", "white"]);
  });

  it("has the spec's boolean defaults", () => {
    const defaults = Object.fromEntries(BOOLEAN_OPTIONS.map((o) => [o.label, o.default]));
    expect(defaults).toEqual({
      Loop: false,
      Autoplay: false,
      Captions: false,
      "Enhanced security / JS API": true,
      "Enhanced privacy": false,
      "Show related": true,
      "Hide controls": false,
      Mute: false,
      "Allow fullscreen": true,
    });
    for (const o of BOOLEAN_OPTIONS) expect(DEFAULT_STATE[o.key]).toBe(o.default);
  });

  it("defaults to 560 x 315, 16:9, red, empty URL and no times", () => {
    const s = defaultState();
    expect(s.width).toBe(560);
    expect(s.height).toBe(315);
    expect(s.aspectRatio).toBe("16:9");
    expect(s.color).toBe("red");
    expect(s.url).toBe("");
    expect(toSeconds(s.startHour, s.startMinute, s.startSecond)).toBe(0);
    expect(toSeconds(s.endHour, s.endMinute, s.endSecond)).toBe(0);
    expect(computeHeight(s.width, s.aspectRatio)).toBe(s.height);
  });
});

describe("height from width and ratio", () => {
  it("is width times the factor, rounded", () => {
    expect(computeHeight(560, "16:9")).toBe(315);
    expect(computeHeight(560, "4:3")).toBe(420);
    expect(computeHeight(560, "21:9")).toBe(240); // 239.9992
    expect(computeHeight(560, "1:1")).toBe(560);
    expect(computeHeight(854, "16:9")).toBe(480); // 480.375
    expect(computeHeight(100, "21:9")).toBe(43); // 42.857
  });

  it("recomputes when the width changes", () => {
    const s = withWidth(defaultState(), 1280);
    expect(s.width).toBe(1280);
    expect(s.height).toBe(720);
  });

  it("recomputes when the ratio changes", () => {
    const s = withAspectRatio(withWidth(defaultState(), 640), "4:3");
    expect(s.aspectRatio).toBe("4:3");
    expect(s.height).toBe(480);
  });

  it("keeps a hand-typed height until width or ratio change again", () => {
    const typed = withHeight(defaultState(), 400);
    expect(typed.height).toBe(400);
    expect(withWidth(typed, 560).height).toBe(315);
  });

  it("keeps sizes whole and within bounds", () => {
    expect(withWidth(defaultState(), 0).width).toBe(1);
    expect(withWidth(defaultState(), 99999).width).toBe(MAX_DIMENSION);
    expect(withWidth(defaultState(), 600.6).width).toBe(601);
    expect(withWidth(defaultState(), Number.NaN).width).toBe(1);
  });
});

describe("times", () => {
  it("converts hours, minutes and seconds to seconds", () => {
    expect(toSeconds(1, 2, 3)).toBe(3723);
    expect(toSeconds(0, 0, 0)).toBe(0);
  });

  it("clamps fields: minutes and seconds to 0-59, hours to 0-99, no negatives", () => {
    expect(toSeconds(0, 75, 0)).toBe(59 * 60);
    expect(toSeconds(0, 0, -5)).toBe(0);
    expect(toSeconds(500, 0, 0)).toBe(99 * 3600);
    expect(MAX_TIME_SECONDS).toBe(99 * 3600 + 59 * 60 + 59);
  });

  it("splits seconds back into fields", () => {
    expect(fromSeconds(3723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(fromSeconds(-1)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("video id parsing", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RD`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/e/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=5`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
    ID,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://youtube.com/live/${ID}?si=abc`,
    `https://youtu.be/${ID}&t=10`,
  ])("reads the id from %s", (input) => {
    expect(parseVideoId(input)).toBe(ID);
  });

  it("keeps ids with underscores and hyphens", () => {
    expect(parseVideoId("https://youtu.be/a_b-c_d-e_f")).toBe("a_b-c_d-e_f");
  });

  it.each([
    ["an id that is too short", "https://www.youtube.com/watch?v=abc"],
    ["an id that is too long", `https://youtu.be/${ID}X`],
    ["an embed id that is too long", `https://www.youtube.com/embed/${ID}XY`],
    ["an id with a bad character", "https://www.youtube.com/watch?v=dQw4w9WgXc!"],
    ["a watch URL without v", "https://www.youtube.com/watch?list=PL123"],
    ["another site", `https://example.com/watch?v=${ID}`],
    ["a look-alike host", `https://notyoutube.com/watch?v=${ID}`],
    ["a channel URL", "https://www.youtube.com/@creator"],
    ["a javascript URL", `javascript://youtube.com/watch?v=${ID}`],
    ["plain words", "hello world"],
  ])("refuses %s", (_name, input) => {
    expect(parseVideoId(input)).toBeNull();
  });
});

describe("validation", () => {
  it("asks for a URL when the field is empty or blank", () => {
    expect(validateVideoUrl("")).toEqual({ ok: false, error: MESSAGE_URL_REQUIRED });
    expect(validateVideoUrl("   ")).toEqual({ ok: false, error: MESSAGE_URL_REQUIRED });
  });

  it("says the URL is invalid when no id can be read", () => {
    expect(validateVideoUrl("https://example.com")).toEqual({ ok: false, error: MESSAGE_INVALID_URL });
  });

  it("says what a link is when it is not one video (issue 12)", () => {
    expect(validateVideoUrl("https://www.youtube.com/embed/videoseries?list=PL123")).toEqual({ ok: false, error: expect.stringMatching(/^This is a playlist link/) });
    expect(validateVideoUrl("https://www.youtube.com/@creator")).toEqual({ ok: false, error: expect.stringMatching(/^This is a channel link/) });
  });

  it("returns the id when valid", () => {
    expect(validateVideoUrl(`https://youtu.be/${ID}`)).toEqual({ ok: true, videoId: ID });
  });

  it("disables the button while the URL is empty", () => {
    expect(canGenerate(defaultState())).toBe(false);
    expect(canGenerate({ ...defaultState(), url: "  " })).toBe(false);
    expect(canGenerate({ ...defaultState(), url: "x" })).toBe(true);
  });
});

describe("embed src", () => {
  it("with defaults uses the normal domain and only the JS API parameter", () => {
    expect(buildEmbedSrc(ID, options())).toBe(`https://www.youtube.com/embed/${ID}?enablejsapi=1`);
  });

  it("has no query at all when nothing is added", () => {
    expect(buildEmbedSrc(ID, options({ jsApi: false }))).toBe(`https://www.youtube.com/embed/${ID}`);
  });

  it("uses the no-cookie domain in privacy mode", () => {
    expect(buildEmbedSrc(ID, options({ privacy: true }))).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${ID}`),
    );
  });

  it("adds start and end in seconds only when above 0", () => {
    const q = query(buildEmbedSrc(ID, options({ startMinute: 1, startSecond: 30, endHour: 1 })));
    expect(q.get("start")).toBe("90");
    expect(q.get("end")).toBe("3600");
    const none = query(buildEmbedSrc(ID, options()));
    expect(none.has("start")).toBe(false);
    expect(none.has("end")).toBe(false);
  });

  it("loop adds a playlist of the same video", () => {
    const q = query(buildEmbedSrc(ID, options({ loop: true })));
    expect(q.get("loop")).toBe("1");
    expect(q.get("playlist")).toBe(ID);
    expect(query(buildEmbedSrc(ID, options())).has("playlist")).toBe(false);
  });

  it("offers only parameters the IFrame player documents: never modestbranding, showinfo or vq (issue 12)", () => {
    const all = options({ autoplay: true, mute: true, loop: true, hideControls: true, captions: true, showRelated: false, allowFullscreen: false, color: "white", startSecond: 5, endMinute: 1 });
    const documented = ["autoplay", "mute", "loop", "playlist", "controls", "cc_load_policy", "enablejsapi", "rel", "fs", "color", "start", "end"];
    for (const key of query(buildEmbedSrc(ID, all)).keys()) expect(documented, key).toContain(key);
    for (const retired of ["modestbranding", "showinfo", "vq"]) expect(buildEmbedSrc(ID, all)).not.toContain(retired);
    expect(RETIRED_NOTE).toMatch(/showinfo, 2018/);
    expect(RETIRED_NOTE).toMatch(/modestbranding, 2023/);
    expect(RETIRED_NOTE).toMatch(/vq/);
  });

  it("related off adds rel=0, no fullscreen adds fs=0", () => {
    const q = query(buildEmbedSrc(ID, options({ showRelated: false, allowFullscreen: false })));
    expect(q.get("rel")).toBe("0");
    expect(q.get("fs")).toBe("0");
    const d = query(buildEmbedSrc(ID, options()));
    expect(d.has("rel")).toBe(false);
    expect(d.has("fs")).toBe(false);
  });

  it("adds colour only for white", () => {
    expect(query(buildEmbedSrc(ID, options({ color: "white" }))).get("color")).toBe("white");
    expect(query(buildEmbedSrc(ID, options({ color: "red" }))).has("color")).toBe(false);
  });

  it("maps the remaining switches to player parameters", () => {
    const q = query(
      buildEmbedSrc(ID, options({ autoplay: true, mute: true, hideControls: true, captions: true })),
    );
    expect(q.get("autoplay")).toBe("1");
    expect(q.get("mute")).toBe("1");
    expect(q.get("controls")).toBe("0");
    expect(q.get("cc_load_policy")).toBe("1");
    expect(query(buildEmbedSrc(ID, options({ jsApi: false }))).has("enablejsapi")).toBe(false);
  });

  it("writes parameters in a fixed order", () => {
    const src = buildEmbedSrc(ID, options({ autoplay: true, loop: true, startSecond: 5, color: "white" }));
    expect(src).toBe(
      `https://www.youtube.com/embed/${ID}?autoplay=1&loop=1&playlist=${ID}&enablejsapi=1&color=white&start=5`,
    );
  });
});

describe("iframe HTML", () => {
  it("builds the snippet with size, escaped src, title and fullscreen", () => {
    const code = buildEmbedCode(ID, options({ autoplay: true }));
    expect(code).toBe(
      `<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?autoplay=1&amp;enablejsapi=1" ` +
        `title="YouTube video player" frameborder="0" ` +
        `allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ` +
        `referrerpolicy="strict-origin-when-cross-origin" style="display: block; margin: 0 auto;" allowfullscreen></iframe>`,
    );
  });

  it("drops allowfullscreen when fullscreen is not allowed", () => {
    const code = buildEmbedCode(ID, options({ allowFullscreen: false }));
    expect(code).not.toContain("allowfullscreen");
    expect(code).toContain("fs=0");
  });

  it("aligns with a style on the iframe", () => {
    expect(buildEmbedCode(ID, options({ align: "left" }))).toContain('style="display: block; margin: 0 auto 0 0;"');
    expect(buildEmbedCode(ID, options({ align: "right" }))).toContain('style="display: block; margin: 0 0 0 auto;"');
  });

  it("parses as one iframe whose src is the built URL", () => {
    const o = options({ loop: true, startSecond: 9, privacy: true, width: 640, height: 360 });
    const code = buildEmbedCode(ID, o);
    const src = code.match(/src="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(src).toBe(buildEmbedSrc(ID, o));
    expect(code).toMatch(/^<iframe width="640" height="360" /);
    expect(code.match(/<iframe/g)).toHaveLength(1);
  });
});

describe("generateEmbed", () => {
  it("returns the messages for empty and invalid URLs", () => {
    expect(generateEmbed(defaultState())).toEqual({ ok: false, error: MESSAGE_URL_REQUIRED });
    expect(generateEmbed({ ...defaultState(), url: "nope" })).toEqual({ ok: false, error: MESSAGE_INVALID_URL });
  });

  it("returns id, src and code for a valid URL", () => {
    const result = generateEmbed({ ...defaultState(), url: `https://youtu.be/${ID}`, mute: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.videoId).toBe(ID);
    expect(result.src).toBe(`https://www.youtube.com/embed/${ID}?mute=1&enablejsapi=1`);
    expect(result.code).toContain(`src="https://www.youtube.com/embed/${ID}?mute=1&amp;enablejsapi=1"`);
  });
});

describe("search params", () => {
  it("writes nothing for the defaults", () => {
    expect(toSearchParams(defaultState()).toString()).toBe("");
  });

  it("round-trips a fully changed state and gives the same code", () => {
    const state: EmbedState = {
      ...defaultState(),
      url: `https://www.youtube.com/watch?v=${ID}&t=3`,
      aspectRatio: "4:3",
      align: "right",
      color: "white",
      width: 800,
      height: 500,
      startHour: 0,
      startMinute: 1,
      startSecond: 2,
      endHour: 1,
      endMinute: 0,
      endSecond: 0,
      loop: true,
      autoplay: true,
      captions: true,
      jsApi: false,
      privacy: true,
      showRelated: false,
      hideControls: true,
      mute: true,
      allowFullscreen: false,
    };
    const link = toSearchParams(state).toString();
    const back = fromSearchParams(new URLSearchParams(link));
    expect(back).toEqual(state);
    expect(generateEmbed(back)).toEqual(generateEmbed(state));
  });

  it("leaves out a height the width and ratio already give, and recomputes it", () => {
    const state = withWidth(withAspectRatio(defaultState(), "1:1"), 300);
    const p = toSearchParams(state);
    expect(p.has("h")).toBe(false);
    expect(fromSearchParams(p).height).toBe(300);
  });

  it("falls back to defaults on bad values", () => {
    const back = fromSearchParams(
      new URLSearchParams(
        "ratio=3:2&quality=4k&align=middle&color=blue&w=-5&h=abc&start=1e3&end=999999999&loop=yes&fs=maybe",
      ),
    );
    expect(back).toEqual(defaultState());
  });

  it("refuses out-of-range sizes and accepts in-range ones", () => {
    expect(fromSearchParams(new URLSearchParams("w=0")).width).toBe(560);
    expect(fromSearchParams(new URLSearchParams(`w=${MAX_DIMENSION + 1}`)).width).toBe(560);
    expect(fromSearchParams(new URLSearchParams("w=1280")).height).toBe(720);
  });

  it("opens links made before the retired options went: their parameters are ignored, not an error", () => {
    const old = fromSearchParams(new URLSearchParams(`url=https%3A%2F%2Fyoutu.be%2F${ID}&quality=hd1080&nologo=1&title=0&loop=1`));
    expect(old).toEqual({ ...defaultState(), url: `https://youtu.be/${ID}`, loop: true });
    const result = generateEmbed(old);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.src).not.toMatch(/vq=|modestbranding|showinfo/);
  });

  it("reads booleans written as 1/0 or true/false", () => {
    const back = fromSearchParams(new URLSearchParams("loop=true&jsapi=false&related=0"));
    expect(back.loop).toBe(true);
    expect(back.jsApi).toBe(false);
    expect(back.showRelated).toBe(false);
  });

  it("splits start and end seconds into their fields", () => {
    const back = fromSearchParams(new URLSearchParams("start=3723&end=59"));
    expect([back.startHour, back.startMinute, back.startSecond]).toEqual([1, 2, 3]);
    expect([back.endHour, back.endMinute, back.endSecond]).toEqual([0, 0, 59]);
  });

  it("ignores an over-long URL", () => {
    expect(fromSearchParams(new URLSearchParams({ url: "x".repeat(3000) })).url).toBe("");
  });
});

describe("typed numbers", () => {
  it("reads whole numbers and rounds decimals", () => {
    expect(parseWholeInput("640")).toBe(640);
    expect(parseWholeInput(" 12 ")).toBe(12);
    expect(parseWholeInput("12.6")).toBe(13);
    expect(parseWholeInput("7.")).toBe(7);
  });

  it("gives null for text that is not yet a number", () => {
    for (const t of ["", " ", "-", "-5", "abc", "1e3", "12px", "."]) expect(parseWholeInput(t)).toBeNull();
  });

  it("clamps time fields: hours 0-99, minutes and seconds 0-59", () => {
    const s = defaultState();
    expect(withTime(s, "startHour", 150).startHour).toBe(99);
    expect(withTime(s, "startMinute", 75).startMinute).toBe(59);
    expect(withTime(s, "endSecond", 90).endSecond).toBe(59);
    expect(withTime(s, "endMinute", 30)).toEqual({ ...s, endMinute: 30 });
  });
});

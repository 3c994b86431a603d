import { describe, expect, it } from "vitest";
import {
  authorKey,
  canFetch,
  canPick,
  checkVideo,
  clampWinners,
  commentsCsv,
  commentsJson,
  commentUrl,
  COMMENTS_PER_PAGE,
  countLabel,
  CSV_COLUMNS,
  DEFAULT_FORM,
  dedupeById,
  drawSummary,
  drawWinners,
  errorHint,
  filterComments,
  formatDate,
  formatLikes,
  jsonFileName,
  LABELS,
  MAX_PAGES,
  MESSAGES,
  moreNote,
  pageProgress,
  PROGRESS_RESET_MS,
  randomIndex,
  readFetchEvent,
  requestPath,
  STAGES,
  unbiasedLimit,
  waitMs,
  WINNERS,
  type CommentItem,
  type RandomSource,
} from "./logic";

let seq = 0;
const comment = (over: Partial<CommentItem> = {}): CommentItem => ({
  id: `c${++seq}`,
  text: "Great video",
  authorDisplayName: "Ann",
  authorChannelId: "UCaaaaaaaaaaaaaaaaaaaaaa",
  authorProfileImageUrl: null,
  publishedAt: "2019-11-26T15:51:44.000Z",
  likeCount: 0,
  ...over,
});

/** A random source that hands out the given 32-bit values in order, and counts how many it gave. */
function scripted(values: number[]): RandomSource & { used: () => number } {
  let i = 0;
  const source = ((buf: Uint32Array<ArrayBuffer>) => {
    if (i >= values.length) throw new Error("scripted source ran out");
    buf[0] = values[i++]!;
  }) as RandomSource & { used: () => number };
  source.used = () => i;
  return source;
}

describe("comment picker: words (spec 002 §2, §5, §8)", () => {
  it("uses the spec's labels and messages", () => {
    expect(LABELS).toMatchObject({
      uniqueUsers: "Unique users only",
      include: "Include keyword",
      exclude: "Exclude keyword",
      fetch: "Fetch Comments",
      pickWinner: "Pick Winner",
      copyCsv: "Copy CSV",
      downloadJson: "Download JSON",
      winner: "Winner",
    });
    expect(MESSAGES.invalidVideo).toBe("Enter a valid YouTube video URL or ID.");
    expect(MESSAGES.apiError(403)).toBe("YouTube API error: 403");
    expect(MESSAGES.notConfigured).toBe("YouTube API key not configured.");
  });

  it("has Unique users only on by default, one winner, empty keywords", () => {
    expect(DEFAULT_FORM).toEqual({ input: "", uniqueUsers: true, include: "", exclude: "", winners: 1 });
  });

  it("explains the errors it knows under the spec's wording", () => {
    expect(errorHint("youtube_quota_exceeded", 503)).toBe(MESSAGES.quotaExceeded);
    expect(errorHint("youtube_comments_disabled", 403)).toBe(MESSAGES.commentsDisabled);
    expect(errorHint("youtube_api_error", 404)).toBe(MESSAGES.videoNotFound);
    expect(errorHint("youtube_api_error", 502)).toBeNull();
  });
});

describe("comment picker: the video input (spec 002 §5)", () => {
  it("accepts a bare id, a short link, a watch URL with v, and a shorts URL", () => {
    expect(checkVideo("F1UP7wRCPH8")).toEqual({ ok: true, videoId: "F1UP7wRCPH8" });
    expect(checkVideo("https://youtu.be/F1UP7wRCPH8?si=x")).toEqual({ ok: true, videoId: "F1UP7wRCPH8" });
    expect(checkVideo("https://www.youtube.com/watch?list=PL1&v=F1UP7wRCPH8&t=3")).toEqual({ ok: true, videoId: "F1UP7wRCPH8" });
    expect(checkVideo("youtube.com/shorts/F1UP7wRCPH8")).toEqual({ ok: true, videoId: "F1UP7wRCPH8" });
    expect(checkVideo("  F1UP7wRCPH8  ")).toEqual({ ok: true, videoId: "F1UP7wRCPH8" });
  });

  it("says 'Enter a valid YouTube video URL or ID.' for empty input and for text that names no video", () => {
    for (const text of ["", "   ", "F1UP7wRCPH", "https://example.com/watch?v=F1UP7wRCPH8", "hello world"]) {
      expect(checkVideo(text)).toEqual({ ok: false, error: "Enter a valid YouTube video URL or ID." });
    }
  });

  it("disables Fetch when the input is blank or while loading", () => {
    expect(canFetch("", false)).toBe(false);
    expect(canFetch("  ", false)).toBe(false);
    expect(canFetch("x", true)).toBe(false);
    expect(canFetch("x", false)).toBe(true);
  });

  it("asks our endpoint with the parsed id", () => {
    expect(requestPath("F1UP7wRCPH8")).toBe("/api/youtube/youtube-comment-picker?video=F1UP7wRCPH8");
  });
});

describe("comment picker: filters (spec 002 §5)", () => {
  const a1 = comment({ text: "Count me in #giveaway", authorChannelId: "UCa", authorDisplayName: "Ann" });
  const a2 = comment({ text: "again #GIVEAWAY please", authorChannelId: "UCa", authorDisplayName: "Ann (renamed)" });
  const b1 = comment({ text: "nice", authorChannelId: "UCb", authorDisplayName: "Bob" });
  const b2 = comment({ text: "#Giveaway entry", authorChannelId: "UCb", authorDisplayName: "Bob" });
  const n1 = comment({ text: "spam link", authorChannelId: null, authorDisplayName: "NoId" });
  const n2 = comment({ text: "#giveaway", authorChannelId: null, authorDisplayName: "noid " });
  const all = [a1, a2, b1, b2, n1, n2];

  it("unique users: the first comment per author channel id, else per name", () => {
    expect(authorKey(a1)).toBe(authorKey(a2));
    expect(authorKey(n1)).toBe(authorKey(n2));
    expect(authorKey(a1)).not.toBe(authorKey(b1));
    expect(filterComments(all, { uniqueUsers: true, include: "", exclude: "" })).toEqual([a1, b1, n1]);
    expect(filterComments(all, { uniqueUsers: false, include: "", exclude: "" })).toEqual(all);
  });

  it("include keeps comments containing the keyword; exclude removes them; both ignore case", () => {
    expect(filterComments(all, { uniqueUsers: false, include: "#GiveAway", exclude: "" })).toEqual([a1, a2, b2, n2]);
    expect(filterComments(all, { uniqueUsers: false, include: "", exclude: "SPAM" })).toEqual([a1, a2, b1, b2, n2]);
    expect(filterComments(all, { uniqueUsers: false, include: "giveaway", exclude: "please" })).toEqual([a1, b2, n2]);
    expect(filterComments(all, { uniqueUsers: false, include: "   ", exclude: " " })).toEqual(all);
  });

  it("applies the keywords before Unique users, so a person's later matching comment still enters", () => {
    expect(filterComments(all, { uniqueUsers: true, include: "giveaway", exclude: "" })).toEqual([a1, b2, n2]);
  });

  it("keeps a comment that came back on two pages once", () => {
    const x = comment();
    expect(dedupeById([x, b1, { ...x }])).toEqual([x, b1]);
  });
});

describe("comment picker: the unbiased draw", () => {
  it("rejects 32-bit values at or above the largest multiple of n, and draws again", () => {
    expect(unbiasedLimit(1)).toBe(2 ** 32);
    expect(unbiasedLimit(2)).toBe(2 ** 32);
    expect(unbiasedLimit(3)).toBe(4294967295); // 2^32 = 3 × 1431655765 + 1
    expect(unbiasedLimit(10)).toBe(4294967290);
    const limit = unbiasedLimit(10);
    const source = scripted([limit, 2 ** 32 - 1, limit - 1]);
    expect(randomIndex(10, source)).toBe((limit - 1) % 10);
    expect(source.used()).toBe(3);
    // Just below the limit is accepted at once.
    const once = scripted([limit - 1]);
    expect(randomIndex(10, once)).toBe(9);
    expect(once.used()).toBe(1);
  });

  it("reaches every index, each from exactly the same number of accepted values", () => {
    for (const n of [1, 2, 3, 7, 10, 500]) {
      const seen = new Set<number>();
      for (let v = 0; v < n * 3; v++) seen.add(randomIndex(n, scripted([v])));
      expect(seen.size).toBe(n);
      // Accepted values are 0 … limit-1 and limit is a multiple of n: every index gets limit/n of them.
      expect(unbiasedLimit(n) % n).toBe(0);
    }
    // The top of the accepted range maps to the last index.
    expect(randomIndex(7, scripted([unbiasedLimit(7) - 1]))).toBe(6);
  });

  it("uses crypto.getRandomValues by default and stays in range", () => {
    for (let i = 0; i < 200; i++) {
      const k = randomIndex(13);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThan(13);
    }
  });

  it("refuses an empty or impossible range", () => {
    expect(() => randomIndex(0, scripted([0]))).toThrow(RangeError);
    expect(() => randomIndex(1.5, scripted([0]))).toThrow(RangeError);
  });

  it("draws several winners without repeats, in the order drawn (partial Fisher–Yates)", () => {
    const pool = ["a", "b", "c", "d", "e"];
    // i=0: 2 of 5 → c (pool now c,b,a,d,e); i=1: 1+0 → b; i=2: 2+2 → e (pool now c,b,e,d,a)
    expect(drawWinners(pool, 3, scripted([2, 0, 2]))).toEqual(["c", "b", "e"]);
    expect(pool).toEqual(["a", "b", "c", "d", "e"]);
    const all = drawWinners(pool, 10, cryptoLike());
    expect([...all].sort()).toEqual(pool);
    expect(new Set(all).size).toBe(5);
    expect(drawWinners([], 3, scripted([]))).toEqual([]);
    expect(drawWinners(pool, 1, scripted([4]))).toEqual(["e"]);
  });

  it("clamps the number of winners to 1–10", () => {
    expect(WINNERS).toEqual({ min: 1, max: 10, default: 1 });
    expect(clampWinners(0)).toBe(1);
    expect(clampWinners(11)).toBe(10);
    expect(clampWinners("3")).toBe(3);
    expect(clampWinners("x")).toBe(1);
  });

  it("disables Pick Winner on an empty list", () => {
    expect(canPick(0, false)).toBe(false);
    expect(canPick(3, true)).toBe(false);
    expect(canPick(3, false)).toBe(true);
  });

  it("says how many entries the draw was made from", () => {
    expect(drawSummary(87, 1, 1)).toBe("Drawn at random from 87 eligible comments.");
    expect(drawSummary(1, 1, 1)).toBe("Drawn at random from 1 eligible comment.");
    expect(drawSummary(2, 2, 5)).toBe("Drawn at random from 2 eligible comments. Only 2 could be drawn, because there are fewer entries than the 5 winners asked for.");
  });
});

function cryptoLike(): RandomSource {
  return (buf) => {
    globalThis.crypto.getRandomValues(buf);
  };
}

describe("comment picker: exports (spec 002 §9)", () => {
  const rows = [
    comment({ authorDisplayName: "@ann", authorChannelId: "UCzj-CjKYmGlZ7vTL-vOe57A", text: '=cmd|" /C calc"!A0', likeCount: 4 }),
    comment({ authorDisplayName: "Bob, Jr.", authorChannelId: null, text: 'Line one\nsaid "hi"', publishedAt: "2019-11-21T19:18:39.000Z" }),
  ];

  it("CSV: the spec's columns, every field quoted, formulas defused, quotes doubled", () => {
    expect(CSV_COLUMNS).toEqual(["author", "authorChannelId", "publishedAt", "likeCount", "text"]);
    expect(commentsCsv(rows)).toBe(
      '"author","authorChannelId","publishedAt","likeCount","text"\r\n' +
        '"\'@ann","UCzj-CjKYmGlZ7vTL-vOe57A","2019-11-26T15:51:44.000Z","4","\'=cmd|"" /C calc""!A0"\r\n' +
        '"Bob, Jr.","","2019-11-21T19:18:39.000Z","0","Line one\nsaid ""hi"""\r\n',
    );
  });

  it("JSON: yt-comments-{timestamp}.json, pretty-printed", () => {
    expect(jsonFileName(1732630304000)).toBe("yt-comments-1732630304000.json");
    expect(commentsJson(rows)).toBe(JSON.stringify(rows, null, 2));
  });
});

describe("comment picker: formatting and links", () => {
  it("formats dates (UTC), likes and the list count", () => {
    expect(formatDate("2019-11-26T15:51:44.000Z")).toBe("Nov 26, 2019");
    expect(formatDate("")).toBe("");
    expect(formatLikes(1)).toBe("1 like");
    expect(formatLikes(1234)).toBe("1,234 likes");
    expect(countLabel(7, 7)).toBe("7 comments");
    expect(countLabel(1, 1)).toBe("1 comment");
    expect(countLabel(5, 1200)).toBe("Showing 5 of 1,200 comments");
  });

  it("links to the comment and to the commenter's channel", () => {
    expect(commentUrl("F1UP7wRCPH8", "UgyZ1jqkHKYvi1-ruOZ4AaABAg")).toBe("https://www.youtube.com/watch?v=F1UP7wRCPH8&lc=UgyZ1jqkHKYvi1-ruOZ4AaABAg");
  });

  it("says when the video had more than 5 pages of 100", () => {
    expect(COMMENTS_PER_PAGE).toBe(100);
    expect(MAX_PAGES).toBe(5);
    expect(moreNote(5)).toBe("Only the newest 500 comments were read (5 pages of 100); the video has more.");
  });
});

describe("comment picker: progress and the fetch protocol (spec 002 §4, §9)", () => {
  it("steps through preparing, waiting, fetching (per page) and finalizing", () => {
    expect(Object.keys(STAGES)).toEqual(["preparing", "waiting", "fetching", "finalizing", "complete"]);
    const perPage = [1, 2, 3, 4, 5].map((p) => pageProgress(p).progress);
    expect(perPage).toEqual([42, 54, 66, 78, 90]);
    expect(pageProgress(2).message).toBe("Fetching comments from YouTube... 2 of up to 5 pages read");
    expect(Math.min(...perPage)).toBeGreaterThan(STAGES.fetching.progress);
    expect(Math.max(...perPage)).toBeLessThan(STAGES.finalizing.progress);
    expect(waitMs(true)).toBe(10_000);
    expect(waitMs(false)).toBe(0);
    expect(PROGRESS_RESET_MS).toBe(400);
  });

  it("reads the NDJSON events and refuses anything else", () => {
    const c = comment();
    expect(readFetchEvent('{"type":"page","page":2}')).toEqual({ type: "page", page: 2 });
    expect(readFetchEvent(JSON.stringify({ type: "result", videoId: "F1UP7wRCPH8", comments: [c], pages: 1, hasMore: false }))).toEqual({
      type: "result",
      videoId: "F1UP7wRCPH8",
      comments: [c],
      pages: 1,
      hasMore: false,
    });
    expect(readFetchEvent('{"type":"error","status":502,"error":{"code":"youtube_api_error","message":"YouTube API error: 500"}}')).toEqual({
      type: "error",
      status: 502,
      error: { code: "youtube_api_error", message: "YouTube API error: 500" },
    });
    expect(readFetchEvent(JSON.stringify({ type: "result", videoId: "x", comments: [{ ...c, likeCount: "3" }], pages: 1, hasMore: false }))).toBeNull();
    expect(readFetchEvent("not json")).toBeNull();
    expect(readFetchEvent('{"type":"other"}')).toBeNull();
  });
});

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bannerSizes } from "../../../app/lib/youtube-ids";
import { FIXTURES_DIR, fixtureJson, fixtureText, HAVE_FIXTURES, SKIP_NOTE } from "./fixtures";
import {
  channelAlertKind,
  DEFAULT_KEYWORDS_META,
  isDefaultAvatar,
  extractAssignedJson,
  parseChannelInitialData,
  parseChannelPage,
  parseWatchPage,
  parseWatchPlayerResponse,
  readPageMeta,
  scanJsonObject,
  type WatchPageData,
} from "./page-parse";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

describe("script JSON scanning", () => {
  it("finds the matching brace, ignoring braces in strings and escaped quotes", () => {
    const text = `x = {"a":"}{","b":{"c":"\\"}"},"d":[1,{"e":2}]}; tail {`;
    const json = scanJsonObject(text, 4);
    expect(json).toBe(`{"a":"}{","b":{"c":"\\"}"},"d":[1,{"e":2}]}`);
    expect(JSON.parse(json!)).toEqual({ a: "}{", b: { c: '"}' }, d: [1, { e: 2 }] });
    expect(scanJsonObject(`{"open": "never closed`, 0)).toBeNull();
  });

  it("skips non-JSON assignments and finds the real one in any assignment form", () => {
    const html = [
      `<script>var ytInitialPlayerResponse=window.ytInitialPlayerResponse;(function(){})();</script>`,
      `<script>window.ytInitialPlayerResponseExtra = {"no": true};</script>`,
      `<script>var ytInitialPlayerResponse = {videoDetails: notJson};</script>`,
      `<script>window["ytInitialPlayerResponse"] = {"videoDetails":{"videoId":"abcdefghijk","title":"t }{ \\" x"}};</script>`,
    ].join("\n");
    expect(extractAssignedJson(html, "ytInitialPlayerResponse")).toEqual({ videoDetails: { videoId: "abcdefghijk", title: 't }{ " x' } });
    expect(extractAssignedJson(`var ytInitialData = {"a":1};`, "ytInitialData")).toEqual({ a: 1 });
    expect(extractAssignedJson(`window['ytInitialData']={"a":2}`, "ytInitialData")).toEqual({ a: 2 });
    expect(extractAssignedJson(`if (ytInitialData == {"a":1}) {}`, "ytInitialData")).toBeUndefined();
    expect(extractAssignedJson(`<html>nothing here</html>`, "ytInitialData")).toBeUndefined();
  });

  it("reads meta tags in any attribute order, with entities and line breaks", () => {
    const meta = readPageMeta(
      `<head><title>A &amp; B - YouTube</title><meta content="Drum &amp; Bass, D&amp;B" name="keywords"><meta property="og:description" content="line one
line &quot;two&quot; &#x2192; &#39;x&#39;"><meta itemprop="channelId" content=UCw49uOTAJjGUdoAeUcp7tOg></head>`,
    );
    expect(meta.get("keywords")).toBe("Drum & Bass, D&B");
    expect(meta.get("og:description")).toBe("line one\nline \"two\" → 'x'");
    expect(meta.get("channelId")).toBe("UCw49uOTAJjGUdoAeUcp7tOg");
    expect(meta.title).toBe("A & B - YouTube");
  });

  it("a page without the player response falls back to the meta tags, never to the default keywords", () => {
    const page = (keywords: string) =>
      `<meta name="title" content="Meta title"><meta name="description" content="Short"><meta name="keywords" content="${keywords}"><meta itemprop="videoId" content="abcdefghijk"><meta itemprop="channelId" content="UCw49uOTAJjGUdoAeUcp7tOg">`;
    const own = parseWatchPage(page("one, two"));
    expect(own.ok && own.data).toMatchObject({ videoId: "abcdefghijk", title: "Meta title", tags: ["one", "two"], channelId: "UCw49uOTAJjGUdoAeUcp7tOg", source: "meta" });
    const dflt = parseWatchPage(page(DEFAULT_KEYWORDS_META));
    expect(dflt.ok && dflt.data.tags).toEqual([]);
    expect(parseWatchPage("<html><body>Our systems have detected unusual traffic from your computer network.</body></html>")).toEqual({ ok: false, kind: "bot-check" });
    expect(parseWatchPage("<html><body></body></html>")).toEqual({ ok: false, kind: "unavailable" });
  });

  it("a channel page with no channel is 'not found', a terminated one 'terminated'", () => {
    expect(parseChannelPage(`<script>var ytInitialData = {"responseContext":{}};</script>`)).toEqual({ ok: false, kind: "not-found" });
    const terminated = `<script>var ytInitialData = {"alerts":[{"alertRenderer":{"text":{"simpleText":"This account has been terminated for violating YouTube's Terms of Service."}}}]};</script>`;
    expect(parseChannelPage(terminated)).toMatchObject({ ok: false, kind: "terminated" });
    expect(parseChannelPage(`<p>Our systems have detected unusual traffic</p>`)).toEqual({ ok: false, kind: "bot-check" });
  });
});

interface WatchExpectation {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  /** Number of keywords, and the first one; 0 when the page has none. */
  tags: number;
  firstTag?: string;
  descriptionStartsWith: string;
  status: string;
  restriction: WatchPageData["playability"]["restriction"];
}

const WATCH: Record<string, WatchExpectation | { kind: string; detail: string }> = {
  "pytube_2lAe1cqCOXo_with-keywords_captions.html": {
    videoId: "2lAe1cqCOXo",
    title: "YouTube Rewind 2019: For the Record | #YouTubeRewind",
    channelId: "UCBR8-60-B28hp2BmDPdntcQ",
    channelTitle: "YouTube",
    tags: 39,
    firstTag: "Rewind",
    descriptionStartsWith: "In 2018, we made something you didn",
    status: "OK",
    restriction: null,
  },
  "pytube_5YceQ8YqYMc_unlisted_live-recording-unavailable.html": {
    videoId: "5YceQ8YqYMc",
    title: "Vatican Media Live",
    channelId: "UC7E-LYc1wivk33iyt5bR5zQ",
    channelTitle: "Vatican News",
    tags: 1,
    firstTag: "live",
    descriptionStartsWith: "",
    status: "UNPLAYABLE",
    restriction: "unplayable",
  },
  "pytube_irauhITDrsE_age-restricted_en.html": {
    videoId: "irauhITDrsE",
    title: "THE MOST AGE RESTRICTED VIDEO EVER",
    channelId: "UCyuj5evMBVwyGrqfoKegmBw",
    channelTitle: "OfficialDuckStudios",
    tags: 9,
    firstTag: "officialduckstudios",
    descriptionStartsWith: "",
    status: "LOGIN_REQUIRED",
    restriction: "age-restricted",
  },
  "pytube_m8uHb5jIGN8_private_no-videoDetails.html": { kind: "private", detail: "Private video" },
  "yt-meta_B68agR-OeJM_2025.html": {
    videoId: "B68agR-OeJM",
    title: "Metrik & Linguistics | Live @ Hospitality Printworks 2023",
    channelId: "UCw49uOTAJjGUdoAeUcp7tOg",
    channelTitle: "Hospital Records",
    tags: 27,
    firstTag: "hospital Records",
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
  "yta_GJLlxj_dtq8_2025.html": {
    videoId: "GJLlxj_dtq8",
    title: "Surface Go Review - It’s Awesome",
    channelId: "UCVYamHliCI9rw1tHR1xbkfw",
    channelTitle: "Dave2D",
    tags: 15,
    firstTag: "Dave2D",
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
  "yta_Njp5uhTorCo_age-restricted_2025.html": {
    videoId: "Njp5uhTorCo",
    title: "Laura Branigan - Self Control (Moreno J Remix) Age-restricted",
    channelId: "UCJqyF-E8VW75fQz61ftchzg",
    channelTitle: "Moreno J Remixes",
    tags: 11,
    firstTag: "Moreno J Remix",
    descriptionStartsWith: "",
    status: "LOGIN_REQUIRED",
    restriction: "age-restricted",
  },
  "yta_bot-check_LOGIN_REQUIRED_no-videoDetails_2025.html": { kind: "bot-check", detail: "Sign in to confirm you’re not a bot" },
  "yta_video-unavailable_ERROR_2025.html": { kind: "unavailable", detail: "Video unavailable" },
  "ytdl-core_5qap5aO4i9A_live-now.html": {
    videoId: "5qap5aO4i9A",
    title: "lofi hip hop radio - beats to relax/study to",
    channelId: "UCSJ4gkVC6NrvII8umztf0Ow",
    channelTitle: "ChilledCow",
    tags: 32,
    firstTag: "lo-fi",
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
  "ytdl-core_CsrfovOPcjk_age-restricted_vi-VN.html": {
    videoId: "CsrfovOPcjk",
    title: "Who the Fuck is Alice?",
    channelId: "UCjO6EWYEqXL2_4IHuKXxirA",
    channelTitle: "RescoeZ",
    tags: 8,
    firstTag: "who",
    descriptionStartsWith: "",
    status: "LOGIN_REQUIRED",
    // Vietnamese reason text: recognised by desktopLegacyAgeGateReason, not by words.
    restriction: "age-restricted",
  },
  "ytdl-core_HSylqgVYQI_old-window-bracket-format.html": {
    videoId: "_HSylqgVYQI",
    title: "Meor 2 - Screaming cat goes nuts!",
    channelId: "UCuO06egvl5yE__rR_02WUZw",
    channelTitle: "FlippyCat",
    tags: 8,
    firstTag: "funny",
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
  "ytdl-core_SyKPsFRP_Oc_rental_no-keywords_unplayable.html": {
    videoId: "SyKPsFRP_Oc",
    title: "Plane Crash",
    channelId: "UC3HrsEKwXhRBDkiMn-O91RA",
    channelTitle: "Curiosity",
    tags: 0,
    descriptionStartsWith: "",
    status: "UNPLAYABLE",
    restriction: "unplayable",
  },
  "ytdl-core_TceijYjxdrQ_no-keywords.html": {
    videoId: "TceijYjxdrQ",
    title: "Longest YouTube video!!",
    channelId: "UCCPWEEGZYBfrQwZyAcFxHiw",
    channelTitle: "Tudo do Mundo Android",
    tags: 0,
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
  "ytdl-core_W6NZfCO5SIk_chapters_with-keywords.html": {
    videoId: "W6NZfCO5SIk",
    title: "JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour",
    channelId: "UCWv7vMbMWH4-V0ZXdmDpPBA",
    channelTitle: "Programming with Mosh",
    tags: 23,
    firstTag: "javascript tutorial",
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
  "ytdl-core_YQHsXMglC9A_music-vevo_with-keywords.html": {
    videoId: "YQHsXMglC9A",
    title: "Adele - Hello",
    channelId: "UComP_epzeKzvBX156r6pm1Q",
    channelTitle: "AdeleVEVO",
    tags: 8,
    firstTag: "Adele",
    descriptionStartsWith: "",
    status: "OK",
    restriction: null,
  },
};

describe.skipIf(!HAVE_FIXTURES)("watch page fixtures", () => {
  it("has an expectation for every watch fixture", () => {
    const files = readdirSync(join(FIXTURES_DIR, "watch")).filter((f) => f.endsWith(".html"));
    expect(files.sort()).toEqual(Object.keys(WATCH).sort());
  });

  for (const [file, want] of Object.entries(WATCH)) {
    it(file, () => {
      const html = fixtureText(`watch/${file}`);
      const r = parseWatchPage(html);
      if ("kind" in want) {
        expect(r).toEqual({ ok: false, kind: want.kind, detail: want.detail });
        return;
      }
      if (!r.ok) throw new Error(`expected data, got ${r.kind}`);
      const d = r.data;
      expect(d.source).toBe("player-response");
      expect(d.videoId).toBe(want.videoId);
      expect(d.title).toBe(want.title);
      expect(d.channelId).toBe(want.channelId);
      expect(d.channelTitle).toBe(want.channelTitle);
      expect(d.tags).toHaveLength(want.tags);
      if (want.firstTag) expect(d.tags[0]).toBe(want.firstTag);
      expect(d.description.startsWith(want.descriptionStartsWith)).toBe(true);
      expect(d.description.length).toBeGreaterThan(0);
      expect(d.playability.status).toBe(want.status);
      expect(d.playability.restriction).toBe(want.restriction);
      expect(d.thumbnails.length).toBeGreaterThan(0);
      if (want.tags === 0) {
        // The untagged pages still carry the site's default keywords meta: it must not leak in.
        expect(readPageMeta(html).get("keywords")).toBe(DEFAULT_KEYWORDS_META);
      }
    });
  }

  it("the description is the full one, not the meta's truncated copy", () => {
    const r = parseWatchPage(fixtureText("watch/ytdl-core_W6NZfCO5SIk_chapters_with-keywords.html"));
    expect(r.ok && r.data.description.length).toBeGreaterThan(2000);
    expect(r.ok && r.data.description).toContain("\n");
  });

  it("the unlisted and live flags are read", () => {
    const unlisted = parseWatchPage(fixtureText("watch/pytube_5YceQ8YqYMc_unlisted_live-recording-unavailable.html"));
    expect(unlisted.ok && unlisted.data.isUnlisted).toBe(true);
    const live = parseWatchPage(fixtureText("watch/ytdl-core_5qap5aO4i9A_live-now.html"));
    expect(live.ok && live.data.isLive).toBe(true);
  });

  it("the private watch?pbj=1 JSON gives the same 'private' outcome", () => {
    const parts = fixtureJson("watch/ytdl-core_private_watch-pbj.json") as { playerResponse?: unknown }[];
    const pr = parts.find((p) => p.playerResponse !== undefined)?.playerResponse;
    expect(parseWatchPlayerResponse(pr)).toMatchObject({ ok: false, kind: "private" });
  });
});

describe.skipIf(!HAVE_FIXTURES)("channel page fixtures", () => {
  it("2021 c4TabbedHeaderRenderer: id, title, /c/ vanity URL, avatar, banner, TV and mobile crops", () => {
    const r = parseChannelPage(fixtureText("channel/pytube_ProgrammingKnowledge_videos-tab_2021.html"));
    if (!r.ok) throw new Error(r.kind);
    const d = r.data;
    expect(d.layout).toBe("c4TabbedHeaderRenderer");
    expect(d.channelId).toBe("UCs6nmQViDpUw0nuIx9c_WvA");
    expect(d.title).toBe("ProgrammingKnowledge");
    expect(d.handle).toBeNull();
    expect(d.vanityUrl).toBe("http://www.youtube.com/c/ProgrammingKnowledge");
    expect(d.avatarUrl).toBe("https://yt3.ggpht.com/ytc/AAUvwnixvpH4R0YLAM_cyn8jkULeMbjUkGIKObZfuvwY=s900-c-k-c0x00ffffff-no-rj");
    expect(d.avatars.map((a) => a.width)).toEqual([48, 88, 176, 900]);
    expect(d.banners.map((b) => b.width)).toEqual([1060, 1138, 1707, 2120, 2276, 2560]);
    expect(d.bannerUrl).toBe(
      "https://yt3.ggpht.com/P_2SlvEHY8VylI_j63FgIBK8EKvJryQ-08B9FQptF_SI09S6JKuVmV7MpeXlkxh9WNmsprO8_A=w2560-fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj",
    );
    expect(d.tvBanners).toHaveLength(5);
    expect(d.mobileBanners).toHaveLength(5);
    expect(d.subscriberCountText).toBe("1.38M subscribers");
    // The page lists exactly the six sizes the banner tool builds: all six are real sources.
    expect(bannerSizes(d.bannerUrl!, d.banners.map((b) => b.url)).every((s) => s.isRealSource)).toBe(true);
  });

  const modern: [string, string, string, string, boolean][] = [
    ["channel/yt-meta_hospitalrecords_videos-tab_2025.html", "UCw49uOTAJjGUdoAeUcp7tOg", "Hospital Records", "@hospitalrecords", true],
    ["channel/yt-meta_MrBeast_shorts-tab_2025.html", "UCX6OQ3DkcsbYNE6H8uQQuVA", "MrBeast", "@MrBeast", true],
    ["channel/yt-meta_bulwarkmedia_ytInitialData_2025.json", "UCG4Hp1KbGw4e02N7FpPXDgQ", "The Bulwark", "@bulwarkmedia", false],
  ];
  for (const [file, id, title, handle, isHtml] of modern) {
    it(`2025 pageHeaderViewModel: ${file}`, () => {
      const r = isHtml ? parseChannelPage(fixtureText(file)) : parseChannelInitialData(fixtureJson(file));
      if (!r.ok) throw new Error(r.kind);
      const d = r.data;
      expect(d.layout).toBe("pageHeaderRenderer");
      expect(d.channelId).toBe(id);
      expect(d.title).toBe(title);
      expect(d.handle).toBe(handle);
      expect(d.vanityUrl).toBe(`http://www.youtube.com/${handle}`);
      expect(d.avatarUrl).toMatch(/^https:\/\/yt3\.googleusercontent\.com\/.+=s900-c-k-c0x00ffffff-no-rj$/);
      expect(d.avatars.map((a) => a.width)).toEqual([72, 120, 160, 900]);
      expect(d.banners.map((b) => b.width)).toEqual([1060, 1138, 1707, 2120, 2276, 2560]);
      expect(d.bannerUrl).toMatch(/^https:\/\/yt3\.googleusercontent\.com\/.+=w2560-fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj$/);
      expect(d.tvBanners).toEqual([]);
      expect(d.subscriberCountText).toMatch(/subscribers$/);
      expect(d.videoCountText).toMatch(/videos$/);
      expect(bannerSizes(d.bannerUrl!, d.banners.map((b) => b.url)).every((s) => s.isRealSource)).toBe(true);
    });
  }
});

/**
 * Removed, terminated, closed and missing channels (issue 12). No fixture holds such a page, so
 * these are built from a real 2025 channel page the way YouTube renders one: the same HTML and
 * meta tags (which still name the channel id), ytInitialData without header, metadata and
 * contents, and an `alerts` entry with YouTube's own wording.
 */
describe.skipIf(!HAVE_FIXTURES)("channels YouTube shows no channel for", () => {
  const live = fixtureJson("channel/yt-meta_bulwarkmedia_ytInitialData_2025.json") as Record<string, unknown>;
  const gone = (alert: string, renderer = "alertRenderer") => {
    const { header: _h, metadata: _m, contents: _c, microformat: _f, ...rest } = live;
    return { ...rest, alerts: [{ [renderer]: { type: "ERROR", text: { simpleText: alert } } }] };
  };
  const asPage = (data: unknown) => {
    const html = fixtureText("channel/yt-meta_hospitalrecords_videos-tab_2025.html");
    const start = html.indexOf("var ytInitialData = ") + "var ytInitialData = ".length;
    const end = html.indexOf(";</script>", start);
    return html.slice(0, start) + JSON.stringify(data) + html.slice(end);
  };

  it.each([
    ["This account has been terminated for a violation of YouTube's Terms of Service.", "terminated"],
    ["This account has been terminated because we received multiple third-party claims of copyright infringement.", "terminated"],
    ["This channel was removed because it violated our Community Guidelines.", "removed"],
    ["This channel does not exist.", "not-found"],
    ["This channel is not available.", "unavailable"],
    ["This account has been closed.", "closed"],
  ] as const)("%s → %s, never a result with an empty name", (alert, kind) => {
    expect(parseChannelInitialData(gone(alert))).toEqual({ ok: false, kind, detail: alert });
    const page = parseChannelPage(asPage(gone(alert, "alertWithButtonRenderer")));
    expect(page).toEqual({ ok: false, kind, detail: alert });
  });

  it("a page whose meta tags name a channel but that has no header and no name is not a result", () => {
    const { header: _h, metadata: _m, contents: _c, microformat: _f, ...rest } = live;
    const r = parseChannelPage(asPage(rest));
    expect(r.ok).toBe(false);
  });

  it("never offers YouTube's default avatar as a logo", () => {
    expect(isDefaultAvatar("https://yt3.ggpht.com/a/default-user=s88-c-k-c0x00ffffff-no-rj")).toBe(true);
    expect(isDefaultAvatar("https://yt3.googleusercontent.com/ytc/AIdro_kX4=s900-c-k-c0x00ffffff-no-rj")).toBe(false);
    const md = live.metadata as { channelMetadataRenderer: Record<string, unknown> };
    const data = {
      ...live,
      header: undefined,
      metadata: { channelMetadataRenderer: { ...md.channelMetadataRenderer, avatar: { thumbnails: [{ url: "https://yt3.ggpht.com/a/default-user=s88-c-k-c0x00ffffff-no-rj", width: 88, height: 88 }] } } },
    };
    const r = parseChannelInitialData(data);
    if (!r.ok) throw new Error(r.kind);
    expect(r.data.title).toBe("The Bulwark");
    expect(r.data.avatarUrl).toBeNull();
  });

  it("a live channel with an informational alert (not an error) still reads", () => {
    const r = parseChannelInitialData({ ...live, alerts: [{ alertRenderer: { type: "INFO", text: { simpleText: "Some content may be unavailable." } } }] });
    expect(r.ok).toBe(true);
  });

  it("classifies YouTube's alert wording", () => {
    expect(channelAlertKind(["This channel does not exist."])).toBe("not-found");
    expect(channelAlertKind(["This account has been terminated due to multiple or severe violations of YouTube's policy against spam."])).toBe("terminated");
    expect(channelAlertKind(["Something else"])).toBe("unavailable");
  });
});

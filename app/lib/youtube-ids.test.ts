import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  avatarSizes,
  avatarUrlAtSize,
  BANNER_SIZES,
  bannerSizes,
  channelPagePath,
  CHANNEL_ID_PATTERN,
  isChannelId,
  isVideoId,
  parseChannelInput,
  notAVideoMessage,
  NOT_A_VIDEO_MESSAGES,
  parseVideoId,
  readVideoLink,
  stripImageParams,
  VIDEO_ID_PATTERN,
} from "./youtube-ids";

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".split("");
const idChar = fc.constantFrom(...ID_CHARS);
const videoId = fc.string({ unit: idChar, minLength: 11, maxLength: 11 }).filter((s) => s !== "videoseries");
const channelId = fc.string({ unit: idChar, minLength: 22, maxLength: 22 }).map((s) => `UC${s}`);

/** Every URL form of spec 001 §5 and spec 002 §5, on every host that serves it. */
const VIDEO_URL_FORMS: ((id: string) => string)[] = [
  ...["www.youtube.com", "youtube.com", "m.youtube.com", "music.youtube.com"].flatMap((host) => [
    (id: string) => `https://${host}/watch?v=${id}`,
    (id: string) => `https://${host}/watch?feature=share&v=${id}&t=42s`,
    (id: string) => `http://${host}/watch?v=${id}#comments`,
    (id: string) => `${host}/watch?v=${id}`,
    (id: string) => `https://${host}/embed/${id}`,
    (id: string) => `https://${host}/embed/${id}?start=10&autoplay=1`,
    (id: string) => `https://${host}/v/${id}`,
    (id: string) => `https://${host}/e/${id}`,
    (id: string) => `https://${host}/shorts/${id}`,
    (id: string) => `https://${host}/shorts/${id}?feature=share`,
    (id: string) => `https://${host}/live/${id}?si=abc`,
  ]),
  (id) => `https://youtu.be/${id}`,
  (id) => `youtu.be/${id}?t=5`,
  (id) => `https://youtu.be/${id}/`,
  (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  (id) => `https://youtube-nocookie.com/embed/${id}?rel=0`,
  (id) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  (id) => `https://img.youtube.com/vi/${id}/maxresdefault.jpg`,
  (id) => `  ${id}  `,
];

describe("video ids", () => {
  it("every valid id survives every URL form", () => {
    fc.assert(
      fc.property(videoId, fc.nat(VIDEO_URL_FORMS.length - 1), (id, form) => {
        expect(parseVideoId(VIDEO_URL_FORMS[form]!(id))).toBe(id);
      }),
      { numRuns: 2000 },
    );
  });

  it("an id of the wrong length never passes, in any form (no truncation)", () => {
    const wrongLength = fc.oneof(fc.string({ unit: idChar, minLength: 1, maxLength: 10 }), fc.string({ unit: idChar, minLength: 12, maxLength: 30 }));
    fc.assert(
      fc.property(wrongLength, fc.nat(VIDEO_URL_FORMS.length - 1), (bad, form) => {
        expect(parseVideoId(VIDEO_URL_FORMS[form]!(bad))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("an 11-character string with a character outside [A-Za-z0-9_-] never passes, in any form", () => {
    const badChar = fc.constantFrom(..." !$'()*+,.:;@~%\"<>[]{}|^`é€😀".split(""));
    const bad = fc.tuple(videoId, fc.nat(10), badChar).map(([id, i, c]) => id.slice(0, i) + c + id.slice(i + 1));
    fc.assert(
      fc.property(bad, fc.nat(VIDEO_URL_FORMS.length - 1), (s, form) => {
        expect(parseVideoId(VIDEO_URL_FORMS[form]!(s))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("whatever the input, the answer is null or an exact id that appears in it", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (s) => {
        const id = parseVideoId(s);
        if (id !== null) {
          expect(id).toMatch(VIDEO_ID_PATTERN);
          expect(s).toContain(id);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses other sites, other YouTube pages and look-alike hosts", () => {
    for (const s of [
      "",
      "   ",
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/embed/videoseries?list=PL123",
      "https://www.youtube.com/playlist?list=PLx",
      "https://www.youtube.com/@MrBeast",
      "https://www.youtube.com/watch?v=dQw4w9WgXc",
      "https://youtu.be/dQw4w9WgXcQ/extra",
      "javascript:alert('dQw4w9WgXcQ')",
      "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
      "dQw4w9WgXcQQ",
    ]) {
      expect(parseVideoId(s), s).toBeNull();
    }
    expect(parseVideoId("dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(isVideoId("dQw4w9WgXcQ")).toBe(true);
  });
});

describe("channel inputs", () => {
  const CHANNEL_ID_FORMS: ((id: string) => string)[] = [
    (id) => id,
    (id) => ` ${id} `,
    (id) => `https://www.youtube.com/channel/${id}`,
    (id) => `https://youtube.com/channel/${id}/videos`,
    (id) => `https://m.youtube.com/channel/${id}?view_as=subscriber`,
    (id) => `www.youtube.com/channel/${id}`,
    (id) => `https://youtu.be/channel/${id}`,
  ];

  it("every valid channel id survives every form", () => {
    fc.assert(
      fc.property(channelId, fc.nat(CHANNEL_ID_FORMS.length - 1), (id, form) => {
        expect(parseChannelInput(CHANNEL_ID_FORMS[form]!(id))).toEqual({ kind: "id", channelId: id });
      }),
      { numRuns: 1000 },
    );
  });

  it("a /channel/ URL with a malformed id is refused, not searched for", () => {
    const bad = fc.oneof(
      fc.string({ unit: idChar, minLength: 0, maxLength: 21 }).map((s) => `UC${s}`),
      fc.string({ unit: idChar, minLength: 23, maxLength: 30 }).map((s) => `UC${s}`),
      fc.string({ unit: idChar, minLength: 22, maxLength: 22 }).map((s) => `UX${s}`),
    );
    fc.assert(
      fc.property(bad, (s) => {
        expect(parseChannelInput(`https://www.youtube.com/channel/${s}`)).toBeNull();
        expect(isChannelId(s)).toBe(false);
      }),
    );
  });

  it("handles in every form, with or without the @ and any tab after them", () => {
    const handle = fc.string({ unit: fc.constantFrom(...ID_CHARS, "."), minLength: 3, maxLength: 30 });
    const forms = [
      (h: string) => `@${h}`,
      (h: string) => `https://www.youtube.com/@${h}`,
      (h: string) => `https://youtube.com/@${h}/videos`,
      (h: string) => `m.youtube.com/@${h}?si=x`,
    ];
    fc.assert(
      fc.property(handle, fc.nat(forms.length - 1), (h, form) => {
        expect(parseChannelInput(forms[form]!(h))).toEqual({ kind: "handle", handle: h });
      }),
    );
    expect(parseChannelInput("https://www.youtube.com/@%E6%9D%B1%E6%B5%B7%E3%82%AA%E3%83%B3%E3%82%A8%E3%82%A2")).toEqual({ kind: "handle", handle: "東海オンエア" });
    expect(parseChannelInput("@ab")).toBeNull();
    expect(parseChannelInput("@has space")).toBeNull();
  });

  it("/c/, /user/ and bare vanity URLs, video URLs, and free text last", () => {
    expect(parseChannelInput("https://www.youtube.com/c/ProgrammingKnowledge")).toEqual({ kind: "custom", name: "ProgrammingKnowledge" });
    expect(parseChannelInput("youtube.com/c/ProgrammingKnowledge/videos")).toEqual({ kind: "custom", name: "ProgrammingKnowledge" });
    expect(parseChannelInput("https://www.youtube.com/user/GoogleDevelopers")).toEqual({ kind: "user", username: "GoogleDevelopers" });
    expect(parseChannelInput("https://www.youtube.com/GoogleDevelopers")).toEqual({ kind: "custom", name: "GoogleDevelopers" });
    expect(parseChannelInput("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({ kind: "video", videoId: "dQw4w9WgXcQ" });
    expect(parseChannelInput("https://youtu.be/dQw4w9WgXcQ")).toEqual({ kind: "video", videoId: "dQw4w9WgXcQ" });
    expect(parseChannelInput("  Programming   with Mosh ")).toEqual({ kind: "name", query: "Programming with Mosh" });
    expect(parseChannelInput("Mr.Beast")).toEqual({ kind: "name", query: "Mr.Beast" });
    // A bare video id is a word, not a video URL: the finder treats it as a name.
    expect(parseChannelInput("dQw4w9WgXcQ")).toEqual({ kind: "name", query: "dQw4w9WgXcQ" });
  });

  it("refuses URLs that name no channel", () => {
    for (const s of ["", "https://example.com/@someone", "https://www.youtube.com/", "https://www.youtube.com/results?search_query=x", "https://www.youtube.com/playlist?list=PL1", "https://www.youtube.com/watch?v=short", "https://www.youtube.com/c/", "https://www.youtube.com/user/"]) {
      expect(parseChannelInput(s), s).toBeNull();
    }
  });

  it("never returns a malformed id or handle, whatever the input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true })), (s) => {
        const r = parseChannelInput(s);
        if (r?.kind === "id") expect(r.channelId).toMatch(CHANNEL_ID_PATTERN);
        if (r?.kind === "video") expect(r.videoId).toMatch(VIDEO_ID_PATTERN);
        if (r?.kind === "handle") expect(r.handle).toMatch(/^[\p{L}\p{M}\p{N}_.-]{3,30}$/u);
        if (r?.kind === "name") expect(r.query.trim()).not.toBe("");
      }),
      { numRuns: 3000 },
    );
  });

  it("page paths for the fallback", () => {
    expect(channelPagePath({ kind: "id", channelId: "UCw49uOTAJjGUdoAeUcp7tOg" })).toBe("/channel/UCw49uOTAJjGUdoAeUcp7tOg");
    expect(channelPagePath({ kind: "handle", handle: "hospitalrecords" })).toBe("/@hospitalrecords");
    expect(channelPagePath({ kind: "custom", name: "ProgrammingKnowledge" })).toBe("/c/ProgrammingKnowledge");
    expect(channelPagePath({ kind: "user", username: "Google" })).toBe("/user/Google");
  });
});

describe("banner and avatar URLs", () => {
  const PAGE_BANNER =
    "https://yt3.googleusercontent.com/IWOq3dtmomTfMbF4kwTOTeAhSJJWkJb2XmOptGLHwQHieJnuvgnb4GzrWMWQ799mDf09ch9ZSg=w1060-fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj";
  const BASE = "https://yt3.googleusercontent.com/IWOq3dtmomTfMbF4kwTOTeAhSJJWkJb2XmOptGLHwQHieJnuvgnb4GzrWMWQ799mDf09ch9ZSg";

  it("has the spec's six sizes, largest first", () => {
    expect(BANNER_SIZES.map((s) => [s.name, `${s.width}x${s.height}`])).toEqual([
      ["TV", "2560x424"],
      ["Large Desktop", "2276x377"],
      ["Desktop", "2120x351"],
      ["Medium", "1707x283"],
      ["Tablet", "1138x188"],
      ["Mobile", "1060x175"],
    ]);
  });

  it("strips an existing size suffix and builds each size with its crop", () => {
    expect(stripImageParams(PAGE_BANNER)).toBe(BASE);
    expect(stripImageParams(BASE)).toBe(BASE);
    const sizes = bannerSizes(PAGE_BANNER, [PAGE_BANNER]);
    expect(sizes[0]!.url).toBe(`${BASE}=w2560-fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj`);
    expect(sizes[5]!.url).toBe(PAGE_BANNER);
    expect(sizes.map((s) => s.isRealSource)).toEqual([false, false, false, false, false, true]);
    expect(sizes[0]!.previewUrl).toBe(PAGE_BANNER);
    expect(sizes[0]!.altUrl).toBe(`${BASE}=w2560`);
    // The API's bannerExternalUrl has no suffix at all.
    expect(bannerSizes("https://yt3.ggpht.com/C7C_rceG0_dgSK1uRXoM6s1wCiOwDpsc_bJLELECJ7dVrNZNMhub9la_nhAL6aKpkdR0Z91d")[2]!.url).toBe(
      "https://yt3.ggpht.com/C7C_rceG0_dgSK1uRXoM6s1wCiOwDpsc_bJLELECJ7dVrNZNMhub9la_nhAL6aKpkdR0Z91d=w2120-fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj",
    );
  });

  it("avatar sizes 800, 240 and 88 from either URL form", () => {
    const api = "https://yt3.ggpht.com/ytc/AMLnZu_31rROBnB8bq9EJfk82OnclHISQ3Hrx6i1oWLai5o=s88-c-k-c0x00ffffff-no-rj";
    expect(avatarSizes(api).map((a) => [a.key, a.url])).toEqual([
      ["high", "https://yt3.ggpht.com/ytc/AMLnZu_31rROBnB8bq9EJfk82OnclHISQ3Hrx6i1oWLai5o=s800-c-k-c0x00ffffff-no-rj"],
      ["medium", "https://yt3.ggpht.com/ytc/AMLnZu_31rROBnB8bq9EJfk82OnclHISQ3Hrx6i1oWLai5o=s240-c-k-c0x00ffffff-no-rj"],
      ["default", "https://yt3.ggpht.com/ytc/AMLnZu_31rROBnB8bq9EJfk82OnclHISQ3Hrx6i1oWLai5o=s88-c-k-c0x00ffffff-no-rj"],
    ]);
    expect(avatarUrlAtSize("https://yt3.ggpht.com/ytc/AAUvwnixvpH4R0YLAM_cyn8jkULeMbjUkGIKObZfuvwY=s200-c-k-c0x00ffffff-no-rj?days_since_epoch=18752", 800)).toBe(
      "https://yt3.ggpht.com/ytc/AAUvwnixvpH4R0YLAM_cyn8jkULeMbjUkGIKObZfuvwY=s800-c-k-c0x00ffffff-no-rj",
    );
    expect(avatarUrlAtSize("https://yt3.ggpht.com/-yUgxca4sWt0/AAAAAAAAAAI/AAAAAAAAAAA/IE61lBuRSd8/s88-c-k-no-mo-rj-c0xffffff/photo.jpg", 240)).toBe(
      "https://yt3.ggpht.com/-yUgxca4sWt0/AAAAAAAAAAI/AAAAAAAAAAA/IE61lBuRSd8/s240-c-k-no-mo-rj-c0xffffff/photo.jpg",
    );
  });
});

describe("one reader of video links for every tool (issue 12)", () => {
  const ID = "dQw4w9WgXcQ";
  // Links as YouTube's own share sheets, apps and address bars produce them, and as people paste them.
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?app=desktop&v=${ID}&list=RDdQw4w9WgXcQ&index=1`,
    `https://www.youtube.com/watch?feature=player_embedded&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=1m30s&pp=ygUHcmlja3JvbA%3D%3D`,
    `https://m.youtube.com/watch?v=${ID}&feature=youtu.be`,
    `https://music.youtube.com/watch?v=${ID}&si=AbCdEf`,
    `youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=Ab12Cd34Ef56Gh78`,
    `https://youtu.be/${ID}?t=43`,
    `https://youtu.be/${ID}&t=43`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://youtube.com/shorts/${ID}?si=xyz`,
    `https://www.youtube.com/live/${ID}?si=abc&t=120`,
    `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}?version=3`,
    `https://www.youtube.com/e/${ID}`,
    `https://www.youtube.com/watch/${ID}`,
    `https://www.youtube.com/attribution_link?a=8g8kPrPIi-ecwIsS&u=/watch%3Fv%3D${ID}%26feature%3Dem-uploademail`,
    `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
    `<https://youtu.be/${ID}>`,
    `"https://www.youtube.com/watch?v=${ID}"`,
    `  ${ID}  `,
  ])("%s → the video", (link) => {
    expect(readVideoLink(link)).toEqual({ ok: true, videoId: ID });
  });

  it.each([
    ["https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG", "playlist"],
    ["https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG", "playlist"],
    ["https://www.youtube.com/embed?listType=playlist&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG", "playlist"],
    ["https://www.youtube.com/@MrBeast", "channel"],
    ["https://www.youtube.com/@MrBeast/shorts", "channel"],
    ["https://www.youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA/videos", "channel"],
    ["https://www.youtube.com/c/ProgrammingKnowledge", "channel"],
    ["https://music.youtube.com/browse/UCX6OQ3DkcsbYNE6H8uQQuVA", "channel"],
    ["https://www.youtube.com/@%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80", "channel"],
    ["https://www.youtube.com/results?search_query=%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80+%E0%A4%97%E0%A4%BE%E0%A4%A8%E0%A5%87", "search"],
    ["https://www.youtube.com/hashtag/shorts", "search"],
    ["https://www.youtube.com/feed/subscriptions", "youtube-page"],
    ["https://www.youtube.com/", "youtube-page"],
    ["https://youtu.be/", "youtube-page"],
    ["https://www.youtube.com/account", "youtube-page"],
    ["https://www.youtube.com/post/UgkxAbCdEfGhIjKlMnOp", "post"],
    ["https://vimeo.com/76979871", "not-youtube"],
    ["example.com/watch?v=dQw4w9WgXcQ", "not-youtube"],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", "not-youtube"],
    ["my favourite video", "not-a-link"],
    ["https://www.youtube.com/watch?v=abc", "not-a-link"],
    ["https://youtu.be/dQw4w9WgXcQ/extra", "not-a-link"],
  ] as const)("%s → %s", (link, kind) => {
    const r = readVideoLink(link);
    expect(r).toEqual({ ok: false, kind, message: NOT_A_VIDEO_MESSAGES[kind] });
  });

  it("never gives the id 'videoseries'", () => {
    for (const l of ["https://www.youtube.com/embed/videoseries?list=PL1", "https://www.youtube-nocookie.com/embed/videoseries?list=PL1&index=2"]) {
      expect(parseVideoId(l)).toBeNull();
    }
  });

  it("says plainly what a link is, and leaves other input to the tool's own message", () => {
    const playlist = readVideoLink("https://www.youtube.com/playlist?list=PL1");
    const words = readVideoLink("hello");
    if (playlist.ok || words.ok) throw new Error("expected failures");
    expect(notAVideoMessage(playlist, "Please enter a valid YouTube URL")).toMatch(/^This is a playlist link/);
    expect(notAVideoMessage(words, "Please enter a valid YouTube URL")).toBe("Please enter a valid YouTube URL");
  });
});

describe("channel inputs as people paste them (issue 12)", () => {
  it("YouTube's own pages are not channel names", () => {
    for (const path of ["feed/trending", "results?search_query=x", "watch", "playlist?list=PL1", "account", "account_privacy", "settings", "premium", "gaming", "popup", "paid_memberships"]) {
      expect(parseChannelInput(`https://www.youtube.com/${path}`), path).toBeNull();
    }
  });

  it("YouTube Music artist pages and channel tab links resolve to their channel", () => {
    expect(parseChannelInput("https://music.youtube.com/browse/UCX6OQ3DkcsbYNE6H8uQQuVA")).toEqual({ kind: "id", channelId: "UCX6OQ3DkcsbYNE6H8uQQuVA" });
    expect(parseChannelInput("https://www.youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA/videos")).toEqual({ kind: "id", channelId: "UCX6OQ3DkcsbYNE6H8uQQuVA" });
    expect(parseChannelInput("https://www.youtube.com/@MrBeast/shorts")).toEqual({ kind: "handle", handle: "MrBeast" });
    expect(parseChannelInput("https://www.youtube.com/c/ProgrammingKnowledge/about")).toEqual({ kind: "custom", name: "ProgrammingKnowledge" });
    expect(parseChannelInput("https://www.youtube.com/user/GoogleDevelopers/streams")).toEqual({ kind: "user", username: "GoogleDevelopers" });
  });

  it("decodes handles in any script", () => {
    expect(parseChannelInput("https://www.youtube.com/@%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80")).toEqual({ kind: "handle", handle: "हिंदी" });
    expect(parseChannelInput("@தமிழ்சமையல்")).toEqual({ kind: "handle", handle: "தமிழ்சமையல்" });
    expect(parseChannelInput("https://www.youtube.com/@สอนทำอาหาร/videos")).toEqual({ kind: "handle", handle: "สอนทำอาหาร" });
  });

  it("a video link still names its uploader's channel, in every video form", () => {
    expect(parseChannelInput("https://youtube.com/shorts/dQw4w9WgXcQ?si=x")).toEqual({ kind: "video", videoId: "dQw4w9WgXcQ" });
    expect(parseChannelInput("https://youtu.be/dQw4w9WgXcQ?si=x")).toEqual({ kind: "video", videoId: "dQw4w9WgXcQ" });
  });
});

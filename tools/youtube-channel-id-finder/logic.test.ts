import { describe, expect, it } from "vitest";
import {
  API_PATH,
  channelUrl,
  checkInput,
  COPY_CONFIRM_MS,
  failureMessage,
  LABELS,
  lookupPath,
  MESSAGES,
  readApiError,
  readFinderResult,
  rssFeedUrl,
  TIP,
  uploadsPlaylistId,
} from "./logic";

const ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

describe("channel ID finder: words of the spec (001 §2, §4, §5, §8, §9)", () => {
  it("has the button label, the Copied confirmation for 1.5 s and the UC tip", () => {
    expect(LABELS.find).toBe("Find Channel ID");
    expect(LABELS.copy).toBe("Copy");
    expect(LABELS.copied).toBe("Copied");
    expect(COPY_CONFIRM_MS).toBe(1500);
    expect(TIP).toMatch(/start with UC/);
    expect(TIP).toMatch(/24 characters/);
  });

  it("has the spec's empty-input message", () => {
    expect(MESSAGES.empty).toBe("Please enter a YouTube channel URL, handle (e.g., @name), or video URL");
  });

  it("wraps a resolve failure in the spec's words, without doubled full stops or a doubled 'API error'", () => {
    expect(MESSAGES.resolveFailed("Channel not found.")).toBe(
      "Could not resolve Channel ID. API error: Channel not found. Try using an @handle, exact channel name, or a /channel/ URL.",
    );
    expect(MESSAGES.resolveFailed("YouTube API error: 403")).toBe(
      "Could not resolve Channel ID. API error: 403. Try using an @handle, exact channel name, or a /channel/ URL.",
    );
  });

  it("wraps a fetch failure in the spec's words", () => {
    expect(MESSAGES.fetchFailed("Could not reach YouTube. Please try again.")).toBe(
      "Failed to fetch channel data: Could not reach YouTube. Please try again or use a different URL.",
    );
    expect(MESSAGES.fetchFailed("timeout")).toBe("Failed to fetch channel data: timeout. Please try again or use a different URL.");
    // Never "Please try again" twice.
    expect(MESSAGES.fetchFailed("Please try again.")).toBe("Failed to fetch channel data: YouTube did not answer. Please try again or use a different URL.");
  });
});

describe("inner failures (§8)", () => {
  it("name the call, its status and status text", () => {
    expect(MESSAGES.videoApiFailed(404, "Not Found")).toBe("Video API failed: 404 Not Found");
    expect(MESSAGES.searchApiFailed(403, "Forbidden")).toBe("Search API failed: 403 Forbidden");
    expect(MESSAGES.searchApiFailed(599, "")).toBe("Search API failed: 599");
    expect(failureMessage({ code: "youtube_api_error", message: MESSAGES.searchApiFailed(500, "Internal Server Error") })).toBe(
      "Could not resolve Channel ID. API error: Search API failed: 500 Internal Server Error. Try using an @handle, exact channel name, or a /channel/ URL.",
    );
  });
});

describe("checkInput (§5)", () => {
  it.each(["", "   ", "\n\t"])("refuses empty input %j with the spec's message", (text) => {
    expect(checkInput(text)).toEqual({ ok: false, error: MESSAGES.empty });
  });

  it.each([
    ["https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw", { kind: "id", channelId: ID }],
    [ID, { kind: "id", channelId: ID }],
    ["@googledevelopers", { kind: "handle", handle: "googledevelopers" }],
    ["https://www.youtube.com/@googledevelopers/videos", { kind: "handle", handle: "googledevelopers" }],
    ["youtube.com/c/ProgrammingKnowledge", { kind: "custom", name: "ProgrammingKnowledge" }],
    ["https://www.youtube.com/user/Google", { kind: "user", username: "Google" }],
    ["https://youtu.be/D-lhorsDlUQ?si=x", { kind: "video", videoId: "D-lhorsDlUQ" }],
    ["https://www.youtube.com/watch?v=D-lhorsDlUQ&t=3s", { kind: "video", videoId: "D-lhorsDlUQ" }],
    ["https://www.youtube.com/shorts/D-lhorsDlUQ", { kind: "video", videoId: "D-lhorsDlUQ" }],
    ["Google  Developers", { kind: "name", query: "Google Developers" }],
  ])("accepts %s", (text, input) => {
    expect(checkInput(text)).toEqual({ ok: true, input });
  });

  it.each(["https://example.com/@someone", "https://www.youtube.com/playlist?list=PL123", "https://www.youtube.com/channel/UCtooshort", "@a"])(
    "refuses %s before any request, in the spec's 'could not resolve' words",
    (text) => {
      const r = checkInput(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBe(MESSAGES.resolveFailed(MESSAGES.notAChannelInput));
      if (!r.ok) expect(r.error).toMatch(/^Could not resolve Channel ID\. API error: .+\. Try using an @handle, exact channel name, or a \/channel\/ URL\.$/);
    },
  );

  it("builds the lookup path with the trimmed input, encoded", () => {
    expect(lookupPath("  @googledevelopers ")).toBe(`${API_PATH}?input=%40googledevelopers`);
    expect(lookupPath("a&b=c")).toBe(`${API_PATH}?input=a%26b%3Dc`);
  });
});

describe("values derived from a channel ID", () => {
  it("uploads playlist: UU + the ID after UC", () => {
    expect(uploadsPlaylistId(ID)).toBe("UU_x5XG1OV2P6uZZ5FSM9Ttw");
    expect(uploadsPlaylistId("UCK8sQmJBp8GCxrOtXWBpyEA")).toBe("UUK8sQmJBp8GCxrOtXWBpyEA");
    expect(() => uploadsPlaylistId("UUK8sQmJBp8GCxrOtXWBpyEA")).toThrow();
  });

  it("RSS feed and channel URLs", () => {
    expect(rssFeedUrl(ID)).toBe("https://www.youtube.com/feeds/videos.xml?channel_id=UC_x5XG1OV2P6uZZ5FSM9Ttw");
    expect(channelUrl(ID)).toBe("https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw");
  });
});

describe("reading the API's answer", () => {
  it("reads a result and drops what is not the documented shape", () => {
    expect(readFinderResult({ channelId: ID, title: "Google Developers", handle: "@googledevelopers", avatarUrl: "https://yt3.ggpht.com/x=s800", source: "api", detailsError: null })).toEqual({
      channelId: ID,
      title: "Google Developers",
      handle: "@googledevelopers",
      avatarUrl: "https://yt3.ggpht.com/x=s800",
      source: "api",
      detailsError: null,
    });
    expect(readFinderResult({ channelId: ID, source: "input", title: "", detailsError: "Channel not found." })).toEqual({
      channelId: ID,
      title: null,
      handle: null,
      avatarUrl: null,
      source: "input",
      detailsError: "Channel not found.",
    });
    // Only https pictures are shown.
    expect(readFinderResult({ channelId: ID, source: "page", avatarUrl: "javascript:alert(1)" })?.avatarUrl).toBeNull();
    expect(readFinderResult({ channelId: "UCshort", source: "api" })).toBeNull();
    expect(readFinderResult({ channelId: ID, source: "elsewhere" })).toBeNull();
    expect(readFinderResult(null)).toBeNull();
    expect(readFinderResult("x")).toBeNull();
  });

  it("reads the error shape", () => {
    expect(readApiError({ error: { code: "youtube_not_found", message: "Channel not found." } })).toEqual({ code: "youtube_not_found", message: "Channel not found." });
    expect(readApiError({ error: { code: "x", message: "" } })).toBeNull();
    expect(readApiError({ error: "x" })).toBeNull();
    expect(readApiError(undefined)).toBeNull();
  });
});

describe("failureMessage (§8)", () => {
  it.each([
    ["youtube_not_found", "Channel not found."],
    ["youtube_api_error", "YouTube API error: 500"],
    ["youtube_quota_exceeded", "YouTube API error: 403"],
    ["youtube_not_configured", "YouTube API key not configured."],
    ["youtube_unavailable", "This channel is unavailable. It may have been closed or suspended."],
    ["invalid_input", "That is not a valid YouTube address or ID."],
  ])("%s: YouTube answered, so 'Could not resolve Channel ID. API error: …'", (code, message) => {
    expect(failureMessage({ code, message })).toBe(MESSAGES.resolveFailed(message));
  });

  it("says plainly when the key is missing", () => {
    expect(failureMessage({ code: "youtube_not_configured", message: "YouTube API key not configured." })).toBe(
      "Could not resolve Channel ID. API error: YouTube API key not configured. Try using an @handle, exact channel name, or a /channel/ URL.",
    );
  });

  it.each([
    ["youtube_timeout", "The YouTube API did not answer in time. Please try again."],
    ["youtube_network", "Could not reach YouTube. Please try again."],
    ["youtube_bot_check", "YouTube asked us to prove we are not a robot, so the page could not be read. Please try again later."],
    ["rate_limited", "Rate limit exceeded. Please wait a moment before trying again."],
    ["internal_error", "Something went wrong on our side. Please try again."],
  ])("%s: the fetch failed, so 'Failed to fetch channel data: …'", (code, message) => {
    expect(failureMessage({ code, message })).toBe(MESSAGES.fetchFailed(message));
  });

  it("without an error body, a failed fetch with the fallback reason", () => {
    expect(failureMessage(null)).toBe(MESSAGES.fetchFailed(MESSAGES.badReply));
    expect(failureMessage(null, MESSAGES.offline)).toBe("Failed to fetch channel data: Could not reach the server. Please try again or use a different URL.");
  });
});

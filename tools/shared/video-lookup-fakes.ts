/**
 * Fake YouTube for the extractors' API and browser tests: a Data API and a www.youtube.com
 * serving the real fixtures from ../shared/fixtures/youtube (read in place, never copied).
 */
import { fixtureJson, fixtureText } from "../../server/services/youtube/fixtures";
import type { FakeHandler, FakeReply, RecordedRequest } from "../../tests/helpers/fake-upstream";

export const V3 = "/youtube/v3";

/** Known to the fake Data API: "What are Actions on Google (Assistant on Air)", 20 tags. */
export const API_VIDEO = "D-lhorsDlUQ";

/** Watch pages the fake site serves, by video ID. */
export const WATCH_PAGES = {
  /** Programming with Mosh, 23 keywords. */
  withTags: "W6NZfCO5SIk",
  /** videoDetails has no keywords key (the default keywords meta must not be taken). */
  noTags: "TceijYjxdrQ",
  private: "m8uHb5jIGN8",
  ageRestricted: "Njp5uhTorCo",
  botCheck: "MsRwR6YJSwQ",
  unavailable: "xxxxxxxxxxx",
} as const;

const WATCH_FILES: Record<string, string> = {
  [WATCH_PAGES.withTags]: "watch/ytdl-core_W6NZfCO5SIk_chapters_with-keywords.html",
  [WATCH_PAGES.noTags]: "watch/ytdl-core_TceijYjxdrQ_no-keywords.html",
  [WATCH_PAGES.private]: "watch/pytube_m8uHb5jIGN8_private_no-videoDetails.html",
  [WATCH_PAGES.ageRestricted]: "watch/yta_Njp5uhTorCo_age-restricted_2025.html",
  [WATCH_PAGES.botCheck]: "watch/yta_bot-check_LOGIN_REQUIRED_no-videoDetails_2025.html",
  [WATCH_PAGES.unavailable]: "watch/yta_video-unavailable_ERROR_2025.html",
};

export const API_ERRORS = {
  quotaExceeded: { status: 403, body: { error: { code: 403, message: "The request cannot be completed because you have exceeded your quota.", errors: [{ reason: "quotaExceeded", domain: "youtube.quota" }] } } },
  keyInvalid: { status: 400, body: { error: { code: 400, message: "API key not valid.", errors: [{ reason: "keyInvalid", domain: "usageLimits" }] } } },
  notFound: { status: 404, body: { error: { code: 404, message: "Not Found", errors: [{ reason: "notFound" }] } } },
  server: { status: 500, body: { error: { code: 500, message: "Backend Error", errors: [{ reason: "backendError" }] } } },
} satisfies Record<string, FakeReply>;

const emptyVideos: FakeReply = { body: { kind: "youtube#videoListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 0 }, items: [] } };

/** The Data API's videos.list over the fixture: API_VIDEO is known, any other ID gives an empty list. */
export function dataApi(key: string): FakeHandler {
  const video = fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json");
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== key) return API_ERRORS.keyInvalid;
    if (req.path !== `${V3}/videos`) return API_ERRORS.notFound;
    return req.query.get("id") === API_VIDEO ? { body: video } : emptyVideos;
  };
}

/** www.youtube.com over the watch fixtures; anything else is YouTube's 404 page. */
export function watchSite(req: RecordedRequest): FakeReply {
  const file = req.path === "/watch" ? WATCH_FILES[req.query.get("v") ?? ""] : undefined;
  if (file) return { headers: { "content-type": "text/html; charset=utf-8" }, body: fixtureText(file) };
  return { status: 404, headers: { "content-type": "text/html" }, body: "<html>404 Not Found</html>" };
}

export interface LookupAnswer {
  status: number;
  contentType: string;
  /** The stages in the order they came. */
  stages: string[];
  result: Record<string, unknown> | null;
  error: { status: number; code: string; message: string } | null;
  /** The JSON body of a plain (non-stream) answer. */
  json: unknown;
}

/** GETs a lookup URL and reads the NDJSON stream (or a plain JSON error). */
export async function getLookup(url: string): Promise<LookupAnswer> {
  const res = await fetch(url);
  const contentType = res.headers.get("content-type") ?? "";
  const text = await res.text();
  const answer: LookupAnswer = { status: res.status, contentType, stages: [], result: null, error: null, json: null };
  if (!contentType.includes("ndjson")) {
    answer.json = JSON.parse(text);
    return answer;
  }
  for (const line of text.split("\n").filter((l) => l.trim())) {
    const e = JSON.parse(line) as { type: string; stage?: string; video?: Record<string, unknown>; status?: number; error?: { code: string; message: string } };
    if (e.type === "stage") answer.stages.push(e.stage!);
    else if (e.type === "result") answer.result = e.video!;
    else if (e.type === "error") answer.error = { status: e.status!, ...e.error! };
  }
  return answer;
}

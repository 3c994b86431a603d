import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { registerVideoLookup } from "../shared/video-lookup-server";
import { API_PATH, type TitleDescriptionResult } from "./logic";

/**
 * GET /api/youtube/youtube-video-title-description-extractor?input=…: the lookup stream shared
 * with the tag extractor (../shared/video-lookup.ts), ending in
 * `{ videoId, title, description, source, restriction }`. Quota: one videos.list (1 unit) cold,
 * 0 from the cache (the tag extractor's lookups of the same video included), 0 through the page.
 */
export function register(router: Router, ctx: ServerContext): void {
  registerVideoLookup(router, ctx, API_PATH.replace(/^\/api/, ""), (d): TitleDescriptionResult => ({
    videoId: d.videoId,
    title: d.title,
    description: d.description,
    source: d.source,
    restriction: d.restriction,
  }));
}

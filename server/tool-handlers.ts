import type { Router } from "express";
import type { ServerContext } from "./context";
import { register as youtubeThumbnailDownloader } from "../tools/youtube-thumbnail-downloader/server";
import { register as youtubeTitleGenerator } from "../tools/youtube-title-generator/server";
import { register as youtubeDescriptionGenerator } from "../tools/youtube-description-generator/server";
import { register as youtubeLongScriptGenerator } from "../tools/youtube-long-script-generator/server";
import { register as youtubeScriptRewriter } from "../tools/youtube-script-rewriter/server";

/**
 * Tools that need the server register their /api handlers here, one line per tool:
 */
export type ToolHandlerRegistration = (router: Router, ctx: ServerContext) => void;

export const toolHandlers: ToolHandlerRegistration[] = [
  // tool-handlers:list
  youtubeLongScriptGenerator,
  youtubeScriptRewriter,
  youtubeTitleGenerator,
  youtubeDescriptionGenerator,
  youtubeThumbnailDownloader,
];

import type { Router } from "express";
import type { ServerContext } from "./context";
import { register as youtubeThumbnailDownloader } from "../tools/youtube-thumbnail-downloader/server";

/**
 * Tools that need the server register their /api handlers here, one line per tool:
 * `import { register as caseConverter } from "../tools/case-converter/server";`.
 */
export type ToolHandlerRegistration = (router: Router, ctx: ServerContext) => void;

export const toolHandlers: ToolHandlerRegistration[] = [
  // tool-handlers:list
  youtubeThumbnailDownloader,
];

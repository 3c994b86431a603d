import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { listRequestSchema, registerAiListTool } from "../shared/ai-list-server";
import { API_PATH, buildPrompt, CATEGORY_VALUES, ERROR_CODES, MESSAGES, parseHashtags } from "./logic";

export const requestSchema = listRequestSchema({
  noun: "hashtags",
  categories: CATEGORY_VALUES,
  flags: ["includeTrending", "includeNiche", "includeBroad"],
  messages: MESSAGES,
});

/**
 * POST /api/ai/youtube-hashtag-generator: the server builds the prompt from validated fields
 * (never a prompt from the browser), asks the model once and answers the parsed hashtags.
 */
export function register(router: Router, ctx: ServerContext): void {
  registerAiListTool(router, ctx, { path: API_PATH, schema: requestSchema, buildPrompt, parse: parseHashtags, key: "hashtags", messages: MESSAGES, errorCodes: ERROR_CODES });
}

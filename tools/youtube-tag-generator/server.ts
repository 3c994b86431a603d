import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { listRequestSchema, registerAiListTool } from "../shared/ai-list-server";
import { API_PATH, buildPrompt, CATEGORY_VALUES, ERROR_CODES, MESSAGES, parseTags } from "./logic";

export const requestSchema = listRequestSchema({
  noun: "tags",
  categories: CATEGORY_VALUES,
  flags: ["includeTrending", "includeNiche", "includeBroad", "includeLongTail"],
  messages: MESSAGES,
});

/**
 * POST /api/ai/youtube-tag-generator: the server builds the prompt from validated fields
 * (never a prompt from the browser), asks the model once and answers the parsed tags.
 */
export function register(router: Router, ctx: ServerContext): void {
  registerAiListTool(router, ctx, { path: API_PATH, schema: requestSchema, buildPrompt, parse: parseTags, key: "tags", messages: MESSAGES, errorCodes: ERROR_CODES });
}

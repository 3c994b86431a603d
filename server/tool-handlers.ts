import type { Router } from "express";
import type { ServerContext } from "./context";
import { register as youtubeThumbnailDownloader } from "../tools/youtube-thumbnail-downloader/server";
import { register as youtubeTrendingVideosFinder } from "../tools/youtube-trending-videos-finder/server";
import { register as youtubeCommentPicker } from "../tools/youtube-comment-picker/server";
import { register as youtubeChannelSearchTool } from "../tools/youtube-channel-search-tool/server";
import { register as youtubeTitleGenerator } from "../tools/youtube-title-generator/server";
import { register as youtubeDescriptionGenerator } from "../tools/youtube-description-generator/server";
import { register as youtubeLongScriptGenerator } from "../tools/youtube-long-script-generator/server";
import { register as youtubeScriptRewriter } from "../tools/youtube-script-rewriter/server";
import { register as youtubeHashtagGenerator } from "../tools/youtube-hashtag-generator/server";
import { register as youtubeTagGenerator } from "../tools/youtube-tag-generator/server";
import { register as aiJsonBuilder } from "../tools/ai-json-builder/server";
import { register as imagePromptGenerator } from "../tools/image-prompt-generator/server";
import { register as youtubeChannelIdFinder } from "../tools/youtube-channel-id-finder/server";
import { register as youtubeChannelBannerDownloader } from "../tools/youtube-channel-banner-downloader/server";
import { register as youtubeChannelLogoDownloader } from "../tools/youtube-channel-logo-downloader/server";
import { register as youtubeVideoTagExtractor } from "../tools/youtube-video-tag-extractor/server";
import { register as youtubeVideoTitleDescriptionExtractor } from "../tools/youtube-video-title-description-extractor/server";
import { register as textToSpeech } from "../tools/text-to-speech/server";
import { register as bulkTextToImageGenerator } from "../tools/bulk-text-to-image-generator/server";
import { register as scriptToImagePromptGenerator } from "../tools/script-to-image-prompt-generator/server";
import { register as sora2PromptGenerator } from "../tools/sora-2-prompt-generator/server";
import { register as youtubeVideoKit } from "../tools/youtube-video-kit/server";

/**
 * Tools that need the server register their /api handlers here, one line per tool:
 * `import { register as caseConverter } from "../tools/case-converter/server";`.
 */
export type ToolHandlerRegistration = (router: Router, ctx: ServerContext) => void;

export const toolHandlers: ToolHandlerRegistration[] = [
  // tool-handlers:list
  youtubeVideoKit,
  scriptToImagePromptGenerator,
  sora2PromptGenerator,
  bulkTextToImageGenerator,
  youtubeTrendingVideosFinder,
  youtubeCommentPicker,
  youtubeChannelSearchTool,
  textToSpeech,
  youtubeVideoTagExtractor,
  youtubeVideoTitleDescriptionExtractor,
  youtubeChannelIdFinder,
  youtubeChannelBannerDownloader,
  youtubeChannelLogoDownloader,
  aiJsonBuilder,
  imagePromptGenerator,
  youtubeHashtagGenerator,
  youtubeTagGenerator,
  youtubeLongScriptGenerator,
  youtubeScriptRewriter,
  youtubeTitleGenerator,
  youtubeDescriptionGenerator,
  youtubeThumbnailDownloader,
];

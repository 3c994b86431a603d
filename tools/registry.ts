import type { ToolMeta } from "./types";
import { TOOL_GROUPS } from "./types";
import { meta as aiJsonBuilder } from "./ai-json-builder/meta";
import { meta as manualJsonGenerator } from "./generator/meta";
import { meta as youtubeLongScriptGenerator } from "./youtube-long-script-generator/meta";
import { meta as youtubeScriptRewriter } from "./youtube-script-rewriter/meta";
import { meta as youtubeTitleGenerator } from "./youtube-title-generator/meta";
import { meta as youtubeDescriptionGenerator } from "./youtube-description-generator/meta";
import { meta as youtubeHashtagGenerator } from "./youtube-hashtag-generator/meta";
import { meta as youtubeTagGenerator } from "./youtube-tag-generator/meta";
import { meta as imagePromptGenerator } from "./image-prompt-generator/meta";
import { meta as scriptToImagePromptGenerator } from "./script-to-image-prompt-generator/meta";
import { meta as sora2PromptGenerator } from "./sora-2-prompt-generator/meta";
import { meta as bulkTextToImageGenerator } from "./bulk-text-to-image-generator/meta";
import { meta as youtubeThumbnailMaker } from "./youtube-thumbnail-maker/meta";
import { meta as youtubeVideoTagExtractor } from "./youtube-video-tag-extractor/meta";
import { meta as youtubeVideoTitleDescriptionExtractor } from "./youtube-video-title-description-extractor/meta";
import { meta as youtubeChannelIdFinder } from "./youtube-channel-id-finder/meta";
import { meta as youtubeTrendingVideosFinder } from "./youtube-trending-videos-finder/meta";
import { meta as youtubeChannelSearchTool } from "./youtube-channel-search-tool/meta";
import { meta as moneyCalculator } from "./youtube-money-calculator/meta";
import { meta as thumbnailDownloader } from "./youtube-thumbnail-downloader/meta";
import { meta as youtubeChannelBannerDownloader } from "./youtube-channel-banner-downloader/meta";
import { meta as youtubeChannelLogoDownloader } from "./youtube-channel-logo-downloader/meta";
import { meta as youtubeCommentPicker } from "./youtube-comment-picker/meta";
import { meta as embedCodeGenerator } from "./youtube-embed-code-generator/meta";
import { meta as textToSpeech } from "./text-to-speech/meta";
import { meta as caseConverter } from "./case-converter/meta";
import { meta as commaSeparatingTool } from "./comma-separating-tool/meta";
import { meta as soraInviteCodes } from "./sora-invite-codes/meta";
import { meta as youtubeVideoKit } from "./youtube-video-kit/meta";
// registry:imports

/**
 * The one list of tools. Adding a tool is adding its folder and one line here
 * (`npm run new-tool -- <slug>` does both).
 */
export const tools: readonly ToolMeta[] = [
  aiJsonBuilder,
  manualJsonGenerator,
  youtubeLongScriptGenerator,
  youtubeScriptRewriter,
  youtubeTitleGenerator,
  youtubeDescriptionGenerator,
  youtubeHashtagGenerator,
  youtubeTagGenerator,
  imagePromptGenerator,
  scriptToImagePromptGenerator,
  sora2PromptGenerator,
  bulkTextToImageGenerator,
  youtubeThumbnailMaker,
  youtubeVideoTagExtractor,
  youtubeVideoTitleDescriptionExtractor,
  youtubeChannelIdFinder,
  youtubeTrendingVideosFinder,
  youtubeChannelSearchTool,
  moneyCalculator,
  thumbnailDownloader,
  youtubeChannelBannerDownloader,
  youtubeChannelLogoDownloader,
  youtubeCommentPicker,
  embedCodeGenerator,
  textToSpeech,
  caseConverter,
  commaSeparatingTool,
  soraInviteCodes,
  youtubeVideoKit,
  // registry:tools
];

export function findTool(slug: string): ToolMeta | undefined {
  return tools.find((t) => t.slug === slug);
}

export function toolsByGroup() {
  return TOOL_GROUPS.map((g) => ({ ...g, tools: tools.filter((t) => t.group === g.id) })).filter(
    (g) => g.tools.length > 0,
  );
}

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-channel-logo-downloader",
  name: "YouTube Channel Logo Downloader",
  group: "downloader",
  summary:
    "Paste a channel link, @handle or ID and get the channel's profile picture (logo) in three sizes, up to 800x800, each ready to download or copy.",
  checklist: [
    "Three sizes: 800x800, 240x240 and 88x88",
    "Works with @handles, /channel/, /c/ and /user/ links",
    "Download or copy each image address",
    "No sign-in, free",
  ],
  seo: {
    title: "YouTube Channel Logo Downloader – Profile Picture HD",
    description:
      "Download any YouTube channel's logo (profile picture) in HD 800x800, 240x240 or 88x88. Paste a channel link, an @handle or a channel ID.",
    keywords: [
      "youtube channel logo downloader",
      "youtube profile picture downloader",
      "download youtube logo",
      "youtube channel icon",
      "youtube avatar download",
      "youtube pfp",
    ],
  },
  searchAliases: ["profile picture", "avatar", "channel icon", "pfp"],
  faq: [
    {
      question: "Which links can I paste?",
      answer:
        "A channel link (youtube.com/channel/UC…, youtube.com/@handle, /c/name or /user/name), a bare @handle such as @googledevelopers, or the channel ID (UC followed by 22 characters).",
    },
    {
      question: "Which sizes do I get?",
      answer:
        "Three square sizes: high (800x800), medium (240x240) and default (88x88). The 800x800 file is the largest YouTube serves and is the one to use for print or big screens.",
    },
    {
      question: "Why is the preview round but the file square?",
      answer:
        "YouTube always shows channel logos in a circle, so the preview does too. The file itself is the full square image, just as the creator uploaded it.",
    },
    {
      question: "What are the downloaded files called?",
      answer:
        "youtube-channel-logo-high.jpg, youtube-channel-logo-medium.jpg and youtube-channel-logo-default.jpg, after the size you chose.",
    },
    {
      question: "Why could the channel not be resolved?",
      answer:
        "The handle may be misspelt or the channel closed, or the link may not be a channel link. A /channel/UC… link or the channel's @handle always works when the channel exists.",
    },
    {
      question: "Can I use someone else's channel logo?",
      answer:
        "A channel logo is the creator's artwork and often a trademark. Use it for reference, for a link to their channel or with their permission, not as your own branding.",
    },
  ],
  related: [
    "youtube-channel-banner-downloader",
    "youtube-thumbnail-downloader",
    "youtube-channel-id-finder",
    "youtube-channel-search-tool",
    "youtube-thumbnail-maker",
    "youtube-comment-picker",
  ],
  component: "YoutubeChannelLogoDownloader.tsx",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-channel-id-finder",
  name: "YouTube Channel ID Finder",
  group: "extractor",
  summary:
    "Paste a channel link, an @handle or a video link and get the channel's ID (it starts with UC), plus its uploads playlist ID and RSS feed, each ready to copy.",
  checklist: [
    "Works with @handles, /c/, /user/ and video links",
    "Channel ID, uploads playlist and RSS feed",
    "One-click copy",
    "No sign-in, free",
  ],
  seo: {
    title: "YouTube Channel ID Finder – Get Any Channel's UC ID",
    description:
      "Find the channel ID of any YouTube channel from its @handle, channel link or a video link. Also get its uploads playlist ID and RSS feed URL.",
    keywords: [
      "youtube channel id finder",
      "find youtube channel id",
      "youtube channel id",
      "channel id from handle",
      "youtube uc id",
      "youtube rss feed",
      "uploads playlist id",
    ],
  },
  searchAliases: ["channel id", "UC id", "handle to channel id", "youtube rss"],
  faq: [
    {
      question: "What is a YouTube channel ID?",
      answer:
        "It is the permanent identifier YouTube gives every channel: UC followed by 22 letters, digits, hyphens or underscores, 24 characters in all. Unlike a handle or a channel name, it never changes.",
    },
    {
      question: "Which inputs can I paste?",
      answer:
        "A channel link (youtube.com/channel/UC…, youtube.com/@handle, /c/name or /user/name), a bare @handle, a video link (watch, youtu.be, Shorts or live), a channel ID, or the exact name of a channel.",
    },
    {
      question: "How does a video link give me a channel ID?",
      answer:
        "Every video belongs to the channel that uploaded it. The tool reads the video's details and returns the ID of that channel, so it works even when you only have a link to one of its videos.",
    },
    {
      question: "What are the uploads playlist ID and the RSS feed for?",
      answer:
        "Every channel has a playlist of all its public uploads; its ID is the channel ID with UC replaced by UU. The RSS feed lists the channel's latest videos, so feed readers, automation tools and scripts can follow new uploads without the API.",
    },
    {
      question: "Why could the channel not be found?",
      answer:
        "The handle or name may be misspelt, the channel may have been closed or renamed, or the link may point to a playlist or another page. Try the channel's @handle or its /channel/ link, which always resolve.",
    },
    {
      question: "Does searching by channel name always find the right channel?",
      answer:
        "A name search returns YouTube's best match, which is usually but not always the channel you mean, especially for common names. An @handle or channel link is exact, so prefer those when you have them.",
    },
  ],
  related: [
    "youtube-channel-banner-downloader",
    "youtube-channel-logo-downloader",
    "youtube-channel-search-tool",
    "youtube-video-tag-extractor",
    "youtube-video-title-description-extractor",
    "youtube-thumbnail-downloader",
  ],
  component: "YoutubeChannelIdFinder.tsx",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-thumbnail-downloader",
  name: "YouTube Thumbnail Downloader",
  group: "downloader",
  summary:
    "Paste a YouTube video link or ID and get its thumbnail in all five standard sizes, from 1280x720 down to 120x90, each ready to download.",
  checklist: [
    "All five sizes, up to 1280x720",
    "Works with watch, short, Shorts and live links",
    "Files named {videoId}-{size}.jpg",
    "No sign-in, free",
  ],
  seo: {
    title: "YouTube Thumbnail Downloader – HD, SD and All Sizes",
    description:
      "Download any YouTube video thumbnail in HD (1280x720) and four smaller sizes. Paste a video, Shorts or youtu.be link or an 11-character video ID.",
    keywords: [
      "youtube thumbnail downloader",
      "download youtube thumbnail",
      "youtube thumbnail hd",
      "youtube thumbnail grabber",
      "maxresdefault",
      "youtube shorts thumbnail",
      "get youtube thumbnail",
    ],
  },
  searchAliases: ["thumbnail grabber", "save thumbnail", "thumbnail image"],
  faq: [
    {
      question: "Which links can I paste?",
      answer:
        "Watch links (youtube.com/watch?v=…), youtu.be short links, Shorts and live links, embed links, links from m.youtube.com and music.youtube.com, thumbnail image links, or just the 11-character video ID.",
    },
    {
      question: "Why is the largest size missing or showing a grey placeholder?",
      answer:
        "YouTube only creates the 1280x720 (maxresdefault) image when the video was uploaded in high enough quality, and older or low-resolution videos may not have it. The smaller sizes are almost always available.",
    },
    {
      question: "What are the five sizes?",
      answer:
        "maxresdefault 1280x720, sddefault 640x480, hqdefault 480x360, mqdefault 320x180 and default 120x90. The 4:3 sizes may show black bars above and below a widescreen picture.",
    },
    {
      question: "Can I use the thumbnails I download?",
      answer:
        "Thumbnails belong to the creator of the video. Downloading one for reference, study or your own video is common, but reusing someone else's thumbnail publicly may need their permission.",
    },
    {
      question: "What are the downloaded files called?",
      answer:
        "Each file is named after the video ID and the size, for example dQw4w9WgXcQ-maxresdefault.jpg, so files from the same video sort together.",
    },
    {
      question: "Does it work for private or deleted videos?",
      answer:
        "Usually not. Thumbnails of private or removed videos are often no longer served, and you will then see a placeholder or no image.",
    },
  ],
  related: [
    "youtube-thumbnail-maker",
    "youtube-channel-banner-downloader",
    "youtube-channel-logo-downloader",
    "youtube-video-title-description-extractor",
    "youtube-video-tag-extractor",
    "youtube-embed-code-generator",
  ],
  component: "ThumbnailDownloader.tsx",
  offline: true,
};

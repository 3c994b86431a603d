import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-video-title-description-extractor",
  name: "YouTube Video Title & Description Extractor",
  group: "extractor",
  summary:
    "Paste a video link or ID and get its exact title and full description, each ready to copy, or download both as TXT, Markdown or JSON.",
  checklist: ["Exact title and full description", "Copy each with one click", "TXT, MD and JSON downloads", "No sign-in, free"],
  seo: {
    title: "YouTube Title & Description Extractor – Copy Both",
    description:
      "Get the exact title and full description of any YouTube video from its link or ID. Copy each, or download them as TXT, Markdown or JSON.",
    keywords: [
      "youtube title extractor",
      "youtube description extractor",
      "copy youtube description",
      "get youtube video title",
      "youtube description downloader",
      "youtube metadata extractor",
    ],
  },
  searchAliases: ["description copier", "video title", "video description", "metadata"],
  faq: [
    {
      question: "Why not just copy the description from YouTube?",
      answer:
        "On YouTube the description is folded behind a More button, links are shortened and timestamps are turned into links, so selecting it by hand often misses lines or picks up extra text. This tool gives you the description exactly as the creator wrote it, line breaks included.",
    },
    {
      question: "Which links and IDs can I paste?",
      answer:
        "A watch link (youtube.com/watch?v=…), a short youtu.be link, a Shorts link, a live, embed or mobile link, or the 11-character video ID on its own. The tool finds the ID in any of them.",
    },
    {
      question: "What is in the TXT, MD and JSON files?",
      answer:
        "The TXT file holds the video ID, the title and the description as plain text. The MD file is Markdown with the title as a heading, a link to the video and the description below it. The JSON file holds the fields videoId, title and description.",
    },
    {
      question: "Why does a video say it is private or unavailable?",
      answer:
        "Private videos show their details only to their owner, and removed or blocked videos have none left to read. The tool tells you which case it met. Age-restricted videos usually still work, because their title and description stay public.",
    },
    {
      question: "May I reuse another creator's description?",
      answer:
        "Use it for research: how top videos in your niche structure their descriptions, where they put links and chapters, and which keywords they repeat. The text itself belongs to its author, so write your own rather than republishing theirs.",
    },
    {
      question: "Does the tool store the videos I look up?",
      answer:
        "No. The server keeps a video's public details in a short-lived cache so a repeated lookup is fast, and it keeps nothing about you. The only thing kept in your browser is the link you typed, so it is still there after a reload.",
    },
  ],
  related: [
    "youtube-video-tag-extractor",
    "youtube-title-generator",
    "youtube-description-generator",
    "youtube-channel-id-finder",
    "youtube-thumbnail-downloader",
    "youtube-trending-videos-finder",
  ],
  component: "YoutubeVideoTitleDescriptionExtractor.tsx",
};

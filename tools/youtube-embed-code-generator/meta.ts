import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-embed-code-generator",
  name: "YouTube Embed Code Generator",
  group: "engagement",
  summary:
    "Turn a YouTube video link into a ready-to-paste iframe embed code, with size, start and end times, autoplay, loop, privacy mode and other player options.",
  checklist: [
    "Size from width and aspect ratio",
    "Start and end times",
    "Privacy-enhanced (no-cookie) mode",
    "Shareable link to the same settings",
  ],
  seo: {
    title: "YouTube Embed Code Generator – Custom iframe Code",
    description:
      "Free YouTube embed code generator: paste a video URL, choose size, start/end time, autoplay, loop, captions and privacy mode, and copy the iframe code.",
    keywords: [
      "youtube embed code generator",
      "youtube iframe code",
      "embed youtube video",
      "youtube embed autoplay",
      "youtube embed start time",
      "youtube nocookie embed",
      "responsive youtube embed size",
    ],
  },
  searchAliases: ["iframe", "embed video", "video player code"],
  faq: [
    {
      question: "Which YouTube links does the generator accept?",
      answer:
        "Watch links (youtube.com/watch?v=…), short links (youtu.be/…), and embed, /v/ and /e/ links. The link must contain the video's 11-character ID; a channel or playlist link will not work.",
    },
    {
      question: "How is the height worked out?",
      answer:
        "The height is the width multiplied by the aspect ratio's factor and rounded, so 560 pixels wide at 16:9 gives 315. You can still type a different height; it is recalculated the next time you change the width or the ratio.",
    },
    {
      question: "What does enhanced privacy mode do?",
      answer:
        "It uses YouTube's youtube-nocookie.com domain for the player. YouTube says it does not store information about visitors on that domain unless they play the video.",
    },
    {
      question: "Why doesn't autoplay start the video on my page?",
      answer:
        "Most browsers block autoplay with sound. Turning on Mute together with Autoplay makes it far more likely that the video starts on its own.",
    },
    {
      question: "Do all options still work in YouTube's player?",
      answer:
        "Every option offered here is one YouTube's IFrame player documents today. We left out three that other generators still show: hiding the title bar (showinfo, retired in 2018), hiding the logo (modestbranding, retired in 2023) and a quality choice (vq, which the player never honoured; it picks the quality itself). Note that rel=0 limits related videos to the same channel rather than removing them. Old links that still carry those options open fine; the options are simply ignored.",
    },
    {
      question: "Can I share my settings with someone else?",
      answer:
        "Yes. The page keeps your settings in its address, so copying the page link gives another person the same options and the same embed code.",
    },
    {
      question: "Is the video link sent anywhere?",
      answer: "No. The code is built in your browser at once; no request is made to build it.",
    },
  ],
  related: [
    "youtube-thumbnail-downloader",
    "youtube-video-title-description-extractor",
    "youtube-video-tag-extractor",
    "youtube-description-generator",
    "youtube-comment-picker",
  ],
  component: "EmbedCodeGenerator.tsx",
  offline: true,
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-description-generator",
  name: "YouTube Description Generator",
  group: "generator",
  summary:
    "Turn a video title or topic into a ready-to-paste YouTube description, with optional timestamps, hashtags, social links and your own call to action.",
  checklist: [
    "8 styles, 3 lengths (100–600 words)",
    "Timestamps, hashtags and social links on request",
    "Written live as you watch, with word and character counts",
    "Copy or download as TXT",
  ],
  seo: {
    title: "YouTube Description Generator – Free AI Tool",
    description:
      "Write a YouTube video description with AI from a title or topic: pick a style and length, add keywords, timestamps, hashtags and a call to action.",
    keywords: [
      "youtube description generator",
      "ai description generator",
      "youtube video description",
      "youtube description template",
      "video description writer",
      "youtube seo description",
      "youtube hashtags",
    ],
  },
  searchAliases: ["video description", "description writer", "about this video"],
  faq: [
    {
      question: "Can it write the description in Hindi, Spanish, Arabic or another language?",
      answer:
        "Yes. Choose the Output language next to the style and length: 25 languages, including Hindi, Spanish, Portuguese, Indonesian, Arabic, Japanese, Tamil and Thai. It starts from your browser's language and is remembered across the AI tools. Word counts use real word segmentation, so Japanese or Thai text is counted in words, not in characters.",
    },
    {
      question: "Do I need both a title and a topic?",
      answer:
        "No. Either one is enough. A title gives the AI the exact promise of your video; a topic lets you describe it in your own words. Giving both usually gives the most accurate description.",
    },
    {
      question: "How long should a YouTube description be?",
      answer:
        "YouTube allows up to 5,000 characters. Only the first two or three lines show before \"...more\", so the opening must say what the viewer gets. Short (100–200 words) suits quick videos; long (400–600 words) suits tutorials and reviews that benefit from more detail and keywords.",
    },
    {
      question: "How do the timestamps work?",
      answer:
        "With timestamps on, the description includes a chapter list starting at 0:00. The times are placeholders: replace them with the real times from your video. YouTube turns such a list into chapters when it starts at 0:00, has at least three entries and each chapter lasts at least 10 seconds.",
    },
    {
      question: "Why is there no Markdown or bold text?",
      answer:
        "YouTube shows descriptions as plain text, so asterisks or hash headings would appear literally. The tool removes Markdown from the AI's answer while it is being written, so the text can be pasted as it is.",
    },
    {
      question: "What should I check before publishing?",
      answer:
        "Replace placeholder links and timestamps with real ones, make sure every claim matches your video, and keep only hashtags that fit. YouTube shows the first three hashtags above the title and ignores all of them if there are more than 15.",
    },
    {
      question: "Is my text stored anywhere?",
      answer:
        "Your inputs are kept as a draft in your browser only. To write the description they are sent once to the AI service through our server, which does not keep them.",
    },
  ],
  related: [
    "youtube-title-generator",
    "youtube-thumbnail-maker",
    "youtube-long-script-generator",
    "youtube-script-rewriter",
    "script-to-image-prompt-generator",
    "youtube-channel-id-finder",
  ],
  component: "YoutubeDescriptionGenerator.tsx",
  needs: "llm",
};

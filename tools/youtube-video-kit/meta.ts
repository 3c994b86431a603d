import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-video-kit",
  name: "YouTube Video Kit",
  group: "generator",
  summary:
    "One video idea in, a ready upload out: 10 titles to choose from, then a description, tags, hashtags, a script outline, a thumbnail and, if you want, a voice-over with subtitles, all for the title you pick.",
  checklist: ["Titles, description, tags and hashtags in one go", "Script outline and thumbnail", "Voice-over MP3 with SRT subtitles", "Download everything as one ZIP"],
  seo: {
    title: "YouTube Video Kit – Titles, Tags, Thumbnail in One Go",
    description:
      "Free YouTube upload kit: from one idea get titles, a description, tags, hashtags, a script outline, a thumbnail and a voice-over, then download it all as a ZIP.",
    keywords: [
      "youtube upload kit",
      "youtube video kit",
      "youtube title description tags generator",
      "youtube metadata generator",
      "youtube seo kit",
      "video upload checklist",
    ],
  },
  searchAliases: ["upload kit", "video kit", "all in one", "metadata"],
  faq: [
    {
      question: "What does one kit contain?",
      answer:
        "Ten title ideas, and for the title you choose: a description (with timestamps, hashtags and social links if you want them), tags that fit YouTube's 500-character limit, 3 to 15 hashtags with the three shown above the title marked, a short script outline (hook, sections, call to action), a thumbnail prompt and image, and on request a voice-over of the script's opening as MP3 with matching SRT subtitles.",
    },
    {
      question: "Is it the same as using the separate generators?",
      answer:
        "Yes. The kit asks the same generators this site offers (title, description, tag and hashtag generators, the thumbnail maker's prompt, text-to-speech), so every part is as good as the tool that makes it; it only saves you typing the same idea into each one.",
    },
    {
      question: "What happens when I choose another title?",
      answer:
        "The description, tags, hashtags, outline and thumbnail were made for the title you had chosen, so the kit offers to make them again for the new one. Nothing changes until you say so.",
    },
    {
      question: "What if one part fails?",
      answer:
        "Each part is made on its own: a part that fails shows its error and a Regenerate button, and everything else stays as it is. Regenerate also works on any part you simply do not like.",
    },
    {
      question: "How many requests does a kit use?",
      answer:
        "Five language-model calls (titles, then description, tags, hashtags and outline at the same time), one image and, only when you ask, one voice-over. The site allows 20 model calls a minute per visitor, so a kit and a few regenerations fit easily.",
    },
    {
      question: "Which languages can the kit write in?",
      answer:
        "Any of the 25 output languages the AI tools offer: titles, description, tags, hashtags, outline, the thumbnail's words and the voice-over all follow the language you choose, and the voice-over picks a voice that speaks it.",
    },
    {
      question: "Is my kit kept?",
      answer:
        "Your idea and every part of the kit stay in this browser, so a reload or a closed tab loses nothing. Download all saves them as one ZIP named after your title, with a kit.json holding everything.",
    },
  ],
  related: ["youtube-title-generator", "youtube-description-generator", "youtube-tag-generator", "youtube-hashtag-generator", "youtube-thumbnail-maker", "text-to-speech"],
  component: "YoutubeVideoKit.tsx",
  needs: "llm",
};

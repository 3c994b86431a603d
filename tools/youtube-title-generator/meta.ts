import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-title-generator",
  name: "YouTube Title Generator",
  group: "generator",
  summary:
    "Describe your video and get 10 title ideas in the style, tone and length you choose, each with its character count and a check that it fits before YouTube cuts it off.",
  checklist: [
    "10 title ideas per run",
    "10 styles, 6 tones, 3 lengths",
    "Character count and a search-results fit check",
    "One-click copy, free, no sign-in",
  ],
  seo: {
    title: "YouTube Title Generator – 10 Free AI Title Ideas",
    description:
      "Generate 10 YouTube title ideas from your topic with AI. Pick a style, tone and length, see each title's character count and copy it in one click.",
    keywords: [
      "youtube title generator",
      "ai title generator",
      "video title ideas",
      "youtube title ideas",
      "catchy youtube titles",
      "youtube title length",
      "clickbait title generator",
    ],
  },
  searchAliases: ["title ideas", "video titles", "headline generator"],
  faq: [
    {
      question: "Can it write titles in Hindi, Spanish, Arabic or another language?",
      answer:
        "Yes. Pick the Output language beside the keywords: 25 languages, from English, Hindi and Spanish to Tamil, Thai, Arabic and Japanese. The choice starts from your browser's language and is remembered for the other AI tools on this site. Lengths are counted as viewers see them, so a Hindi or Tamil title is measured in characters, not in bytes.",
    },
    {
      question: "How long should a YouTube title be?",
      answer:
        "YouTube allows up to 100 characters, but search results usually show only about the first 60 before cutting the title off. Each generated title shows its character count and a badge telling you whether it fits in that space, so put the words that matter most at the start.",
    },
    {
      question: "Is the title generator free?",
      answer:
        "Yes. There is no sign-in and no limit beyond a fair-use cap on how many requests one visitor can send per minute, which keeps the service available for everyone.",
    },
    {
      question: "What do the style and tone options change?",
      answer:
        "They are passed to the AI with your topic. A tutorial style leans towards how-to wording, a news style towards timely, factual headlines, a clickbait style towards curiosity; the tone (engaging, professional, casual, dramatic, humorous or urgent) sets the voice.",
    },
    {
      question: "Why did I get fewer than 10 titles?",
      answer:
        "The tool keeps only lines that look like titles: longer than 5 and shorter than 200 characters, and not starting with a bracket, a number followed by a dot, a dash or a star. Now and then the AI adds such lines, and they are dropped. Generate again for a fresh set.",
    },
    {
      question: "Are my topic and keywords stored?",
      answer:
        "Your inputs are kept as a draft in your own browser so a reload does not lose them. To write the titles they are sent once to the AI service through our server; we do not keep them.",
    },
    {
      question: "Can I use the titles as they are?",
      answer:
        "You can, but the best results come from treating them as a starting point: pick the strongest idea, make sure it honestly matches the video, and adjust the wording to your channel's voice.",
    },
  ],
  related: [
    "youtube-description-generator",
    "youtube-thumbnail-maker",
    "youtube-long-script-generator",
    "youtube-script-rewriter",
    "youtube-thumbnail-downloader",
    "youtube-channel-id-finder",
  ],
  component: "YoutubeTitleGenerator.tsx",
  needs: "llm",
};

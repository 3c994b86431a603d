import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-thumbnail-maker",
  name: "AI YouTube Thumbnail Maker",
  group: "generator",
  summary:
    "Describe your video idea, pick a style, mood and colours, and get a 16:9 AI thumbnail. Download it full size or YouTube-ready (1280×720 JPEG under 2 MB).",
  checklist: [
    "7 styles, 7 moods, 7 colour schemes",
    "Free built-in model or your own Gemini or OpenAI key",
    "Preview at YouTube's real thumbnail sizes",
    "Download full size or YouTube-ready JPEG",
  ],
  seo: {
    title: "AI YouTube Thumbnail Maker – Free Thumbnail Generator",
    description:
      "Make a YouTube thumbnail from your video idea with AI. Choose style, mood, colours and layout, preview it at YouTube sizes and download a 1280×720 JPEG.",
    keywords: [
      "youtube thumbnail maker",
      "ai thumbnail generator",
      "thumbnail maker free",
      "youtube thumbnail generator",
      "ai youtube thumbnail",
      "thumbnail creator",
    ],
  },
  searchAliases: ["Thumbnail Maker", "Thumbnail Generator", "Thumbnail Creator", "AI Thumbnail"],
  faq: [
    {
      question: "Is the thumbnail maker free?",
      answer:
        "Yes. The built-in model is free and needs no key or sign-in. It allows a few images a minute per visitor so it stays available for everyone. You can also use your own Gemini or OpenAI key.",
    },
    {
      question: "What size is the thumbnail?",
      answer:
        "The image is generated in 16:9 (1792×1008 with the built-in model, 1792×1024 with OpenAI's models). Download Full Size saves it as generated; Download YouTube-ready saves a 1280×720 JPEG under 2 MB, the size and limit YouTube asks for.",
    },
    {
      question: "Where is my API key stored?",
      answer:
        "Only in your browser's local storage, shown masked with just its last 5 characters. It is sent only from your browser to the provider you chose, never to our server, and you can remove it at any time.",
    },
    {
      question: "What do style, mood and colour scheme change?",
      answer:
        "They are written into the prompt the model receives, together with your idea, the template (layout) and the text overlay choice. Changing them changes the composition, lighting and palette of the image.",
    },
    {
      question: "Why does the preview mark a corner?",
      answer:
        "YouTube puts the video's duration badge in the bottom-right corner. Keep faces and text away from it so nothing important is covered. The preview shows your thumbnail at the home feed, search, sidebar and phone sizes.",
    },
    {
      question: "Can the AI write text on the thumbnail?",
      answer:
        "You can ask for bold, minimal or dramatic text styling, or none. Image models often misspell words, so for exact titles choose none and add your text in an editor afterwards.",
    },
    {
      question: "Can the text on the thumbnail be in Hindi, Arabic or another language?",
      answer:
        "Yes: open More options and pick the Output language; the model is asked to write any words on the thumbnail in that language and its own script. It starts in English because image models draw English lettering most reliably, so check the spelling of other scripts before you upload.",
    },
  ],
  related: ["bulk-text-to-image-generator", "youtube-thumbnail-downloader", "youtube-title-generator", "image-prompt-generator"],
  component: "YoutubeThumbnailMaker.tsx",
};

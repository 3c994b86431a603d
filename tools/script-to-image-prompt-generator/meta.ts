import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "script-to-image-prompt-generator",
  name: "Script to Image Prompt Generator",
  group: "generator",
  summary:
    "Paste your video script, pick one of 64 visual styles and get one AI image prompt per scene — up to 200 scenes, ready for Midjourney, DALL·E, Flux or Stable Diffusion.",
  checklist: [
    "Splits your script into 1–200 scenes",
    "64 searchable visual styles",
    "Recommended scene count from your word count",
    "Copy all or download youtube-script-prompts.txt",
  ],
  seo: {
    title: "Script to Image Prompt Generator – Free AI Scene Prompts",
    description:
      "Turn a YouTube script into one image prompt per scene in 64 visual styles, from cinematic to anime. Up to 200 scenes, copy or download as TXT. Free.",
    keywords: [
      "script to image prompt",
      "youtube script to image prompts",
      "scene image prompt generator",
      "ai image prompts from script",
      "storyboard prompt generator",
      "midjourney prompts from script",
      "faceless youtube visuals",
    ],
  },
  searchAliases: ["Script to Prompt", "Scene Prompts", "Storyboard"],
  faq: [
    {
      question: "How does the script-to-image-prompt generator work?",
      answer:
        "Paste your script, choose a visual style and a number of scenes. The script is split into parts by word count and the AI writes one image prompt for each scene in order, 20 scenes per batch, so a long video is covered from start to finish.",
    },
    {
      question: "How many scenes should I ask for?",
      answer:
        "The stats panel recommends about 5 scenes per 200 words of script (at least 1), which gives a new image roughly every 10 to 15 seconds of narration. Click Use Recommended Scenes to apply it, or type any number from 1 to 200.",
    },
    {
      question: "Why does every prompt start with the style name?",
      answer:
        "Each prompt begins with “{style} style:”, for example “Cinematic style:”, so that every image in your video has the same look even when you paste prompts one at a time into an image generator. If the AI forgets the prefix, the tool adds it.",
    },
    {
      question: "What happens if a batch fails part-way?",
      answer:
        "The scenes already written stay on the page. Busy or rate-limited moments are retried automatically up to 4 times with growing waits; if a batch still fails you see the reason and a Continue button that picks up from the failed batch.",
    },
    {
      question: "Which image generators can I use the prompts with?",
      answer:
        "Any text-to-image model: Midjourney, DALL·E, Flux, Stable Diffusion, Ideogram, Leonardo and others. You can also paste them into our bulk text-to-image generator, one prompt per line.",
    },
    {
      question: "Is it free, and is my script stored?",
      answer:
        "It is free with no sign-in. Your script is kept only in your own browser as a draft so a reload does not lose it; it is sent to the AI only when you click Generate Image Prompts.",
    },
    {
      question: "Can the scene prompts be in my language?",
      answer:
        "Yes: open More options and pick the Output language. It starts in English because most image models follow English prompts best, so change it only if your image model understands your language well. The titles and prompts of every batch of a run are written in the language chosen when it started.",
    },
  ],
  related: ["bulk-text-to-image-generator", "youtube-long-script-generator", "youtube-script-rewriter", "image-prompt-generator", "youtube-thumbnail-maker"],
  component: "ScriptToImagePromptGenerator.tsx",
  needs: "llm",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "bulk-text-to-image-generator",
  name: "Bulk Text to Image Generator",
  group: "generator",
  summary:
    "Paste a list of prompts, one per line, and turn them into images one after another. Download each image or everything as a ZIP with a manifest.",
  checklist: [
    "One prompt per line, live prompt count",
    "Free built-in model or Gemini with your own key",
    "5 aspect ratios and a negative prompt",
    "Per-image download and Download All as ZIP",
  ],
  seo: {
    title: "Bulk Text to Image Generator – Free AI Images in Batch",
    description:
      "Generate AI images from a list of prompts in one run. Choose aspect ratio and delay, then download each image or all of them as a ZIP. Free, no sign-in.",
    keywords: [
      "bulk text to image generator",
      "batch ai image generator",
      "bulk image generator",
      "text to image",
      "ai image generator free",
      "gemini image generator",
      "generate images from prompts",
    ],
  },
  searchAliases: ["Bulk Image Generator", "Text to Image", "Batch Images", "AI Image Generator"],
  faq: [
    {
      question: "How do I generate many images at once?",
      answer:
        "Write one prompt per line in the prompts box. Empty lines are ignored and the counter shows how many prompts will run. Press Generate: each prompt becomes one image, one prompt after another, with the request delay you chose between them.",
    },
    {
      question: "Do I need an API key?",
      answer:
        "No. The built-in model is free and needs no key; it allows 6 images a minute per visitor. If you prefer Gemini's image model, choose it and save your own Gemini API key. That key stays in your browser's local storage, is shown masked (only its last 5 characters) and is sent only from your browser to Google, never to our server.",
    },
    {
      question: "What does the request delay do?",
      answer:
        "It is the pause between two prompts. 10 seconds is recommended: it keeps the built-in model within its 6-a-minute limit and protects the quota of your own provider account. Shorter delays finish sooner but may hit rate limits.",
    },
    {
      question: "What happens when one prompt fails?",
      answer:
        "Its card shows the error and the run continues with the next prompt. When the run ends, Retry failed prompts runs only the prompts that failed. Stop ends a long run after the current prompt and keeps every image made so far.",
    },
    {
      question: "What is inside the ZIP?",
      answer:
        "Every image, named prompt_{n}_image_{m}.png after its prompt's position in the list, and a manifest.csv listing the prompt number, the prompt, the model and the file name of each image. The ZIP is built in your browser.",
    },
    {
      question: "Which aspect ratios can I use?",
      answer: "1:1 square, 16:9 landscape for video, 9:16 portrait for Shorts and Reels, 4:3 and 3:4.",
    },
  ],
  related: ["youtube-thumbnail-maker", "image-prompt-generator", "script-to-image-prompt-generator", "ai-json-builder"],
  component: "BulkTextToImageGenerator.tsx",
};

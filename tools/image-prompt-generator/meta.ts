import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "image-prompt-generator",
  name: "Image Prompt Generator",
  group: "generator",
  summary:
    "Describe the picture you want and get a detailed, ready-to-use prompt for Midjourney, DALL-E, Stable Diffusion or Flux, with a negative prompt, technical details and variations.",
  checklist: [
    "Detailed prompt plus negative prompt",
    "21 styles, 8 aspect ratios, lighting, mood and colours",
    "Technical tips and 3 variations",
    "Copy or download image-prompt.json",
  ],
  seo: {
    title: "AI Image Prompt Generator – Free, Detailed Prompts",
    description:
      "Turn a simple idea into a detailed AI image prompt with style, lighting, mood, colours, negative prompt and variations. For Midjourney, DALL-E and more.",
    keywords: [
      "image prompt generator",
      "ai image prompt",
      "midjourney prompt generator",
      "stable diffusion prompt",
      "dall-e prompt generator",
      "negative prompt generator",
      "text to image prompt",
    ],
  },
  searchAliases: ["Midjourney", "Stable Diffusion", "DALL-E", "Image Prompt"],
  faq: [
    {
      question: "Which image generators do the prompts work with?",
      answer:
        "The prompts are written in plain descriptive language, so they work with Midjourney, DALL-E, Stable Diffusion, Flux, Leonardo and most other text-to-image tools. Tools that support negative prompts can use the negative_prompt field as well.",
    },
    {
      question: "What is in the generated JSON?",
      answer:
        "The main prompt, a negative prompt, the style, aspect ratio, quality, lighting, mood and colour scheme, technical details (a suggested resolution, a file format and enhancement tips) and a list of alternative prompts you can try as variations.",
    },
    {
      question: "How long should my description be?",
      answer:
        "A sentence or two is enough; the counter shows 500 characters as a guide. Name the subject, the setting and anything that must appear. The generator adds the style, lighting, composition and technical detail around it.",
    },
    {
      question: "Can I use my own style?",
      answer:
        "Yes. Choose Custom Style in the Style list and describe it in your own words, for example \"1970s sci-fi paperback cover\" or \"soft charcoal on textured paper\".",
    },
    {
      question: "Is the image prompt generator free?",
      answer:
        "Yes, with no sign-in. A fair-use limit on requests per minute keeps it available for everyone. Your inputs are kept as a draft in your own browser; to write the prompt they are sent once to the AI service through our server, and we do not keep them.",
    },
    {
      question: "Can the prompt be written in a language other than English?",
      answer:
        "Yes: open More options and pick the Output language (25 languages). It starts in English, because Midjourney, DALL-E, Stable Diffusion and Flux follow English prompts best; the JSON keys and the size and ratio values stay in English either way.",
    },
  ],
  related: ["ai-json-builder", "bulk-text-to-image-generator", "script-to-image-prompt-generator", "generator", "youtube-thumbnail-maker"],
  component: "ImagePromptGenerator.tsx",
  needs: "llm",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "sora-2-prompt-generator",
  name: "Sora 2 Prompt Generator",
  group: "generator",
  summary:
    "Turn a one-line idea into a structured Sora 2 video prompt — prose, camera shot, mood, actions, dialogue and visual cues — with the right model, size and duration.",
  checklist: ["AI fills every field from your idea", "sora-2 and sora-2-pro sizes", "4, 8 or 12 seconds", "Live preview with Copy"],
  seo: {
    title: "Sora 2 Prompt Generator – Free AI Video Prompt Builder",
    description:
      "Write better Sora 2 prompts: AI turns your idea into prose, camera shot, mood, actions, dialogue and visual cues, with a live preview to copy. Free.",
    keywords: ["sora 2 prompt generator", "sora prompt", "sora 2 pro prompt", "ai video prompt", "text to video prompt", "sora video ideas"],
  },
  searchAliases: ["Sora", "Sora 2", "Video Prompt"],
  faq: [
    {
      question: "What does the Sora 2 Prompt Generator do?",
      answer:
        "You type an idea and the AI fills a structured prompt: a prose description, the camera shot, the mood, a list of actions, dialogue and visual cues, plus a model, size and duration. Edit any field and the Generated Prompt on the right updates at once.",
    },
    {
      question: "Which sizes can I choose?",
      answer:
        "sora-2 offers 1280x720 (landscape) and 720x1280 (portrait). sora-2-pro adds 1024x1792 and 1792x1024. If you switch to a model that does not offer the current size, the first size of that model is chosen.",
    },
    {
      question: "How long can the video be?",
      answer: "Choose 4, 8 or 12 seconds. Fewer actions fit a 4-second clip; 12 seconds leaves room for a small story with two to five actions.",
    },
    {
      question: "Can I write the prompt without the AI?",
      answer:
        "Yes. Every field is editable and the preview is built from the fields alone, so you can fill them by hand, add or remove actions, and copy the result without generating anything.",
    },
    {
      question: "Does this tool create the video?",
      answer:
        "No. It writes the prompt. Paste it into Sora 2 (or another text-to-video model) together with the chosen size and duration to create the clip.",
    },
    {
      question: "Is it free?",
      answer: "Yes, with no sign-in. Your idea and fields are kept only in your browser as a draft so a reload does not lose them.",
    },
    {
      question: "Can Sora prompts be written in my language?",
      answer:
        "Yes: pick the Output language under your idea. It starts in English, which Sora follows best, but the prose, actions, dialogue and visual cues can be written in any of 25 languages, and dialogue in the language of your video is often what you want.",
    },
  ],
  related: ["ai-json-builder", "generator", "image-prompt-generator", "sora-invite-codes", "script-to-image-prompt-generator"],
  component: "Sora2PromptGenerator.tsx",
  needs: "llm",
};

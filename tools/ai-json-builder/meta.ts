import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "ai-json-builder",
  name: "AI JSON Builder",
  group: "generator",
  summary:
    "Describe your video idea in plain words and let AI write a complete JSON prompt for Veo 3 and other AI video models: shots, camera, audio, style and negative prompts.",
  checklist: [
    "Full shot-by-shot video JSON from one sentence",
    "4 styles, 6 moods, 5 to 30 seconds",
    "Advanced Mode: camera, pacing, effects, CFG scale",
    "Copy or download ai-video-prompt.json",
  ],
  seo: {
    title: "AI JSON Builder – Free Veo 3 Video Prompt Generator",
    description:
      "Turn a one-line video idea into a structured JSON prompt for Veo 3 and other AI video models: shots, camera, audio and style. Free, no sign-in.",
    keywords: [
      "ai json prompt builder",
      "veo 3 json prompt",
      "ai video prompt generator",
      "json video prompt",
      "text to video prompt",
      "veo3 prompt generator",
      "shot list generator",
    ],
  },
  searchAliases: ["AI Builder", "Veo 3", "Veo3", "JSON Prompt", "Video Prompt"],
  faq: [
    {
      question: "What does the AI JSON Builder create?",
      answer:
        "A structured JSON prompt for an AI video model: a title and description, duration, frame rate, resolution and aspect ratio, the visual style, music, sound effects and dialogue with timings, global constraints, a list of shots with camera, actions and effects, negative prompts, a seed and safety notes.",
    },
    {
      question: "Do the resolution and aspect ratio options change the JSON?",
      answer:
        "Yes. Open More options (Basic Options: resolution, aspect ratio, language) and pick a resolution (1080p, 4K or 720p) and an aspect ratio (16:9, 9:16, 1:1 or 21:9). The values you pick are written into the JSON, and the AI is asked to compose every shot for that frame, for example a tall 9:16 frame for Shorts and Reels.",
    },
    {
      question: "What is Advanced Mode?",
      answer:
        "Advanced Mode gives you control over how the prompt is written: a style template, complexity (2 to 5 shots), focus, camera style and direction, pacing, special effects, prompt length, a CFG scale and your own instructions. It returns one detailed text prompt together with the configuration that produced it.",
    },
    {
      question: "What does the CFG scale do?",
      answer:
        "It tells the AI how literally to follow your idea. From 0 to 0.3 is low guidance (more creative freedom), 0.4 to 0.7 is medium guidance, and 0.8 to 1.0 is high guidance (follow every setting as closely as possible). The default is 0.7.",
    },
    {
      question: "What happens if the AI returns broken JSON?",
      answer:
        "Every reply is checked against the expected structure. If it does not fit, the AI is asked once more to fix the listed problems. If the second reply still does not fit, you get the AI's text as it was written, with a clear note, so nothing is hidden from you.",
    },
    {
      question: "Is the AI JSON Builder free?",
      answer:
        "Yes. There is no sign-in and no fee. A fair-use limit on requests per minute keeps the service available for everyone; if many people use it at once you may see a high-traffic notice and can try again a moment later.",
    },
    {
      question: "Can the JSON be written in another language?",
      answer:
        "Yes: open More options and pick the Output language. It starts in English, because video models follow English prompts best. The text values (title, description, shot prompts, dialogue) are written in the chosen language; the JSON keys, durations, sizes and ratios stay exactly as they are.",
    },
  ],
  related: ["generator", "image-prompt-generator", "sora-2-prompt-generator", "script-to-image-prompt-generator", "youtube-long-script-generator"],
  component: "AiJsonBuilder.tsx",
  needs: "llm",
};

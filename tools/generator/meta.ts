import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "generator",
  name: "Manual JSON Prompt Generator",
  group: "generator",
  summary:
    "Build a structured JSON prompt for Veo 3 and other AI video models field by field, with six output styles and 11 quick-start presets.",
  checklist: [
    "Six generator types, from flat to nested",
    "11 ready-made scene presets",
    "Camera, tone, effects and negative prompts",
    "Copy or download veo3-prompt.json",
  ],
  seo: {
    title: "Manual Veo 3 JSON Prompt Generator (Free)",
    description:
      "Build structured JSON prompts for Veo 3 video by hand: scene, camera, audio, effects and negative prompts, with presets. Free, no sign-in.",
    keywords: [
      "veo 3 json prompt generator",
      "json video prompt",
      "veo3 prompt builder",
      "ai video prompt generator",
      "structured video prompt",
      "negative prompts for video",
      "cinematic prompt presets",
    ],
  },
  searchAliases: ["Veo 3", "Veo3", "JSON Prompt", "Manual Generator", "Video Prompt"],
  faq: [
    {
      question: "What is a JSON video prompt?",
      answer:
        "It is a prompt written as labelled fields (subject, location, camera, lighting, audio and so on) instead of one long sentence. The labels keep each idea separate, which makes a prompt easier to read, reuse and edit one detail at a time.",
    },
    {
      question: "Which generator type should I choose?",
      answer:
        "Nested is the default and groups visuals, camera, audio and meta tokens into their own objects. Assertive, Masterpiece and Director give a flat list of keys; Powerhouse adds a generation metadata block, and Meta-Style adds camera simulation, LUT and realism enhancer fields.",
    },
    {
      question: "Does this tool use AI to write my prompt?",
      answer:
        "No. Everything you see is built in your browser from exactly what you type and tick, so the same input always gives the same JSON. If you want AI to write a prompt from a short idea, use the AI JSON Builder.",
    },
    {
      question: "What is the final_prompt field?",
      answer:
        "When a subject is filled in, the JSON ends with final_prompt: the same scene written as one plain sentence, followed by your effects and negative prompts and the line \"No subtitles, no text overlay.\" It is handy for models or tools that only accept plain text.",
    },
    {
      question: "Can I add my own negative prompts and effects?",
      answer:
        "Yes. Type an entry in the custom box and press Enter; it is added unless it is blank or already in your custom list. Remove it again with the × button.",
    },
    {
      question: "What happens to my current fields when I choose a preset?",
      answer:
        "A preset replaces every field, including the effects and negative-prompt lists, and empties the shot notes. Change anything you like afterwards; the JSON preview updates as you type.",
    },
    {
      question: "Will the JSON work in Veo 3 as it is?",
      answer:
        "Veo 3 and similar models read JSON-style prompts as text, so you can paste the JSON or the final_prompt line directly. Results still depend on the model; short, concrete descriptions usually work better than long lists of adjectives.",
    },
  ],
  related: [
    "ai-json-builder",
    "sora-2-prompt-generator",
    "image-prompt-generator",
    "script-to-image-prompt-generator",
    "youtube-long-script-generator",
  ],
  component: "ManualJsonGenerator.tsx",
  offline: true,
};

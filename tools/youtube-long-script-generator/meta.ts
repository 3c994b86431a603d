import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-long-script-generator",
  name: "YouTube Long Script Generator",
  group: "generator",
  summary:
    "Turn a video title into a complete long-form YouTube script, from 1,500 to 30,000 words, written section by section while you watch.",
  checklist: [
    "Five lengths, from 5–10 minutes to 2–3 hours",
    "Six content types and six tones",
    "Plain narration or a detailed production script",
    "Copy or download as a text file",
  ],
  seo: {
    title: "YouTube Long Script Generator – Free AI Video Scripts",
    description:
      "Write long-form YouTube scripts with AI: choose length, content type, tone and format, and get up to 30,000 words, written section by section. Free.",
    keywords: [
      "youtube script generator",
      "long form script generator",
      "ai youtube script writer",
      "video script generator",
      "youtube script writer free",
      "script for youtube video",
    ],
  },
  searchAliases: ["script writer", "video script", "long-form script"],
  faq: [
    {
      question: "How long can the script be?",
      answer:
        "Choose Short (about 1,500 words, 5–10 minutes), Medium (3,000 words, 12–15 minutes), Long (7,500 words, 30–45 minutes), Ultra (15,000 words, 1–2 hours) or Mega (30,000 words, 2–3 hours). Longer scripts are written in more sections.",
    },
    {
      question: "Why is the script written in sections?",
      answer:
        "A language model writes best in pieces of a few thousand words. The generator asks for each section in turn, with the same video details and the section's place in the script, and marks each one with a SECTION line so you can find your way around.",
    },
    {
      question: "What is the difference between a plain and a detailed script?",
      answer:
        "A plain script is simple paragraphs of narration, with no timestamps or formatting, ready to read aloud or paste into a teleprompter. A detailed script adds timestamps, host notes, scene descriptions and labelled parts for planning a shoot.",
    },
    {
      question: "What happens if generation stops part-way?",
      answer:
        "The sections that are already written stay on screen and in your browser, even after a reload. Press Continue and the generator picks up from the section that failed.",
    },
    {
      question: "Do I need to fill in every field?",
      answer:
        "Only the video title is required. A description, a target audience and key points make the script more specific; without them the generator writes for a general audience.",
    },
    {
      question: "How is the reading time worked out?",
      answer: "It divides the word count by 150 words a minute, a comfortable speaking pace for video narration, and rounds to the nearest minute.",
    },
    {
      question: "Can I use the script on my channel?",
      answer:
        "Yes. Treat it as a strong first draft: check facts, add your own stories and voice, and make sure claims about products or people are accurate before you publish.",
    },
    {
      question: "Can it write the script in Hindi, Spanish or another language?",
      answer:
        "Yes. Open More options and pick the Output language: 25 languages, from Hindi, Spanish and Portuguese to Arabic, Japanese, Tamil and Thai. Every section is written in that language, Arabic, Urdu and Persian scripts read right to left, and the word count uses real word segmentation, so Japanese or Thai is counted in words.",
    },
  ],
  related: ["youtube-script-rewriter", "script-to-image-prompt-generator", "youtube-title-generator", "youtube-description-generator"],
  component: "YoutubeLongScriptGenerator.tsx",
  needs: "llm",
};

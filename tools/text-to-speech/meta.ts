import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "text-to-speech",
  name: "Text to Speech",
  group: "other",
  summary:
    "Turn a script into natural speech with Microsoft Edge's neural voices: pick a voice, set speed, pitch and volume, listen, and download an MP3 for your video.",
  checklist: [
    "Hundreds of neural voices, grouped by language",
    "Speed, pitch and volume sliders",
    "MP3 download and SRT subtitles",
    "Falls back to your browser's own voices",
  ],
  seo: {
    title: "Free Text to Speech – Neural Voices, MP3 Download",
    description:
      "Convert text to natural speech with free neural voices. Pick a voice, set speed, pitch and volume, then play it or download an MP3 voice-over and SRT subtitles.",
    keywords: [
      "text to speech",
      "tts",
      "free text to speech",
      "text to speech mp3",
      "ai voice generator",
      "neural voices",
      "voice over generator",
      "youtube voice over",
    ],
  },
  searchAliases: ["Text-to-Speech", "TTS", "voice over", "voiceover", "read aloud", "speech"],
  faq: [
    {
      question: "Which voices can I use?",
      answer:
        "The voice list comes from Microsoft Edge's online read-aloud service: hundreds of neural voices in many languages and accents, grouped by language. Type in the search box to filter by name, language or country. If the list cannot be loaded, 24 English voices from the US, UK, Australia, Canada, India, Ireland, New Zealand and South Africa are offered instead.",
    },
    {
      question: "How do speed, pitch and volume work?",
      answer:
        "Speed runs from 0.5 to 2.0 and changes the speaking rate by (speed − 1) × 100 percent, so 1.5 is 50% faster. Pitch runs from 0.5 to 2.0 and moves the voice by (pitch − 1) × 10 Hz. Volume runs from 0.1 to 1.0. All three start at 1.0.",
    },
    {
      question: "Can I download the audio?",
      answer:
        "Yes. When the neural voice has made the audio, Download saves it as an MP3 file named with the date and time, ready for a video editor. If the service also sent word timings, you can download matching subtitles as an SRT file.",
    },
    {
      question: "Why is there no download sometimes?",
      answer:
        "If the online voice service cannot be reached, the page reads your text with your browser's own speech engine instead, with the same speed, pitch and volume, and says so. Browsers do not let a page record that speech, so there is no MP3 to download in that case.",
    },
    {
      question: "How long can my text be?",
      answer:
        "Up to 25,000 characters at a time, roughly seven minutes of speech at normal speed. Long texts are split at sentence boundaries, read piece by piece and joined into one MP3. The estimate under the text assumes about 3,400 characters per minute.",
    },
    {
      question: "Can I use the audio in my YouTube videos?",
      answer:
        "Many creators use neural voices for narration, but the terms of the voice provider and of the platform you publish on apply to you. Check them for commercial use, and do not use synthetic voices to impersonate real people.",
    },
    {
      question: "Is my text stored?",
      answer:
        "No. Your text is sent to our server only to make the audio, passed to the voice service, and not kept. Your draft stays in your own browser so a reload does not lose it.",
    },
    {
      question: "How do I find voices for Hindi, Spanish or Arabic?",
      answer:
        "Pick your language in the Language list above the voices: the voices that speak it come first and one of them is selected, and Preview Voice says a short greeting in that language. The choice is remembered, and it is the same language setting the AI writing tools use.",
    },
  ],
  related: ["youtube-long-script-generator", "youtube-script-rewriter", "youtube-title-generator", "youtube-description-generator", "case-converter"],
  component: "TextToSpeech.tsx",
};

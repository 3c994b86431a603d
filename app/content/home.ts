import type { FaqEntry } from "../../tools/types";

export const HOME_FAQ: FaqEntry[] = [
  {
    question: "Are these tools really free?",
    answer:
      "Yes. Every tool on the site is free to use and needs no account or sign-in. The site may show ads to cover hosting and AI costs, and you can support it with a coffee if it saves you time.",
  },
  {
    question: "Do I need to create an account or give my email?",
    answer: "No. There are no accounts. Open a tool and use it; nothing asks for your name or email.",
  },
  {
    question: "Is what I type saved anywhere?",
    answer:
      "Your inputs are kept as a draft in your own browser's local storage, so a reload doesn't lose them. Our server only passes your text to the service a tool needs (for example the AI model) and does not store it.",
  },
  {
    question: "Which AI model writes the scripts, titles and prompts?",
    answer:
      "The AI tools use an OpenAI-compatible language model chosen by the site operator (Groq's hosted Llama models by default). The page tells you when the AI service is not configured or is busy.",
  },
  {
    question: "What is a JSON video prompt and why use one?",
    answer:
      "A JSON prompt describes a video shot by shot in named fields: subject, camera, lighting, audio, negative prompts and so on. AI video models such as Veo follow structured prompts more consistently than a loose paragraph.",
  },
  {
    question: "Can I use the generated scripts and prompts commercially?",
    answer:
      "Yes, what you generate is yours to use. Check it before publishing: AI output can contain mistakes, and you are responsible for what you post.",
  },
  {
    question: "Do the YouTube tools need my channel login?",
    answer:
      "No. Lookups such as tag extraction, channel IDs and trending videos use public YouTube data only; nothing asks you to connect your channel.",
  },
  {
    question: "Why does an AI tool say it is busy or rate limited?",
    answer:
      "AI providers limit how many requests a site may send per minute. When that happens the tool says so and lets you try again after a short wait; nothing you typed is lost.",
  },
  {
    question: "Do the tools work on my phone?",
    answer: "Yes. Every page is built for phone screens as well as laptops, and works with a keyboard or a screen reader.",
  },
  {
    question: "How can I suggest a tool or report a problem?",
    answer:
      "Use the details on the Contact Us page. For a problem, tell us the page address, what you did and what you saw; that is usually enough for us to fix it.",
  },
];

export const HOW_IT_WORKS = [
  { title: "Pick a tool", text: "Search the directory or open the Tools menu. Each tool does one job and opens instantly." },
  { title: "Describe what you need", text: "Type a topic, paste a script or a YouTube link, and choose the options that fit your video." },
  { title: "Generate and refine", text: "Get the result in seconds. Change an option and run it again until it reads right." },
  { title: "Copy or download", text: "Copy the result with one click or download it as a file, ready for your editor or AI video model." },
];

export const AUDIENCES = [
  { title: "Content creators", text: "Plan videos faster: titles, descriptions, tags and full scripts from one idea." },
  { title: "Marketing teams", text: "Turn a campaign brief into consistent video prompts and copy across channels." },
  { title: "Educators and trainers", text: "Structure lessons into clear scripts and speak them aloud with text-to-speech." },
  { title: "Creative professionals", text: "Write precise shot-by-shot prompts for AI video and image models." },
  { title: "Small businesses", text: "Make product videos and thumbnails without hiring an agency for every post." },
  { title: "Digital agencies", text: "Research channels and trends, then produce drafts for many clients quickly." },
];

/** Example workflows, not testimonials: the site does not invent users or results. */
export const WORKFLOWS = [
  {
    title: "From idea to a 10-minute script",
    text: "Write a working title, pick a length and tone in the long-form script generator, then rewrite the draft in your own channel voice.",
  },
  {
    title: "A structured prompt for an AI video model",
    text: "Describe the scene once in the AI JSON builder and get a shot list with camera, lighting, audio and negative prompts you can paste into your model.",
  },
  {
    title: "Research before you publish",
    text: "Look up the tags and description of a video that ranks for your topic, check what is trending, and estimate earnings for your niche.",
  },
];

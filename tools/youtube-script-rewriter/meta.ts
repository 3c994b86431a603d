import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-script-rewriter",
  name: "YouTube Script Rewriter",
  group: "generator",
  summary:
    "Paste a script and your channel name and get a fresh version in plain, easy language, about the same length, with a subtle hook at the end of every paragraph.",
  checklist: [
    "8th–9th grade reading level",
    "Same length as your original",
    "Your channel name swapped in",
    "Copy or download as a text file",
  ],
  seo: {
    title: "YouTube Script Rewriter – Free AI Script Rewriting",
    description:
      "Rewrite any YouTube script with AI in clear 8th–9th grade language, at the same length, with your channel name and a hook in every paragraph. Free.",
    keywords: [
      "youtube script rewriter",
      "rewrite youtube script",
      "ai script rewriter",
      "script rewriter free",
      "video script paraphraser",
    ],
  },
  searchAliases: ["rewrite script", "script paraphraser"],
  faq: [
    {
      question: "What does the rewriter change?",
      answer:
        "It rewrites the wording at an 8th–9th grade reading level, keeps the meaning, order and length of your script, puts your channel name wherever the original names a channel, and ends each paragraph with a subtle hook.",
    },
    {
      question: "How long can my script be?",
      answer:
        "Up to 100,000 characters in one go, about 16,000 words. Very long scripts are best rewritten in parts of a few thousand words, because the rewrite itself is limited to about 4,000 tokens (roughly 3,000 words).",
    },
    {
      question: "Why an 8th–9th grade reading level?",
      answer:
        "Viewers listen rather than read, and short sentences with everyday words are easier to follow at speaking speed. Most successful channels talk at about this level, whatever their topic.",
    },
    {
      question: "Will the rewrite have formatting?",
      answer:
        "No. The result is plain text: any Markdown the model adds (bold, italics, headings, code marks) is removed, and links keep only their text.",
    },
    {
      question: "Is my script stored anywhere?",
      answer:
        "Your channel name, your script and the last rewrite are kept only in your own browser so a reload does not lose them. The script is sent to the language model to be rewritten and is not saved on our server.",
    },
    {
      question: "What do the word, character and minute counts mean?",
      answer: "Words and characters are counted as you type; minutes to read divide the words by 150 a minute, a comfortable narration pace, rounded.",
    },
    {
      question: "Can it rewrite my script in another language?",
      answer:
        "Yes. Pick the Output language next to your channel name: 25 languages. The rewrite is written in that language, so you can also turn an English script into a Hindi or Spanish one; names and brands stay as they are.",
    },
  ],
  related: ["youtube-long-script-generator", "script-to-image-prompt-generator", "youtube-title-generator", "youtube-description-generator"],
  component: "YoutubeScriptRewriter.tsx",
  needs: "llm",
};

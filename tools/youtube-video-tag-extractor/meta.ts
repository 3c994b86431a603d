import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-video-tag-extractor",
  name: "YouTube Video Tag Extractor",
  group: "extractor",
  summary:
    "Paste a video link or ID and see the tags its creator gave it, ready to copy or download as TXT, CSV or JSON, and expand them with 20 more ideas from AI.",
  checklist: ["Reads the hidden tags of any public video", "Copy, TXT, CSV and JSON", "Expand with 20 AI tag ideas", "No sign-in, free"],
  seo: {
    title: "YouTube Tag Extractor – See Any Video's Tags",
    description:
      "Extract the tags of any YouTube video from its link or ID. Copy them, download them as TXT, CSV or JSON, or expand them with 20 more tags from AI.",
    keywords: [
      "youtube tag extractor",
      "youtube video tags",
      "see youtube tags",
      "youtube keyword extractor",
      "copy youtube tags",
      "youtube tags viewer",
      "extract tags from youtube video",
    ],
  },
  searchAliases: ["tag viewer", "video keywords", "see tags", "keyword extractor"],
  faq: [
    {
      question: "Why can't I see a video's tags on YouTube itself?",
      answer:
        "YouTube does not show tags anywhere on the video page. Creators enter them in YouTube Studio, and YouTube keeps them in the video's data, which this tool reads for you from the YouTube Data API or, when that is not available, from the public video page.",
    },
    {
      question: "Why does a video show No tags found?",
      answer:
        "Many videos simply have no tags: adding them is optional, and plenty of creators skip it. Some videos also keep their tags out of the public data. In both cases there is nothing to read, so the tool says No tags found instead of guessing.",
    },
    {
      question: "Which links and IDs can I paste?",
      answer:
        "A watch link (youtube.com/watch?v=…), a short youtu.be link, a Shorts link, a live, embed or mobile link, or the 11-character video ID on its own. The tool finds the ID in any of them.",
    },
    {
      question: "What does Expand with AI do?",
      answer:
        "It sends the video's title and its existing tags to a language model, which suggests 20 more related tags. New tags that repeat an existing one, ignoring capitals, are dropped, and the rest are added to the list so you can copy or download everything together.",
    },
    {
      question: "Can I copy another creator's tags for my own video?",
      answer:
        "You can use them as research: seeing which words successful videos in your niche use helps you choose your own. Copying them wholesale rarely helps, because tags matter far less than your title, description and thumbnail, and tags that do not describe your video can mislead viewers.",
    },
    {
      question: "What is in the TXT, CSV and JSON files?",
      answer:
        "The TXT file holds the tags separated by commas, exactly as the tag box shows them. The CSV file has one tag per row under a tag column, with every field quoted. The JSON file holds the video ID, the title and the list of tags.",
    },
    {
      question: "Can Expand with AI suggest tags in another language?",
      answer:
        "Yes. After the tags load, pick the Output language next to Expand with AI: 25 languages, each in its own name. The new tags keep every letter and mark of their script and are checked against the existing ones without regard to capitals or how the accents were typed.",
    },
  ],
  related: [
    "youtube-video-title-description-extractor",
    "youtube-tag-generator",
    "youtube-hashtag-generator",
    "youtube-title-generator",
    "youtube-description-generator",
    "youtube-channel-id-finder",
  ],
  component: "YoutubeVideoTagExtractor.tsx",
};

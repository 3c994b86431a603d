import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-tag-generator",
  name: "YouTube Tag Generator",
  group: "generator",
  summary:
    "Generate SEO tags for your YouTube video with AI from its title and description, and see live how much of YouTube's 500-character tag limit they use.",
  checklist: [
    "AI tags from your title and description",
    "Trending, niche, broad and long-tail tags",
    "Live 500-character budget, counted like YouTube",
    "Copy one tag or all, comma-separated",
  ],
  seo: {
    title: "YouTube Tag Generator – Free AI SEO Tags",
    description:
      "Free AI YouTube tag generator: get trending, niche and long-tail tags for your video and check them against YouTube's 500-character tag limit.",
    keywords: [
      "youtube tag generator",
      "youtube tags",
      "youtube seo tags",
      "video tags generator",
      "ai tag generator",
      "youtube keywords",
    ],
  },
  faq: [
    {
      question: "Can I get tags in my own language?",
      answer:
        "Yes. Open More options and pick the Output language (25 languages, each shown in its own name). Tags in Hindi, Tamil, Thai, Arabic or Japanese keep their vowel signs and marks, and the 500-character budget counts them the way YouTube does.",
    },
    {
      question: "What are YouTube tags?",
      answer:
        "Tags are keywords you add to a video in YouTube Studio, under Tags in the video details. Viewers do not see them on the watch page; they help YouTube understand what the video is about, especially for commonly misspelled words or names.",
    },
    {
      question: "How many tags should I use?",
      answer:
        "YouTube allows up to 500 characters of tags in total. 10 to 15 relevant tags usually work well: enough to cover the main topic, its variations and a few long-tail phrases without drifting into unrelated keywords.",
    },
    {
      question: "How does YouTube count the 500 characters?",
      answer:
        "It adds up the characters of every tag plus the commas between them, and a tag that contains a space counts two more characters because YouTube puts it in quotes. The meter under the results counts the same way and shows which tags fit.",
    },
    {
      question: "What are long-tail tags?",
      answer:
        "Long-tail tags are specific phrases of several words, such as \"beginner sourdough starter guide\". Fewer people search for them, but the viewers who do are looking for exactly your video, and there is less competition.",
    },
    {
      question: "What do I do when the tags are over the limit?",
      answer:
        "Remove tags with their × button until the meter says all tags fit; the least relevant ones are usually at the end of the list. Copy All then copies exactly the tags that are left.",
    },
    {
      question: "How do I add the tags to my video?",
      answer:
        "Press Copy All, open your video in YouTube Studio, choose Show more in the Details page and paste into the Tags box. The comma-separated list becomes separate tags.",
    },
    {
      question: "Is the tag generator free, and is my text stored?",
      answer:
        "It is free and needs no sign-in. Your title, description and keywords are sent to our server only to ask the AI model for tags; they are not stored there. Your inputs stay in your own browser so they survive a reload.",
    },
  ],
  related: [
    "youtube-hashtag-generator",
    "youtube-video-tag-extractor",
    "youtube-title-generator",
    "youtube-description-generator",
    "comma-separating-tool",
  ],
  component: "YoutubeTagGenerator.tsx",
  needs: "llm",
};

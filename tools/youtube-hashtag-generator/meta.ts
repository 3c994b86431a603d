import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-hashtag-generator",
  name: "YouTube Hashtag Generator",
  group: "generator",
  summary:
    "Generate relevant YouTube hashtags with AI from your video title, description and keywords: trending, niche and broad tags, ready to copy one by one or all at once.",
  checklist: [
    "AI hashtags from your title and description",
    "Trending, niche and broad mixes",
    "Shows which three appear above your title",
    "Copy one hashtag or all of them",
  ],
  seo: {
    title: "YouTube Hashtag Generator – Free AI Hashtags",
    description:
      "Free AI YouTube hashtag generator: get trending, niche and broad hashtags for your video from its title and description, then copy them in one click.",
    keywords: [
      "youtube hashtag generator",
      "youtube hashtags",
      "hashtags for youtube",
      "ai hashtag generator",
      "youtube shorts hashtags",
      "trending hashtags youtube",
    ],
  },
  faq: [
    {
      question: "Can it suggest hashtags in other languages?",
      answer:
        "Yes. Open More options and pick the Output language: 25 languages, from Hindi and Spanish to Arabic and Japanese. Hashtags keep every letter and mark of their script, so a Hindi hashtag stays whole instead of being cut to its first letter.",
    },
    {
      question: "How many hashtags should I use on a YouTube video?",
      answer:
        "YouTube allows up to 15 hashtags per video and may ignore all the hashtags of an over-tagged video. In practice 3 to 5 well-chosen hashtags are often more effective than a long list, because they stay specific to the video.",
    },
    {
      question: "Where do hashtags appear on YouTube?",
      answer:
        "Hashtags you add to the description become links to a page of videos with the same hashtag. The first three hashtags of the description are shown above the video's title, which is why this tool marks the first three in its results.",
    },
    {
      question: "What is the difference between trending, niche and broad hashtags?",
      answer:
        "Trending hashtags ride topics many people are following right now, niche hashtags describe your video's exact subject and face less competition, and broad hashtags such as #gaming or #cooking place the video in its wider category. Ticking the boxes tells the AI which kinds to include.",
    },
    {
      question: "Do I need both a title and a description?",
      answer:
        "No. A title or a description is enough, but giving both, plus a few keywords, helps the AI understand the video and suggest more relevant hashtags.",
    },
    {
      question: "What does the Hashtag Count option do?",
      answer:
        "Few asks for 5 to 10 hashtags, Medium for 10 to 15 and Many for 15 to 20. The results are capped at 10, 15 and 20 respectively. YouTube allows up to 15 hashtags, so pick the best ones when you choose Many.",
    },
    {
      question: "Is the hashtag generator free, and is my text stored?",
      answer:
        "It is free and needs no sign-in. Your title, description and keywords are sent to our server only to ask the AI model for hashtags; they are not stored there. Your inputs are kept in your own browser so they survive a reload.",
    },
    {
      question: "Can I use these hashtags on YouTube Shorts?",
      answer:
        "Yes. Add them to the Short's title or description the same way. #shorts is optional; YouTube recognises Shorts by their vertical format and length.",
    },
  ],
  related: [
    "youtube-tag-generator",
    "youtube-title-generator",
    "youtube-description-generator",
    "youtube-video-tag-extractor",
    "youtube-trending-videos-finder",
  ],
  component: "YoutubeHashtagGenerator.tsx",
  needs: "llm",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-comment-picker",
  name: "YouTube Comment Picker",
  group: "engagement",
  summary:
    "Pick a fair, random giveaway winner from the comments of a YouTube video: one entry per person, keyword filters, up to 10 winners, and an export of every entry.",
  checklist: ["Up to 500 comments per video", "One entry per person and keyword filters", "Fair random draw, up to 10 winners", "Copy CSV or download JSON of the entries"],
  seo: {
    title: "YouTube Comment Picker – Random Giveaway Winner",
    description:
      "Pick a random winner from YouTube comments for your giveaway. One entry per person, include or exclude keywords, draw up to 10 winners fairly. Free.",
    keywords: [
      "youtube comment picker",
      "youtube giveaway picker",
      "random comment picker",
      "youtube random winner",
      "pick winner from youtube comments",
      "youtube contest winner picker",
      "comment giveaway tool",
    ],
  },
  searchAliases: ["giveaway", "random winner", "comment picker", "contest", "raffle"],
  faq: [
    {
      question: "Is the draw really random and fair?",
      answer:
        "Yes. The winner is drawn in your browser with the Web Crypto random number generator, the same source browsers use for encryption keys, and every eligible comment has exactly the same chance: the tool discards the rare random values that would favour some positions over others.",
    },
    {
      question: "How many comments can the tool read?",
      answer:
        "Up to 500 top-level comments per video: five pages of 100, newest first, read through the official YouTube Data API. Replies to comments are not entries. If the video has more, the tool tells you that only the first 500 were read.",
    },
    {
      question: "What does Unique users only do?",
      answer:
        "It gives every person one entry, however many times they commented. People are told apart by their YouTube channel ID, which does not change when they rename themselves; the display name is used only when a comment has no channel ID. It is on by default.",
    },
    {
      question: "How do the keyword filters work?",
      answer:
        "Include keyword keeps only comments that contain the word or phrase you type, and Exclude keyword removes comments that contain it. Both ignore upper and lower case. Use Include to require a giveaway answer or hashtag, and Exclude to drop spam phrases.",
    },
    {
      question: "Can I pick more than one winner?",
      answer:
        "Yes, choose up to 10 winners. They are drawn from the filtered list without repeats, so nobody can win twice, and with Unique users only turned on no person can win twice either.",
    },
    {
      question: "Why does the tool say comments are turned off or the video was not found?",
      answer:
        "YouTube answers with an error when a video has its comments disabled, is private, or does not exist, and the tool shows that answer as YouTube API error followed by its status. Check the link, and that the video is public with comments on.",
    },
  ],
  related: ["youtube-embed-code-generator", "youtube-video-title-description-extractor", "youtube-trending-videos-finder", "youtube-channel-id-finder"],
  component: "YoutubeCommentPicker.tsx",
  needs: "youtube",
};

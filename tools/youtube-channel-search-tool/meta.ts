import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-channel-search-tool",
  name: "YouTube Channel Search Tool",
  group: "discovery",
  summary:
    "Search YouTube channels by keyword and see each one's subscribers, video count, join date and handle at a glance, sorted as you like, with CSV and JSON export.",
  checklist: ["Search channels by keyword", "Subscribers, videos and joined date", "Sort by relevance, newest, views and more", "Copy CSV or download JSON"],
  seo: {
    title: "YouTube Channel Search Tool – Find Channels by Keyword",
    description:
      "Search YouTube channels by keyword and compare subscribers, video counts and join dates. Sort, filter by region and export to CSV or JSON. Free, no sign-in.",
    keywords: [
      "youtube channel search",
      "find youtube channels",
      "youtube channel finder",
      "search youtube channels by keyword",
      "youtube channel research",
      "youtube influencer search",
      "youtube competitor research",
    ],
  },
  searchAliases: ["channel finder", "find channels", "influencer search", "competitor research"],
  faq: [
    {
      question: "How does the channel search work?",
      answer:
        "The tool sends your keyword to YouTube's own channel search through the official Data API, then asks YouTube once for the statistics of every channel found, and shows them together: name, handle, description, subscribers, number of videos and the date the channel was created.",
    },
    {
      question: "Why does a channel show hidden subscribers?",
      answer:
        "Channel owners can hide their subscriber count. YouTube then leaves it out of the API answer, and the tool shows hidden rather than guessing a number. The video count and join date are still shown.",
    },
    {
      question: "What do the Order options do?",
      answer:
        "Relevance is YouTube's best match for your keyword. Newest lists the most recently created channels first, Rating the best rated, A-Z sorts by name, and Video Count and View Count put the channels with the most uploads or the most total views first.",
    },
    {
      question: "What does the Region option change?",
      answer:
        "It asks YouTube for results that suit viewers in that country, which changes the ranking rather than limiting results to channels based there. Choose All regions for YouTube's default ranking.",
    },
    {
      question: "Why are there at most 50 results?",
      answer:
        "A channel search costs a large share of the daily YouTube API quota that keeps this tool free, so each search returns one page of up to 50 channels. Repeating the same search within ten minutes is answered from a cache and costs nothing.",
    },
    {
      question: "How do I get a channel's ID?",
      answer:
        "Every result carries its channel ID, which starts with UC; it is in the Open Channel link and in both exports. For a single channel you already know, the channel ID finder turns any @handle or link into its ID.",
    },
  ],
  related: ["youtube-channel-id-finder", "youtube-channel-logo-downloader", "youtube-channel-banner-downloader", "youtube-trending-videos-finder"],
  component: "YoutubeChannelSearchTool.tsx",
  needs: "youtube",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-trending-videos-finder",
  name: "YouTube Trending Videos Finder",
  group: "discovery",
  summary:
    "See the most popular YouTube videos right now in about 100 countries and any category, with views, likes, comments, length and upload date, and export the list as CSV or JSON.",
  checklist: ["About 100 regions and every video category", "Views, likes, comments and duration", "Copy CSV or download JSON", "No sign-in, free"],
  seo: {
    title: "YouTube Trending Videos Finder – Most Popular by Country",
    description:
      "Find the most popular YouTube videos by country and category, with views, likes, comments and duration. Export the list as CSV or JSON. Free, no sign-in.",
    keywords: [
      "youtube trending videos",
      "youtube trending by country",
      "most popular youtube videos",
      "youtube trending finder",
      "trending videos by category",
      "youtube most popular chart",
      "youtube trend research",
    ],
  },
  searchAliases: ["trending", "most popular", "popular videos", "viral videos", "trend research"],
  faq: [
    {
      question: "Where do these trending videos come from?",
      answer:
        "From YouTube's own most-popular chart, read through the official YouTube Data API for the region and category you pick. YouTube retired its public Trending page in 2025, but the API's most-popular chart is still published and is what this tool shows.",
    },
    {
      question: "Why does choosing All regions show the United States?",
      answer:
        "YouTube has no worldwide chart: every most-popular list belongs to one country. When you choose All (worldwide), the tool asks for the United States chart, the largest one, and says so under the region field.",
    },
    {
      question: "Why do some categories return no videos?",
      answer:
        "YouTube only keeps a most-popular chart for categories that have enough videos in a region. Older categories such as Movies or Trailers are empty in most countries, and some are not available at all. Try All categories or a common one like Music, Gaming or Entertainment.",
    },
    {
      question: "Why is a like count missing on some videos?",
      answer:
        "Creators can hide the like count of a video, and YouTube then leaves it out of the API answer. The tool shows a dash instead of inventing a number. A missing comment count is shown as 0, as it is when comments are turned off.",
    },
    {
      question: "How often does the list change?",
      answer:
        "YouTube updates the most-popular chart several times a day. To spare the daily API quota, the tool keeps an answer for ten minutes, so asking for the same region and category again within that time shows the same list instantly.",
    },
    {
      question: "What is in the CSV and JSON exports?",
      answer:
        "Copy CSV puts the video ID, title, channel, views and publish date of every result on your clipboard, each field quoted, ready to paste into a spreadsheet. Download JSON saves every field of every card, including likes, comments, duration and the thumbnail address.",
    },
  ],
  related: ["youtube-video-tag-extractor", "youtube-title-generator", "youtube-thumbnail-downloader"],
  component: "YoutubeTrendingVideosFinder.tsx",
  needs: "youtube",
};

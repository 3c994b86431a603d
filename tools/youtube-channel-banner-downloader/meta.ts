import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-channel-banner-downloader",
  name: "YouTube Channel Banner Downloader",
  group: "downloader",
  summary:
    "Paste a channel link or ID and get the channel's banner (channel art) in all six sizes YouTube uses, from 2560x424 for TVs down to 1060x175 for phones, each ready to download.",
  checklist: [
    "Six sizes, from TV 2560x424 to Mobile 1060x175",
    "Works with /channel/, @handle, /c/ and /user/ links",
    "Download or copy each image address",
    "No sign-in, free",
  ],
  seo: {
    title: "YouTube Banner Downloader – Channel Art in All Sizes",
    description:
      "Download any YouTube channel's banner in six sizes, from 2560x424 (TV) to 1060x175 (mobile). Paste a channel link, @handle or channel ID.",
    keywords: [
      "youtube banner downloader",
      "youtube channel art downloader",
      "download youtube banner",
      "youtube banner size",
      "youtube channel banner",
      "2560x1440 banner",
    ],
  },
  searchAliases: ["channel art", "banner", "cover image", "header image"],
  faq: [
    {
      question: "Which links can I paste?",
      answer:
        "A channel link in any of its forms (youtube.com/channel/UC…, youtube.com/@handle, /c/name, /user/name, youtu.be/channel/UC…), a bare @handle, or the channel ID itself (UC followed by 22 characters).",
    },
    {
      question: "Why are there six sizes?",
      answer:
        "YouTube shows a different crop of the same banner on TVs, desktops, tablets and phones. The tool gives you each crop at the width YouTube serves it: TV 2560x424, Large Desktop 2276x377, Desktop 2120x351, Medium 1707x283, Tablet 1138x188 and Mobile 1060x175.",
    },
    {
      question: "What does \"real sources\" mean?",
      answer:
        "When the channel's own page lists an image address, that size is counted as a real source. Other sizes are built from the banner's base address with the same crop settings YouTube uses, and normally work just as well.",
    },
    {
      question: "What if a download fails?",
      answer:
        "The tool says which size failed and why. You can still right-click the preview image and choose \"Save image as...\", or use Copy URL and open the address in a new tab.",
    },
    {
      question: "What size should my own banner be?",
      answer:
        "YouTube recommends uploading 2560x1440 pixels with the important parts (text, logos, faces) inside the central safe area of 1546x423, which is what every device shows.",
    },
    {
      question: "Can I reuse another channel's banner?",
      answer:
        "Banners are the creator's artwork and are protected by copyright. Download them for reference, inspiration or your own channel only, and ask the owner before reusing theirs anywhere public.",
    },
  ],
  related: [
    "youtube-channel-logo-downloader",
    "youtube-thumbnail-downloader",
    "youtube-channel-id-finder",
    "youtube-thumbnail-maker",
    "youtube-channel-search-tool",
    "youtube-video-tag-extractor",
  ],
  component: "YoutubeChannelBannerDownloader.tsx",
};

import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "youtube-money-calculator",
  name: "YouTube Money Calculator",
  group: "discovery",
  summary:
    "Estimate what a YouTube channel could earn per day, month and year from its daily views, either from a CPM range or from click-through rate and cost per click.",
  checklist: [
    "Estimate by CPM range or by CTR and CPC",
    "Daily, monthly and yearly figures",
    "What you keep after YouTube's 45% share",
    "Shareable link with your numbers",
  ],
  seo: {
    title: "YouTube Money Calculator – Estimate Channel Earnings",
    description:
      "Estimate YouTube earnings per day, month and year from daily views with a CPM range, or from CTR and CPC. Free, instant and private in your browser.",
    keywords: [
      "youtube money calculator",
      "youtube earnings calculator",
      "youtube cpm calculator",
      "youtube revenue estimator",
      "how much do youtubers make",
      "youtube income calculator",
      "youtube ctr cpc calculator",
    ],
  },
  searchAliases: ["earnings calculator", "revenue", "income", "cpm", "adsense"],
  faq: [
    {
      question: "How does the calculator work out earnings?",
      answer:
        "In CPM mode, daily earnings are daily views divided by 1,000 and multiplied by the CPM; a month counts 30 days and a year 365 days. In CTR mode, clicks are daily views times the click-through rate, and earnings are those clicks times the cost per click.",
    },
    {
      question: "What is CPM and why is it a range?",
      answer:
        "CPM is the amount earned per 1,000 views. It changes with the audience's country, the topic, the season and how many views are monetised, so a low and a high value give a more honest picture than one number.",
    },
    {
      question: "Is this what YouTube will actually pay me?",
      answer:
        "No. It is an estimate from the numbers you enter. Real payouts depend on YouTube's revenue share, monetised playbacks, ad blockers, viewer location and more, and only YouTube Studio shows your real figures.",
    },
    {
      question: "Which numbers should I enter?",
      answer:
        "Use your own average daily views and, if you are in the YouTube Partner Program, the RPM or CPM figures from YouTube Studio analytics. Otherwise try a cautious range and compare the results.",
    },
    {
      question: "When should I use the CTR tab?",
      answer:
        "Use it when income comes from clicks rather than from impressions, for example links or ads paid per click. Enter the share of viewers who click and what each click pays.",
    },
    {
      question: "What are the limits of the inputs?",
      answer:
        "Daily views go from 0 to 5,000,000, CPM from 0 to 100 dollars (the high value never below the low one), CTR from 0 to 100 percent and CPC from 0 to 50 dollars. Anything that is not a number counts as 0.",
    },
    {
      question: "Can I save or share my numbers?",
      answer:
        "Yes. Your inputs are kept in the page address, so copying the link reproduces the same calculation. Reset returns every field to its default.",
    },
  ],
  related: [
    "youtube-trending-videos-finder",
    "youtube-channel-search-tool",
    "youtube-title-generator",
    "youtube-tag-generator",
    "youtube-channel-id-finder",
  ],
  component: "MoneyCalculator.tsx",
  offline: true,
};

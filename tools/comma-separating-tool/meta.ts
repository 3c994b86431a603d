import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "comma-separating-tool",
  name: "Comma Separating Tool",
  group: "other",
  summary:
    "Turn a column of items into a comma-separated list and back, with your own delimiter, quotes, duplicate removal and grouping, all in your browser.",
  checklist: [
    "Column to list and list to column",
    "Any delimiter, with optional quotes",
    "Removes blanks and duplicates",
    "Groups every N items with your own tags",
  ],
  seo: {
    title: "Comma Separator – Convert a Column to a List",
    description:
      "Convert a column of items to a comma-separated list and back. Choose the delimiter and quotes, remove duplicates and group items. Free and private.",
    keywords: [
      "comma separator",
      "comma separated list",
      "column to comma separated",
      "comma delimiter tool",
      "convert list to csv",
      "comma separated to column",
      "add commas to list",
    ],
  },
  searchAliases: ["comma separator", "delimiter", "csv", "list to comma", "column to comma"],
  faq: [
    {
      question: "What does the comma separating tool do?",
      answer:
        "Paste one item per line in Column data and press Convert right to get them on one line, separated by commas or by your own delimiter. Paste a delimited list in Delimited data and press Convert left to get one item per line.",
    },
    {
      question: "What if my items already contain commas?",
      answer:
        "Choose double or single quotes in Advanced Settings. Each item is then wrapped in quotes, quotes inside it are doubled, and Convert left reads it back as one item. Without quotes the tool warns you that such items will split apart.",
    },
    {
      question: "Can I use a delimiter other than a comma?",
      answer:
        "Yes. Type any delimiter, such as a semicolon, a pipe or a comma followed by a space. Type \\t for a tab or \\n for a line break. An empty delimiter means a comma.",
    },
    {
      question: "What do Tidy and Dedupe do?",
      answer:
        "Items are always trimmed and empty lines are always dropped. Tidy also squeezes runs of spaces, tabs and line breaks inside an item into one space, and Dedupe keeps only the first of identical items. Both are on by default.",
    },
    {
      question: "What is the interval for?",
      answer:
        "The interval puts a line break after every N items, for example to split a long list into batches. The interval wrap tags go around every group, so with ( and ) and single quotes you get ('a','b') ready for an SQL query.",
    },
    {
      question: "What are the open and close tags?",
      answer:
        "They are written before and after every item. Use # as the open tag to turn words into hashtags, or <li> and </li> to make HTML list items. Convert left removes the same tags again.",
    },
    {
      question: "Is my data uploaded?",
      answer:
        "No. The conversion runs entirely in your browser, so nothing you paste is sent to a server. It handles lists of a megabyte or more.",
    },
  ],
  related: [
    "case-converter",
    "youtube-tag-generator",
    "youtube-video-tag-extractor",
    "youtube-hashtag-generator",
    "youtube-description-generator",
  ],
  component: "CommaSeparatingTool.tsx",
  offline: true,
};

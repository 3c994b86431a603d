import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "case-converter",
  name: "Case Converter",
  group: "other",
  summary:
    "Change text to UPPERCASE, lowercase, Title Case, Sentence case or code styles such as camelCase, snake_case and kebab-case in one click, with live character, word and line counts.",
  checklist: [
    "Twelve cases, from Title Case to CONSTANT_CASE",
    "Keeps punctuation and line breaks in text cases",
    "Understands camelCase, acronyms and accents",
    "Counts characters, words and lines",
  ],
  seo: {
    title: "Case Converter – Title Case, Sentence case, camelCase",
    description:
      "Convert text to UPPERCASE, lowercase, Title Case, Sentence case, camelCase, PascalCase, snake_case or kebab-case instantly. Free, private, in your browser.",
    keywords: [
      "case converter",
      "title case converter",
      "sentence case converter",
      "uppercase to lowercase",
      "camelcase converter",
      "snake case converter",
      "kebab case converter",
      "text case changer",
    ],
  },
  searchAliases: [
    "uppercase",
    "lowercase",
    "title case",
    "sentence case",
    "camelCase",
    "snake_case",
    "kebab-case",
    "capitalize",
  ],
  faq: [
    {
      question: "How does Title Case decide which words stay lower case?",
      answer:
        "Short English articles, conjunctions and prepositions (a, an, the, and, but, or, of, to, in, on, for, by, at and a few more) stay lower case inside a title. The first and last word of every sentence, line or part after a colon are always capitalised.",
    },
    {
      question: "Why did YouTube, iPhone or NASA keep their capitals?",
      answer:
        "In Title Case and Sentence case, words that already have capitals after their first letter are treated as names or acronyms and left as typed. If a line is mostly capitals, it is treated as shouting and lower-cased first, so an ALL CAPS title still converts properly.",
    },
    {
      question: "How does Sentence case handle several sentences?",
      answer:
        "It lower-cases the text and capitalises the first letter after a full stop, question mark, exclamation mark or ellipsis followed by a space, and at the start of every line. It also capitalises the pronoun I. Punctuation and spacing stay exactly as you typed them.",
    },
    {
      question: "What happens to punctuation in camelCase, snake_case or kebab-case?",
      answer:
        "Those are formats for names in code, URLs and files, so punctuation and spaces become word breaks and are removed. Each line is converted on its own, so a list of titles becomes a list of names.",
    },
    {
      question: "How are words split in camelCase or acronym input?",
      answer:
        "A change from a lower-case to a capital letter starts a new word, and an acronym ends before a capitalised word, so XMLHttpRequest becomes xml-http-request. Digits stay with their word, and accented or non-Latin letters are kept.",
    },
    {
      question: "Is my text sent anywhere?",
      answer:
        "No. Every conversion and count runs in your browser, so the text never leaves your device. It works on long texts too, up to a megabyte or more.",
    },
    {
      question: "How are characters and words counted?",
      answer:
        "Characters are counted as you see them, so an accented letter or an emoji counts once, and spaces and line breaks count too. Words are runs of text between spaces that contain a letter or a digit; each Chinese or Japanese character counts as one word.",
    },
  ],
  related: [
    "comma-separating-tool",
    "youtube-title-generator",
    "youtube-description-generator",
    "youtube-tag-generator",
    "youtube-hashtag-generator",
    "text-to-speech",
  ],
  component: "CaseConverter.tsx",
  offline: true,
};

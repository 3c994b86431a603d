import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "sora-invite-codes",
  name: "Sora Invite Codes (Random Code Toy)",
  group: "other",
  summary:
    "A just-for-fun generator of random 6-letter codes in the style of Sora invite codes. The codes are random and are not real invitations.",
  checklist: [
    "Random 6-letter uppercase codes",
    "Made in your browser with a secure random source",
    "One-click copy",
    "Honest: not real Sora invitations",
  ],
  seo: {
    title: "Sora Invite Codes – Random Code Toy (Not Real Invites)",
    description:
      "A fun random 6-letter code generator styled after Sora invite codes. The codes are random and not real invitations; learn how real Sora access works.",
    keywords: [
      "sora invite codes",
      "sora invite code",
      "sora 2 invite code",
      "random code generator",
      "sora access",
      "openai sora",
    ],
  },
  searchAliases: ["invite code", "sora code", "random code"],
  faq: [
    {
      question: "Are these real Sora invite codes?",
      answer:
        "No. Every code is six random letters made up in your browser. They are not issued by OpenAI and will not give you access to Sora or any other service.",
    },
    {
      question: "Then what is this page for?",
      answer:
        "It is a toy: a quick way to make random six-letter codes that look like invite codes, for fun, mock-ups, placeholders or games. It is not a way to get into Sora.",
    },
    {
      question: "How do I get real access to Sora?",
      answer:
        "Only through OpenAI's own channels, such as the official Sora app or website and invitations from people who already have access. Check OpenAI's official announcements for the current rules.",
    },
    {
      question: "How are the codes made?",
      answer:
        "The page asks your browser's cryptographic random number generator for random bytes and turns them into letters A to Z, discarding values that would make some letters more likely than others.",
    },
    {
      question: "Is any code ever repeated or stored?",
      answer:
        "Nothing is stored or sent anywhere. With about 309 million possible six-letter codes, getting the same code twice is unlikely but possible, because each code is drawn independently.",
    },
    {
      question: "Should I trust sites that sell or give away Sora codes?",
      answer:
        "Be careful. Codes sold or posted by strangers may be fake, already used or a lure for scams. Never pay for a code or give your account password to anyone offering one.",
    },
  ],
  related: ["sora-2-prompt-generator", "image-prompt-generator", "ai-json-builder", "generator"],
  component: "SoraInviteCodes.tsx",
  offline: true,
};

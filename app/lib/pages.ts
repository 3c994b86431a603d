
/** The site's pages that are not tools. Their head tags and the sitemap come from here. */
export interface StaticPage {
  path: string;
  /** Heading and short name in links. */
  name: string;
  title: string;
  description: string;
  keywords: string[];
  kind: "home" | "company" | "legal";
}

export const HOME_PAGE: StaticPage = {
  path: "/",
  name: "Home",
  title: "Free AI & YouTube Tools for Video Creators",
  description:
    "Free tools for video creators: AI script and prompt generators, YouTube lookups and downloaders, calculators, text utilities and text-to-speech. No sign-in.",
  keywords: ["youtube tools", "free creator tools", "ai video prompt", "youtube script generator", "json prompt generator"],
  kind: "home",
};

export const STATIC_PAGES: StaticPage[] = [
  HOME_PAGE,
  {
    path: "/about-us",
    name: "About Us",
    title: "About Us",
    description: "Who we are and why we build free, sign-in-free tools for YouTube creators and AI video prompt writers.",
    keywords: ["about", "creator tools", "free youtube tools"],
    kind: "company",
  },
  {
    path: "/contact-us",
    name: "Contact Us",
    title: "Contact Us",
    description: "How to reach the team behind the free creator tools: email, messaging and social links, plus quick links to tools and help.",
    keywords: ["contact", "support", "feedback"],
    kind: "company",
  },
  {
    path: "/privacy-policy",
    name: "Privacy Policy",
    title: "Privacy Policy",
    description: "What this site keeps in your browser, what it sends to which provider when you use a tool, and what it never collects.",
    keywords: ["privacy policy", "data", "local storage"],
    kind: "legal",
  },
  {
    path: "/terms-of-use",
    name: "Terms of Use",
    title: "Terms of Use",
    description: "The terms for using the free creator tools: acceptance, use licence, termination, disclaimer and how to contact us.",
    keywords: ["terms of use", "license", "disclaimer"],
    kind: "legal",
  },
  {
    path: "/ccpa",
    name: "CCPA Notice",
    title: "CCPA Privacy Notice",
    description: "Your rights under the California Consumer Privacy Act and how they apply to a site without accounts that sells no data.",
    keywords: ["ccpa", "california privacy", "do not sell"],
    kind: "legal",
  },
  {
    path: "/dmca",
    name: "DMCA Policy",
    title: "DMCA Policy",
    description: "How to send a copyright (DMCA) notice or counter-notice about content reachable through this site, and what it must contain.",
    keywords: ["dmca", "copyright", "takedown"],
    kind: "legal",
  },
  {
    path: "/cookie-privacy-policy",
    name: "Cookie Policy",
    title: "Cookie Privacy Policy",
    description: "Which cookies and browser storage this site uses, when ads or analytics may add cookies, and how to control them.",
    keywords: ["cookie policy", "cookies", "local storage"],
    kind: "legal",
  },
];

export function findStaticPage(path: string): StaticPage {
  const page = STATIC_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown static page ${path}`);
  return page;
}

/**
 * Site-wide settings that are part of the product, not of the environment:
 * the name, outside links and contact details. The operator edits them here.
 */
export const SITE = {
  name: "Creator Toolbox",
  tagline: "Free tools for video creators",
  blogUrl: "https://blog.creatortoolbox.app",
  buyCoffeeUrl: "https://buymeacoffee.com/creatortoolbox",
  playbookUrl: "https://creatortoolbox.gumroad.com/l/ai-video-playbook",
  contact: {
    website: "https://creatortoolbox.app",
    email: "hello@creatortoolbox.app",
    /** Shown only when set. */
    phone: undefined as string | undefined,
    messagingUrl: "https://t.me/creatortoolbox",
    messagingLabel: "Telegram",
  },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/creatortoolbox" },
    { name: "X", url: "https://x.com/creatortoolbox" },
    { name: "Instagram", url: "https://www.instagram.com/creatortoolbox" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/creatortoolbox" },
    { name: "GitHub", url: "https://github.com/creatortoolbox" },
    { name: "YouTube", url: "https://www.youtube.com/@creatortoolbox" },
  ],
} as const;

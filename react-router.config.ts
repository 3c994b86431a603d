import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  // Server rendering stays on only for what is not pre-rendered (the 404 page);
  // every known page is rendered to HTML at build time.
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config;

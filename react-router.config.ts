import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";

export default {
  // Server rendering stays on only for what is not pre-rendered (the 404 page);
  // every known page is rendered to HTML at build time.
  ssr: true,
  // Only the secrets test builds elsewhere (with fake keys in the environment).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;

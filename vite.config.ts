import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { chunkGroups } from "./scripts/vite-chunks.ts";
import { markdown } from "./scripts/vite-markdown.ts";
import { toolIndex } from "./scripts/vite-tool-index.ts";

/**
 * React Router's package exports only its development build, whose dev warnings (the code and
 * the console messages) then ship to every visitor; the client gets the production build it
 * also contains (0.6 KB gzip less). Both entry points alias, so there is one copy of the router.
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: "react-router/dist/production/index.mjs" },
  { find: /^react-router\/dom$/, replacement: "react-router/dist/production/dom-export.mjs" },
].map(({ find, replacement }) => ({ find, replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)) }));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [markdown(), toolIndex(), tailwindcss(), reactRouter()],
  // The client's files: see scripts/vite-chunks.ts. The server build is one bundle anyway.
  resolve: command === "build" && !isSsrBuild ? { alias: routerProductionBuild } : {},
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups("app", routes.map((r) => r.file)) } } } },
}));

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
];

/**
 * Pages render and hydrate with Preact's React-compatible runtime (issue 13's 110 KB of
 * first-load JavaScript): React 19 with React DOM is 60 KB gzip before any code of ours, Preact
 * with its compatibility layer 10 KB. Server and browser both use it (app/entry.server.tsx,
 * app/entry.client.tsx), so the markup the browser adopts is the markup it would render; the
 * unit tests keep rendering components with React.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client.mjs" },
  { find: /^react(-dom)?$/, replacement: "preact/compat/dist/compat.mjs" },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: "preact/compat/jsx-runtime.mjs" },
];

const inNodeModules = (aliases: { find: RegExp; replacement: string }[]) =>
  aliases.map(({ find, replacement }) => ({ find, replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)) }));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [markdown(), toolIndex(), tailwindcss(), reactRouter()],
  // The client's files: see scripts/vite-chunks.ts. The server build is one bundle anyway.
  resolve: { alias: inNodeModules(command === "build" && !isSsrBuild ? [...routerProductionBuild, ...preactForReact] : preactForReact) },
  // The server bundles the packages that render (instead of importing them from node_modules),
  // so that they too import Preact in place of React.
  ssr: { noExternal: ["react-router", /^@radix-ui\//] },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups("app", routes.map((r) => r.file)) } } } },
}));

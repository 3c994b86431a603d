import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { chunkGroups } from "./scripts/vite-chunks.ts";
import { markdown } from "./scripts/vite-markdown.ts";
import { toolIndex } from "./scripts/vite-tool-index.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [markdown(), toolIndex(), tailwindcss(), reactRouter()],
  // The client's files: see scripts/vite-chunks.ts. The server build is one bundle anyway.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups("app", routes.map((r) => r.file)) } } } },
}));

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { markdown } from "./scripts/vite-markdown.ts";
import { toolIndex } from "./scripts/vite-tool-index.ts";

export default defineConfig({
  plugins: [markdown(), toolIndex(), tailwindcss(), reactRouter()],
});

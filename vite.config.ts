import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { markdown } from "./scripts/vite-markdown.ts";

export default defineConfig({
  plugins: [markdown(), tailwindcss(), reactRouter()],
});

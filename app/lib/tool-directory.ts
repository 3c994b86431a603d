import { toolIndex } from "virtual:tool-index";
import type { ToolIndexEntry } from "../../tools/types";

/** Every tool with its directory card (checklist) and search aliases: home and the search palette only. */
export const toolDirectory: readonly ToolIndexEntry[] = toolIndex;

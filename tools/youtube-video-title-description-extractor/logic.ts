/**
 * Video title and description extractor (spec 002 §2 "Title and description extractor", §3
 * "Extractor outputs", §4 "Extractors", §5, §7, §8, §9): words on screen, the exports and their
 * file names. Pure: no React, no fetch, no DOM. The lookup (input rules, stages, stream events)
 * is shared with the tag extractor.
 */
import { readVideoBase, watchUrl, type VideoBase } from "../shared/video-lookup";

export {
  checkVideoInput,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  LOOKUP_MESSAGES,
  LOOKUP_STAGES,
  PROGRESS_RESET_MS,
  RESTRICTION_NOTES,
  watchUrl,
} from "../shared/video-lookup";

export const DRAFT_KEY = "youtube-video-title-description-extractor";
export const API_PATH = "/api/youtube/youtube-video-title-description-extractor";

export const LABELS = {
  input: "YouTube Video URL or ID",
  placeholder: "e.g. https://www.youtube.com/watch?v=… or the 11-character ID",
  /** §2. */
  extract: "Extract Title & Description",
  videoId: "Video ID",
  title: "Title",
  description: "Description",
  copy: "Copy",
  txt: "TXT",
  md: "MD",
  json: "JSON",
  downloads: "Download",
} as const;

export const MESSAGES = {
  noDescription: "This video has no description.",
} as const;

export const NOTE =
  "Tip: the description comes exactly as the creator wrote it, with every line break, link and timestamp, which YouTube folds away behind its More button.";

// ---------------------------------------------------------------------------
// The lookup result (§3 "Extractor outputs": videoId, title, description)
// ---------------------------------------------------------------------------

export interface TitleDescriptionResult extends VideoBase {
  description: string;
}

export function readTitleDescriptionResult(v: unknown): TitleDescriptionResult | null {
  const base = readVideoBase(v);
  if (!base) return null;
  const description = (v as { description?: unknown }).description;
  return typeof description === "string" ? { ...base, description } : null;
}

// ---------------------------------------------------------------------------
// Files (§3, §7, §9)
// ---------------------------------------------------------------------------

export const FILE_NAMES = { txt: "youtube-title-description.txt", md: "youtube-title-description.md", json: "youtube-title-description.json" } as const;
export type ExportFormat = keyof typeof FILE_NAMES;
export const FORMATS: ExportFormat[] = ["txt", "md", "json"];

type Fields = Pick<TitleDescriptionResult, "videoId" | "title" | "description">;

/** Line endings as one kind, and no trailing blank lines: the files end with exactly one newline. */
function tidy(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/\s+$/, "");
}

/** TXT: labelled plain text. */
export function toTxt(r: Fields): string {
  return `Video ID: ${r.videoId}\nTitle: ${tidy(r.title)}\n\nDescription:\n${tidy(r.description)}\n`;
}

/**
 * The characters that would change how a heading renders (emphasis, code, links, HTML, and a
 * closing run of #), escaped so the title shows as written. Others stay as typed.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, "\\$1").replace(/#+$/, (m) => `\\${m}`);
}

/**
 * MD: the title as a heading, the video link, then the description. The description keeps
 * every line: each line break is a Markdown hard break (two spaces before it), and blank lines
 * stay paragraph breaks.
 */
export function toMarkdown(r: Fields): string {
  const description = tidy(r.description)
    .split("\n")
    .map((line, i, all) => (line !== "" && i < all.length - 1 && all[i + 1] !== "" ? `${line}  ` : line))
    .join("\n");
  return `# ${escapeMarkdown(tidy(r.title))}\n\n**${LABELS.videoId}:** [${r.videoId}](${watchUrl(r.videoId)})\n\n## ${LABELS.description}\n\n${description}\n`;
}

/** §3: the JSON export shape is videoId, title, description. */
export function toJson(r: Fields): { videoId: string; title: string; description: string } {
  return { videoId: r.videoId, title: r.title, description: r.description };
}

export function exportFile(format: ExportFormat, r: Fields): { fileName: string; text: string; mimeType: string } {
  switch (format) {
    case "txt":
      return { fileName: FILE_NAMES.txt, text: toTxt(r), mimeType: "text/plain" };
    case "md":
      return { fileName: FILE_NAMES.md, text: toMarkdown(r), mimeType: "text/markdown" };
    case "json":
      // §9: JSON is pretty-printed.
      return { fileName: FILE_NAMES.json, text: JSON.stringify(toJson(r), null, 2), mimeType: "application/json" };
  }
}

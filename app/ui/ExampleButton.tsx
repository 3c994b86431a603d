/**
 * "Try an example": fills the tool's field with a real example so a first-time visitor sees
 * what the tool does without looking for a link. It only fills; the visitor presses the action.
 */
export const TRY_EXAMPLE_LABEL = "Try an example";

/** Real, public examples (the same video and channel as the YouTube fixtures the tests use). */
export const EXAMPLES = {
  /** YouTube Rewind 2019, on the YouTube channel. */
  videoUrl: "https://www.youtube.com/watch?v=2lAe1cqCOXo",
  channelUrl: "https://www.youtube.com/@GoogleDevelopers",
  videoTopic: "How I grew a cooking channel from 0 to 10,000 subscribers in one year",
} as const;

export function ExampleButton({ onFill, example }: { onFill: () => void; example: string }) {
  return (
    <button type="button" className="btn-ghost" onClick={onFill} title={example}>
      {TRY_EXAMPLE_LABEL}
    </button>
  );
}

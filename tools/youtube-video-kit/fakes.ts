// Test fakes of the video kit (API and browser tests): one fake language model that answers each
// tool's prompt in the provider's wire format, and can fail a chosen part once.
import { chatCompletion, chatStream, lastUserMessage, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import type { FakeReply, RecordedRequest } from "../../tests/helpers/fake-upstream";
import type { Outline } from "./logic";

export const TITLES = Array.from({ length: 10 }, (_, i) => `Sourdough Road Trip Survival Idea Number ${i + 1}`);
export const OUTLINE: Outline = {
  hook: "Can a sourdough starter survive three weeks in a van?",
  sections: [
    { heading: "Packing the starter", points: ["A jar with a loose lid", "Feed it the night before"] },
    { heading: "Feeding on the road", points: ["Flour in a zip bag", "Feed every two days"] },
    { heading: "Baking at the end", points: ["Wake it up slowly"] },
  ],
  callToAction: "Subscribe to see the bread.",
};

export type Kind = "titles" | "description" | "tags" | "hashtags" | "outline" | "probe";
export function kindOf(req: RecordedRequest): Kind {
  const user = lastUserMessage(req);
  if (user === "Hello") return "probe";
  if (user.includes("Plan a short script outline")) return "outline";
  if (wantsStream(req)) return "description";
  if (/YouTube hashtags/.test(user)) return "hashtags";
  if (/YouTube tags/.test(user)) return "tags";
  return "titles";
}

export function provider(overrides: Partial<Record<Kind, (req: RecordedRequest) => FakeReply>> = {}) {
  return (req: RecordedRequest) => {
    const kind = kindOf(req);
    const o = overrides[kind];
    if (o) return o(req);
    switch (kind) {
      case "probe":
        return chatCompletion("Hi");
      case "outline":
        return chatCompletion("```json\n" + JSON.stringify(OUTLINE) + "\n```");
      case "description":
        return chatStream(["Three weeks, one van, ", "one jar of **sourdough**.\n\n#sourdough #travel"]);
      case "hashtags":
        return chatCompletion(["#sourdough", "#roadtrip", "#baking", "#vanlife", "#bread"].join("\n"));
      case "tags":
        return chatCompletion("sourdough, sourdough starter, road trip baking, van life bread, travel baking");
      default:
        return chatCompletion(TITLES.join("\n"));
    }
  };
}


/** A provider whose `failOnce(kind)` makes the next request of that part fail with a 400. */
export function failingProvider() {
  const failing = new Set<Kind>();
  const base = provider();
  return {
    failOnce: (kind: Kind) => failing.add(kind),
    handler: (req: RecordedRequest): FakeReply => {
      const kind = kindOf(req);
      if (failing.delete(kind)) return providerError(400, `the ${kind} request was refused`);
      return base(req);
    },
  };
}

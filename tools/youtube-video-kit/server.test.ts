import { describe, expect, it } from "vitest";
import { postJson, postStream } from "../../app/lib/ai-client";
import { aiTestApp, rejection } from "../../tests/helpers/ai-app";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { OUTLINE, TITLES, kindOf, provider } from "./fakes";
import {
  DEFAULT_INPUT,
  ENDPOINTS,
  MESSAGE_OUTLINE_UNREADABLE,
  MESSAGE_TOPIC_REQUIRED,
  MODEL_CALLS_PER_KIT,
  descriptionRequest,
  fitTags,
  kitHashtags,
  listRequest,
  outlineRequestBody,
  readList,
  titlesRequest,
  type KitInput,
  type Outline,
} from "./logic";

/**
 * A whole kit through the API, as the page makes it: the titles from the title generator's
 * endpoint, then the description, tags, hashtags and outline at the same time, each from its
 * own endpoint, against one fake provider that answers each tool's prompt.
 */
const input: KitInput = { ...DEFAULT_INPUT, topic: "Keeping sourdough alive on a road trip", audience: "home bakers", keywords: "sourdough, travel" };
const app = aiTestApp("");
const made = () => app.fake!.requests.filter((r) => r.path === "/chat/completions" && kindOf(r) !== "probe");

async function makeParts(base: string, title: string, language: "en" | "hi" | "ar" = "en") {
  return Promise.allSettled([
    postStream(base + ENDPOINTS.description, descriptionRequest(input, title, language)),
    postJson(base + ENDPOINTS.tags, listRequest("tags", input, title, language)),
    postJson(base + ENDPOINTS.hashtags, listRequest("hashtags", input, title, language)),
    postJson<{ outline: Outline }>(base + ENDPOINTS.outline, { ...outlineRequestBody(input, title, language), language }),
  ]);
}

describe("a whole video kit through the tools' endpoints", () => {
  it("makes titles, then every part for the chosen title, in 5 model calls within the default limit", async () => {
    // The default per-client limit (RATE_LIMIT_AI_PER_MIN = 20): no override.
    const base = await app.serve(provider());
    const titles = readList(await postJson(base + ENDPOINTS.titles, titlesRequest(input, "en")), "titles");
    expect(titles).toEqual(TITLES);
    const chosen = titles![3]!;
    const [description, tags, hashtags, outline] = await makeParts(base, chosen);
    expect(description).toEqual({ status: "fulfilled", value: "Three weeks, one van, one jar of sourdough.\n\n#sourdough #travel" });
    expect(fitTags(readList((tags as PromiseFulfilledResult<unknown>).value, "tags")!).kept).toEqual([
      "sourdough",
      "sourdough starter",
      "road trip baking",
      "van life bread",
      "travel baking",
    ]);
    expect(kitHashtags(readList((hashtags as PromiseFulfilledResult<unknown>).value, "hashtags")!)).toEqual(["#sourdough", "#roadtrip", "#baking", "#vanlife", "#bread"]);
    expect((outline as PromiseFulfilledResult<{ outline: Outline }>).value.outline).toEqual(OUTLINE);

    expect(made()).toHaveLength(MODEL_CALLS_PER_KIT);
    // Every part after the titles was written for the chosen title.
    for (const r of made().filter((r) => kindOf(r) !== "titles")) expect(lastUserMessage(r), kindOf(r)).toContain(chosen);

    // A new title choice regenerates the four model parts: still inside the minute's limit.
    const again = await makeParts(base, titles![0]!);
    expect(again.every((r) => r.status === "fulfilled")).toBe(true);
    expect(made()).toHaveLength(MODEL_CALLS_PER_KIT + 4);
  });

  it("one failing part leaves the others, and regenerating it works", async () => {
    let outlineCalls = 0;
    const base = await app.serve(provider({ outline: () => (++outlineCalls === 1 ? providerError(400, "bad request upstream") : chatCompletion(JSON.stringify(OUTLINE))) }));
    const results = await makeParts(base, TITLES[0]!);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
    expect(((results[3] as PromiseRejectedResult).reason as { info: { upstreamStatus?: number } }).info.upstreamStatus).toBe(400);
    const again = await postJson<{ outline: Outline }>(base + ENDPOINTS.outline, { ...outlineRequestBody(input, TITLES[0]!, "en"), language: "en" });
    expect(again.outline).toEqual(OUTLINE);
  });

  it("writes every part in the chosen language", async () => {
    const base = await app.serve(provider());
    await postJson(base + ENDPOINTS.titles, titlesRequest(input, "hi"));
    await makeParts(base, "खट्टी रोटी की यात्रा", "hi");
    for (const r of made()) expect(lastUserMessage(r), kindOf(r)).toContain("Hindi (हिन्दी)");
  });
});

describe("POST /api/ai/youtube-video-kit/outline", () => {
  const body = (over: object = {}) => ({ ...outlineRequestBody(input, "A Title", "ar"), language: "ar", ...over });

  it("asks the model for JSON in the chosen language and answers the checked outline", async () => {
    const base = await app.serve(provider());
    expect(await postJson(base + ENDPOINTS.outline, body())).toEqual({ outline: OUTLINE });
    const req = app.fake!.requests.find((r) => kindOf(r) === "outline")!;
    expect((req.json() as { response_format?: unknown }).response_format).toEqual({ type: "json_object" });
    expect(lastUserMessage(req)).toContain("Arabic (العربية)");
    expect(lastUserMessage(req)).toContain("Audience: home bakers");
  });

  it("says so when the reply is not an outline", async () => {
    for (const reply of ["Sure! Here is your outline: hook, sections…", JSON.stringify({ hook: "x", sections: [] , callToAction: "y" })]) {
      const base = await app.serve(provider({ outline: () => chatCompletion(reply) }));
      expect((await rejection(postJson(base + ENDPOINTS.outline, body()))).info).toMatchObject({ status: 502, code: "outline_unreadable", message: MESSAGE_OUTLINE_UNREADABLE });
      await app.stop();
    }
  });

  it("refuses bad input before anything goes upstream", async () => {
    const base = await app.serve(provider());
    expect((await rejection(postJson(base + ENDPOINTS.outline, body({ topic: "  " })))).info).toMatchObject({ status: 400, message: MESSAGE_TOPIC_REQUIRED });
    expect((await rejection(postJson(base + ENDPOINTS.outline, body({ title: "" })))).info).toMatchObject({ status: 400, message: "Please choose a title first." });
    expect((await rejection(postJson(base + ENDPOINTS.outline, body({ tone: "loud" })))).info.status).toBe(400);
    expect((await rejection(postJson(base + ENDPOINTS.outline, body({ language: "xx" })))).info.status).toBe(400);
    expect(made()).toHaveLength(0);
  });

  it("without a model key, says it is not configured", async () => {
    const base = await app.serve(null);
    expect((await rejection(postJson(base + ENDPOINTS.outline, body()))).info).toMatchObject({ status: 503, code: "llm_not_configured" });
  });
});

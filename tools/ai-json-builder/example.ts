/**
 * The example output shown on the page: a complete video JSON of the spec 000 §3 shape for the
 * default settings (cinematic, dramatic, 9 s, 1080p, 16:9). logic.test.ts checks it against
 * the same schema the server uses for the model's replies.
 */
export const EXAMPLE_DESCRIPTION =
  "A lighthouse keeper climbs the spiral stairs in a storm to relight the lamp as a fishing boat drifts toward the rocks.";

export const EXAMPLE_OUTPUT = {
  title: "The Last Light",
  description:
    "During a violent night storm, an old lighthouse keeper races up the spiral stairs to relight the dead lamp just as a small fishing boat drifts toward the rocks.",
  duration_seconds: 9,
  fps: 24,
  resolution: "1080p",
  aspect_ratio: "16:9",
  style: {
    visual_style: "cinematic realism with deep shadows and heavy rain",
    palette: "storm blues, slate grey, warm amber lamp light",
    lighting: "low-key moonlight cut by lightning flashes, one warm practical lantern",
    color_grade: "teal-and-amber contrast, crushed blacks",
    camera_texture: "35 mm film grain, light halation around highlights",
  },
  audio: {
    music_mood: "tense low strings building to a single rising brass note",
    sfx: [
      { t: 0, cue: "howling wind and rain lashing the glass" },
      { t: 2.5, cue: "boots clanging on iron stairs" },
      { t: 6.2, cue: "lamp mechanism ignites with a deep hum" },
      { t: 8.1, cue: "distant foghorn answers" },
    ],
    dialogue: [{ t: 4.1, speaker: "Keeper", text: "Not tonight. Not on my watch.", emotion: "determined", volume: "soft" }],
  },
  global_constraints: {
    avoid: ["text on screen", "modern clothing", "extra people in the lighthouse"],
    physics: "realistic rain and wind; the keeper's coat and hair react to gusts",
    particles: "rain streaks, sea spray, dust in the lamp beam",
  },
  shots: [
    {
      id: 1,
      start: 0,
      end: 3,
      prompt:
        "Wide establishing shot of a stone lighthouse on black cliffs at night, its lamp dark, huge waves exploding against the rocks, a tiny fishing boat with one lantern tossing in the distance.",
      camera: { type: "drone", lens: "24 mm", movement: "slow push toward the lighthouse", framing: "wide, lighthouse on the right third" },
      actions: ["waves crash against the cliffs", "lightning reveals the dark lamp room", "the boat lantern sways"],
      vfx: { effects: ["lightning flash", "sea spray"], transitions: ["cut on lightning flash"] },
    },
    {
      id: 2,
      start: 3,
      end: 6,
      prompt:
        "Inside the lighthouse, an old keeper in an oilskin coat climbs the iron spiral staircase two steps at a time, lantern in hand, rain hammering the small windows.",
      camera: { type: "handheld", lens: "35 mm", movement: "follows the keeper upward", framing: "medium, low angle looking up the spiral" },
      actions: ["the keeper climbs quickly", "he mutters his line without stopping", "the lantern swings and throws moving shadows"],
      vfx: { effects: ["lantern flicker"], transitions: ["match cut from lantern flame to lamp wick"] },
    },
    {
      id: 3,
      start: 6,
      end: 9,
      prompt:
        "The keeper strikes the great lamp; the lens rotates and a warm beam sweeps out across the storm and finds the fishing boat, which turns away from the rocks.",
      camera: { type: "crane", lens: "50 mm", movement: "rises past the keeper to follow the beam outward", framing: "close-up on the lens, opening to wide" },
      actions: ["the lamp ignites", "the beam sweeps over the sea", "the boat changes course"],
      vfx: { effects: ["volumetric light beam", "lens flare as the beam passes camera"], transitions: ["slow fade to black"] },
    },
  ],
  negative_prompts: ["blurry", "distorted hands", "watermark", "cartoon style", "oversaturated colours", "flickering faces"],
  seed: 48213,
  safety: {
    copyright: "original characters and location; no trademarks or logos",
    privacy: "no real, identifiable people",
    content_rating: "PG",
  },
} as const;

import { describe, it, expect } from "vitest";
import {
  AI_BUILDER_LINK_CARD,
  ANALYTICS_EVENTS,
  CAMERA_SIMULATION_OPTIONS,
  CINEMA_TONE_OPTIONS,
  COPY_SUCCESS_MESSAGE,
  DEFAULT_GENERATOR_TYPE,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_MIME_TYPE,
  EFFECT_OPTIONS,
  EMPTY_EXPORT_MESSAGE,
  FIELD_DEFINITIONS,
  SUGGESTION_OPTIONS,
  customItemMessage,
  fieldsInSection,
  filterOptions,
  FINAL_PROMPT_ENDING,
  FORM_FIELD_KEYS,
  FORM_SECTIONS,
  GENERATION_METADATA,
  GENERATOR_TYPES,
  GENERATOR_TYPE_IDS,
  JSON_INDENT,
  META_ENHANCEMENT_DEFAULTS,
  MOVEMENT_STYLE_OPTIONS,
  NEGATIVE_PROMPT_OPTIONS,
  PRESETS,
  PRESET_IDS,
  PREVIEW_MAX_HEIGHT_PX,
  PREVIEW_PLACEHOLDER,
  REALISM_ENHANCERS,
  addCustomItem,
  allEffects,
  allNegativePrompts,
  applyPreset,
  buildFlatOutput,
  buildMetaStyleOutput,
  buildNestedOutput,
  buildOutput,
  buildPowerhouseOutput,
  buildTextPrompt,
  checkExport,
  clearAll,
  combineLists,
  computePreview,
  createEmptyForm,
  createEmptyState,
  findGeneratorType,
  isGeneratorTypeId,
  parseDraft,
  presetToState,
  removeCustomItem,
  serializeDraft,
  setField,
  toggleItem,
  type FormFields,
  type GeneratorState,
  type MetaStyleOutput,
  type PowerhouseOutput,
} from "./logic";

function stateWith(form: Partial<FormFields>, lists: Partial<Omit<GeneratorState, "form">> = {}): GeneratorState {
  const base = createEmptyState();
  return { ...base, ...lists, form: { ...base.form, ...form } };
}

const FULL_FORM: FormFields = {
  subject: "  a red fox  ",
  camera_position: "low angle",
  location: "a snowy forest",
  action: "leaps over a log",
  visual_style: "photoreal",
  lighting: "soft dawn light",
  movement_quality: "graceful",
  camera_motion: "tracking shot",
  composition: "rule of thirds",
  ambiance_or_mood: "quiet wonder",
  dialogue: "none spoken",
  soundtrack: "soft piano",
  sound_design: "crunching snow",
  cam_sim: "Sony FX3",
  cinema_tone: "Nordic Cool Blue",
  realism_tokens: "fur detail",
  movement_style: "Side tracking",
  depth_enhance: "shallow focus",
  shot_notes: "take two",
};

describe("constants and messages", () => {
  it("uses the spec's words and limits", () => {
    expect(PREVIEW_PLACEHOLDER).toBe("Fill in the prompt to see JSON preview");
    expect(EMPTY_EXPORT_MESSAGE).toBe("Please fill in the prompt to generate JSON first.");
    expect(COPY_SUCCESS_MESSAGE).toBe("JSON copied to clipboard!");
    expect(DOWNLOAD_FILE_NAME).toBe("veo3-prompt.json");
    expect(DOWNLOAD_MIME_TYPE).toBe("application/json");
    expect(JSON_INDENT).toBe(2);
    expect(PREVIEW_MAX_HEIGHT_PX).toBe(600);
    expect(FINAL_PROMPT_ENDING).toBe("No subtitles, no text overlay.");
  });

  it("lists the six form sections in page order", () => {
    expect(FORM_SECTIONS).toEqual([
      "Scene Settings",
      "Camera & Technical Settings",
      "Audio Settings",
      "Negative Prompts",
      "Effects",
      "Additional Notes",
    ]);
  });

  it("names the analytics events of the spec", () => {
    expect(Object.values(ANALYTICS_EVENTS).sort()).toEqual(
      ["copy_failed", "copy_to_clipboard", "file_download", "generator_type_change", "json_generated", "preset_used"].sort(),
    );
  });
});

describe("form state", () => {
  it("has the 19 string fields of the spec", () => {
    expect(FORM_FIELD_KEYS).toEqual([
      "subject", "camera_position", "location", "action", "visual_style", "lighting", "movement_quality",
      "camera_motion", "composition", "ambiance_or_mood", "dialogue", "soundtrack", "sound_design", "cam_sim",
      "cinema_tone", "realism_tokens", "movement_style", "depth_enhance", "shot_notes",
    ]);
  });

  it("starts empty: every field blank, every list empty", () => {
    const state = createEmptyState();
    expect(Object.keys(state.form)).toEqual([...FORM_FIELD_KEYS]);
    expect(Object.values(state.form).every((v) => v === "")).toBe(true);
    expect(state.selectedNegativePrompts).toEqual([]);
    expect(state.selectedEffects).toEqual([]);
    expect(state.customNegativePrompts).toEqual([]);
    expect(state.customEffects).toEqual([]);
    expect(createEmptyForm()).toEqual(state.form);
  });

  it("defaults to the nested generator type", () => {
    expect(DEFAULT_GENERATOR_TYPE).toBe("nested");
  });

  it("setField changes one field without mutating the old state", () => {
    const before = createEmptyState();
    const after = setField(before, "subject", "a cat");
    expect(after.form.subject).toBe("a cat");
    expect(before.form.subject).toBe("");
  });

  it("Clear All empties every field and list and brings back the placeholder", () => {
    const cleared = clearAll();
    expect(cleared).toEqual(createEmptyState());
    expect(computePreview(cleared, "powerhouse").text).toBe(PREVIEW_PLACEHOLDER);
  });
});

describe("generator types", () => {
  it("has six cards with unique ids and nested as one of them", () => {
    expect(GENERATOR_TYPES).toHaveLength(6);
    expect(new Set(GENERATOR_TYPES.map((t) => t.id)).size).toBe(6);
    expect(GENERATOR_TYPES.map((t) => t.id)).toEqual([...GENERATOR_TYPE_IDS]);
  });

  it("gives the five spec types their structure and flags", () => {
    const pick = (id: string) => {
      const t = findGeneratorType(id);
      if (!t) throw new Error(id);
      return [t.structure, t.autoInfer, t.requiresMinimalInput];
    };
    expect(pick("assertive")).toEqual(["flat", true, true]);
    expect(pick("masterpiece")).toEqual(["flat", false, false]);
    expect(pick("meta-style")).toEqual(["enhanced", true, true]);
    expect(pick("nested")).toEqual(["nested", true, true]);
    expect(pick("powerhouse")).toEqual(["powerhouse", true, true]);
    expect(pick("director")[0]).toBe("flat");
  });

  it("every card has a name, a description and a feature list", () => {
    for (const t of GENERATOR_TYPES) {
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("keeps the AI builder link card separate from the six types", () => {
    expect(AI_BUILDER_LINK_CARD.href).toBe("/ai-json-builder");
    expect(isGeneratorTypeId("ai-json-builder")).toBe(false);
    expect(isGeneratorTypeId("nested")).toBe(true);
    expect(findGeneratorType("unknown")).toBeUndefined();
  });
});

describe("flat output", () => {
  it("always has the six base keys, trimmed, as empty strings when absent", () => {
    const out = buildFlatOutput(stateWith({ subject: "  a fox " }));
    expect(out).toEqual({
      subject: "a fox",
      camera_position: "",
      location: "",
      action: "",
      ambiance_or_mood: "",
      dialogue: "",
    });
  });

  it("maps every field to its flat key, lists included, shot_notes left out", () => {
    const out = buildFlatOutput(
      stateWith(FULL_FORM, {
        selectedNegativePrompts: ["blurry"],
        customNegativePrompts: ["lens dust"],
        selectedEffects: ["bokeh"],
        customEffects: ["sparkles"],
      }),
    );
    expect(out).toEqual({
      subject: "a red fox",
      camera_position: "low angle",
      location: "a snowy forest",
      action: "leaps over a log",
      ambiance_or_mood: "quiet wonder",
      dialogue: "none spoken",
      visual_style_and_lighting: "photoreal",
      lighting: "soft dawn light",
      movement_quality: "graceful",
      camera_motion_and_composition: "tracking shot",
      composition: "rule of thirds",
      audio_elements: "soft piano",
      sound_design: "crunching snow",
      cam_sim: "Sony FX3",
      cinema_tone: "Nordic Cool Blue",
      realism_tokens: "fur detail",
      movement_style: "Side tracking",
      depth_enhance: "shallow focus",
      negative_prompts: ["blurry", "lens dust"],
      effects: ["bokeh", "sparkles"],
    });
  });

  it("omits optional keys that are blank after trimming and empty lists", () => {
    const out = buildFlatOutput(stateWith({ subject: "x", lighting: "   ", cam_sim: "\t" }));
    expect("lighting" in out).toBe(false);
    expect("cam_sim" in out).toBe(false);
    expect("negative_prompts" in out).toBe(false);
    expect("effects" in out).toBe(false);
  });
});

describe("nested output", () => {
  it("groups fields and leaves out blank keys and empty groups", () => {
    const out = buildNestedOutput(stateWith({ subject: "a fox", lighting: " dawn ", sound_design: "wind" }));
    expect(out).toEqual({
      subject: "a fox",
      visual_and_lighting: { lighting: "dawn" },
      audio: { sound_design: "wind" },
    });
  });

  it("maps every field into its group", () => {
    const out = buildNestedOutput(stateWith(FULL_FORM, { selectedEffects: ["rain"], selectedNegativePrompts: ["blurry"] }));
    expect(out).toEqual({
      subject: "a red fox",
      camera_position: "low angle",
      location: "a snowy forest",
      action: "leaps over a log",
      visual_and_lighting: { style: "photoreal", lighting: "soft dawn light" },
      movement_quality: "graceful",
      camera_motion: { type: "tracking shot", composition: "rule of thirds" },
      ambiance_or_mood: "quiet wonder",
      dialogue: "none spoken",
      audio: { soundtrack: "soft piano", sound_design: "crunching snow" },
      meta_tokens: {
        CAM_SIM: "Sony FX3",
        CINEMA_TONE: "Nordic Cool Blue",
        REALISM_TOKENS: "fur detail",
        MOVEMENT_STYLE: "Side tracking",
        DEPTH_ENHANCE: "shallow focus",
      },
      negative_prompts: ["blurry"],
      effects: ["rain"],
    });
  });

  it("has no groups at all for an empty form", () => {
    expect(buildNestedOutput(createEmptyState())).toEqual({});
  });
});

describe("powerhouse and meta-style outputs", () => {
  it("powerhouse is nested plus generation_metadata", () => {
    const state = stateWith({ subject: "a fox", cam_sim: "Sony FX3" });
    const out = buildPowerhouseOutput(state);
    expect(out.generation_metadata).toEqual({
      generator_type: "powerhouse",
      optimization_level: "maximum",
      veo3_compatibility: "verified",
    });
    expect(GENERATION_METADATA.generator_type).toBe("powerhouse");
    const { generation_metadata: _meta, ...rest } = out;
    expect(rest).toEqual(buildNestedOutput(state));
  });

  it("meta-style uses the defaults when camera simulation and tone are blank", () => {
    const out = buildMetaStyleOutput(stateWith({ subject: "a fox" }));
    expect(out.meta_enhancements).toEqual({
      camera_simulation: "ARRI ALEXA 35",
      cinematic_lut: "Moody Contrast",
      render_style: "photorealistic",
      file_signature: "VEO3_ENHANCED.json",
    });
    expect(out.realism_enhancers).toEqual([
      "high dynamic range",
      "natural motion blur",
      "volumetric lighting",
      "film grain overlay",
    ]);
    expect(META_ENHANCEMENT_DEFAULTS.camera_simulation).toBe("ARRI ALEXA 35");
    expect(REALISM_ENHANCERS).toHaveLength(4);
  });

  it("meta-style takes the chosen camera simulation and tone, and keeps the nested part", () => {
    const state = stateWith({ subject: "a fox", cam_sim: " RED KOMODO 6K ", cinema_tone: "Neon Noir" });
    const out = buildMetaStyleOutput(state);
    expect(out.meta_enhancements.camera_simulation).toBe("RED KOMODO 6K");
    expect(out.meta_enhancements.cinematic_lut).toBe("Neon Noir");
    const { meta_enhancements: _m, realism_enhancers: _r, ...rest } = out;
    expect(rest).toEqual(buildNestedOutput(state));
  });
});

describe("buildOutput dispatch", () => {
  const state = stateWith({ subject: "a fox", location: "a forest" });

  it("sends assertive, masterpiece, director and unknown values to the flat shape", () => {
    for (const type of ["assertive", "masterpiece", "director", "something-else", ""]) {
      const out = buildOutput(state, type);
      expect(out).not.toBeNull();
      expect(out).toHaveProperty("dialogue", "");
      expect(out).not.toHaveProperty("generation_metadata");
    }
  });

  it("sends nested, powerhouse and meta-style to their shapes", () => {
    expect(buildOutput(state, "nested")).not.toHaveProperty("dialogue");
    expect(buildOutput(state, "powerhouse")).toHaveProperty("generation_metadata");
    expect(buildOutput(state, "meta-style")).toHaveProperty("meta_enhancements");
    expect(buildOutput(state, "meta-style")).toHaveProperty("realism_enhancers");
  });

  it("returns null for every type when the form has no content", () => {
    for (const type of [...GENERATOR_TYPE_IDS, "other"]) {
      expect(buildOutput(createEmptyState(), type)).toBeNull();
      expect(buildOutput(stateWith({ subject: "   ", action: "\n" }), type)).toBeNull();
    }
  });

  it("shot notes alone produce no output (they are not an output key)", () => {
    expect(buildOutput(stateWith({ shot_notes: "note" }), "nested")).toBeNull();
  });

  it("a list alone is content, but without a subject there is no final_prompt", () => {
    const out = buildOutput(stateWith({}, { selectedEffects: ["rain"] }), "nested");
    expect(out).toEqual({ effects: ["rain"] });
    const flat = buildOutput(stateWith({ location: "a cave" }), "assertive");
    expect(flat).not.toHaveProperty("final_prompt");
    expect(flat).toHaveProperty("location", "a cave");
  });

  it("adds final_prompt last when the subject is non-blank", () => {
    for (const type of GENERATOR_TYPE_IDS) {
      const out = buildOutput(state, type);
      expect(out?.final_prompt).toBe("a fox, in a forest. No subtitles, no text overlay.");
      expect(Object.keys(out ?? {}).at(-1)).toBe("final_prompt");
    }
  });

  it("the constant blocks come from fresh objects each time", () => {
    const a = buildOutput(state, "powerhouse") as PowerhouseOutput;
    const b = buildOutput(state, "meta-style") as MetaStyleOutput;
    expect(a.generation_metadata).not.toBe(GENERATION_METADATA);
    expect(b.realism_enhancers).not.toBe(REALISM_ENHANCERS);
  });
});

describe("text preview string (final_prompt)", () => {
  it("is empty when the subject is blank", () => {
    expect(buildTextPrompt(stateWith({ location: "a forest" }))).toBe("");
    expect(buildTextPrompt(stateWith({ subject: "  " }))).toBe("");
  });

  it("joins the fields in the spec's order with commas and ends with the fixed sentence", () => {
    expect(buildTextPrompt(stateWith(FULL_FORM))).toBe(
      "a red fox, low angle, in a snowy forest, leaps over a log, photoreal, soft dawn light, graceful, " +
        "tracking shot, rule of thirds, none spoken, soft piano, crunching snow, quiet wonder. " +
        "No subtitles, no text overlay.",
    );
  });

  it("leaves out meta tokens and shot notes", () => {
    const text = buildTextPrompt(stateWith(FULL_FORM));
    for (const word of ["Sony FX3", "Nordic Cool Blue", "fur detail", "Side tracking", "shallow focus", "take two"]) {
      expect(text).not.toContain(word);
    }
  });

  it("skips blank fields and strips trailing punctuation from each part", () => {
    expect(buildTextPrompt(stateWith({ subject: "A lone sailor.", action: "rows home;", ambiance_or_mood: "calm " }))).toBe(
      "A lone sailor, rows home, calm. No subtitles, no text overlay.",
    );
  });

  it("adds effects and negative prompts only when the lists are non-empty", () => {
    const onlyEffects = stateWith({ subject: "a fox" }, { selectedEffects: ["bokeh"], customEffects: ["sparkles"] });
    expect(buildTextPrompt(onlyEffects)).toBe("a fox. Effects: bokeh, sparkles. No subtitles, no text overlay.");
    const onlyNegatives = stateWith({ subject: "a fox" }, { selectedNegativePrompts: ["blurry", "watermark"] });
    expect(buildTextPrompt(onlyNegatives)).toBe("a fox. Avoid: blurry, watermark. No subtitles, no text overlay.");
    const both = stateWith(
      { subject: "a fox" },
      { selectedEffects: ["rain"], selectedNegativePrompts: ["blurry"], customNegativePrompts: ["logo"] },
    );
    expect(buildTextPrompt(both)).toBe("a fox. Effects: rain. Avoid: blurry, logo. No subtitles, no text overlay.");
    expect(buildTextPrompt(stateWith({ subject: "a fox" }))).not.toMatch(/Effects:|Avoid:/);
  });

  it("always ends with the fixed sentence", () => {
    const text = buildTextPrompt(applyPreset("noirCity"));
    expect(text.endsWith(FINAL_PROMPT_ENDING)).toBe(true);
  });
});

describe("lists", () => {
  it("combineLists trims, drops blanks and duplicates, keeps first order", () => {
    expect(combineLists(["a", " b ", ""], ["b", "c", "a", "  "])).toEqual(["a", "b", "c"]);
  });

  it("outputs selected items before custom ones, without duplicates", () => {
    const state = stateWith(
      {},
      { selectedNegativePrompts: ["blurry"], customNegativePrompts: ["blurry", "lens dust"], selectedEffects: ["rain"], customEffects: ["glow"] },
    );
    expect(allNegativePrompts(state)).toEqual(["blurry", "lens dust"]);
    expect(allEffects(state)).toEqual(["rain", "glow"]);
  });

  it("toggleItem adds a missing item at the end and removes a present one", () => {
    expect(toggleItem([], "blurry")).toEqual(["blurry"]);
    expect(toggleItem(["blurry"], "watermark")).toEqual(["blurry", "watermark"]);
    expect(toggleItem(["blurry", "watermark"], "blurry")).toEqual(["watermark"]);
    const list = ["a"];
    toggleItem(list, "b");
    expect(list).toEqual(["a"]);
  });

  it("addCustomItem accepts trimmed, non-blank, new entries", () => {
    expect(addCustomItem([], "  lens dust  ")).toEqual({ ok: true, list: ["lens dust"] });
    expect(addCustomItem(["a"], "b")).toEqual({ ok: true, list: ["a", "b"] });
  });

  it("addCustomItem refuses blank entries", () => {
    expect(addCustomItem([], "")).toEqual({ ok: false, reason: "blank" });
    expect(addCustomItem(["a"], "   \t")).toEqual({ ok: false, reason: "blank" });
  });

  it("addCustomItem refuses entries already in that custom list", () => {
    expect(addCustomItem(["lens dust"], " lens dust ")).toEqual({ ok: false, reason: "duplicate" });
  });

  it("removeCustomItem removes by value", () => {
    expect(removeCustomItem(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeCustomItem(["a"], "z")).toEqual(["a"]);
  });
});

describe("preview", () => {
  it("shows the placeholder when the result is empty", () => {
    const preview = computePreview(createEmptyState(), "nested");
    expect(preview).toEqual({ text: PREVIEW_PLACEHOLDER, isPlaceholder: true, output: null, trackGeneration: false });
  });

  it("shows JSON indented two spaces otherwise", () => {
    const preview = computePreview(stateWith({ subject: "a fox" }), "nested");
    expect(preview.isPlaceholder).toBe(false);
    expect(preview.text).toBe(
      '{\n  "subject": "a fox",\n  "final_prompt": "a fox. No subtitles, no text overlay."\n}',
    );
    expect(JSON.parse(preview.text)).toEqual(preview.output);
  });

  it("tracks a generation only with a non-blank subject", () => {
    expect(computePreview(stateWith({ subject: "a fox" }), "nested").trackGeneration).toBe(true);
    const noSubject = computePreview(stateWith({ location: "a cave" }), "nested");
    expect(noSubject.isPlaceholder).toBe(false);
    expect(noSubject.trackGeneration).toBe(false);
  });

  it("changes shape with the generator type", () => {
    const state = stateWith({ subject: "a fox" });
    const nested = JSON.parse(computePreview(state, "nested").text);
    const flat = JSON.parse(computePreview(state, "assertive").text);
    expect(nested).not.toHaveProperty("dialogue");
    expect(flat).toHaveProperty("dialogue", "");
  });
});

describe("copy and download guard", () => {
  it("refuses while the placeholder shows, with the spec's alert", () => {
    expect(checkExport(PREVIEW_PLACEHOLDER)).toEqual({ ok: false, message: EMPTY_EXPORT_MESSAGE });
    expect(checkExport("")).toEqual({ ok: false, message: "Please fill in the prompt to generate JSON first." });
  });

  it("passes the JSON through when there is a result", () => {
    const { text } = computePreview(stateWith({ subject: "a fox" }), "powerhouse");
    expect(checkExport(text)).toEqual({ ok: true, content: text });
  });
});

describe("option lists", () => {
  const lists = {
    negative: NEGATIVE_PROMPT_OPTIONS,
    effects: EFFECT_OPTIONS,
    camera: CAMERA_SIMULATION_OPTIONS,
    tones: CINEMA_TONE_OPTIONS,
    movement: MOVEMENT_STYLE_OPTIONS,
  };

  it("have the spec's counts", () => {
    expect(CAMERA_SIMULATION_OPTIONS).toHaveLength(40);
    expect(CINEMA_TONE_OPTIONS).toHaveLength(62);
    expect(MOVEMENT_STYLE_OPTIONS).toHaveLength(73);
    expect(NEGATIVE_PROMPT_OPTIONS.length).toBeGreaterThanOrEqual(60);
    expect(NEGATIVE_PROMPT_OPTIONS.length).toBeLessThanOrEqual(70);
    expect(EFFECT_OPTIONS.length).toBeGreaterThanOrEqual(55);
    expect(EFFECT_OPTIONS.length).toBeLessThanOrEqual(65);
  });

  it("contain no duplicates (case-insensitive) and no blank or padded entries", () => {
    for (const [name, list] of Object.entries(lists)) {
      const lower = list.map((x) => x.toLowerCase());
      expect(new Set(lower).size, name).toBe(list.length);
      for (const item of list) expect(item, name).toBe(item.trim());
      for (const item of list) expect(item.length, name).toBeGreaterThan(0);
    }
  });

  it("include the spec's examples", () => {
    expect(NEGATIVE_PROMPT_OPTIONS).toContain("blurry");
    expect(NEGATIVE_PROMPT_OPTIONS).toContain("watermark");
    expect(EFFECT_OPTIONS).toContain("bokeh");
    expect(EFFECT_OPTIONS).toContain("rain");
    expect(CAMERA_SIMULATION_OPTIONS).toContain("ARRI ALEXA 35");
    expect(CINEMA_TONE_OPTIONS).toContain("Moody Contrast");
    expect(MOVEMENT_STYLE_OPTIONS).toContain("Gimbal smooth");
  });

  it("the meta-style defaults are selectable options", () => {
    expect(CAMERA_SIMULATION_OPTIONS).toContain(META_ENHANCEMENT_DEFAULTS.camera_simulation);
    expect(CINEMA_TONE_OPTIONS).toContain(META_ENHANCEMENT_DEFAULTS.cinematic_lut);
  });
});

describe("presets", () => {
  it("has the 11 named presets in order", () => {
    expect(PRESET_IDS).toEqual([
      "noirCity", "productMacro", "travelReel", "animeAction", "vintage1920s", "neolithicFireside",
      "paleolithicCave", "iceAgeTundra", "bronzeAgeSunrise", "ancientNile", "cyberpunkNeon",
    ]);
    expect(Object.keys(PRESETS).sort()).toEqual([...PRESET_IDS].sort());
  });

  it("gives dialogue only to noirCity, animeAction and cyberpunkNeon", () => {
    const withDialogue = PRESET_IDS.filter((id) => PRESETS[id].data.dialogue !== undefined);
    expect(withDialogue).toEqual(["noirCity", "animeAction", "cyberpunkNeon"]);
    for (const id of withDialogue) expect(PRESETS[id].data.dialogue?.trim().length).toBeGreaterThan(10);
  });

  it("fills every field of the nested shape with real content", () => {
    for (const id of PRESET_IDS) {
      const { label, data } = PRESETS[id];
      expect(label.length, id).toBeGreaterThan(0);
      const strings = [
        data.subject, data.camera_position, data.location, data.action,
        data.visual_and_lighting.style, data.visual_and_lighting.lighting, data.movement_quality,
        data.camera_motion.type, data.camera_motion.composition, data.ambiance_or_mood,
        data.audio.soundtrack, data.audio.sound_design, ...Object.values(data.meta_tokens),
      ];
      for (const s of strings) {
        expect(s.trim(), id).toBe(s);
        expect(s.length, id).toBeGreaterThan(3);
      }
      expect(data.effects.length, id).toBeGreaterThan(0);
      expect(data.negative_prompts.length, id).toBeGreaterThan(0);
    }
  });

  it("are all different", () => {
    const subjects = new Set(PRESET_IDS.map((id) => PRESETS[id].data.subject));
    const locations = new Set(PRESET_IDS.map((id) => PRESETS[id].data.location));
    const labels = new Set(PRESET_IDS.map((id) => PRESETS[id].label));
    expect(subjects.size).toBe(11);
    expect(locations.size).toBe(11);
    expect(labels.size).toBe(11);
  });

  it("take their tokens, effects and negative prompts from the option lists", () => {
    for (const id of PRESET_IDS) {
      const { data } = PRESETS[id];
      expect(CAMERA_SIMULATION_OPTIONS, id).toContain(data.meta_tokens.CAM_SIM);
      expect(CINEMA_TONE_OPTIONS, id).toContain(data.meta_tokens.CINEMA_TONE);
      expect(MOVEMENT_STYLE_OPTIONS, id).toContain(data.meta_tokens.MOVEMENT_STYLE);
      for (const e of data.effects) expect(EFFECT_OPTIONS, `${id} ${e}`).toContain(e);
      for (const n of data.negative_prompts) expect(NEGATIVE_PROMPT_OPTIONS, `${id} ${n}`).toContain(n);
    }
  });

  it("applying a preset maps the nested shape back to the form, shot_notes emptied", () => {
    const state = applyPreset("noirCity");
    const p = PRESETS.noirCity.data;
    expect(state.form).toEqual({
      subject: p.subject,
      camera_position: p.camera_position,
      location: p.location,
      action: p.action,
      visual_style: p.visual_and_lighting.style,
      lighting: p.visual_and_lighting.lighting,
      movement_quality: p.movement_quality,
      camera_motion: p.camera_motion.type,
      composition: p.camera_motion.composition,
      ambiance_or_mood: p.ambiance_or_mood,
      dialogue: p.dialogue,
      soundtrack: p.audio.soundtrack,
      sound_design: p.audio.sound_design,
      cam_sim: p.meta_tokens.CAM_SIM,
      cinema_tone: p.meta_tokens.CINEMA_TONE,
      realism_tokens: p.meta_tokens.REALISM_TOKENS,
      movement_style: p.meta_tokens.MOVEMENT_STYLE,
      depth_enhance: p.meta_tokens.DEPTH_ENHANCE,
      shot_notes: "",
    });
    expect(state.selectedEffects).toEqual(p.effects);
    expect(state.selectedNegativePrompts).toEqual(p.negative_prompts);
    expect(state.customEffects).toEqual([]);
    expect(state.customNegativePrompts).toEqual([]);
  });

  it("a preset without dialogue empties the dialogue field", () => {
    expect(applyPreset("productMacro").form.dialogue).toBe("");
  });

  it("round-trips: every preset applied and built as nested gives the preset back", () => {
    for (const id of PRESET_IDS) {
      const out = buildNestedOutput(applyPreset(id));
      expect(out, id).toEqual(PRESETS[id].data);
    }
  });

  it("replaces the lists with the preset's own, custom lists emptied when all items are predefined", () => {
    const next = applyPreset("travelReel");
    expect(next.selectedEffects).toEqual(PRESETS.travelReel.data.effects);
    expect(next.selectedNegativePrompts).toEqual(PRESETS.travelReel.data.negative_prompts);
    expect(next.customEffects).toEqual([]);
    expect(next.customNegativePrompts).toEqual([]);
    expect(next.form.shot_notes).toBe("");
  });

  it("items that are not predefined options become custom entries", () => {
    const data = { ...PRESETS.productMacro.data, effects: ["bokeh", "glitter burst"], negative_prompts: ["blurry", "fingerprints"] };
    const state = presetToState(data);
    expect(state.selectedEffects).toEqual(["bokeh"]);
    expect(state.customEffects).toEqual(["glitter burst"]);
    expect(state.selectedNegativePrompts).toEqual(["blurry"]);
    expect(state.customNegativePrompts).toEqual(["fingerprints"]);
  });

  it("a preset gives a full preview with final_prompt for every type", () => {
    for (const type of GENERATOR_TYPE_IDS) {
      const preview = computePreview(applyPreset("cyberpunkNeon"), type);
      expect(preview.trackGeneration).toBe(true);
      expect(preview.output?.final_prompt).toContain("Effects: neon glow, rain");
      expect(preview.output?.final_prompt).toContain("Avoid: blurry, watermark");
    }
  });
});

describe("draft", () => {
  it("round-trips a state and type", () => {
    const draft = { generatorType: "powerhouse" as const, state: applyPreset("ancientNile") };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it("returns null for missing or broken drafts", () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft("42")).toBeNull();
  });

  it("repairs unknown types, stray fields and bad lists", () => {
    const raw = JSON.stringify({
      generatorType: "bogus",
      state: { form: { subject: "a fox", evil: "x", location: 5 }, selectedEffects: "rain", customEffects: ["glow"] },
    });
    const draft = parseDraft(raw);
    expect(draft?.generatorType).toBe(DEFAULT_GENERATOR_TYPE);
    expect(draft?.state.form).toEqual({ ...createEmptyForm(), subject: "a fox" });
    expect(draft?.state.selectedEffects).toEqual([]);
    expect(draft?.state.customEffects).toEqual(["glow"]);
  });

  it("needs a state object; repairs a bad form and lists with non-string members", () => {
    expect(parseDraft(JSON.stringify({ generatorType: "nested" }))).toBeNull();
    expect(parseDraft(JSON.stringify({ generatorType: "nested", state: [] }))).toBeNull();
    expect(parseDraft("[]")).toBeNull();
    const draft = parseDraft(
      JSON.stringify({ generatorType: 7, state: { form: ["subject"], customNegativePrompts: ["ok", 3], selectedNegativePrompts: ["blurry"] } }),
    );
    expect(draft).toEqual({
      generatorType: DEFAULT_GENERATOR_TYPE,
      state: { ...createEmptyState(), selectedNegativePrompts: ["blurry"] },
    });
  });
});

describe("page layout data", () => {
  it("places every form field exactly once, in a known section, with a label", () => {
    expect(FIELD_DEFINITIONS.map((f) => f.key).sort()).toEqual([...FORM_FIELD_KEYS].sort());
    for (const f of FIELD_DEFINITIONS) {
      expect(FORM_SECTIONS).toContain(f.section);
      expect(f.label.trim()).not.toBe("");
    }
    expect(new Set(FIELD_DEFINITIONS.map((f) => f.label)).size).toBe(FIELD_DEFINITIONS.length);
  });

  it("keeps the list sections free of text fields and the others non-empty", () => {
    expect(fieldsInSection("Negative Prompts")).toEqual([]);
    expect(fieldsInSection("Effects")).toEqual([]);
    for (const s of ["Scene Settings", "Camera & Technical Settings", "Audio Settings", "Additional Notes"] as const) {
      expect(fieldsInSection(s).length).toBeGreaterThan(0);
    }
    expect(fieldsInSection("Additional Notes").map((f) => f.key)).toEqual(["shot_notes"]);
  });

  it("offers the predefined camera, tone and movement lists as suggestions", () => {
    const withSuggestions = FIELD_DEFINITIONS.filter((f) => f.suggestions).map((f) => f.key);
    expect(withSuggestions.sort()).toEqual(["cam_sim", "cinema_tone", "movement_style"]);
    expect(SUGGESTION_OPTIONS.cam_sim).toBe(CAMERA_SIMULATION_OPTIONS);
    expect(SUGGESTION_OPTIONS.cinema_tone).toBe(CINEMA_TONE_OPTIONS);
    expect(SUGGESTION_OPTIONS.movement_style).toBe(MOVEMENT_STYLE_OPTIONS);
  });

  it("filterOptions matches a trimmed, case-insensitive substring and returns all for a blank query", () => {
    expect(filterOptions(["Blurry", "watermark", "low resolution"], "  BLUR ")).toEqual(["Blurry"]);
    expect(filterOptions(["a", "b"], "   ")).toEqual(["a", "b"]);
    expect(filterOptions(["a", "b"], "zzz")).toEqual([]);
    expect(filterOptions(NEGATIVE_PROMPT_OPTIONS, "blurry")).toContain("blurry");
  });

  it("customItemMessage says plainly why an entry was refused", () => {
    expect(customItemMessage("blank", "negative", "  ")).toBe("Type a negative prompt before pressing Enter.");
    expect(customItemMessage("blank", "effect", "")).toBe("Type an effect before pressing Enter.");
    expect(customItemMessage("duplicate", "negative", " lens dust ")).toBe("“lens dust” is already in your custom negative prompts.");
    expect(customItemMessage("duplicate", "effect", "glow")).toBe("“glow” is already in your custom effects.");
  });
});

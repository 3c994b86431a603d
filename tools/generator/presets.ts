/**
 * Quick-start presets of the manual JSON generator (spec 000 §3 "Presets"): 11 presets in
 * the nested shape. The spec names them but does not show their contents; these are
 * written as complete Veo 3 prompts. Dialogue exists only in noirCity, animeAction and
 * cyberpunkNeon. Effects, negative prompts, CAM_SIM, CINEMA_TONE and MOVEMENT_STYLE are
 * taken from the predefined option lists so applying a preset checks the matching boxes.
 */

export interface VideoPreset {
  subject: string;
  camera_position: string;
  location: string;
  action: string;
  visual_and_lighting: { style: string; lighting: string };
  movement_quality: string;
  camera_motion: { type: string; composition: string };
  ambiance_or_mood: string;
  audio: { soundtrack: string; sound_design: string };
  meta_tokens: {
    CAM_SIM: string;
    CINEMA_TONE: string;
    REALISM_TOKENS: string;
    MOVEMENT_STYLE: string;
    DEPTH_ENHANCE: string;
  };
  effects: string[];
  negative_prompts: string[];
  dialogue?: string;
}

export const PRESET_IDS = [
  "noirCity",
  "productMacro",
  "travelReel",
  "animeAction",
  "vintage1920s",
  "neolithicFireside",
  "paleolithicCave",
  "iceAgeTundra",
  "bronzeAgeSunrise",
  "ancientNile",
  "cyberpunkNeon",
] as const;

export type PresetId = (typeof PRESET_IDS)[number];

export const PRESETS: Readonly<Record<PresetId, { label: string; data: VideoPreset }>> = {
  noirCity: {
    label: "Noir City",
    data: {
      subject:
        "a weary private detective in his fifties, rain-soaked fedora and trench coat, cigarette smoke curling from his lips",
      camera_position: "low angle from across the street, 35mm lens at shoulder height of a parked car",
      location: "a narrow 1940s city alley at midnight, neon diner sign buzzing above wet cobblestones",
      action:
        "he steps out of a doorway, flips up his collar, glances back over his shoulder and walks toward the camera",
      visual_and_lighting: {
        style: "classic film noir, high-contrast black and white with deep crushed blacks",
        lighting: "hard single streetlamp key light from above, venetian-blind shadows across the brick wall",
      },
      movement_quality: "slow, deliberate steps; coat sways heavily with the rain",
      camera_motion: {
        type: "slow dolly backward, keeping pace with his walk",
        composition: "medium shot, subject on the left third, alley vanishing point behind him",
      },
      ambiance_or_mood: "tense, lonely, fatalistic",
      audio: {
        soundtrack: "muted trumpet and upright bass, slow smoky jazz",
        sound_design: "steady rain on tin awnings, distant police siren, footsteps splashing in puddles",
      },
      meta_tokens: {
        CAM_SIM: "ARRI ALEXA Mini LF",
        CINEMA_TONE: "Film Noir Monochrome",
        REALISM_TOKENS: "wet fabric texture, visible breath vapour, raindrop streaks in the light",
        MOVEMENT_STYLE: "Slow pull-out",
        DEPTH_ENHANCE: "shallow focus on the face, alley background falling into soft darkness",
      },
      effects: ["rain", "smoke", "wet pavement reflections", "film grain", "vignette"],
      negative_prompts: ["blurry", "watermark", "subtitles", "oversaturated", "cartoonish", "modern objects"],
      dialogue: 'The detective mutters in a gravelly voice: "This city never sleeps. Neither do I."',
    },
  },
  productMacro: {
    label: "Product Macro",
    data: {
      subject: "a luxury stainless-steel wristwatch with a deep blue sunburst dial and polished bezel",
      camera_position: "extreme close-up macro, 100mm macro lens, a few centimetres from the dial",
      location: "a seamless matte black studio set on a slowly rotating glass turntable",
      action:
        "the second hand sweeps as water droplets slide off the crystal and the watch turns to catch the light",
      visual_and_lighting: {
        style: "premium commercial product film, crisp and glossy",
        lighting:
          "soft overhead strip light with two hard rim lights tracing the bezel edges, controlled specular highlights",
      },
      movement_quality: "silky, precise, perfectly even rotation",
      camera_motion: {
        type: "macro slider creeping across the dial, then a gentle rack focus to the logo",
        composition: "centered hero framing, dial filling two thirds of the frame, negative space above",
      },
      ambiance_or_mood: "refined, aspirational, calm confidence",
      audio: {
        soundtrack: "minimal ambient synth pad with a soft piano motif",
        sound_design: "crisp mechanical ticking, a single water drop landing, a soft whoosh on the rotation",
      },
      meta_tokens: {
        CAM_SIM: "Phantom Flex4K",
        CINEMA_TONE: "Luxury Product Gloss",
        REALISM_TOKENS: "micro scratches on brushed steel, true-to-life metal reflections, water surface tension",
        MOVEMENT_STYLE: "Macro slider creep",
        DEPTH_ENHANCE: "razor-thin depth of field, background melting into pure black",
      },
      effects: ["bokeh", "rack focus", "shallow depth of field", "rim light", "slow motion"],
      negative_prompts: ["blurry", "watermark", "logo", "brand names", "dirty lens smudges", "color banding"],
    },
  },
  travelReel: {
    label: "Travel Reel",
    data: {
      subject: "a young woman traveller in a linen dress and straw hat, small backpack over one shoulder",
      camera_position: "behind and slightly to the right of her at eye level, then sweeping out wide",
      location: "a whitewashed clifftop village on a Greek island at golden hour, blue domes and the Aegean below",
      action:
        "she runs up stone steps, turns at the top, spreads her arms and laughs as the sea opens up behind her",
      visual_and_lighting: {
        style: "bright, sun-drenched travel vlog with rich natural colour",
        lighting: "warm low sun from camera left, soft glowing backlight through her hair",
      },
      movement_quality: "energetic and carefree, light bouncing steps",
      camera_motion: {
        type: "gimbal follow up the steps, rising into a wide reveal of the coastline",
        composition: "subject small in the lower third at the end, sea and sky filling the frame",
      },
      ambiance_or_mood: "joyful, free, wanderlust",
      audio: {
        soundtrack: "upbeat acoustic guitar with hand claps and light percussion",
        sound_design: "sea breeze, distant waves below the cliffs, seagulls, sandals on stone",
      },
      meta_tokens: {
        CAM_SIM: "DJI Ronin 4D",
        CINEMA_TONE: "Golden Hour Warmth",
        REALISM_TOKENS: "fabric moving in the wind, sun flare on skin, natural skin texture",
        MOVEMENT_STYLE: "Gimbal smooth",
        DEPTH_ENHANCE: "subject sharp, village and sea with gentle atmospheric haze",
      },
      effects: ["golden hour glow", "lens flare", "speed ramp", "silhouette backlight"],
      negative_prompts: ["blurry", "watermark", "text overlay", "camera shake", "overexposed", "tilted horizon"],
    },
  },
  animeAction: {
    label: "Anime Action",
    data: {
      subject:
        "a teenage swordswoman with silver hair tied back, torn red scarf, glowing blue katana",
      camera_position: "dynamic low angle, then a fast move to a tight close-up on her eyes",
      location: "a ruined rooftop above a burning futuristic city at dusk, cherry trees growing through the concrete",
      action:
        "she dashes forward, leaps over a collapsing water tower and slashes through a falling steel beam in one stroke",
      visual_and_lighting: {
        style: "high-budget Japanese anime, clean cel shading, bold line art and painted backgrounds",
        lighting: "orange firelight from below, electric blue glow from the blade, strong rim light",
      },
      movement_quality: "explosive bursts with held key poses and impact frames",
      camera_motion: {
        type: "fast tracking dash alongside her, whip pan into the slash, snap zoom on the eyes",
        composition: "diagonal framing, speed lines converging on the blade",
      },
      ambiance_or_mood: "intense, heroic, defiant",
      audio: {
        soundtrack: "driving orchestral rock with taiko drums and a choir swell on the strike",
        sound_design: "wind rush, metallic blade ring, concrete cracking, embers crackling",
      },
      meta_tokens: {
        CAM_SIM: "RED V-RAPTOR 8K VV",
        CINEMA_TONE: "Anime Vibrant Cel",
        REALISM_TOKENS: "consistent character design, hand-drawn smear frames, painted sky gradients",
        MOVEMENT_STYLE: "Anime smear-frame action",
        DEPTH_ENHANCE: "layered parallax: character, rooftop debris, city skyline",
      },
      effects: ["sparks", "embers", "cherry blossom petals", "motion trails", "speed ramp"],
      negative_prompts: ["blurry", "watermark", "distorted faces", "extra limbs", "subtitles", "video game graphics"],
      dialogue: 'She grips the blade and shouts: "I won\'t let this city fall!"',
    },
  },
  vintage1920s: {
    label: "Vintage 1920s",
    data: {
      subject:
        "a jazz-age flapper in a beaded fringe dress and feathered headband, long pearl necklace",
      camera_position: "fixed wide frame at chest height, as if on a heavy wooden tripod",
      location: "a crowded 1920s speakeasy with art deco mirrors, a small stage and a brass band",
      action: "she dances the Charleston on the checkered floor while couples clap and raise coupe glasses around her",
      visual_and_lighting: {
        style: "authentic silent-era newsreel, black and white with gate weave and scratches",
        lighting: "hard tungsten spotlights from the stage, soft falloff into smoky corners",
      },
      movement_quality: "lively, slightly sped-up period motion at 18 frames per second",
      camera_motion: {
        type: "static frame with a slow iris-in at the end",
        composition: "full-body wide shot, dancer centered, band framed behind her",
      },
      ambiance_or_mood: "festive, glamorous, rebellious",
      audio: {
        soundtrack: "scratchy 78 rpm ragtime jazz with clarinet and banjo",
        sound_design: "gramophone crackle, crowd chatter, clinking glasses, tapping heels",
      },
      meta_tokens: {
        CAM_SIM: "Hand-cranked 35mm silent film camera",
        CINEMA_TONE: "Silent Era Silver",
        REALISM_TOKENS: "period-correct costumes, nitrate film texture, uneven exposure flicker",
        MOVEMENT_STYLE: "Hand-cranked silent film jitter",
        DEPTH_ENHANCE: "deep focus across the whole room",
      },
      effects: ["film grain", "vignette", "smoke", "halation"],
      negative_prompts: ["watermark", "subtitles", "oversaturated", "modern objects", "anachronisms", "digital noise"],
    },
  },
  neolithicFireside: {
    label: "Neolithic Fireside",
    data: {
      subject:
        "an elder Neolithic storyteller with braided grey hair, wrapped in woven flax and deer hide",
      camera_position: "seated eye level across the fire, 50mm lens framing her through the flames",
      location:
        "inside a round timber-and-thatch longhouse at night, clay pots and drying herbs hanging from the rafters",
      action:
        "she feeds a branch into the hearth and traces shapes in the air with her hands as children lean in to listen",
      visual_and_lighting: {
        style: "grounded historical drama, earthy and intimate",
        lighting: "warm flickering firelight as the only source, deep amber shadows on faces",
      },
      movement_quality: "slow, calm and expressive hand gestures",
      camera_motion: {
        type: "very slow push-in through the rising heat",
        composition: "close medium shot, fire in the soft foreground, children's silhouettes at the frame edges",
      },
      ambiance_or_mood: "warm, ancestral, spellbinding",
      audio: {
        soundtrack: "soft bone flute and low hand drum, barely audible",
        sound_design: "crackling fire, wind against the thatch, a distant wolf howl",
      },
      meta_tokens: {
        CAM_SIM: "ARRI ALEXA 65",
        CINEMA_TONE: "Firelight Amber",
        REALISM_TOKENS: "weathered skin, hand-spun fibres, soot on the timber posts",
        MOVEMENT_STYLE: "Slow push-in",
        DEPTH_ENHANCE: "shallow focus on her eyes, flames blurred in the foreground",
      },
      effects: ["firelight flicker", "embers", "heat shimmer", "smoke"],
      negative_prompts: ["blurry", "watermark", "modern objects", "anachronisms", "plastic skin", "text overlay"],
    },
  },
  paleolithicCave: {
    label: "Paleolithic Cave",
    data: {
      subject: "a Paleolithic cave painter in fur clothing, hands stained with red ochre",
      camera_position: "over-the-shoulder, close to the cave wall, then a side profile",
      location: "a deep limestone cave chamber covered with running horses and aurochs painted in ochre and charcoal",
      action:
        "he blows powdered pigment through a hollow bone around his hand, leaving a glowing red handprint on the rock",
      visual_and_lighting: {
        style: "documentary realism with a primal, sacred feel",
        lighting: "a single tallow lamp and a small torch, dancing orange light sweeping over the paintings",
      },
      movement_quality: "careful, ritual, unhurried",
      camera_motion: {
        type: "slow lateral track along the painted wall, ending on the handprint",
        composition: "painter in the left third, animal paintings stretching across the frame",
      },
      ambiance_or_mood: "reverent, mysterious, timeless",
      audio: {
        soundtrack: "deep resonant drone with faint throat singing",
        sound_design: "dripping water echoing in the chamber, torch sputter, soft breath through the bone",
      },
      meta_tokens: {
        CAM_SIM: "Sony VENICE 2",
        CINEMA_TONE: "Stone Age Earth",
        REALISM_TOKENS: "rough limestone texture, pigment dust in the air, damp glistening rock",
        MOVEMENT_STYLE: "Side tracking",
        DEPTH_ENHANCE: "wall texture crisp, chamber depths falling into black",
      },
      effects: ["dust motes in light beams", "firelight flicker", "smoke", "vignette"],
      negative_prompts: ["blurry", "watermark", "modern objects", "anachronisms", "cartoonish", "flat lighting"],
    },
  },
  iceAgeTundra: {
    label: "Ice Age Tundra",
    data: {
      subject: "a herd of woolly mammoths with long shaggy coats and curved tusks, a calf walking among them",
      camera_position: "aerial wide shot from high above, descending to ground level beside the herd",
      location: "a vast frozen Ice Age tundra under a pale sky, glaciers and snow-covered ridges on the horizon",
      action: "the herd trudges through deep snow into the wind while the calf stumbles and catches up to its mother",
      visual_and_lighting: {
        style: "epic natural-history documentary, photoreal",
        lighting: "low cold sun breaking through clouds, long blue shadows across the snow",
      },
      movement_quality: "heavy, slow, powerful strides",
      camera_motion: {
        type: "drone descent into a ground-level tracking shot alongside the herd",
        composition: "herd on a diagonal leading into the horizon, small calf in the foreground",
      },
      ambiance_or_mood: "majestic, harsh, resilient",
      audio: {
        soundtrack: "sweeping strings and low brass, slow and grand",
        sound_design: "howling wind, crunching snow, deep mammoth rumbles and a trumpet call",
      },
      meta_tokens: {
        CAM_SIM: "IMAX 70mm film camera",
        CINEMA_TONE: "Ice Age Glacial Blue",
        REALISM_TOKENS: "frost on fur, breath clouds, snow kicked up by heavy feet",
        MOVEMENT_STYLE: "Aerial pull-back reveal",
        DEPTH_ENHANCE: "atmospheric haze layering the distant glaciers",
      },
      effects: ["snow", "mist", "god rays"],
      negative_prompts: ["blurry", "watermark", "cartoonish", "cheap CGI look", "extra limbs", "modern objects"],
    },
  },
  bronzeAgeSunrise: {
    label: "Bronze Age Sunrise",
    data: {
      subject: "a Bronze Age chieftain in a bronze helmet and wool cloak, holding a tall spear",
      camera_position: "low angle from the hillside grass, 24mm lens",
      location:
        "a hilltop fort of timber palisades above misty river valleys, a stone circle below catching first light",
      action: "he raises the spear toward the rising sun as warriors behind him strike their shields in unison",
      visual_and_lighting: {
        style: "epic historical cinema, painterly and grand",
        lighting: "sunrise backlight with a bright halo around the helmet, warm light spilling across the mist",
      },
      movement_quality: "proud, solemn, ceremonial",
      camera_motion: {
        type: "slow crane up from the grass to reveal the valley and the stone circle",
        composition: "silhouetted chieftain on the right third, sun on the left third",
      },
      ambiance_or_mood: "triumphant, sacred, hopeful",
      audio: {
        soundtrack: "bronze lur horns and thunderous frame drums building to a crescendo",
        sound_design: "rhythmic shield strikes, wind in the grass, distant birdsong",
      },
      meta_tokens: {
        CAM_SIM: "Panavision Millennium DXL2",
        CINEMA_TONE: "Bronze Age Ochre",
        REALISM_TOKENS: "hammered bronze texture, dew on wool, sunlit mist particles",
        MOVEMENT_STYLE: "Crane up reveal",
        DEPTH_ENHANCE: "layers of mist separating the valley ridges",
      },
      effects: ["god rays", "mist", "lens flare", "silhouette backlight"],
      negative_prompts: ["blurry", "watermark", "modern objects", "anachronisms", "overexposed", "text overlay"],
    },
  },
  ancientNile: {
    label: "Ancient Nile",
    data: {
      subject: "an Egyptian noblewoman in white pleated linen, gold collar and kohl-lined eyes",
      camera_position: "eye level from the riverbank, then a slow arc around her",
      location:
        "the bow of a papyrus reed boat gliding down the Nile at sunset, palm groves and distant pyramids on the bank",
      action: "she trails her fingers in the water as oarsmen row in rhythm and ibises lift off from the reeds",
      visual_and_lighting: {
        style: "luxurious historical epic, rich gold and turquoise palette",
        lighting: "low golden sun shimmering off the river, soft warm bounce on her face",
      },
      movement_quality: "graceful, smooth, serene",
      camera_motion: {
        type: "slow arc shot around the bow of the boat",
        composition: "medium shot, pyramids on the horizon over her shoulder",
      },
      ambiance_or_mood: "serene, regal, timeless",
      audio: {
        soundtrack: "harp and ney flute with soft sistrum rhythm",
        sound_design: "oars dipping, water lapping against reeds, birds calling across the river",
      },
      meta_tokens: {
        CAM_SIM: "ARRI ALEXA LF",
        CINEMA_TONE: "Ancient Egypt Gold",
        REALISM_TOKENS: "fine linen weave, water droplets on fingertips, hammered gold jewellery",
        MOVEMENT_STYLE: "Arc shot",
        DEPTH_ENHANCE: "subject sharp, pyramids softened by warm haze",
      },
      effects: ["golden hour glow", "water ripples", "haze", "lens flare"],
      negative_prompts: ["blurry", "watermark", "modern objects", "anachronisms", "oversaturated", "subtitles"],
    },
  },
  cyberpunkNeon: {
    label: "Cyberpunk Neon",
    data: {
      subject:
        "a street hacker with a glowing cybernetic eye, reflective black jacket and a holographic visor",
      camera_position: "eye level in the crowd, then tight over her shoulder onto a floating screen",
      location:
        "a packed night market in a rain-soaked megacity, towering holographic billboards and steam rising from food stalls",
      action:
        "she pushes through the crowd, stops under a flickering sign and swipes open a hologram that floods her face with code",
      visual_and_lighting: {
        style: "hyper-detailed cyberpunk, dense and layered",
        lighting: "saturated magenta and cyan neon from every side, reflections dancing on wet surfaces",
      },
      movement_quality: "quick, purposeful, weaving through people",
      camera_motion: {
        type: "handheld follow through the crowd, settling into a slow push-in on her face",
        composition: "neon signs framing her from both sides, hologram glow lighting the centre",
      },
      ambiance_or_mood: "electric, paranoid, futuristic",
      audio: {
        soundtrack: "dark synthwave with a heavy pulsing bassline",
        sound_design: "rain on plastic awnings, crowd chatter in several languages, buzzing neon, drone whirs",
      },
      meta_tokens: {
        CAM_SIM: "RED MONSTRO 8K VV",
        CINEMA_TONE: "Cyberpunk Magenta-Cyan",
        REALISM_TOKENS: "rain beads on vinyl, subsurface glow through the visor, fogged breath",
        MOVEMENT_STYLE: "Handheld documentary",
        DEPTH_ENHANCE: "foreground crowd blur, sharp face, glowing bokeh of signs behind",
      },
      effects: ["neon glow", "rain", "rising steam", "holographic projections", "bokeh", "wet pavement reflections"],
      negative_prompts: ["blurry", "watermark", "text overlay", "subtitles", "brand names", "distorted faces"],
      dialogue: 'She whispers to her earpiece: "I\'m in. You have thirty seconds."',
    },
  },
};

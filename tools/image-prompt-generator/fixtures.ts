/** A complete image prompt of the spec 000 §3 shape, for tests. */
export const VALID_IMAGE_PROMPT = {
  prompt:
    "Portrait of a red fox sitting in a snowy birch forest at sunrise, looking straight at the camera, soft golden light catching its fur, shallow depth of field, oil painting with visible brush strokes",
  negative_prompt: "blurry, extra limbs, watermark, text, oversaturated, cartoonish",
  style: "oil painting",
  aspect_ratio: "2:3",
  quality: "medium",
  lighting: "golden hour, low warm sun from the left",
  mood: "calm and peaceful",
  color_scheme: "warm oranges against cool white and blue snow",
  technical_details: {
    resolution: "1344x2016",
    format: "PNG",
    enhancement_tips: ["Upscale 2x for print", "Add 'highly detailed fur' for sharper texture"],
  },
  variations: [
    "The same fox curled up asleep beside a birch trunk, first light on the snow",
    "A low-angle view of the fox leaping through deep snow at sunrise",
    "The fox in silhouette on a ridge with the rising sun behind it",
  ],
};

/**
 * The channel image downloaders' last resort (spec §7) when the file cannot be fetched: draw
 * the image on a canvas and export a JPEG. Fails with `messages.loadFailed` when the image does
 * not load and `messages.blobFailed` when the canvas cannot export it.
 */
export function canvasJpeg(url: string, quality: number, messages: { loadFailed: string; blobFailed: string }): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = "anonymous";
    img.onerror = () => reject(new Error(messages.loadFailed));
    img.onload = () => {
      try {
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext("2d");
        if (!g) throw new Error(messages.blobFailed);
        g.drawImage(img, 0, 0);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(messages.blobFailed))), "image/jpeg", quality);
      } catch {
        reject(new Error(messages.blobFailed));
      }
    };
    img.src = url;
  });
}

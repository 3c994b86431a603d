import { useCallback, useEffect, useState } from "react";
import { DEFAULT_LANGUAGE, isLanguageCode, languageFromBrowser, type LanguageCode } from "./languages";

/** The site-wide choice, and per-tool overrides under `${SITE_KEY}:${slug}`. */
export const OUTPUT_LANGUAGE_STORAGE_KEY = "output-language";

function read(key: string): LanguageCode | null {
  try {
    const v = window.localStorage.getItem(key);
    return isLanguageCode(v) ? v : null;
  } catch {
    return null;
  }
}

function write(key: string, code: LanguageCode): void {
  try {
    window.localStorage.setItem(key, code);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/**
 * The language a tool writes in: the tool's own override, else the site-wide choice, else the
 * browser's language when offered, else English. Tools that write prompts for image and video
 * models (`englishFirst`) start in English whatever the site-wide choice, since those models
 * follow English best; choosing there sets only that tool's override. Elsewhere a choice
 * becomes the site-wide one.
 */
export function useOutputLanguage(slug: string, { englishFirst = false }: { englishFirst?: boolean } = {}): [LanguageCode, (code: LanguageCode) => void] {
  const [code, setCode] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  useEffect(() => {
    const own = read(`${OUTPUT_LANGUAGE_STORAGE_KEY}:${slug}`);
    if (own) return setCode(own);
    if (englishFirst) return setCode(DEFAULT_LANGUAGE);
    setCode(read(OUTPUT_LANGUAGE_STORAGE_KEY) ?? languageFromBrowser(navigator.languages ?? [navigator.language]));
  }, [slug, englishFirst]);
  const choose = useCallback(
    (next: LanguageCode) => {
      setCode(next);
      write(`${OUTPUT_LANGUAGE_STORAGE_KEY}:${slug}`, next);
      if (!englishFirst) write(OUTPUT_LANGUAGE_STORAGE_KEY, next);
    },
    [slug, englishFirst],
  );
  return [code, choose];
}

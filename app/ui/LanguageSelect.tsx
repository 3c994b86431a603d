import { LANGUAGE_CODES, OUTPUT_LANGUAGE_LABEL, isLanguageCode, languageLabel, type LanguageCode } from "../lib/languages";
import { SelectField } from "./Field";

const OPTIONS = LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code) }));

/** "Output language": a native select (type a letter to jump), each language in its own name and in English. */
export function LanguageSelect({
  value,
  onChange,
  hint,
  label = OUTPUT_LANGUAGE_LABEL,
}: {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  hint?: string;
  /** Where the language is not what the tool writes (text-to-speech: the voices' language). */
  label?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      options={OPTIONS}
      hint={hint}
      onChange={(e) => {
        if (isLanguageCode(e.target.value)) onChange(e.target.value);
      }}
    />
  );
}

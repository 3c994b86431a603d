import { useState, type ComponentProps } from "react";
import { TextField } from "./Field";

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, "value" | "onChange" | "onBlur" | "type"> & {
  value: number;
  /** Called with the raw text on every edit; the owner parses and clamps it. */
  onText: (text: string) => void;
  /** How the stored value is shown while the field is not being edited. */
  format?: (value: number) => string;
};

/**
 * A number typed as text. While the field is being edited it shows exactly what was typed
 * (so a value can be cleared and retyped); on leaving it shows the stored, clamped value.
 */
export function NumberField({ value, onText, format = String, ...rest }: NumberFieldProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={text ?? format(value)}
      onChange={(e) => {
        setText(e.target.value);
        onText(e.target.value);
      }}
      onBlur={() => setText(null)}
    />
  );
}

import { BIN_QTY_MAX, BIN_QTY_MIN } from '@bin-valet/schema';
import type { NativeSelectFieldProps, NativeSelectRootProps } from '@chakra-ui/react';
import { NativeSelect } from '../app/late-ui';

/** One choice of a select. */
export interface Option<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** `values` as options, each labelled by `label` (the value itself by default). */
export const optionsOf = <T extends string>(values: readonly T[], label: (v: T) => string = (v) => v): Option<T>[] =>
  values.map((value) => ({ value, label: label(value) }));

/** The numbers of bins of one kind a customer may have, as options. */
export const BIN_QUANTITY_OPTIONS: Option[] = Array.from({ length: BIN_QTY_MAX - BIN_QTY_MIN + 1 }, (_, i) =>
  String(BIN_QTY_MIN + i),
).map((n) => ({ value: n, label: n }));

interface OptionSelectProps<T extends string> extends Omit<NativeSelectFieldProps, 'value' | 'onChange' | 'children'> {
  /** The chosen value; with a `placeholder` (a first choice valued ''), '' must be one of T. */
  value: T;
  onChange: (value: T) => void;
  options: readonly Option<T>[];
  /** The select's box: its size, width, whether it is disabled. */
  root?: NativeSelectRootProps;
}

/**
 * A native select over a list of options (keyboard- and screen-reader-friendly on phones). The value
 * it reports is one of the options' (or the placeholder's ''), so it is typed as they are.
 */
export function OptionSelect<T extends string>({ value, onChange, options, root, ...field }: OptionSelectProps<T>) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

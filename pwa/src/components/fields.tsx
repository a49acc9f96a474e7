import { Field, Input } from '@chakra-ui/react';
import { Textarea } from '../app/late-ui';
import { type Option, OptionSelect } from './option-select';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  name?: string;
  min?: string | number;
  max?: string | number;
  required?: boolean;
  helper?: string;
  multiline?: boolean;
  /** Text rows of a multiline field. */
  rows?: number;
  autoComplete?: string;
  autoCapitalize?: string;
}

/** A labelled input with the field's first validation message under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  rows = 3,
  helper,
  ...rest
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={rest.required}>
      <Field.Label>
        {label}
        {rest.required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea name={rest.name} value={value} onChange={(e) => onChange(e.target.value)} rows={rows} />
      ) : (
        <Input
          type={type}
          name={rest.name}
          min={rest.min}
          max={rest.max}
          autoComplete={rest.autoComplete}
          autoCapitalize={rest.autoCapitalize}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  error?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  helper?: string;
}

/** A labelled native select (keyboard- and screen-reader-friendly on phones). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  name,
  placeholder,
  disabled,
  size,
  helper,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <OptionSelect
        name={name}
        value={value}
        onChange={onChange}
        options={options}
        placeholder={placeholder}
        root={{ size }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

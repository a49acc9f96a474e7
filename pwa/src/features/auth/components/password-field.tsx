import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import type { TextFieldProps } from '../../../components/fields';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** TextField's props, so a password field is written like any other field. */
type Props = Pick<TextFieldProps, 'name' | 'label' | 'value' | 'error' | 'autoComplete' | 'onChange'>;

/** A password input with its own show/hide toggle (used on /change-password). */
export function PasswordField({ name, label, value, error, autoComplete, onChange }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            me="-2"
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </InputGroup>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

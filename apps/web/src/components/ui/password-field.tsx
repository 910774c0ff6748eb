// A password input whose show/hide toggle is a labelled, keyboard-reachable button
// (Mantine hides the toggle from assistive technology unless it is given props).
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

interface PasswordFieldProps extends PasswordInputProps {
  toggleLabel: string;
}

export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': toggleLabel }} />;
}

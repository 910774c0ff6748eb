// Zod messages in the words DRF uses, so the client's toasts read the same as on the old stack.
import { z } from 'zod';

export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined)
        return 'This field is required.';
      if (issue.code === 'invalid_type' && issue.input === null)
        return 'This field may not be null.';
      if (issue.code === 'too_big' && issue.origin === 'string')
        return `Ensure this field has no more than ${String(issue.maximum)} characters.`;
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
        return 'This field may not be blank.';
      if (issue.code === 'too_small' && issue.origin === 'string')
        return `Ensure this field has at least ${String(issue.minimum)} characters.`;
      return undefined;
    },
  });
}

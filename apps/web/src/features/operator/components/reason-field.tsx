// The reason an operator gives for an action (a ban, an unban, ending sessions, a decision): a
// counted text area, and a modal that asks for it before the action runs. The reason goes to the
// audit log, so it is required and capped at the contract's length.
import { OPERATOR_REASON_MAX } from '@clutch/contract/operator';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A message under the field (the server's, or the modal's own check). */
  error?: string | null;
  label?: string;
  autoFocus?: boolean;
}

export function ReasonField({ value, onChange, error, label, autoFocus }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label ?? t('operator.reason.label')}
      placeholder={t('operator.reason.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
      description={`${String(value.length)} / ${String(OPERATOR_REASON_MAX)}`}
      maxLength={OPERATOR_REASON_MAX}
      autosize
      minRows={3}
      maxRows={8}
      required
      data-autofocus={autoFocus === true ? true : undefined}
    />
  );
}

/** The modal's own check, before anything is sent: null when the reason may go. */
export function reasonProblem(reason: string): 'required' | 'tooLong' | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > OPERATOR_REASON_MAX ? 'tooLong' : null;
}

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What is about to happen, above the field. */
  children?: ReactNode;
  confirmLabel?: string;
  /** A destructive action confirms in red. */
  confirmColor?: string;
  isPending?: boolean;
  /** A refusal to show in the modal (the server's words), e.g. from the mutation's error. */
  error?: string | null;
  /** Called with the trimmed reason; the caller closes the modal when its call succeeds. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Keeps its text while open; a fresh one starts empty each time it opens (keyed by `opened`). */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened ? <ReasonForm {...props} /> : null}
    </Modal>
  );
}

function ReasonForm(props: ReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  const submit = () => {
    const found = reasonProblem(reason);
    setProblem(found);
    if (found === null) props.onConfirm(reason.trim());
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {props.children === undefined ? null : typeof props.children === 'string' ? (
          <Text>{props.children}</Text>
        ) : (
          props.children
        )}
        <ReasonField
          value={reason}
          onChange={setReason}
          autoFocus
          error={
            problem === null ? null : t(`operator.reason.${problem}`, { max: OPERATOR_REASON_MAX })
          }
        />
        <FormError message={props.error ?? null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('operator.reason.cancel')}
          </Button>
          <Button type="submit" color={props.confirmColor} loading={props.isPending === true}>
            {props.confirmLabel ?? t('operator.reason.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// @vitest-environment jsdom
// The reason prompt every sanctioning action uses: nothing is confirmed without a reason, the reason
// goes trimmed, and the server's refusal is shown inside the prompt.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../lib/i18n';
import { ReasonModal, reasonProblem } from './reason-field';
import { stubMatchMedia, stubResizeObserver } from '../../../test/jsdom-stubs';

beforeEach(() => {
  setLocale('en');
  stubMatchMedia();
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(props: { error?: string | null } = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ReasonModal
          opened
          title="Ban rival"
          confirmLabel="Ban"
          error={props.error}
          onConfirm={onConfirm}
          onClose={onClose}
        >
          They will not join quick matches.
        </ReasonModal>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onConfirm, onClose };
}

describe('the reason prompt', () => {
  it('when confirmed without a reason, then it says one is needed and confirms nothing', () => {
    const { onConfirm } = renderModal();
    expect(screen.getByText('They will not join quick matches.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    expect(screen.getByText('Give a reason.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when a reason is given, then it is confirmed trimmed', () => {
    const { onConfirm } = renderModal();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Repeated abuse in chat  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    expect(onConfirm).toHaveBeenCalledWith('Repeated abuse in chat');
  });

  it('when the server refused, then its words show in the prompt; cancel closes it', () => {
    const { onClose } = renderModal({ error: 'The user is already banned.' });
    expect(screen.getByText('The user is already banned.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['ok', null],
    ['x'.repeat(501), 'tooLong'],
  ])('%j has problem %s', (reason, problem) => {
    expect(reasonProblem(reason)).toBe(problem);
  });
});

// @vitest-environment jsdom
// Deciding a report: the outcome is required, the ladder's next step is asked for only with "action
// taken" (switching to "no action" never sends a sanction), and a refusal naming the outcome shows
// under it.
import type { QueueReportDetail } from '@clutch/contract/operator';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../../../lib/i18n';
import { jsonAnswer, stubMatchMedia, stubResizeObserver } from '../../../test/jsdom-stubs';
import { DecideForm } from './decide-form';

const REPORT: QueueReportDetail = {
  id: 7,
  title: 'Feeding',
  description: 'Ran into the enemy base all game.',
  reason: { id: 2, name: 'Griefing' },
  reporter: { id: 1, username: 'ana', avatar_url: null },
  reported_to: { id: 2, username: 'bo', avatar_url: null },
  after_match: null,
  match_kind: null,
  chat: null,
  upload_files: [],
  status: 'assigned',
  assignee: { id: 9, username: 'mod', avatar_url: null },
  decision: null,
  outcome: null,
  sanction: null,
  created_at: '2030-01-01T10:00:00.000Z',
  decided_at: null,
  chat_excerpt: null,
  match_summary: null,
  next_sanction: 'quick_match_cooldown_1d',
};

let sent: unknown[] = [];
let reply: () => Response = () => jsonAnswer(200, { ...REPORT, status: 'decided' });

beforeEach(() => {
  sent = [];
  reply = () => jsonAnswer(200, { ...REPORT, status: 'decided' });
  setLocale('en');
  stubMatchMedia();
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url.endsWith('/decide/') && typeof init.body === 'string')
        sent.push(JSON.parse(init.body));
      return Promise.resolve(reply());
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <DecideForm report={REPORT} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const outcome = () => screen.getByRole('textbox', { name: /Outcome/ });
const decide = () => screen.getByRole('button', { name: 'Decide' });

describe('the decide form', () => {
  it('waits for an outcome, then sends action taken with the next sanction', async () => {
    renderForm();
    expect(decide()).toHaveProperty('disabled', true);
    fireEvent.change(outcome(), { target: { value: '  Banned for a day.  ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /next sanction of the ladder to bo/ }));
    fireEvent.click(decide());
    await waitFor(() => {
      expect(sent).toEqual([
        { decision: 'action_taken', outcome: 'Banned for a day.', sanction: true },
      ]);
    });
  });

  it('names the step a sanction would apply now, beside the checkbox', () => {
    renderForm();
    expect(screen.getByText('A sanction now applies: No quick matches for 1 day')).toBeTruthy();
  });

  it('never sends a sanction with no action, even after it was ticked', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /next sanction/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'No action' }));
    expect(screen.queryByRole('checkbox', { name: /next sanction/ })).toBeNull();
    fireEvent.change(outcome(), { target: { value: 'Nothing against the rules.' } });
    fireEvent.click(decide());
    await waitFor(() => {
      expect(sent).toEqual([
        { decision: 'no_action', outcome: 'Nothing against the rules.', sanction: false },
      ]);
    });
  });

  it('shows a refusal naming the outcome under it', async () => {
    reply = () => jsonAnswer(400, { outcome: ['Too long.'] });
    renderForm();
    fireEvent.change(outcome(), { target: { value: 'x' } });
    fireEvent.click(decide());
    expect(await screen.findByText('Too long.')).toBeTruthy();
  });
});

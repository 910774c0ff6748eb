// @vitest-environment jsdom
// The report dialog: the reason comes from the server's list, empty fields are not sent, the match it
// opened from is, pictures go as upload_files parts of one multipart form, and a refusal is shown
// beside the field it names.
import type { Report } from '@clutch/contract/reports';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportRequest } from '../../../components/report/report-entry';
import { i18n, setLocale } from '../../../lib/i18n';
import { ReportDialog } from './report-dialog';
import {
  jsonAnswer,
  stubMatchMedia,
  stubObjectUrls,
  stubResizeObserver,
} from '../../../test/jsdom-stubs';

const REASONS = [
  { id: 1, name: 'Cheating' },
  { id: 3, name: 'Abusive chat or voice' },
];
const REPORT: Report = {
  id: 40,
  title: 'Wallhack',
  description: 'Through smoke.',
  reason: { id: 1, name: 'Cheating' },
  reported_to: { id: 5, username: 'rival', avatar_url: null },
  after_match: 12,
  match_kind: 'quick',
  chat: null,
  upload_files: ['/media/images/ab/ab.webp'],
  status: 'open',
  decision: null,
  outcome: null,
  created_at: '2030-01-01T10:00:00.000Z',
  decided_at: null,
};

const answer = jsonAnswer;

interface Sent {
  url: string;
  method: string;
  body: unknown;
}
let sent: Sent[] = [];
let createAnswer: () => Response = () => answer(201, REPORT);

beforeEach(() => {
  sent = [];
  createAnswer = () => answer(201, REPORT);
  setLocale('en');
  stubMatchMedia();
  stubResizeObserver();
  stubObjectUrls();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', body: init.body });
      if (url.startsWith('/api/reports/reports-reasons/'))
        return Promise.resolve(answer(200, REASONS));
      return Promise.resolve(createAnswer());
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(request: ReportRequest, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <ReportDialog request={request} onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return onClose;
}

async function chooseReason(name: string) {
  fireEvent.click(screen.getByRole('textbox', { name: /Reason/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

const picture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });

describe('the report dialog', () => {
  it('when sent with a picture, then one multipart form goes without the empty fields and the dialog closes', async () => {
    const onClose = renderDialog({
      candidates: [{ id: 5, username: 'rival' }],
      afterMatch: { id: 12, kind: 'quick' },
    });
    expect(screen.getByText('Report rival')).toBeTruthy();
    expect(screen.getByText('About quick match #12')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await chooseReason('Cheating');
    type(/Title/, '  Wallhack  ');
    type(/Description/, 'Through smoke.');
    const input = document.querySelector('input[type=file]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [picture()] } });
    expect(await screen.findByRole('img', { name: 'proof.png' })).toBeTruthy();

    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/reports/');
    if (!(post?.body instanceof FormData)) throw new Error('not a multipart form');
    const names = [...post.body.keys()];
    expect(names).toEqual([
      'title',
      'description',
      'reason',
      'reported_to',
      'after_match',
      'match_kind',
      'upload_files',
    ]);
    expect(post.body.get('title')).toBe('Wallhack');
    expect(post.body.get('reason')).toBe('1');
    expect(post.body.get('reported_to')).toBe('5');
    expect(post.body.get('after_match')).toBe('12');
    const file = post.body.get('upload_files');
    expect(file instanceof File ? file.name : null).toBe('proof.png');
  });

  it('when several people may be reported, then the reporter picks one, and no match or chat is sent when there is none', async () => {
    renderDialog({
      candidates: [
        { id: 5, username: 'rival' },
        { id: 6, username: 'organiser' },
      ],
    });
    fireEvent.click(screen.getByRole('textbox', { name: /Who/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'organiser' }));
    await chooseReason('Abusive chat or voice');
    type(/Title/, 'Insults');
    type(/Description/, 'In the lobby chat.');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const body = sent.find((request) => request.method === 'POST')?.body;
    if (!(body instanceof FormData)) throw new Error('not a multipart form');
    expect(Object.fromEntries(body.entries())).toEqual({
      title: 'Insults',
      description: 'In the lobby chat.',
      reason: '3',
      reported_to: '6',
    });
  });

  it('when the server refuses a field, then its message shows beside it and the dialog stays open', async () => {
    createAnswer = () =>
      answer(409, { detail: 'You already have 3 reports about this user waiting for a decision.' });
    const onClose = renderDialog({ candidates: [{ id: 5, username: 'rival' }], chat: 77 });
    expect(screen.getByText(/Reported from a chat/)).toBeTruthy();
    await chooseReason('Cheating');
    type(/Title/, 'Again');
    type(/Description/, 'Still cheating.');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/already have 3 reports/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    const body = sent.find((request) => request.method === 'POST')?.body;
    expect(body instanceof FormData ? body.get('chat') : null).toBe('77');
  });
});

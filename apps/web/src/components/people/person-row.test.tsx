import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PeopleList, PersonRow } from './person-row';

const user = { id: 7, username: 'mid_king', avatar_url: null };

function render(node: ReactNode, path = '/'): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('PersonRow', () => {
  it('links the name to the person’s profile in the page’s language', () => {
    expect(render(<PersonRow user={user} />)).toContain('href="/profile/7/info"');
    expect(render(<PersonRow user={user} />, '/ua/friends')).toContain('href="/ua/profile/7/info"');
  });

  it('shows the note, the badge and the actions when given', () => {
    const html = render(
      <PersonRow user={user} note="joined today" badge={<b>leader</b>}>
        <button type="button">kick</button>
      </PersonRow>,
    );
    expect(html).toContain('joined today');
    expect(html).toContain('<b>leader</b>');
    expect(html).toContain('kick</button>');
  });

  it('leaves out the actions group when there are no actions', () => {
    const html = render(<PersonRow user={user} />);
    expect(html.match(/mantine-Group-root/g)).toHaveLength(2);
  });

  it('lists rows under the list’s label', () => {
    const html = render(
      <PeopleList label="Friends">
        <PersonRow user={user} />
      </PeopleList>,
    );
    expect(html).toMatch(/<ul[^>]*aria-label="Friends"/);
    expect(html).toContain('data-testid="person"');
  });
});

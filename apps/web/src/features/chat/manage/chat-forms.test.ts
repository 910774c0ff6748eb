import { describe, expect, it } from 'vitest';
import { channelRequest, editChatForm, groupRequest, isDraftComplete } from './chat-forms';

const draft = { name: '  Mid lane ', description: ' Practice ', isPrivate: true };

describe('the edit form', () => {
  it('when a group is saved with a new picture, then name, description, private and the file are sent', () => {
    const avatar = new File([new Uint8Array([1])], 'x.webp', { type: 'image/webp' });
    const form = editChatForm(draft, 'group', avatar);
    expect([...form.keys()]).toEqual(['name', 'description', 'private', 'avatar']);
    expect(form.get('name')).toBe('Mid lane');
    expect(form.get('description')).toBe('Practice');
    expect(form.get('private')).toBe('true');
    expect(form.get('avatar')).toBeInstanceOf(File);
  });

  it('when a channel is saved without a new picture, then there is no private flag and no file', () => {
    const form = editChatForm({ ...draft, isPrivate: false }, 'channel', null);
    expect([...form.keys()]).toEqual(['name', 'description']);
  });

  it('when a group is made public, then private is sent as false', () => {
    expect(editChatForm({ ...draft, isPrivate: false }, 'group', null).get('private')).toBe(
      'false',
    );
  });
});

describe('the create forms', () => {
  it('when a group is created, then its trimmed texts, the flag and the chosen friends are sent', () => {
    expect(groupRequest(draft, [4, 5])).toEqual({
      type: 'group',
      body: { name: 'Mid lane', description: 'Practice', private: true, users: [4, 5] },
    });
  });

  it('when a channel is created, then it has no private flag or users', () => {
    expect(channelRequest(draft)).toEqual({
      type: 'channel',
      body: { name: 'Mid lane', description: 'Practice' },
    });
  });

  it('when the name is blank, then the draft is not complete', () => {
    expect(isDraftComplete({ ...draft, name: '   ' })).toBe(false);
    expect(isDraftComplete(draft)).toBe(true);
  });
});

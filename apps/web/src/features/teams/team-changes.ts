// The team forms send only the fields that hold something (spec 1 section 5): an emptied field
// means "leave it as it is", never "clear it". The edit form starts filled with the current values
// and sends only what differs from them.
export interface TeamDraft {
  name: string;
  country: string;
  description: string;
}

export function teamChanges(draft: TeamDraft): Partial<TeamDraft> {
  const changes: Partial<TeamDraft> = {};
  const name = draft.name.trim();
  const country = draft.country.trim();
  const description = draft.description.trim();
  if (name !== '') changes.name = name;
  if (country !== '') changes.country = country;
  if (description !== '') changes.description = description;
  return changes;
}

/** The team's current values as the edit form starts with them. */
export function teamDraftOf(team: {
  name: string;
  country: string | null;
  description: string;
}): TeamDraft {
  return { name: team.name, country: team.country ?? '', description: team.description };
}

/** What the edit form sends: the filled-in fields whose value differs from the current one. */
export function teamEdits(draft: TeamDraft, current: TeamDraft): Partial<TeamDraft> {
  const changes = teamChanges(draft);
  const edits: Partial<TeamDraft> = {};
  if (changes.name !== undefined && changes.name !== current.name.trim()) edits.name = changes.name;
  if (changes.country !== undefined && changes.country !== current.country.trim())
    edits.country = changes.country;
  if (changes.description !== undefined && changes.description !== current.description.trim())
    edits.description = changes.description;
  return edits;
}

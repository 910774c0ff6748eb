// The team edit form sends only the fields that hold something (spec 1 section 5): an emptied field
// means "leave it as it is", never "clear it".
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

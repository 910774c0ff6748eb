// An editor's texts as the operator types them, and the texts last saved: a save moves the mark,
// so the next save sends only what changed after it.
import type { ContentLocale } from '@clutch/contract/content';
import { useState } from 'react';
import type { LocaleTexts } from './content-draft';

export function useTextsDraft(start: LocaleTexts) {
  const [texts, setTexts] = useState(start);
  const [saved, setSaved] = useState(start);
  return {
    texts,
    saved,
    change: (locale: ContentLocale, key: string, value: string) =>
      setTexts((current) => ({ ...current, [locale]: { ...current[locale], [key]: value } })),
    markSaved: () => setSaved(texts),
  };
}

// The emoji picker: emoji-mart's own web component (its React wrapper does not support React 19),
// loaded with its data and the viewer's language only when the picker first opens.
import { Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import classes from './chat.module.css';

const PickedSchema = z.object({ native: z.string() });

/** emoji-mart's language files by i18next language (da reads English). */
function loadLanguage(language: string): Promise<unknown> {
  if (language === 'uk') return import('@emoji-mart/data/i18n/uk.json').then((m) => m.default);
  if (language === 'zh') return import('@emoji-mart/data/i18n/zh.json').then((m) => m.default);
  return import('@emoji-mart/data/i18n/en.json').then((m) => m.default);
}

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [isReady, setReady] = useState(false);
  const latest = useRef(onPick);
  useEffect(() => {
    latest.current = onPick;
  });

  useEffect(() => {
    let isCancelled = false;
    let picker: { remove: () => void } | null = null;
    void Promise.all([
      import('emoji-mart'),
      import('@emoji-mart/data'),
      loadLanguage(i18n.language),
    ]).then(([{ Picker }, data, texts]) => {
      const element = host.current;
      if (isCancelled || element === null) return;
      const created = new Picker({
        data: data.default,
        i18n: texts,
        theme: 'dark',
        previewPosition: 'none',
        skinTonePosition: 'search',
        autoFocus: true,
        onEmojiSelect: (emoji: unknown) => {
          const picked = PickedSchema.safeParse(emoji);
          if (picked.success) latest.current(picked.data.native);
        },
      });
      if (!(created instanceof HTMLElement)) return;
      element.replaceChildren(created);
      picker = created;
      setReady(true);
    });
    return () => {
      isCancelled = true;
      picker?.remove();
    };
  }, [i18n.language]);

  return (
    <div className={classes.emojiHost}>
      {isReady ? null : <Loader size="sm" aria-label={t('chat.composer.emojiLoading')} />}
      <div ref={host} />
    </div>
  );
}

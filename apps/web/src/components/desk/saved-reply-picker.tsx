'use client';

import type { CannedReplyView } from '@rassam/api/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { cannedText, cannedTitle } from './canned';

/**
 * The desk's saved replies, listed by their titles in the desk's language and inserted in the language of
 * the person answered (`userLocale`): a ticket's user or an order's buyer. Nothing when there are none.
 */
export function SavedReplyPicker({
  replies,
  userLocale,
  onInsert,
}: {
  replies: CannedReplyView[];
  userLocale: 'fa' | 'en';
  onInsert: (text: string) => void;
}) {
  const t = useTranslations('desk');
  const locale = useLocale();
  const [chosen, setChosen] = useState('');
  if (!replies.length) return null;
  const insert = () => {
    const reply = replies.find((r) => r.id === chosen);
    if (reply) onInsert(cannedText(reply, userLocale));
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        id="desk-canned"
        label={t('composer.canned')}
        hint={t('composer.cannedHint')}
        className="min-w-0 flex-1 basis-56"
      >
        <Select value={chosen} onChange={(e) => setChosen(e.target.value)} data-testid="canned-select">
          <option value="">{t('composer.cannedPick')}</option>
          {replies.map((reply) => (
            <option key={reply.id} value={reply.id}>
              {cannedTitle(reply, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <Button variant="outline" size="control" disabled={!chosen} onClick={insert} data-testid="canned-insert">
        {t('composer.insert')}
      </Button>
    </div>
  );
}

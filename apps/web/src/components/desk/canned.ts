import type { CannedReplyView } from '@rassam/api/schemas';

type Lang = 'fa' | 'en';

/** A saved reply's text in the ticket user's language: its Persian one when it has no English. */
export function cannedText(reply: Pick<CannedReplyView, 'bodyFa' | 'bodyEn'>, locale: Lang): string {
  return locale === 'en' && reply.bodyEn ? reply.bodyEn : reply.bodyFa;
}

/** A saved reply's title in the desk's own language (the picker's option). */
export function cannedTitle(reply: Pick<CannedReplyView, 'titleFa' | 'titleEn'>, locale: string): string {
  return locale === 'en' && reply.titleEn ? reply.titleEn : reply.titleFa;
}

/** What is written so far, then the inserted text after a blank line (or the text alone in an empty box). */
export function joinText(current: string, inserted: string): string {
  const before = current.trimEnd();
  return before ? `${before}\n\n${inserted}` : inserted;
}

/** What `insertInto` needs of a composer's form (react-hook-form's): its `text` field and whether it was sent. */
interface TextForm {
  getValues(name: 'text'): string;
  setValue(name: 'text', value: string, options?: { shouldValidate?: boolean }): void;
  formState: { isSubmitted: boolean };
}

/** Puts a saved reply's text after what the composer holds; checked again when the form was sent already. */
export function insertInto(form: TextForm, inserted: string) {
  form.setValue('text', joinText(form.getValues('text'), inserted), { shouldValidate: form.formState.isSubmitted });
}

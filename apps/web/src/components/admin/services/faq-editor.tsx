'use client';

import { SERVICE_LIMITS } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Num } from '@/components/ui/num';
import { TextArea } from '@/components/ui/text-area';
import { OrderedItem } from './move-buttons';
import { newFaq, type ServiceValues } from './service-values';

/** The questions buyers ask, with their answers, in both languages, in the order the service page shows them. */
export function FaqEditor() {
  const t = useTranslations('adminServices');
  const form = useFormContext<ServiceValues>();
  const items = useFieldArray({ control: form.control, name: 'faq' });
  return (
    <FormSection legend={t('faq.title')} data-testid="faq-editor">
      <p className="text-sm text-muted-foreground">{t('faq.intro')}</p>
      <ol className="space-y-3">
        {items.fields.map((field, index) => (
          <OrderedItem
            key={field.id}
            testId="faq-row"
            heading={<Num value={index + 1} />}
            name={t('faq.numbered', { number: index + 1 })}
            index={index}
            count={items.fields.length}
            onMove={(step) => items.move(index, index + step)}
            onRemove={() => items.remove(index)}
          >
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <FormField<ServiceValues> name={`faq.${index}.question.fa`} label={t('faq.questionFa')}>
                <Input lang="fa" dir="rtl" autoComplete="off" />
              </FormField>
              <FormField<ServiceValues> name={`faq.${index}.question.en`} label={t('faq.questionEn')}>
                <Input lang="en" dir="ltr" autoComplete="off" />
              </FormField>
              <FormField<ServiceValues> name={`faq.${index}.answer.fa`} label={t('faq.answerFa')}>
                <TextArea lang="fa" dir="rtl" rows={3} />
              </FormField>
              <FormField<ServiceValues> name={`faq.${index}.answer.en`} label={t('faq.answerEn')}>
                <TextArea lang="en" dir="ltr" rows={3} />
              </FormField>
            </div>
          </OrderedItem>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={items.fields.length >= SERVICE_LIMITS.faq}
        onClick={() => items.append(newFaq())}
      >
        {t('faq.add')}
      </Button>
    </FormSection>
  );
}

'use client';

import { SERVICE_LIMITS } from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldNote } from '@/components/ui/field';
import { FormField } from '@/components/ui/form';
import { FormSection } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Num } from '@/components/ui/num';
import { OrderedItem } from './move-buttons';
import { newStep, type ServiceValues } from './service-values';

/** The steps an order of the service goes through, in order (the last is the delivery): add, remove, move. */
export function StepsEditor() {
  const t = useTranslations('adminServices');
  const form = useFormContext<ServiceValues>();
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const listError = form.getFieldState('steps', form.formState).error?.message;
  return (
    <FormSection legend={t('steps.title')} data-testid="steps-editor">
      <p className="text-sm text-muted-foreground">{t('steps.intro')}</p>
      <ol className="space-y-3">
        {steps.fields.map((field, index) => {
          const name = t('steps.numbered', { number: index + 1 });
          return (
            <OrderedItem
              key={field.id}
              testId="step-row"
              heading={
                <>
                  <Num value={index + 1} />
                  {index === steps.fields.length - 1 ? ` · ${t('steps.delivery')}` : null}
                </>
              }
              name={name}
              index={index}
              count={steps.fields.length}
              onMove={(step) => steps.move(index, index + step)}
              onRemove={() => steps.remove(index)}
            >
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <FormField<ServiceValues> name={`steps.${index}.key`} label={t('key')} hint={t('keyHint')}>
                  <Input dir="ltr" autoComplete="off" spellCheck={false} />
                </FormField>
                <FormField<ServiceValues> name={`steps.${index}.name.fa`} label={t('steps.nameFa')}>
                  <Input lang="fa" dir="rtl" autoComplete="off" />
                </FormField>
                <FormField<ServiceValues> name={`steps.${index}.name.en`} label={t('steps.nameEn')}>
                  <Input lang="en" dir="ltr" autoComplete="off" />
                </FormField>
              </div>
            </OrderedItem>
          );
        })}
      </ol>
      {listError ? <FieldNote id="steps" error={listError} /> : null}
      <Button
        variant="secondary"
        disabled={steps.fields.length >= SERVICE_LIMITS.steps.max}
        onClick={() => steps.append(newStep())}
      >
        {t('steps.add')}
      </Button>
    </FormSection>
  );
}

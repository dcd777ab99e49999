'use client';

import {
  SERVICE_FILE_KINDS,
  SERVICE_LIMITS,
  SERVICE_QUESTION_TYPES,
  type ServiceFileKind,
  type ServiceQuestionType,
} from '@rassam/api/schemas';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form';
import { FormRow, FormSection } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { MoveButtons, OrderedItem } from './move-buttons';
import { newOption, newQuestion, type ServiceValues } from './service-values';

/**
 * The buyer's form: the questions an order asks, in order. Each has a key (what the order's answers are
 * stored under), a label in both languages, an optional help line, whether it must be answered, and what its
 * type needs: a length for text, bounds for a number, options for a choice, kinds and sizes for files.
 */
export function QuestionsEditor() {
  const t = useTranslations('adminServices');
  const form = useFormContext<ServiceValues>();
  const questions = useFieldArray({ control: form.control, name: 'form' });
  return (
    <FormSection legend={t('questions.title')} data-testid="questions-editor">
      <p className="text-sm text-muted-foreground">{t('questions.intro')}</p>
      {questions.fields.length === 0 ? <p className="text-sm">{t('questions.none')}</p> : null}
      <ol className="space-y-3">
        {questions.fields.map((field, index) => (
          <OrderedItem
            key={field.id}
            testId="question-row"
            heading={t('questions.numbered', { number: index + 1 })}
            name={t('questions.numbered', { number: index + 1 })}
            index={index}
            count={questions.fields.length}
            onMove={(step) => questions.move(index, index + step)}
            onRemove={() => questions.remove(index)}
          >
            <QuestionFields index={index} />
          </OrderedItem>
        ))}
      </ol>
      <Button
        variant="secondary"
        disabled={questions.fields.length >= SERVICE_LIMITS.questions}
        onClick={() => questions.append(newQuestion())}
      >
        {t('questions.add')}
      </Button>
    </FormSection>
  );
}

function QuestionFields({ index }: { index: number }) {
  const t = useTranslations('adminServices');
  const form = useFormContext<ServiceValues>();
  const base = `form.${index}` as const;
  const type = form.watch(`${base}.type`);
  const options = useFieldArray({ control: form.control, name: `${base}.options` });
  const typeLabels: Record<ServiceQuestionType, string> = {
    text: t('questions.types.text'),
    longText: t('questions.types.longText'),
    number: t('questions.types.number'),
    choice: t('questions.types.choice'),
    file: t('questions.types.file'),
  };
  const kindLabels: Record<ServiceFileKind, string> = {
    image: t('questions.kinds.image'),
    video: t('questions.kinds.video'),
    audio: t('questions.kinds.audio'),
    model3d: t('questions.kinds.model3d'),
    pdf: t('questions.kinds.pdf'),
    zip: t('questions.kinds.zip'),
  };
  const errorAt = (name: Parameters<typeof form.getFieldState>[0]) =>
    form.getFieldState(name, form.formState).error?.message;

  // A choice needs two options at least, a file question a kind: a question turned into one starts with them.
  const { replace } = options;
  useEffect(() => {
    if (type === 'choice' && form.getValues(`${base}.options`).length === 0) replace([newOption(), newOption()]);
    if (type === 'file' && ([] as unknown[]).concat(form.getValues(`${base}.kinds`) || []).length === 0)
      form.setValue(`${base}.kinds`, ['image']);
  }, [type, base, form, replace]);

  return (
    <div className="space-y-3">
      <FormRow>
        <FormField<ServiceValues> name={`${base}.type`} label={t('questions.type')}>
          <Select>
            {SERVICE_QUESTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {typeLabels[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField<ServiceValues> name={`${base}.key`} label={t('key')} hint={t('keyHint')}>
          <Input dir="ltr" autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField<ServiceValues> name={`${base}.label.fa`} label={t('questions.labelFa')}>
          <Input lang="fa" dir="rtl" autoComplete="off" />
        </FormField>
        <FormField<ServiceValues> name={`${base}.label.en`} label={t('questions.labelEn')}>
          <Input lang="en" dir="ltr" autoComplete="off" />
        </FormField>
        <FormField<ServiceValues> name={`${base}.help.fa`} label={t('questions.helpFa')}>
          <Input lang="fa" dir="rtl" autoComplete="off" />
        </FormField>
        <FormField<ServiceValues> name={`${base}.help.en`} label={t('questions.helpEn')}>
          <Input lang="en" dir="ltr" autoComplete="off" />
        </FormField>
      </FormRow>
      <FormField<ServiceValues> name={`${base}.required`} label={t('questions.required')} inline>
        <Checkbox />
      </FormField>

      {type === 'text' || type === 'longText' ? (
        <FormField<ServiceValues>
          name={`${base}.maxLength`}
          label={t('questions.maxLength')}
          hint={t('questions.maxLengthHint')}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </FormField>
      ) : null}

      {type === 'number' ? (
        <FormRow>
          <FormField<ServiceValues> name={`${base}.min`} label={t('questions.min')} hint={t('questions.boundHint')}>
            <Input inputMode="decimal" autoComplete="off" />
          </FormField>
          <FormField<ServiceValues> name={`${base}.max`} label={t('questions.max')} hint={t('questions.boundHint')}>
            <Input inputMode="decimal" autoComplete="off" />
          </FormField>
        </FormRow>
      ) : null}

      {type === 'choice' ? (
        <Field group label={t('questions.options')} error={errorAt(`${base}.options`)}>
          <ol className="space-y-2">
            {options.fields.map((field, optionIndex) => {
              const name = t('questions.optionNumbered', { number: optionIndex + 1 });
              return (
                <li key={field.id} className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
                  <FormField<ServiceValues>
                    name={`${base}.options.${optionIndex}.value`}
                    label={t('questions.optionValue', { number: optionIndex + 1 })}
                  >
                    <Input dir="ltr" autoComplete="off" spellCheck={false} />
                  </FormField>
                  <FormField<ServiceValues>
                    name={`${base}.options.${optionIndex}.label.fa`}
                    label={t('questions.optionFa', { number: optionIndex + 1 })}
                  >
                    <Input lang="fa" dir="rtl" autoComplete="off" />
                  </FormField>
                  <FormField<ServiceValues>
                    name={`${base}.options.${optionIndex}.label.en`}
                    label={t('questions.optionEn', { number: optionIndex + 1 })}
                  >
                    <Input lang="en" dir="ltr" autoComplete="off" />
                  </FormField>
                  <div className="sm:pt-7">
                    <MoveButtons
                      name={name}
                      index={optionIndex}
                      count={options.fields.length}
                      onMove={(step) => options.move(optionIndex, optionIndex + step)}
                      onRemove={() => options.remove(optionIndex)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={options.fields.length >= SERVICE_LIMITS.options.max}
            onClick={() => options.append(newOption())}
          >
            {t('questions.addOption')}
          </Button>
        </Field>
      ) : null}

      {type === 'file' ? (
        <>
          <Field group label={t('questions.kindsLabel')} error={errorAt(`${base}.kinds`)}>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {SERVICE_FILE_KINDS.map((kind) => (
                <Field key={kind} inline label={kindLabels[kind]}>
                  <Checkbox value={kind} {...form.register(`${base}.kinds`)} />
                </Field>
              ))}
            </div>
          </Field>
          <FormRow>
            <FormField<ServiceValues>
              name={`${base}.maxMb`}
              label={t('questions.maxMb')}
              hint={t('questions.maxMbHint')}
            >
              <Input inputMode="numeric" autoComplete="off" />
            </FormField>
            <FormField<ServiceValues>
              name={`${base}.maxFiles`}
              label={t('questions.maxFiles')}
              hint={t('questions.maxFilesHint')}
            >
              <Input inputMode="numeric" autoComplete="off" />
            </FormField>
          </FormRow>
        </>
      ) : null}
    </div>
  );
}

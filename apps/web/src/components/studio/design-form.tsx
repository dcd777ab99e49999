'use client';

import { formatNumber, toLatinDigits, toPersianDigits, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Range } from '@/components/ui/range';
import { TextArea } from '@/components/ui/text-area';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { api, ApiError, newIdempotencyKey } from '@/lib/api-client';
import { loadingToast } from '@/lib/toasts';
import { parseRatio } from './crop-geometry';
import type { CropRatio } from './crop-step';
import { FileField, uploadFile } from './file-field';
import { followDesign } from './live';
import { MaskEditor, type MaskExport } from './mask-editor';
import { historyPath, resultPath } from './paths';
import { canQuote } from './quote';
import {
  checkValues,
  cropRatioOf,
  fieldErrorsOf,
  fieldsOf,
  initialValues,
  inputOf,
  masksOver,
  type FieldProblem,
  type FieldSpec,
  type FormValues,
} from './schema-form';
import type { ToolInfo } from './types';

export interface FieldLabels {
  label: string;
  help?: string;
  placeholder?: string;
}

/** The words of one tool's form, looked up on the server (content/ai-*.ts) so the copy stays out of the bundle. */
export interface FormCopy {
  toolName: string;
  fields: Record<string, FieldLabels>;
  options: Record<string, Record<string, string>>;
}

const QUOTE_DELAY_MS = 400;

/** The form of any tool, built from its JSON Schema: files, mask, prompt, choices and numbers. */
export function DesignForm({
  tool,
  copy,
  balance,
  prefill,
  prefillFrom,
  englishHost,
}: {
  tool: ToolInfo;
  copy: FormCopy;
  balance: number | null;
  prefill: FormValues;
  prefillFrom: 'rerun' | 'input' | null;
  /** English is on its own host (EN_HOST): its paths have no /en prefix. */
  englishHost: boolean;
}) {
  const t = useTranslations('studio');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // `next` is followed as a full path of this site (the wallet does not add the locale again).
  const localizedPrefix = locale === 'en' && !englishHost ? '/en' : '';
  const formId = useId();
  const fields = useMemo(() => fieldsOf(tool), [tool]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, tool.inputSchema, prefill));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [needCoins, setNeedCoins] = useState(false);
  const [pending, setPending] = useState(false);
  const [cost, setCost] = useState<number>(tool.cost);
  const [quoting, setQuoting] = useState(false);
  const masks = useRef(new Map<string, MaskExport>());
  const [painted, setPainted] = useState<Record<string, boolean>>({});
  // One key per intended action: a repeat of the same submit (a retry) is charged once.
  const idempotencyKey = useRef<string | null>(null);

  const number = (n: number) => formatNumber(n, locale);
  const coins = (n: number) => (n === 0 ? t('form.free') : t('form.coins', { count: n }));

  const set = (name: string, value: unknown, problem?: string) => {
    idempotencyKey.current = null;
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => {
      const next = { ...current };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  };

  // The price of these settings, asked again a moment after they change, once the tool's schema accepts
  // them: an empty form keeps the price at the form's defaults and sends nothing the API would refuse.
  const input = useMemo(() => inputOf(fields, values), [fields, values]);
  const inputKey = JSON.stringify(input);
  const quotable = useMemo(() => canQuote(tool.slug, input), [tool.slug, input]);
  useEffect(() => {
    if (!quotable) {
      setQuoting(false);
      return;
    }
    const controller = new AbortController();
    setQuoting(true);
    const timer = setTimeout(() => {
      api
        .post<{ cost: number }>(
          '/designs/quote',
          { tool: tool.slug, input: JSON.parse(inputKey) as FormValues },
          { toastErrors: false, toastSuccess: false, signal: controller.signal },
        )
        .then(({ data }) => setCost(data.cost))
        .catch(() => {
          // Refused all the same (a tool turned off meanwhile, a lost connection): the last price stays.
        })
        .finally(() => !controller.signal.aborted && setQuoting(false));
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [inputKey, tool.slug, quotable]);

  /** A new (or cropped) picture: a mask painted over the old one no longer fits, so it starts over. */
  const setFile = (name: string, ids: string[], problem?: string) => {
    const before = (values[name] as string[] | undefined)?.[0];
    set(name, ids, problem);
    if (ids[0] === before) return;
    for (const mask of masksOver(fields, name)) {
      setValues((current) => ({ ...current, [mask]: [] }));
      setPainted((p) => (p[mask] ? { ...p, [mask]: false } : p));
    }
  };

  // The shape a picture can be cropped to: the form's aspect ratio, named as its choice is.
  const ratioKey = cropRatioOf(tool.inputSchema, values);
  const ratioValue = parseRatio(ratioKey);
  const cropRatio: CropRatio | null =
    ratioKey && ratioValue
      ? {
          value: ratioValue,
          label:
            copy.options.aspectRatio?.[ratioKey] ??
            ratioKey
              .split(':')
              .map((n) => number(Number(n)))
              .join(':'),
        }
      : null;

  const problemText = (problem: FieldProblem) => {
    switch (problem.code) {
      case 'required':
        return t('form.required');
      case 'tooShort':
        return t('form.tooShort', { min: number(problem.min) });
      case 'tooLong':
        return t('form.tooLong', { max: number(problem.max) });
      case 'integer':
        return t('form.integer');
      case 'range':
        return t('form.range', { min: number(problem.min ?? 0), max: number(problem.max ?? 0) });
    }
  };

  const registerMask = useCallback(
    (name: string) => (exporter: MaskExport | null) => {
      if (exporter) masks.current.set(name, exporter);
      else masks.current.delete(name);
    },
    [],
  );
  const maskRegistrars = useMemo(
    () => Object.fromEntries(fields.filter((f) => f.kind === 'mask').map((f) => [f.name, registerMask(f.name)])),
    [fields, registerMask],
  );
  const paintHandlers = useMemo(
    () =>
      Object.fromEntries(
        fields
          .filter((f) => f.kind === 'mask')
          .map((f) => [
            f.name,
            (value: boolean) => setPainted((p) => (p[f.name] === value ? p : { ...p, [f.name]: value })),
          ]),
      ),
    [fields],
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    setNeedCoins(false);
    // A painted mask counts as given; an untouched prefilled one stays as it was.
    const checked: FormValues = { ...values };
    for (const field of fields) if (field.kind === 'mask' && painted[field.name]) checked[field.name] = ['painted'];
    const found = checkValues(fields, checked);
    if (Object.keys(found).length) {
      setProblems(Object.fromEntries(Object.entries(found).map(([name, p]) => [name, problemText(p)])));
      document
        .querySelector<HTMLElement>(
          `#${CSS.escape(formId)} [aria-invalid="true"], #${CSS.escape(formId)} [role="alert"]`,
        )
        ?.focus();
      return;
    }
    setPending(true);
    try {
      const body = inputOf(fields, values);
      for (const field of fields) {
        if (field.kind !== 'mask') continue;
        const exporter = masks.current.get(field.name);
        const blob = painted[field.name] && exporter ? await exporter() : null;
        if (blob) body[field.name] = (await uploadFile(blob, 'mask.png')).id;
        else if (!painted[field.name]) delete body[field.name];
      }
      idempotencyKey.current ??= newIdempotencyKey();
      const { data } = await api.post<{ id: string; status: string; cost: number }>(
        '/designs',
        { tool: tool.slug, input: body },
        { idempotencyKey: idempotencyKey.current, toastErrors: false, toastSuccess: false },
      );
      idempotencyKey.current = null;
      track(data.id);
      router.push(historyPath(tool.slug));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'NotEnoughCoin') {
        setNeedCoins(true);
        setFormError(error.message);
      } else {
        const { onField, rest } = fieldErrorsOf(fields, error.fields);
        setProblems(onField);
        if (rest.length || Object.keys(onField).length === 0) setFormError(rest.join(' ') || error.message);
      }
    } finally {
      setPending(false);
    }
  }

  /** A toast that follows the design to its end, with a link to the result. */
  function track(id: string) {
    const toast = loadingToast(t('toast.running', { name: copy.toolName }));
    followDesign(
      id,
      (event) => toast.progress(event.progress),
      (design) => {
        const link = (
          <Link href={resultPath(tool.slug, id)} className="font-bold underline">
            {t('toast.open')}
          </Link>
        );
        if (design?.status === 'completed')
          toast.success(
            <span>
              {t('toast.done', { name: copy.toolName })} {link}
            </span>,
          );
        else
          toast.error(
            <span>
              {design?.refunded ? t('toast.failedRefunded') : t('toast.failed')} {link}
            </span>,
          );
      },
    );
  }

  const query = searchParams.toString();
  const walletHref = `/dashboard/wallet?${new URLSearchParams({ next: `${localizedPrefix}${pathname}${query ? `?${query}` : ''}` })}`;
  const short = balance !== null && cost > balance;

  const renderField = (field: FieldSpec) => {
    const labels = copy.fields[field.name] ?? { label: field.name };
    const error = problems[field.name];
    const inputId = `${formId}-${field.name}`;
    const help = labels.help ?? undefined;
    const label = (
      <>
        {labels.label}
        {field.required ? null : <span className="ms-1 font-normal text-muted-foreground">{t('form.optional')}</span>}
      </>
    );

    switch (field.kind) {
      case 'file':
        return (
          <FileField
            key={field.name}
            name={field.name}
            label={labels.label}
            help={help}
            kind={field.accept}
            multiple={field.multiple}
            required={field.required}
            value={(values[field.name] as string[]) ?? []}
            error={error}
            crop={field.accept === 'image' ? { ratio: cropRatio, locked: field.multiple === 1 } : undefined}
            onChange={(ids, problem) => setFile(field.name, ids, problem)}
          />
        );
      case 'mask': {
        const image = (values[field.target] as string[] | undefined)?.[0];
        const initial = (values[field.name] as string[] | undefined)?.[0];
        return (
          <MaskEditor
            key={`${field.name}-${image ?? 'none'}`}
            label={labels.label}
            help={help}
            required={field.required}
            imageId={image}
            initialMaskId={image && image === (prefill[field.target] as string | undefined) ? initial : undefined}
            error={error}
            register={maskRegistrars[field.name]!}
            onPaint={paintHandlers[field.name]!}
          />
        );
      }
      case 'text': {
        const text = (values[field.name] as string) ?? '';
        const counterId = `${inputId}-count`;
        const common = {
          name: field.name,
          value: text,
          placeholder: labels.placeholder,
          'aria-describedby': field.maxLength ? counterId : undefined,
          'aria-required': field.required || undefined,
          onChange: (event: { target: { value: string } }) => set(field.name, event.target.value),
          // Empty, it takes the page's direction: `auto` would read the empty value as left-to-right and
          // set a Persian placeholder on the left, its full stop at the wrong end.
          dir: text ? ('auto' as const) : undefined,
        };
        return (
          <Field key={field.name} id={inputId} label={label} hint={help} error={error}>
            {field.multiline ? (
              <TextArea rows={field.name === 'negativePrompt' ? 2 : 4} {...common} />
            ) : (
              <Input type="text" {...common} />
            )}
            {field.maxLength ? (
              <p
                id={counterId}
                className={cn(
                  'mt-1 text-end text-xs tabular-nums',
                  text.length > field.maxLength ? 'font-bold text-danger' : 'text-muted-foreground',
                )}
              >
                {t('form.chars', { count: number(text.length), max: number(field.maxLength) })}
              </p>
            ) : null}
          </Field>
        );
      }
      case 'choice': {
        const current = values[field.name];
        return (
          <Field key={field.name} id={inputId} group label={labels.label} hint={help} error={error}>
            <ChoiceChips
              name={field.name}
              value={current as string | number | undefined}
              onChange={(option) => set(field.name, option)}
              options={field.options.map((option) => ({
                value: option,
                label:
                  copy.options[field.name]?.[String(option)] ?? (typeof option === 'number' ? number(option) : option),
              }))}
            />
          </Field>
        );
      }
      case 'number': {
        const value = values[field.name] as number | '';
        const onNumber = (next: number | '', problem?: string) => set(field.name, next, problem);
        return (
          <Field key={field.name} id={inputId} label={label} hint={help} error={error}>
            <div className="flex items-center gap-3">
              {field.slider ? (
                <Range
                  id={`${inputId}-slider`}
                  aria-describedby={undefined}
                  min={field.min}
                  max={field.max}
                  step={field.integer ? 1 : (field.max! - field.min!) / 100 >= 0.05 ? 0.05 : 0.01}
                  value={value === '' ? (field.min ?? 0) : value}
                  onChange={(event) => onNumber(Number(event.target.value))}
                  aria-label={labels.label}
                  aria-valuetext={value === '' ? undefined : number(value)}
                  className="min-w-0 flex-1"
                />
              ) : null}
              <div className={field.slider ? 'w-28 shrink-0' : 'w-full sm:w-48'}>
                <NumberInput value={value} integer={field.integer} persian={locale === 'fa'} onChange={onNumber} />
              </div>
            </div>
          </Field>
        );
      }
      case 'boolean':
        return (
          <Field key={field.name} id={inputId} label={labels.label} inline>
            <Checkbox
              checked={values[field.name] === true}
              onChange={(event) => set(field.name, event.target.checked)}
            />
          </Field>
        );
    }
  };

  const main = fields.filter((f) => !(f.kind === 'number' && f.advanced));
  const advanced = fields.filter((f) => f.kind === 'number' && f.advanced);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6" data-testid="design-form">
      {prefillFrom ? (
        <Alert tone="info">{prefillFrom === 'rerun' ? t('form.prefilledRerun') : t('form.prefilledInput')}</Alert>
      ) : null}
      {main.map(renderField)}
      {advanced.length ? (
        <details className="rounded-2xl border border-border p-4">
          <summary className="cursor-pointer text-sm font-semibold">{t('form.advanced')}</summary>
          <div className="mt-4 space-y-6">{advanced.map(renderField)}</div>
        </details>
      ) : null}

      <div className="sticky bottom-0 -mx-5 border-t border-border bg-card px-5 py-4 sm:-mx-6 sm:px-6">
        {formError ? (
          <div className="mb-3">
            <Alert tone="danger">
              {formError}
              {needCoins ? (
                <>
                  {' '}
                  <Link href={walletHref} className="font-bold underline" data-testid="topup-link">
                    {t('form.topUp')}
                  </Link>
                </>
              ) : null}
            </Alert>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-live="polite">
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">{t('form.cost')}</dt>
              <dd className="font-bold tabular-nums" data-testid="cost" aria-busy={quoting || undefined}>
                {coins(cost)}
              </dd>
            </div>
            {balance !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{t('form.balance')}</dt>
                <dd className={cn('font-bold tabular-nums', short && 'text-danger')}>
                  {t('form.coins', { count: balance })}
                </dd>
              </div>
            ) : null}
          </dl>
          {short && !needCoins ? (
            <Link href={walletHref} className="text-sm font-semibold text-link underline">
              {t('form.topUp')}
            </Link>
          ) : null}
          <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto">
            {pending ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * A number typed in the page's own digits (Persian in fa; Persian, Arabic or Latin digits are all read),
 * kept as typed while it is being written ("0." on the way to "0.5") and in step with a slider beside it.
 */
function NumberInput({
  value,
  integer,
  persian,
  onChange,
}: {
  value: number | '';
  integer: boolean;
  persian: boolean;
  onChange: (value: number | '') => void;
}) {
  const show = (text: string) => (persian ? toPersianDigits(text).replace('.', '٫') : text);
  // The Persian decimal mark (٫) is a point; thousands separators (٬ ,) are dropped.
  const read = (text: string) => toLatinDigits(text).replace(/٫/g, '.').replace(/[٬,]/g, '');
  const [typed, setTyped] = useState(value === '' ? '' : String(value));
  // A change from outside (the slider, a prefill) replaces what was typed.
  const parsed = typed.trim() === '' ? '' : Number(read(typed));
  if (parsed !== value && !(Number.isNaN(parsed) && value === '')) setTyped(value === '' ? '' : String(value));
  return (
    <Input
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={show(typed)}
      onChange={(event) => {
        const text = read(event.target.value).replace(integer ? /[^\d-]/g : /[^\d.-]/g, '');
        setTyped(text);
        const next = text === '' || text === '-' || text === '.' ? '' : Number(text);
        onChange(Number.isNaN(next) ? '' : next);
      }}
      className="tabular-nums"
      dir="ltr"
    />
  );
}

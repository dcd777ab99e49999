'use client';

import { MAX_MODEL_LENGTH, MAX_ROUTES, MODEL_PATTERN, routeProviders } from '@rassam/api/schemas';
import { formatNumber, type Locale } from '@rassam/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useRouter } from '@/i18n/navigation';
import { api, ApiError } from '@/lib/api-client';
import { modelPunctuation, providerNames } from './ai-labels';
import type { AiRoute, AiTool, RemoteProvider } from './types';

type Row = AiRoute & { key: number };
type RowError = { model?: ReactNode; provider?: string };

/** An id inside a sentence: left to right, in the code font. */
const code = (chunks: ReactNode) => (
  <bdi dir="ltr" className="font-mono [overflow-wrap:anywhere]">
    {chunks}
  </bdi>
);
/** A few characters inside a sentence, kept together. */
const characters = (chunks: ReactNode) => (
  <bdi dir="ltr" className="whitespace-nowrap font-mono">
    {chunks}
  </bdi>
);

/**
 * One tool's routing: an ordered list of provider and model pairs (add, remove, move up and down), whether
 * the offline provider may stand in, save (PUT) and back to the catalogue's default (DELETE).
 */
function RoutingForm({
  tool,
  configured,
  suggestions,
  offlineMethod,
  onDone,
}: {
  tool: AiTool;
  configured: Record<RemoteProvider, boolean>;
  suggestions: Record<RemoteProvider, string[]>;
  offlineMethod: string;
  onDone: () => void;
}) {
  const t = useTranslations('admin');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const nextKey = useRef(0);
  const withKey = (route: AiRoute): Row => ({ ...route, key: nextKey.current++ });
  const [rows, setRows] = useState<Row[]>(() => tool.routes.map(withKey));
  const [offline, setOffline] = useState(tool.offline);
  const [errors, setErrors] = useState<Record<number, RowError>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState<'save' | 'reset' | null>(null);
  /** The control to focus once the list has re-rendered (after a move, an add or a removal). */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  const number = (index: number) => formatNumber(index + 1, locale);
  const change = (key: number, patch: Partial<AiRoute>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setErrors((current) => {
      const { [key]: _, ...rest } = current;
      return rest;
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const row = rows[index]!;
    const next = [...rows];
    next.splice(index, 1);
    next.splice(to, 0, row);
    setRows(next);
    // Keep the focus on the moved route; at either end, on its other move button.
    const atEnd = by === -1 ? to === 0 : to === next.length - 1;
    focusNext.current = `${id}-${row.key}-${atEnd ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = neighbour ? `${id}-${neighbour.key}-remove` : `${id}-add`;
  };
  const add = () => {
    const provider = routeProviders.find((name) => configured[name]) ?? 'fal';
    const row = withKey({ provider, model: '' });
    setRows([...rows, row]);
    focusNext.current = `${id}-${row.key}-model`;
  };

  /** The same checks as the API's schema, with words that say what to type. */
  const check = (list: Row[]): Record<number, RowError> => {
    const found: Record<number, RowError> = {};
    const seen = new Set<string>();
    for (const row of list) {
      const model = row.model.trim();
      if (!model) found[row.key] = { model: t('ai.editor.required') };
      else if (model.length > MAX_MODEL_LENGTH) {
        found[row.key] = { model: t('ai.editor.tooLong', { max: MAX_MODEL_LENGTH }) };
      } else if (!MODEL_PATTERN.test(model)) {
        found[row.key] = { model: t.rich('ai.editor.format', { chars: modelPunctuation, code: characters }) };
      } else if (seen.has(`${row.provider} ${model}`)) found[row.key] = { model: t('ai.editor.duplicate') };
      seen.add(`${row.provider} ${model}`);
    }
    return found;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const list = rows.map((row) => ({ ...row, model: row.model.trim() }));
    setRows(list);
    const found = check(list);
    setErrors(found);
    const first = list.find((row) => found[row.key]);
    if (first) {
      document.getElementById(`${id}-${first.key}-model`)?.focus();
      return;
    }
    setPending('save');
    try {
      await api.put(
        `/admin/ai/routes/${encodeURIComponent(tool.slug)}`,
        { routes: list.map(({ provider, model }) => ({ provider, model })), offline },
        { toastErrors: false },
      );
      router.refresh();
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // routes.2.model → the third route's model field; anything else above the form.
      const fromServer: Record<number, RowError> = {};
      for (const [name, message] of Object.entries(error.fields)) {
        const match = /^routes\.(\d+)\.(provider|model)$/.exec(name);
        const row = match ? list[Number(match[1])] : undefined;
        if (row) fromServer[row.key] = { ...fromServer[row.key], [match![2] as 'provider' | 'model']: message };
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setFormError(error.message);
    } finally {
      setPending(null);
    }
  };

  const reset = async () => {
    setPending('reset');
    try {
      await api.delete(`/admin/ai/routes/${encodeURIComponent(tool.slug)}`);
      router.refresh();
      onDone();
    } catch {
      // The API client has shown the reason.
    } finally {
      setPending(null);
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <Alert tone="danger">{formError}</Alert>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
          {t('ai.editor.empty')}
        </p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const error = errors[row.key] ?? {};
            // An example of the provider's ids while the field is empty (a new route).
            const example = row.model.trim() ? undefined : suggestions[row.provider][0];
            return (
              <li key={row.key}>
                <fieldset className="rounded-2xl border border-border p-3 sm:p-4">
                  <legend className="px-1 text-sm font-bold">
                    {t('ai.editor.routeLegend', { number: number(index) })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                    <Field id={`${id}-${row.key}-provider`} label={t('ai.editor.provider')} error={error.provider}>
                      <Select
                        value={row.provider}
                        onChange={(event) => change(row.key, { provider: event.target.value as RemoteProvider })}
                      >
                        {routeProviders.map((name) => (
                          <option key={name} value={name}>
                            {providerNames[name]}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Field
                      id={`${id}-${row.key}-model`}
                      label={t('ai.editor.model')}
                      error={error.model}
                      hint={example ? t.rich('ai.editor.modelHint', { example, code }) : undefined}
                      className="min-w-0"
                    >
                      <Input
                        value={row.model}
                        onChange={(event) => change(row.key, { model: event.target.value })}
                        list={`${id}-${row.provider}-models`}
                        dir="ltr"
                        autoComplete="off"
                        autoCapitalize="off"
                        spellCheck={false}
                        maxLength={MAX_MODEL_LENGTH + 20}
                        className="font-mono text-sm"
                      />
                    </Field>
                  </div>
                  {configured[row.provider] ? null : (
                    <p className="mt-2 text-xs text-warning-soft-foreground">{t('ai.skipped')}</p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      id={`${id}-${row.key}-up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('ai.editor.moveUpNamed', { number: number(index) })}
                    >
                      <span aria-hidden="true">↑</span>
                      {t('ai.editor.moveUp')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      id={`${id}-${row.key}-down`}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('ai.editor.moveDownNamed', { number: number(index) })}
                    >
                      <span aria-hidden="true">↓</span>
                      {t('ai.editor.moveDown')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      id={`${id}-${row.key}-remove`}
                      className="ms-auto text-danger"
                      onClick={() => remove(index)}
                      aria-label={t('ai.editor.removeNamed', { number: number(index) })}
                    >
                      {t('ai.editor.remove')}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {routeProviders.map((name) => (
        <datalist key={name} id={`${id}-${name}-models`}>
          {suggestions[name].map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" id={`${id}-add`} onClick={add} disabled={rows.length >= MAX_ROUTES}>
          <span aria-hidden="true">+</span>
          {t('ai.editor.add')}
        </Button>
        {rows.length >= MAX_ROUTES ? (
          <span className="text-sm text-muted-foreground">{t('ai.editor.max', { max: MAX_ROUTES })}</span>
        ) : null}
      </div>

      <Field inline label={t('ai.editor.offline')} hint={t('ai.editor.offlineHint', { method: offlineMethod })}>
        <Checkbox checked={offline} onChange={(event) => setOffline(event.target.checked)} />
      </Field>
      {rows.length === 0 && !offline ? (
        <Alert tone="warning" role="status">
          {t('ai.editor.unavailable')}
        </Alert>
      ) : null}

      <div className="text-sm text-muted-foreground">
        <p>{t('ai.editor.defaultRoutes')}</p>
        {tool.defaultRoutes.length ? (
          <ol className="mt-1 space-y-0.5">
            {tool.defaultRoutes.map((route, index) => (
              <li key={`${route.provider} ${route.model}`} className="flex gap-2">
                <span className="tabular-nums">{number(index)}.</span>
                <span className="min-w-0">
                  {providerNames[route.provider]}{' '}
                  <bdi dir="ltr" className="break-all font-mono text-xs">
                    {route.model}
                  </bdi>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1">{t('ai.noRoutes')}</p>
        )}
      </div>
      <FormActions
        aside={
          <Button
            variant="outline"
            onClick={reset}
            disabled={pending !== null || !tool.custom}
            loading={pending === 'reset'}
            width="phone"
          >
            {t('ai.editor.reset')}
          </Button>
        }
      >
        <Button variant="outline" onClick={onDone}>
          {t('wallet.cancel')}
        </Button>
        <Button type="submit" disabled={pending !== null} loading={pending === 'save'}>
          {t('ai.editor.save')}
        </Button>
      </FormActions>
    </form>
  );
}

/** A tool row's action: its routing editor, in a dialog. */
export function RoutingActions(props: {
  tool: AiTool;
  configured: Record<RemoteProvider, boolean>;
  suggestions: Record<RemoteProvider, string[]>;
  offlineMethod: string;
}) {
  const t = useTranslations('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" aria-label={t('ai.editNamed', { tool: props.tool.slug })}>
          {t('ai.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('ai.editor.title', { tool: props.tool.slug })} description={t('ai.editor.description')}>
        <RoutingForm {...props} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

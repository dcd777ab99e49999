import 'server-only';
import { getEnv } from '@rassam/api/env';
import type { Locale } from '@rassam/i18n';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/panel/page-header';
import { Card } from '@/components/ui/card';
import type { WalletView } from '@/components/wallet/types';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';
import { toolCopy } from '@/content/ai-tools';
import { redirect } from '@/i18n/navigation';
import { requireUser } from '@/lib/guards';
import { serverApi } from '@/lib/server-api';
import { DesignForm } from './design-form';
import { studioMetadata } from './metadata';
import { CREATE_TOOLS, formPath, historyPath } from './paths';
import type { FormValues } from './schema-form';
import { formCopyOf, toolOr404 } from './server';
import type { Design } from './types';
import { ToolCrumbs } from './tool-crumbs';

type Params = Promise<{ locale: Locale; tool: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function formMetadata() {
  return async ({ params }: { params: Params }) => {
    const { locale, tool } = await params;
    return studioMetadata(locale, tool, formPath(tool), 'aiNew');
  };
}

/**
 * The form of a tool at `/new` (or `/create` for the 3D tools; each redirects to the other), prefilled
 * from `?from=<design>` (re-run) or `?field=<name>&file=<file id>` (an output used as input).
 */
export async function FormPage({
  params,
  searchParams,
  segment,
}: {
  params: Params;
  searchParams: Search;
  segment: 'new' | 'create';
}) {
  const { locale, tool: slug } = await params;
  setRequestLocale(locale);
  await requireUser(locale);
  const query = await searchParams;
  const wanted = CREATE_TOOLS.includes(slug) ? 'create' : 'new';
  const tool = await toolOr404(slug);
  if (segment !== wanted) {
    const rest = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    );
    redirect({ href: `${formPath(slug)}${rest.size ? `?${rest}` : ''}`, locale });
  }

  let prefill: FormValues = {};
  let prefillFrom: 'rerun' | 'input' | null = null;
  const from = one(query.from);
  if (from && UUID.test(from)) {
    const previous = await serverApi<Design>(`/designs/${from}`);
    if (previous.ok && previous.data.tool === slug) {
      prefill = previous.data.input;
      prefillFrom = 'rerun';
    }
  }
  const field = one(query.field);
  const file = one(query.file);
  if (field && file && UUID.test(file) && tool.files[field]) {
    prefill = { ...prefill, [field]: tool.inputSchema.properties?.[field]?.type === 'array' ? [file] : file };
    prefillFrom = 'input';
  }

  // "Make one like this" from a shared result brings its prompt (the form's own limits still apply).
  const prompt = one(query.prompt);
  if (prompt && tool.inputSchema.properties?.prompt && prefill.prompt === undefined) {
    prefill = { ...prefill, prompt: prompt.slice(0, tool.inputSchema.properties.prompt.maxLength ?? 2000) };
  }

  const [t, wallet] = await Promise.all([getTranslations('studio'), serverApi<WalletView>('/wallet')]);
  const copy = toolCopy(slug, locale);

  return (
    <>
      <ToolCrumbs
        label={t('breadcrumb')}
        hub={t('hub.title')}
        tool={copy.name}
        slug={slug}
        current={t('history.new')}
      />
      <PageHeader title={copy.name} intro={copy.tagline}>
        <ButtonLink href={historyPath(slug)} variant="outline">
          {t('history.link')}
        </ButtonLink>
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card padded className="lg:col-span-2">
          {tool.available ? null : (
            <Alert tone="warning" role="status" className="mb-5">
              {t('hub.unavailable')}
            </Alert>
          )}
          <DesignForm
            tool={tool}
            copy={formCopyOf(tool, locale)}
            balance={wallet.ok ? wallet.data.balance : null}
            prefill={prefill}
            prefillFrom={prefillFrom}
            englishHost={Boolean(getEnv().EN_HOST)}
          />
        </Card>
        <aside className="space-y-3 text-sm text-muted-foreground" aria-label={t('form.about')}>
          <p>{copy.description}</p>
          <ol className="list-decimal space-y-1 ps-5">
            {copy.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  );
}

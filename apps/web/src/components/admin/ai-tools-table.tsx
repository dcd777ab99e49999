import { formatNumber, type Locale } from '@rassam/i18n';
import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { providerNames, toolGroups } from './ai-labels';
import { RoutingActions } from './ai-routing-editor';
import type { AiRoute, AiTool, RemoteProvider } from './types';

/** A model id that may break after its slashes (`fal-ai/kling-video/v2.1/master/…`), not inside a word. */
function ModelId({ model }: { model: string }) {
  const parts = model.split('/');
  return (
    <bdi dir="ltr" className="font-mono text-xs [overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </bdi>
  );
}

/** A filled dot for a configured provider, a hollow one for a route that is skipped. */
export function ProviderDot({ on, className = 'block' }: { on: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-2 shrink-0 rounded-full',
        on ? 'bg-success-soft-foreground' : 'border border-muted-foreground',
        className,
      )}
    />
  );
}

/**
 * Every tool, grouped as the catalogue groups them, with the routes it tries now and what the offline
 * provider may do for it: one table from the md width up (group names as row headers, so the columns line
 * up across groups), and a card per tool below it.
 */
export async function AiToolsTable({
  tools,
  configured,
  locale,
}: {
  tools: AiTool[];
  configured: Record<RemoteProvider, boolean>;
  locale: Locale;
}) {
  const t = await getTranslations('admin');
  const methods: Record<string, string> = {
    upscale: t('ai.methods.upscale'),
    expand: t('ai.methods.expand'),
    'remove-object': t('ai.methods.removeObject'),
    'remove-bg': t('ai.methods.removeBg'),
    'relief-image': t('ai.methods.reliefImage'),
    'camera-move': t('ai.methods.cameraMove'),
    'relief-mesh': t('ai.methods.reliefMesh'),
    speech: t('ai.methods.speech'),
    music: t('ai.methods.music'),
    'preview-image': t('ai.methods.previewImage'),
    'preview-video': t('ai.methods.previewVideo'),
    'preview-model3d': t('ai.methods.previewModel3d'),
  };
  const methodOf = (tool: AiTool) => methods[tool.offlineMethod] ?? tool.offlineMethod;
  const groupName = {
    image: t('ai.groups.image'),
    edit: t('ai.groups.edit'),
    video: t('ai.groups.video'),
    '3d': t('ai.groups.3d'),
    audio: t('ai.groups.audio'),
    model: t('ai.groups.model'),
  };
  const kindName = {
    image: t('ai.kinds.image'),
    video: t('ai.kinds.video'),
    audio: t('ai.kinds.audio'),
    model3d: t('ai.kinds.model3d'),
  };
  // Model ids the editor suggests per provider: every one a tool runs on now or by default.
  const suggestions: Record<RemoteProvider, string[]> = { fal: [], openai: [], replicate: [] };
  for (const tool of tools) {
    for (const route of [...tool.routes, ...tool.defaultRoutes]) {
      if (!suggestions[route.provider].includes(route.model)) suggestions[route.provider].push(route.model);
    }
  }
  const groups = toolGroups
    .map((group) => ({ group, rows: tools.filter((tool) => tool.group === group) }))
    .filter(({ rows }) => rows.length > 0);

  const routeItem = (route: AiRoute, index: number) => {
    const on = configured[route.provider];
    return (
      <li
        key={`${route.provider} ${route.model}`}
        className={cn('flex min-w-0 items-baseline gap-x-2', on ? null : 'text-muted-foreground')}
      >
        <span className="shrink-0 tabular-nums">{formatNumber(index + 1, locale)}.</span>
        <span className="min-w-0">
          <span className="whitespace-nowrap font-semibold">
            <ProviderDot on={on} className="me-1.5 inline-block align-middle" />
            {providerNames[route.provider]}
          </span>{' '}
          <ModelId model={route.model} />
          {on ? null : <span className="sr-only"> ({t('ai.skipped')})</span>}
        </span>
      </li>
    );
  };
  const routeList = (tool: AiTool) =>
    tool.routes.length === 0 ? (
      <span className="text-muted-foreground">{t('ai.noRoutes')}</span>
    ) : (
      <ol className="space-y-1.5">{tool.routes.map(routeItem)}</ol>
    );
  const toolName = (tool: AiTool): ReactNode => (
    <>
      <bdi dir="ltr" className="block font-mono text-sm font-semibold">
        {tool.slug}
      </bdi>
      <span className="block text-xs text-muted-foreground">{kindName[tool.outputKind]}</span>
    </>
  );
  const customChip = (tool: AiTool) => (tool.custom ? <Badge tone="info">{t('ai.custom')}</Badge> : null);
  const offlineText = (tool: AiTool) =>
    tool.offline ? (
      t('ai.offlineAllowed', { method: methodOf(tool) })
    ) : (
      <span className="text-muted-foreground">{t('ai.offlineNotAllowed')}</span>
    );
  const actions = (tool: AiTool) => (
    <RoutingActions tool={tool} configured={configured} suggestions={suggestions} offlineMethod={methodOf(tool)} />
  );

  return (
    <>
      <p className="mb-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <ProviderDot on />
          {t('ai.legendOn')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ProviderDot on={false} />
          {t('ai.legendOff')}
        </span>
      </p>

      <div className="space-y-8 md:hidden">
        {groups.map(({ group, rows }) => (
          <section key={group} aria-labelledby={`tools-${group}`}>
            <h3 id={`tools-${group}`} className="mb-3 text-lg font-bold">
              {groupName[group]}
            </h3>
            <ul aria-label={t('ai.toolsCaption', { group: groupName[group] })} className="space-y-3">
              {rows.map((tool) => (
                <li key={tool.slug}>
                  <Card className="p-4">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">{toolName(tool)}</div>
                      {customChip(tool)}
                    </div>
                    <dl className="mt-3 space-y-3 text-sm">
                      <div>
                        <dt className="mb-1 text-muted-foreground">{t('ai.columns.routes')}</dt>
                        <dd>{routeList(tool)}</dd>
                      </div>
                      <div>
                        <dt className="mb-1 text-muted-foreground">{t('ai.columns.offline')}</dt>
                        <dd>{offlineText(tool)}</dd>
                      </div>
                    </dl>
                    <div className="mt-3 border-t border-border pt-3 text-sm">{actions(tool)}</div>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <div className="hidden md:block">
        <Table className="table-fixed">
          <TableCaption>{t('ai.toolsTitle')}</TableCaption>
          <colgroup>
            <col className="w-[26%]" />
            <col />
            <col className="w-[20%]" />
            <col className="w-[6.5rem]" />
          </colgroup>
          <TableHeader>
            <tr>
              <TableHead>{t('ai.columns.tool')}</TableHead>
              <TableHead>{t('ai.columns.routes')}</TableHead>
              <TableHead>{t('ai.columns.offline')}</TableHead>
              <TableHead>{t('ai.columns.actions')}</TableHead>
            </tr>
          </TableHeader>
          {groups.map(({ group, rows }) => (
            <TableBody key={group} className="border-t border-border">
              <tr>
                <th scope="rowgroup" colSpan={4} className="bg-muted/60 px-4 py-2 text-start text-base font-bold">
                  {groupName[group]}
                </th>
              </tr>
              {rows.map((tool) => (
                <TableRow key={tool.slug}>
                  <th scope="row" className="px-4 py-3 text-start align-top font-normal">
                    {toolName(tool)}
                    {tool.custom ? <span className="mt-1 block">{customChip(tool)}</span> : null}
                  </th>
                  <TableCell>{routeList(tool)}</TableCell>
                  <TableCell>{offlineText(tool)}</TableCell>
                  <TableCell>{actions(tool)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      </div>
    </>
  );
}

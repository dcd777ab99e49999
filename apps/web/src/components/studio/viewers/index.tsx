'use client';

/**
 * PLACEHOLDER so the studio builds on its own branch: another engineer owns this file and its real
 * viewers (3D, before/after, audio waveform). On merge, keep their version.
 */
export interface OutputView {
  url: string;
  mime: string;
  kind: 'image' | 'video' | 'audio' | 'model3d';
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
}

export function OutputViewer({ outputs, title }: { outputs: OutputView[]; before?: string; title: string }) {
  return (
    <div className="grid gap-4">
      {outputs.map((output, index) => (
        <figure
          key={output.url}
          className="overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--surface-muted)]"
        >
          {output.kind === 'image' ? (
            <img
              src={output.url}
              alt={`${title} ${index + 1}`}
              width={output.width ?? undefined}
              height={output.height ?? undefined}
              className="mx-auto h-auto max-h-[70vh] w-auto max-w-full"
            />
          ) : output.kind === 'video' ? (
            <video
              src={output.url}
              poster={output.thumbnailUrl ?? undefined}
              controls
              playsInline
              className="mx-auto max-h-[70vh] w-full"
              aria-label={title}
            />
          ) : output.kind === 'audio' ? (
            <audio src={output.url} controls className="w-full p-4" aria-label={title} />
          ) : (
            <a href={output.url} download className="block p-6 text-center font-semibold text-brand-700 underline">
              {title} (GLB)
            </a>
          )}
        </figure>
      ))}
    </div>
  );
}

'use client';

import { useState, type DragEvent, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * A dashed area files may be dropped on (an upload's first step): it lights up while files are dragged over
 * it and hands the dropped files over. Its children say what to drop and hold the button that opens the file
 * picker, which keyboard and touch users need since dropping takes a mouse.
 */
export function DropZone({
  onFiles,
  children,
  className,
  ...rest
}: {
  onFiles: (files: FileList) => void;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      {...rest}
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      }}
      data-dragging={dragging || undefined}
      className={cn(
        'grid place-items-center gap-3 rounded-2xl border-2 border-dashed border-border bg-card p-8 text-center',
        dragging && 'border-primary bg-primary/5',
        className,
      )}
    >
      {children}
    </div>
  );
}

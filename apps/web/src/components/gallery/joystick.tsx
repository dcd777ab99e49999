'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { joystickVector } from './movement';

const DEAD_ZONE = 0.15;

/** Arrow keys on the focused joystick push it to its rim, as a thumb would. */
const KEY_VECTORS: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * A thumb stick for walking on a touch screen: up walks forward, sideways turns. Large (8 rem) so a
 * thumb finds it without looking; it follows the pointer that pressed it (pointer capture) even when the
 * thumb slides off. It sits at the page's start side (the caller places it with logical classes); its
 * axes are physical, like the screen's. The knob is moved through a ref, not React state, so a drag
 * does not re-render the page sixty times a second.
 */
export function Joystick({
  label,
  onMove,
  className,
}: {
  /** Its accessible name, in the page's language. */
  label: string;
  /** x right, y forward; both within the unit disc; (0, 0) on release. */
  onMove(x: number, y: number): void;
  className?: string;
}) {
  const padRef = useRef<HTMLDivElement>(null);
  const knobRef = useRef<HTMLSpanElement>(null);
  const active = useRef<number | null>(null);
  const vector = useRef({ x: 0, y: 0 });

  const show = (dx: number, dy: number) => {
    if (knobRef.current) knobRef.current.style.transform = `translate(${dx}px, ${dy}px)`;
  };

  const track = (event: PointerEvent<HTMLDivElement>) => {
    const pad = padRef.current;
    if (!pad) return;
    const rect = pad.getBoundingClientRect();
    const radius = rect.width / 2 - 12;
    let dx = event.clientX - (rect.left + rect.width / 2);
    let dy = event.clientY - (rect.top + rect.height / 2);
    const length = Math.hypot(dx, dy);
    if (length > radius) {
      dx = (dx / length) * radius;
      dy = (dy / length) * radius;
    }
    show(dx, dy);
    joystickVector(dx, dy, radius, DEAD_ZONE, vector.current);
    onMove(vector.current.x, vector.current.y);
  };

  const release = () => {
    active.current = null;
    show(0, 0);
    onMove(0, 0);
  };

  return (
    <div
      ref={padRef}
      role="application"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative grid size-32 touch-none select-none place-items-center rounded-full border border-border bg-card/70 shadow-lg backdrop-blur-sm',
        className,
      )}
      onPointerDown={(event) => {
        if (active.current !== null) return;
        active.current = event.pointerId;
        event.currentTarget.setPointerCapture(event.pointerId);
        track(event);
      }}
      onPointerMove={(event) => {
        if (event.pointerId === active.current) track(event);
      }}
      onPointerUp={(event) => event.pointerId === active.current && release()}
      onPointerCancel={(event) => event.pointerId === active.current && release()}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        const push = KEY_VECTORS[event.key];
        if (!push) return;
        event.preventDefault();
        show(push[0] * 40, -push[1] * 40);
        onMove(push[0], push[1]);
      }}
      onKeyUp={(event) => KEY_VECTORS[event.key] && release()}
      onBlur={release}
    >
      <span
        ref={knobRef}
        aria-hidden="true"
        className="pointer-events-none size-14 rounded-full bg-primary/80 shadow ring-2 ring-card"
      />
    </div>
  );
}

import {
  Children,
  cloneElement,
  isValidElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type AnyProps = Record<string, unknown>;

/**
 * The kit's `asChild`: the slot's one child element is rendered in its place, with the slot's props merged
 * into the child's own: classes joined, styles merged (the child's win), both handlers run (the child's
 * first, as a handler that calls `preventDefault` expects), both refs set, and any other prop the child's.
 * Radix's Slot does the same; this is the part the kit uses, without its 2 KB (gzip) on every page
 * (decision 011). A child that is not one element renders nothing.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: ReactNode }) {
  const all = Children.toArray(children);
  const slottable = all.find(isSlottable);
  if (slottable) {
    // The element inside <Slottable> is the one rendered; the slot's other children go before its own.
    const target = slottable.props.children;
    if (!isValidElement<AnyProps>(target)) return null;
    const inner = Children.map(children, (child) =>
      isSlottable(child) ? (target.props.children as ReactNode) : child,
    );
    return cloneElement(target, mergeProps(slotProps, target.props), inner);
  }
  const child = all.length === 1 ? all[0] : null;
  if (!isValidElement<AnyProps>(child)) return null;
  return cloneElement(child, mergeProps(slotProps, child.props));
}

/** Marks, among a slot's children, the element the slot becomes (the others are put inside it). */
export function Slottable({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

function isSlottable(node: unknown): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === Slottable;
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps };
  for (const [name, fromChild] of Object.entries(childProps)) {
    const fromSlot = slotProps[name];
    if (fromChild === undefined) continue;
    if (fromSlot === undefined) merged[name] = fromChild;
    else if (/^on[A-Z]/.test(name) && typeof fromSlot === 'function' && typeof fromChild === 'function')
      merged[name] = (...args: unknown[]) => {
        const result = fromChild(...args);
        fromSlot(...args);
        return result;
      };
    else if (name === 'className') merged[name] = `${fromSlot as string} ${fromChild as string}`;
    else if (name === 'style') merged[name] = { ...(fromSlot as CSSProperties), ...(fromChild as CSSProperties) };
    else if (name === 'ref') merged[name] = bothRefs(fromSlot as Ref<unknown>, fromChild as Ref<unknown>);
    else merged[name] = fromChild;
  }
  return merged;
}

function bothRefs<T>(...refs: Ref<T>[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

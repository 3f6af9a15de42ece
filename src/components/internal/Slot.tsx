import { clsx } from 'clsx';
import { cloneElement, isValidElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type AnyProps = Record<string, unknown>;

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * Renders its only child with the given props merged in (the asChild pattern): classes and styles
 * are combined, event handlers both run (the child's first), refs are merged. A few lines instead of
 * @radix-ui/react-slot keeps Button within its size budget.
 */
export function Slot({
  children,
  ...slotProps
}: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = (slotProps as AnyProps)[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => void)(...args);
        (slotValue as (...a: unknown[]) => void)(...args);
      };
    }
  }
  merged.className = clsx(slotProps.className, childProps.className as string | undefined);
  merged.style = { ...slotProps.style, ...(childProps.style as CSSProperties | undefined) };
  if (slotProps.ref && childProps.ref) merged.ref = mergeRefs(slotProps.ref, childProps.ref as Ref<HTMLElement>);
  return cloneElement(children, merged);
}

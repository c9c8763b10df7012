import {
  Children,
  isValidElement,
  Suspense,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * Splits the hydration of a prerendered page into short tasks.
 *
 * Hydrating the whole page at once is one long task (70-90 ms on a fast laptop, four times
 * that on a mid-range phone), during which a tap waits. Each `<HydrateLater>` boundary instead
 * suspends during the first hydration: Preact keeps its prerendered DOM as it is (visible, its
 * links working) and hydrates it in a task of its own once the previous boundary is done, top
 * to bottom. After the first hydration (client navigation, the dev server) it renders at once.
 *
 * Preact 10 keeps one DOM node per suspended component, so the child must render exactly one
 * element, always (never null, never a fragment).
 */

/** Whether the hydration of the prerendered page is under way (boundaries take turns). */
let hydrating = false;
/** Whether the first commit of the hydration is done and its effects have run. */
let rootDone = false;
/** Boundaries that suspended and have not hydrated yet. */
let pending = 0;
let onDone: (() => void) | null = null;
let queue: Promise<void> = Promise.resolve();

function finishIfDone() {
  if (!rootDone || pending > 0 || !hydrating) return;
  hydrating = false;
  const done = onDone;
  onDone = null;
  done?.();
}

/**
 * Called right before hydrating the prerendered page. `done` runs once the first commit's
 * effects have run (`rootHydrated`) and every boundary has hydrated, with its effects.
 */
export function beginHydration(done: () => void): void {
  hydrating = true;
  rootDone = false;
  pending = 0;
  onDone = done;
}

/** Called from an effect of the last component of the first render. */
export function rootHydrated(): void {
  rootDone = true;
  finishIfDone();
}

/** Turns that have come: their boundary hydrates when it renders again. */
const arrived = new WeakSet<Promise<void>>();

/** The promise a boundary suspends on: its turn, one task after the boundary before it. */
function takeTurn(): Promise<void> {
  pending += 1;
  queue = queue.then(yieldToMain);
  const turn: Promise<void> = queue.then(() => {
    arrived.add(turn);
  });
  return turn;
}

function Deferred({ children }: { children: ReactElement }) {
  // The turn is taken on the first render only; the render after it (the boundary's own
  // hydration) finds it resolved.
  const [turn] = useState(() => (hydrating ? takeTurn() : null));
  if (turn && !arrived.has(turn)) throw turn;
  useEffect(() => {
    if (!turn) return;
    pending -= 1;
    finishIfDone();
  }, [turn]);
  return children;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

/**
 * Each child in a boundary of its own: a page's top-level sections, so no section's hydration
 * waits for the others. Every element child must render exactly one element (see above).
 */
export function HydrateEach({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.map(children, (child, index) =>
        isValidElement(child) ? (
          <HydrateLater key={child.key ?? index}>{child}</HydrateLater>
        ) : (
          child
        ),
      )}
    </>
  );
}

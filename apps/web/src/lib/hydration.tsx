import { Children, Suspense, isValidElement, useEffect, type ReactNode } from 'react';

/**
 * Each child in a `<Suspense>` boundary of its own: how the page's parts hydrate one by one.
 *
 * The prerender writes each boundary's HTML between `<!--$-->` and `<!--/$-->`. `hydrateRoot`
 * hydrates what lies outside every boundary in its first pass and leaves each boundary's HTML
 * as it is, to be hydrated in a later, interruptible pass (React's selective hydration): so no
 * single long task makes the whole page interactive, and a tap on a part that has not hydrated
 * yet makes React hydrate that part first and then handle the tap. After the first hydration
 * (client navigation, the dev server) a boundary changes nothing: nothing inside suspends, the
 * page's code and strings are loaded before it is shown (app/routes.tsx).
 *
 * One level only: the layout's parts (app/root-layout.tsx). React hydrates a boundary's content
 * in an interruptible render that yields to the browser every few milliseconds, so a part needs
 * no boundaries inside it to keep tasks short; and a boundary nested in another would hydrate
 * in a pass of its own, after `WhenHydrated` had said the page was done.
 */
export function SuspenseEach({ children }: { children: ReactNode }) {
  return Children.map(children, (child) =>
    isValidElement(child) ? <Suspense>{child}</Suspense> : child,
  );
}

/**
 * Calls `onHydrated` once the page has hydrated. Put it last in the tree, in a boundary of its
 * own beside the layout's: React hydrates the boundaries it left for later in one pass and runs
 * their effects in tree order, so this effect runs after every part of the page has hydrated
 * and run its own first effects (the quote form restoring the tab's answers, say).
 */
export function WhenHydrated({ onHydrated }: { onHydrated: () => void }) {
  return (
    <Suspense>
      <HydratedEffect onHydrated={onHydrated} />
    </Suspense>
  );
}

function HydratedEffect({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    onHydrated();
  }, [onHydrated]);
  return null;
}

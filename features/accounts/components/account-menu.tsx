"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useMessages } from "@/lib/i18n/i18n-provider";
import { ACCOUNT_PAGES, loadAsNewIdentity, type HeaderAccount } from "../lib/account-paths";
import { accountMenuMessages } from "./account-menu-messages";

// Only for a signed-in browser whose guest has courses: its own chunk (with the API client it merges through).
const MergeOffer = dynamic(() => import("./merge-offer").then((module) => module.MergeOffer));

const entryClasses =
  "inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-fg-muted " +
  "transition-colors hover:bg-surface-2 hover:text-fg max-sm:h-11 max-sm:w-11 max-sm:px-0";

const menuLinkClasses =
  "flex min-h-11 items-center rounded-lg px-2 text-sm text-fg hover:bg-surface-2 focus-visible:bg-surface-2 sm:min-h-9";

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
      <path
        d="M8 8a2.75 2.75 0 1 0 0-5.5A2.75 2.75 0 0 0 8 8Zm-5 5.5c.5-2.5 2.5-4 5-4s4.5 1.5 5 4"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}

/**
 * The header's account entry (an icon up to md, where the header has room for its word; narrower
 * than the other entries on phones so the model badge keeps its width at 360 px). A guest sees "Sign in" (the sign-in page offers creating an account);
 * a signed-in learner a menu with who they are, the merge offer while this browser's guest still has
 * courses, and "Sign out". The menu is a disclosure: Escape or a click outside closes it, and focus
 * goes back to its button.
 */
export function AccountMenu({ account }: { account: HeaderAccount }) {
  const t = useMessages(accountMenuMessages);
  const pathname = usePathname();
  if (!account.signedIn) {
    const onAuthPage = pathname === ACCOUNT_PAGES.signIn || pathname === ACCOUNT_PAGES.signUp;
    const next = onAuthPage || pathname === "/" ? "" : `?next=${encodeURIComponent(pathname)}`;
    return (
      <Link href={`${ACCOUNT_PAGES.signIn}${next}`} className={entryClasses} data-testid="sign-in-link">
        <PersonIcon />
        <span className="sr-only md:not-sr-only">{t.signIn}</span>
      </Link>
    );
  }
  return <SignedInMenu account={account} />;
}

function SignedInMenu({ account }: { account: HeaderAccount }) {
  const t = useMessages(accountMenuMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);
  const [guestCourses, setGuestCourses] = useState(account.guestCourses);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  async function leave() {
    setSigningOut(true);
    setFailed(false);
    try {
      // The API client loads on intent: the header is on every page's first load.
      const { signOut } = await import("../api/sign-out");
      await signOut();
      loadAsNewIdentity("/");
    } catch {
      setSigningOut(false);
      setFailed(true);
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
        className={entryClasses}
        data-testid="account-menu-button"
      >
        <PersonIcon />
        <span className="sr-only md:not-sr-only">{t.account}</span>
        {guestCourses > 0 ? <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" /> : null}
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="card absolute right-0 z-50 mt-2 flex w-[min(20rem,calc(100vw-1.5rem))] flex-col gap-3 p-3 shadow-soft"
        data-testid="account-menu"
      >
        <p className="truncate text-sm text-fg" title={account.email ?? undefined}>
          {t.signedInAs({ email: account.email ?? "" })}
        </p>
        {account.isOwner ? <p className="text-xs font-medium text-accent-ink">{t.owner}</p> : null}
        <nav className="flex flex-col">
          <Link href={ACCOUNT_PAGES.account} className={menuLinkClasses} data-testid="account-settings-link">
            {t.settings}
          </Link>
          {account.isOwner ? (
            <Link href={ACCOUNT_PAGES.owner} className={menuLinkClasses} data-testid="owner-page-link">
              {t.ownerPage}
            </Link>
          ) : null}
        </nav>
        {guestCourses > 0 ? (
          <MergeOffer
            courses={guestCourses}
            onDone={(merged) => {
              if (!merged) return setOpen(false);
              setGuestCourses(0);
              loadAsNewIdentity(window.location.pathname + window.location.search);
            }}
          />
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-danger">
            {t.signOutFailed}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void leave()}
          disabled={signingOut}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-3 text-sm font-medium text-fg hover:bg-surface-2 disabled:opacity-50 sm:min-h-9"
          data-testid="sign-out"
        >
          {signingOut ? t.signingOut : t.signOut}
        </button>
      </div>
    </div>
  );
}

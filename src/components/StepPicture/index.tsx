/**
 * A lesson's screenshot. In the text column it is scaled down to fit; on a
 * phone that makes terminal text too small to read, so a tap (or Enter)
 * opens the picture at its real size in a dialog that scrolls sideways,
 * where every letter is as large as it was drawn; a line under the picture
 * says so on narrow and touch screens. Without JavaScript the link opens the
 * picture file itself.
 *
 * A terminal or editor picture has a version per system (`versions`, from
 * src/remark/step-images.ts): each is in the HTML, marked with its system
 * (`data-only-on`), and the CSS shows the learner's, as it does for text.
 * They load lazily, so the hidden ones (display: none) are never fetched.
 */
import React, {useEffect, useRef, useState} from 'react';
import SitePicture from '@site/src/components/SitePicture';
import type {System} from '@site/src/lib/systems';
import styles from './styles.module.css';

/** Another system's version of the picture: its file and size. */
export interface PictureVersion {
  system: System;
  src: string;
  width: number;
  height: number;
}

type Props = React.ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** The macOS and Linux versions, as JSON (an MDX attribute is a string); `src` is then the Windows one. */
  versions?: string;
};

type Shown = {src: string; width?: number | string; height?: number | string};

/** The line under a step picture on a phone or touch screen. */
const TAP_HINT = 'Tap the picture to see it full size';

export default function StepPicture({versions, ...props}: Props): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<Shown | null>(null);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  // Back (a phone's edge swipe, Android's Back, the browser's button) closes the open picture, not the lesson:
  // opening it adds a history entry of the same address. The router is never told of that entry, so its
  // popstate is kept from the router (which would take it for a new page and scroll to the top).
  useEffect(() => {
    if (!open) return undefined;
    let entryAdded = true;
    window.history.pushState({...(window.history.state as object | null), stepPicture: true}, '');
    const onBack = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      entryAdded = false;
      dialog.current?.close();
    };
    window.addEventListener('popstate', onBack, true);
    return () => {
      window.removeEventListener('popstate', onBack, true);
      if (!entryAdded) return;
      // Closed with its button, Escape or a click beside it: take the entry away again.
      const swallow = (event: PopStateEvent) => {
        event.stopImmediatePropagation();
        window.removeEventListener('popstate', swallow, true);
      };
      window.addEventListener('popstate', swallow, true);
      window.history.back();
    };
  }, [open]);

  const link = (shown: Shown) => (
    <a
      href={shown.src}
      className={styles.link}
      aria-label={`${props.alt}: open the picture full size`}
      onClick={(event) => {
        event.preventDefault();
        setOpen(shown);
      }}>
      <SitePicture {...props} src={shown.src} width={shown.width} height={shown.height} />
    </a>
  );

  const others = versions ? (JSON.parse(versions) as PictureVersion[]) : [];
  return (
    <>
      {others.length === 0 ? (
        link(props)
      ) : (
        <>
          <span className={styles.version} data-only-on="windows">
            {link(props)}
          </span>
          {others.map((version) => (
            <span key={version.system} className={styles.version} data-only-on={version.system}>
              {link(version)}
            </span>
          ))}
        </>
      )}
      {/* On a phone (or any touch screen) the picture is scaled down: say once, under it, that a tap
          opens it full size. In the HTML from the start and shown by CSS alone, so nothing moves; hidden
          from screen readers, which hear the same from the link's name. */}
      <span className={styles.hint} aria-hidden="true">
        {TAP_HINT}
      </span>
      {open && (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label={`${props.alt}, full size`}
          onClose={() => setOpen(null)}
          // A click on the backdrop (outside the picture) closes it too.
          onClick={(event) => event.target === dialog.current && dialog.current.close()}>
          <form method="dialog" className={styles.bar}>
            <button type="submit" className="button button--primary button--sm" autoFocus>
              Close
            </button>
          </form>
          <div className={styles.scroller} tabIndex={0} aria-label="The picture at full size; scroll sideways to see all of it">
            <SitePicture src={open.src} alt={props.alt} width={open.width} height={open.height} className={styles.full} />
          </div>
        </dialog>
      )}
    </>
  );
}

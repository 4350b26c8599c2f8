/**
 * A lesson's screenshot. In the text column it is scaled down to fit; on a
 * phone that makes terminal text too small to read, so a tap (or Enter)
 * opens the picture at its real size in a dialog that scrolls sideways,
 * where every letter is as large as it was drawn. Without JavaScript the
 * link opens the picture file itself.
 */
import React, {useEffect, useRef, useState} from 'react';
import SitePicture from '@site/src/components/SitePicture';
import styles from './styles.module.css';

type Props = React.ImgHTMLAttributes<HTMLImageElement> & {src: string; alt: string};

export default function StepPicture(props: Props): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <a
        href={props.src}
        className={styles.link}
        aria-label={`${props.alt}: open the picture full size`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}>
        <SitePicture {...props} />
      </a>
      {open && (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label={`${props.alt}, full size`}
          onClose={() => setOpen(false)}
          // A click on the backdrop (outside the picture) closes it too.
          onClick={(event) => event.target === dialog.current && dialog.current.close()}>
          <form method="dialog" className={styles.bar}>
            <button type="submit" className="button button--primary button--sm" autoFocus>
              Close
            </button>
          </form>
          <div className={styles.scroller} tabIndex={0} aria-label="The picture at full size; scroll sideways to see all of it">
            <SitePicture src={props.src} alt={props.alt} width={props.width} height={props.height} className={styles.full} />
          </div>
        </dialog>
      )}
    </>
  );
}

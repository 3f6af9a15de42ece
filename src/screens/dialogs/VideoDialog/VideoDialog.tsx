import { Dialog } from '../../../components';
import type { OverlayProps } from '../../shared/overlay';
import * as styles from './VideoDialog.css';

export const videoSourceKinds = ['file', 'embed'] as const;
export type VideoSourceKind = (typeof videoSourceKinds)[number];

export type VideoCaptions = { src: string; srcLang: string; label: string };

export type VideoDialogProps = OverlayProps & {
  title: string;
  /** A video file (played with the browser's controls) or a player page to embed (`kind="embed"`). */
  src: string;
  kind?: VideoSourceKind;
  poster?: string;
  /** Subtitle tracks (WebVTT) of a video file. */
  captions?: readonly VideoCaptions[];
};

/** A video player with its title in a dialog; playback stops when the dialog closes (it unmounts). */
export function VideoDialog({ title, src, kind = 'file', poster, captions = [], ...overlay }: VideoDialogProps) {
  return (
    <Dialog {...overlay} size="lg" title={title}>
      <div className={styles.frame}>
        {kind === 'embed' ? (
          <iframe
            className={styles.media}
            src={src}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <video
            className={styles.media}
            src={src}
            poster={poster}
            controls
            preload="metadata"
            playsInline
            aria-label={title}
          >
            {captions.map((track, index) => (
              <track
                key={track.src}
                kind="captions"
                src={track.src}
                srcLang={track.srcLang}
                label={track.label}
                default={index === 0}
              />
            ))}
          </video>
        )}
      </div>
    </Dialog>
  );
}

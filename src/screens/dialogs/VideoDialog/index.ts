export { VideoDialog, videoSourceKinds } from './VideoDialog';
export type { VideoCaptions, VideoDialogProps, VideoSourceKind } from './VideoDialog';

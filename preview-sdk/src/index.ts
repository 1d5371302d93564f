// @content/preview-sdk 1.5.0: the storefront side of the Content live preview. Built as one file
// (preview-sdk-1.5.0.js, global `ContentPreviewSdk`) that the server serves at /preview-sdk/preview-sdk-1.5.0.js.
export { createPreviewSdk, type PreviewSdk, type PreviewSdkOptions } from './sdk';
export {
  SDK_VERSION,
  PROTOCOL,
  HOST_MESSAGES,
  STOREFRONT_MESSAGES,
  isCompatibleVersion,
  type UpdateContentPayload,
  type PointerInteractionPayload,
  type SdkReadyPayload,
} from './protocol';

/** The publish feature: the Publish button, the bundle's toggle and the publish modal (spec 2 §4.1, §4.2). */
export { PublishButton, type PublishButtonProps } from './publish-button';

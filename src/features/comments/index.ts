/** Comments with mentions (spec 2 §2.3, §2.6, §4.7; issue 23): the action-bar button and its drawer. */
export { CommentsButton } from './comments-button';

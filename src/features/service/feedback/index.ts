/** The feedback page's body (/m/feedback), loaded with that screen. */
export { FeedbackChannels } from './FeedbackChannels';

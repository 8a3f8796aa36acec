/** The service feature's messages outside components (Lingui descriptors, translated where they are shown). */
import { msg } from '@lingui/core/macro';

export const serviceUnavailableMessage = msg`Customer service is not available right now. Please try again later.`;

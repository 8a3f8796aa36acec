/**
 * A messaging-provider installation call answered with a 5xx is tried again, once (spec §8; ACCEPTANCE F46); any
 * other answer, and a second 5xx, ends it.
 */
import { PUSH_INSTALLATION_5XX_RETRIES } from '../../../shared/constants';

export async function retryServerErrors(
  send: () => Promise<Response>,
  retries = PUSH_INSTALLATION_5XX_RETRIES,
): Promise<Response> {
  let response = await send();
  for (let attempt = 0; attempt < retries && response.status >= 500 && response.status <= 599; attempt += 1) {
    response = await send();
  }
  return response;
}

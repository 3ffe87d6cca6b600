// Type-level checks of the client's calls: `npm run typecheck` compiles this file, so each
// `@ts-expect-error` below fails the check if the wrong pairing it marks ever compiles again.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiCall, CallParams } from '../../src/client/lib/api/api-client';
import type { streamApi } from '../../src/client/lib/api/stream-api';
import type { chatEndpoint, messageListEndpoint } from '../../src/contract/api/chat-endpoints';
import type { EndpointInput, EndpointOutput } from '../../src/contract/api/endpoint';
import { ENDPOINT_PATHS } from '../../src/contract/api/endpoint-paths';
import type { logoutEndpoint } from '../../src/contract/api/user-endpoints';

// Declared, never called: only the types are under test.
declare const callApi: ApiCall;
declare const stream: typeof streamApi;
const onEvent = () => {};

describe('typed API calls', () => {
  it('types params and answer from the path', () => {
    const logout = () => callApi(ENDPOINT_PATHS.logout, {});
    expectTypeOf(logout).returns.resolves.toEqualTypeOf<EndpointOutput<typeof logoutEndpoint>>();
    const list = () => callApi(ENDPOINT_PATHS.messageList, { conversationId: 'c' });
    expectTypeOf(list).returns.resolves.toEqualTypeOf<EndpointOutput<typeof messageListEndpoint>>();
    expectTypeOf<CallParams<typeof ENDPOINT_PATHS.chat>>().toEqualTypeOf<
      EndpointInput<typeof chatEndpoint>
    >();
    const send = () => stream(ENDPOINT_PATHS.chat, { conversationId: 'c', content: 'hi' }, onEvent);
    expectTypeOf(send).returns.resolves.toEqualTypeOf<EndpointOutput<typeof chatEndpoint> | null>();
  });

  it('refuses a path paired with another endpoint’s types', () => {
    // @ts-expect-error: an endpoint type where the path goes (the old form of the bug)
    const namedByType = () => callApi<typeof messageListEndpoint>(ENDPOINT_PATHS.logout, {});
    // @ts-expect-error: the message list needs a conversation id, whatever the wrapper declared
    const missingParams = () => callApi(ENDPOINT_PATHS.messageList, {});
    const wrongAnswer = async () => {
      // @ts-expect-error: the logout path does not answer a message page
      const page: EndpointOutput<typeof messageListEndpoint> = await callApi(
        ENDPOINT_PATHS.logout,
        {},
      );
      return page;
    };
    // @ts-expect-error: a path the contract does not have
    const unknownPath = () => callApi('/v1/session/nothing', {});
    // @ts-expect-error: a streamed call with another endpoint's params
    const wrongStream = () => stream(ENDPOINT_PATHS.chat, { conversationId: 'c' }, onEvent);
    for (const call of [namedByType, missingParams, wrongAnswer, unknownPath, wrongStream]) {
      expectTypeOf(call).toBeFunction();
    }
  });
});

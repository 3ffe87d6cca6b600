import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/**
 * Google's side of an ID token sign-in, on 127.0.0.1: a JWKS endpoint serving our public key,
 * and a signer making tokens the way Google does (RS256, `kid`, Google issuer).
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** An ID token; `claims` override the defaults, `key` signs with another key. */
  const token = async (
    claims: Record<string, unknown> = {},
    options: { key?: PrivateKey; expiresInS?: number } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: '1098765432101234567',
      email: 'gina@gmail.com',
      email_verified: true,
      name: 'Gina G',
      iat: now,
      exp: now + (options.expiresInS ?? 3600),
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
      .sign(options.key ?? privateKey);
  };

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    token,
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

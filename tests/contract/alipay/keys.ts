// Key pairs for the Alipay mock, made fresh by each run: the application's (our requests are signed
// with it) and "Alipay's" (answers and notifications). Kept apart from the mock so a browser walk's
// configuration can make them once and hand them to both the mock's process and the server's.
import { generateKeyPairSync } from 'node:crypto';

/** The application's key pair and "Alipay's", as PEM text (a browser walk hands them to two processes). */
export interface AlipayMockKeys {
  appPrivateKey: string;
  appPublicKey: string;
  alipayPrivateKey: string;
  alipayPublicKey: string;
}

export function alipayMockKeys(): AlipayMockKeys {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    appPrivateKey: app.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    appPublicKey: app.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    alipayPrivateKey: alipay.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

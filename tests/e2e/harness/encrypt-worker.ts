/// <reference lib="webworker" />
// Runs the API worker's encryption module inside a real Chromium Web Worker for the crypto round trip.
import JSEncrypt from 'jsencrypt';
import { createJsEncryptRsa, encryptPayload } from '../../../workers/api/encryption';

const rsaEncrypt = createJsEncryptRsa(JSEncrypt);

self.onmessage = (message: MessageEvent<{ publicKey: string; payload: unknown }>) => {
  const { publicKey, payload } = message.data;
  self.postMessage(encryptPayload(payload, publicKey, { rsaEncrypt }));
};

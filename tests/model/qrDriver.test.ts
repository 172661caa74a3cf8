import { describe, expect, it } from 'vitest';
import {
  deviceIdFromScan,
  isQrDriver,
  qrDriverDeviceId,
  qrDriverLogin,
  qrScanUrl,
} from '@farol/model';

describe('QR driver helpers', () => {
  it("reads the device id from the check-in URL a device's QR code carries", () => {
    expect(deviceIdFromScan(qrScanUrl('https://farol.example', 42))).toBe(42);
    expect(deviceIdFromScan(' /qr-driver/scan/7/?x=1 ')).toBe(7);
  });

  it('reads nothing from a code that is not a check-in URL', () => {
    expect(deviceIdFromScan('https://farol.example/devices/42')).toBeNull();
    expect(deviceIdFromScan('/qr-driver/scan/0')).toBeNull();
    expect(deviceIdFromScan('/qr-driver/scan/7/extra')).toBeNull();
    expect(deviceIdFromScan('hello')).toBeNull();
  });

  it("tells a QR driver's access user and the vehicle they are in", () => {
    const driver = { attributes: { 'tarkan.isQrDriverId': 'MOT-1', 'tarkan.isQrDeviceId': 5 } };
    expect(isQrDriver(driver)).toBe(true);
    expect(qrDriverDeviceId(driver)).toBe(5);
    expect(isQrDriver({ attributes: { 'tarkan.isQrDriverId': '' } })).toBe(false);
    expect(qrDriverDeviceId({ attributes: {} })).toBe(0);
  });

  it('turns a typed username into the access login once', () => {
    expect(qrDriverLogin(' joao ')).toBe('qrcode-joao');
    expect(qrDriverLogin('qrcode-joao')).toBe('qrcode-joao');
  });
});

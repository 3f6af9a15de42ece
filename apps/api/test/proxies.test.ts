// TRUST_PROXY names the proxies whose X-Forwarded-For is believed; a client reaching the server any
// other way cannot pick its own address (and so cannot walk past the per-address limits).
import { describe, expect, it } from 'vitest';
import { readServerEnv, trustAllProxiesWarning, trustProxyFromEnv } from '../src/config';
import { Agent, DEMO_PASSWORD, describeOnDatabases } from './support';

const WINDOW = 60_000;

describe('TRUST_PROXY', () => {
  it('trusts no one by default, the listed addresses and ranges when given, every peer only for 1/true', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxyFromEnv(' 10.0.0.0/8, ::1 ,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(trustProxyFromEnv('1')).toBe(true);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(() => trustProxyFromEnv('2')).toThrow(/addresses or CIDR ranges/);
    expect(() => trustProxyFromEnv('proxy.internal')).toThrow(/addresses or CIDR ranges/);
    expect(readServerEnv({}, '/srv').trustProxy).toBe(false);
    expect(readServerEnv({ TRUST_PROXY: '127.0.0.1' }, '/srv').trustProxy).toEqual(['127.0.0.1']);
  });

  it('warns at start when every peer is trusted on an address other than loopback', () => {
    const warning = trustAllProxiesWarning({ trustProxy: true, host: '0.0.0.0' });
    expect(warning).toContain('0.0.0.0');
    expect(warning).toContain('X-Forwarded-For');
    expect(warning).toContain('TRUST_PROXY=127.0.0.1');
    expect(trustAllProxiesWarning({ trustProxy: true, host: '10.1.2.3' })).toBeDefined();
    expect(trustAllProxiesWarning({ trustProxy: true, host: '127.0.0.1' })).toBeUndefined();
    expect(trustAllProxiesWarning({ trustProxy: true, host: '::1' })).toBeUndefined();
    expect(trustAllProxiesWarning({ trustProxy: ['127.0.0.1'], host: '0.0.0.0' })).toBeUndefined();
    expect(trustAllProxiesWarning({ trustProxy: false, host: '0.0.0.0' })).toBeUndefined();
  });
});

describeOnDatabases('client addresses behind a proxy', (ctx) => {
  function login(agent: Agent, remoteAddress: string, forwardedFor: string | undefined, password = 'wrong-password') {
    return agent.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'free@investradar.ru', password },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
  }

  it('a client reaching the server directly cannot set its address with X-Forwarded-For', async () => {
    const app = await ctx.buildApp({
      trustProxy: trustProxyFromEnv('127.0.0.1'),
      authThrottle: { loginPerIp: { limit: 2, windowMs: WINDOW } },
    });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    expect((await login(agent, '203.0.113.5', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(agent, '203.0.113.5', '198.51.100.2')).statusCode).toBe(401);
    // A new forwarded address each time does not make a new client: the third attempt is over the limit.
    const third = await login(agent, '203.0.113.5', '198.51.100.3', DEMO_PASSWORD);
    expect(third.statusCode).toBe(429);
  });

  it('through the listed proxy the client is the address the proxy appended, whatever the client put before it', async () => {
    const app = await ctx.buildApp({
      trustProxy: trustProxyFromEnv('127.0.0.1'),
      authThrottle: { loginPerIp: { limit: 2, windowMs: WINDOW } },
    });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address the proxy saw.
    expect((await login(agent, '127.0.0.1', '10.9.0.1, 198.51.100.20')).statusCode).toBe(401);
    expect((await login(agent, '127.0.0.1', '10.9.0.2, 198.51.100.20')).statusCode).toBe(401);
    expect((await login(agent, '127.0.0.1', '10.9.0.3, 198.51.100.20', DEMO_PASSWORD)).statusCode).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await login(agent, '127.0.0.1', '198.51.100.21', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('with the default (no TRUST_PROXY) forwarded headers are ignored', async () => {
    const app = await ctx.buildApp({ authThrottle: { loginPerIp: { limit: 1, windowMs: WINDOW } } });
    const agent = new Agent(() => app);
    await agent.get('/api/account');
    expect((await login(agent, '203.0.113.9', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(agent, '203.0.113.9', '198.51.100.2', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

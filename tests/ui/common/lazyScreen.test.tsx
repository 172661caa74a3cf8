import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_TIMEOUT_MS } from '@farol/model';
import { lazyScreen } from '../../../src/ui/common/lazyScreen';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

function Greeting({ name }: { name: string }) {
  return <h1>Olá, {name}</h1>;
}

/** A lazy screen whose imports the test settles by hand. */
function scripted() {
  const imports: ((screen: typeof Greeting) => void)[] = [];
  const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => imports.push(resolve)));
  return { Screen: lazyScreen(load), load, imports };
}

describe('lazyScreen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('shows "loading", then the screen with its props', async () => {
    const { Screen, imports } = scripted();
    await renderWith(<Screen name="Ana" />, { core: fakeCore().core });
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await act(async () => imports[0]!(Greeting));
    expect(screen.getByRole('heading', { name: 'Olá, Ana' })).toBeTruthy();
  });

  it('after 120 s without the screen, a clear error with a retry that loads it', async () => {
    const { Screen, load, imports } = scripted();
    await renderWith(<Screen name="Ana" />, { core: fakeCore().core });
    await act(() => vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar esta tela');
    expect(alert.getAttribute('data-code')).toBe('TIMEOUT');
    await act(async () => screen.getByRole('button', { name: 'Tentar novamente' }).click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await act(async () => imports[1]!(Greeting));
    expect(screen.getByRole('heading', { name: 'Olá, Ana' })).toBeTruthy();
  });

  it('once loaded, a later visit renders it at once', async () => {
    const { Screen, load, imports } = scripted();
    const first = await renderWith(<Screen name="Ana" />, { core: fakeCore().core });
    await act(async () => imports[0]!(Greeting));
    first.unmount();
    await renderWith(<Screen name="Bia" />, { core: fakeCore().core });
    expect(screen.getByRole('heading', { name: 'Olá, Bia' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded screen (and its state) when its parent renders again', async () => {
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(() => {
        mounts += 1;
        return 0;
      });
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      );
    }
    const imports: ((screen: typeof Counter) => void)[] = [];
    const Screen = lazyScreen(
      () => new Promise<typeof Counter>((resolve) => imports.push(resolve)),
    );
    let rename: (label: string) => void = () => undefined;
    function Parent() {
      const [label, setLabel] = useState('a');
      rename = setLabel;
      return <Screen label={label} />;
    }
    await renderWith(<Parent />, { core: fakeCore().core });
    await act(async () => imports[0]!(Counter));
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('a 1');
    await act(async () => rename('b'));
    // The same screen, not a new one: what the user had done on it stays.
    expect(screen.getByRole('button').textContent).toBe('b 1');
    expect(mounts).toBe(1);
  });
});

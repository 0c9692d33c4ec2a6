import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeading, returnFocus } from './page-focus.ts';

function page(html: string) {
  document.body.innerHTML = html;
}
const byId = (id: string) => document.getElementById(id) as HTMLElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('returnFocus (issue 41)', () => {
  it('goes back to the opener while it is on the page', () => {
    page('<main><h1>Menu</h1><button id="opener">Latte</button><button id="cart">Cart</button></main>');
    returnFocus(byId('opener'), () => byId('cart'));
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('goes to the fallback when the opener has gone, and to the main heading when both have', () => {
    page('<main><h1>Menu</h1><button id="cart">Cart</button></main>');
    const gone = document.createElement('button');
    returnFocus(gone, () => byId('cart'));
    expect(document.activeElement).toBe(byId('cart'));

    byId('cart').blur();
    byId('cart').remove();
    returnFocus(gone, () => document.getElementById('cart'));
    const heading = document.querySelector('h1') as HTMLElement;
    expect(document.activeElement).toBe(heading);
    // Focusable by script only: not a stop of the Tab order.
    expect(heading.tabIndex).toBe(-1);
  });

  it('leaves focus that something else placed meanwhile', () => {
    page('<main><h1>Checkout</h1><button id="opener">Cart</button><input id="name" /></main>');
    byId('name').focus();
    returnFocus(byId('opener'));
    expect(document.activeElement).toBe(byId('name'));
  });
});

describe('focusMainHeading', () => {
  it('takes the main region while the screen shows no heading yet', () => {
    page('<header><h1>Not this one</h1></header><main><p>Loading…</p></main>');
    focusMainHeading();
    expect(document.activeElement).toBe(document.querySelector('main'));
  });
});

import { describe, expect, it } from 'vitest';
import { inertCopy, intoPageBar, scriptJson, withoutGlobalStyles } from './page-html';

describe('a server-rendered copy of a screen', () => {
  it("moves the screen's page-bar controls into the header's bar, nested elements and all", () => {
    const html =
      '<header><nav>Bin Valet</nav><div id="page-bar" class="bar"></div></header><main>' +
      '<div class="tools" data-page-bar=""><div role="group"><button>My stops</button><div><button>All stops</button></div></div></div>' +
      '<div class="cards">card</div></main>';
    expect(intoPageBar(html)).toBe(
      '<header><nav>Bin Valet</nav><div id="page-bar" class="bar"><div class="tools" data-page-bar=""><div role="group"><button>My stops</button><div><button>All stops</button></div></div></div></div></header>' +
        '<main><div class="cards">card</div></main>',
    );
  });

  it('is left as it is when it has no page-bar controls or no bar to hold them', () => {
    const noControls = '<header><div id="page-bar"></div></header><main>cards</main>';
    expect(intoPageBar(noControls)).toBe(noControls);
    const noBar = '<main><div data-page-bar=""><button>My stops</button></div></main>';
    expect(intoPageBar(noBar)).toBe(noBar);
  });

  it("drops the global styles the page's shell already has and keeps the screen's own", () => {
    const rendered =
      '<style data-emotion="css-global 1x">html{color:red}</style><style data-emotion="css 2y">.a{color:blue}</style><p class="a">x</p>';
    expect(withoutGlobalStyles(rendered)).toBe('<style data-emotion="css 2y">.a{color:blue}</style><p class="a">x</p>');
  });

  it('can be read but not used until the app replaces it', () => {
    expect(inertCopy('<button class="b">Complete</button><input type="search"><textarea></textarea>')).toBe(
      '<button disabled="" class="b">Complete</button><input readonly="" type="search"><textarea readonly=""></textarea>',
    );
  });

  it('carries data in a script element that nothing in the data can end', () => {
    const json = scriptJson({ name: '</script><!-- \u2028 x' });
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- \u2028 x' });
  });
});

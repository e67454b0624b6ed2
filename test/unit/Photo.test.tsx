import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { notYetSrc, Photo, PhotosNear } from "../../src/components/Photo";
import { dataSavingSizes, type Photo as PhotoData } from "../../src/lib/photos";

const placeholder = "data:image/webp;base64,UklGRjgAAABXRUJQVlA4ICwAAAA=";

function photo(overrides: Partial<PhotoData> = {}): PhotoData {
  return {
    id: "wedding/01-red-marigold",
    set: "wedding",
    width: 800,
    height: 1200,
    placeholder,
    alt: "A red marigold in full bloom",
    variants: [
      { width: 400, avif: "/assets/photos/wedding/01-red-marigold-400-abc.avif", jpeg: "/assets/photos/wedding/01-red-marigold-400-abc.jpg" },
      { width: 800, avif: "/assets/photos/wedding/01-red-marigold-800-abc.avif", jpeg: "/assets/photos/wedding/01-red-marigold-800-abc.jpg" },
    ],
    ...overrides,
  };
}

const sizes = "(min-width: 60rem) 33vw, 100vw";
const wrapperOf = (img: HTMLElement) => img.closest(".photo") as HTMLElement;

// An IntersectionObserver that sees every photo near the screen at once, unless a test says
// otherwise (onScreen = false; then report() brings them near).
let onScreen = true;
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
function report() {
  act(() => {
    for (const o of observers) o.callback(o.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
  });
}

beforeEach(() => {
  onScreen = true;
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private o: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.o = { callback, targets: [] };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.targets.push(el);
        if (onScreen) this.o.callback([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {
        observers = observers.filter((o) => o !== this.o);
      }
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Photo", () => {
  it("offers AVIF and JPEG at every width, with sizes and the intrinsic size", () => {
    const { container } = render(<Photo photo={photo()} sizes={sizes} />);
    const source = container.querySelector("picture > source")!;
    expect(source.getAttribute("type")).toBe("image/avif");
    expect(source.getAttribute("srcset")).toBe(
      "/assets/photos/wedding/01-red-marigold-400-abc.avif 400w, /assets/photos/wedding/01-red-marigold-800-abc.avif 800w",
    );
    expect(source.getAttribute("sizes")).toBe(sizes);
    const img = screen.getByRole("img", { name: "A red marigold in full bloom" });
    expect(img.getAttribute("srcset")).toBe(
      "/assets/photos/wedding/01-red-marigold-400-abc.jpg 400w, /assets/photos/wedding/01-red-marigold-800-abc.jpg 800w",
    );
    expect(img.getAttribute("src")).toBe("/assets/photos/wedding/01-red-marigold-800-abc.jpg");
    expect(img.getAttribute("sizes")).toBe(sizes);
    expect(img.getAttribute("width")).toBe("800");
    expect(img.getAttribute("height")).toBe("1200");
  });

  it("loads lazily and decodes off the main thread by default", () => {
    render(<Photo photo={photo()} sizes={sizes} />);
    const img = screen.getByRole("img", { name: "A red marigold in full bloom" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("loads a priority photo eagerly at high priority, without spinner or fade", () => {
    const { container } = render(<Photo photo={photo()} sizes={sizes} priority />);
    const img = screen.getByRole("img", { name: "A red marigold in full bloom" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(wrapperOf(img).classList.contains("photo--priority")).toBe(true);
    expect(container.querySelector(".photo__spinner")).toBeNull();
  });

  it("shows the blurred placeholder and a spinner until the photo loads, then fades it in", () => {
    const { container } = render(<Photo photo={photo()} sizes={sizes} />);
    const img = screen.getByRole("img", { name: "A red marigold in full bloom" });
    const wrapper = wrapperOf(img);
    // The placeholder is hidden from assistive technology: only the real photo is announced.
    expect(screen.getAllByRole("img")).toEqual([img]);
    expect(container.querySelector(".photo__placeholder")!.getAttribute("src")).toBe(placeholder);
    expect(wrapper.classList.contains("photo--loading")).toBe(true);
    expect(container.querySelector(".photo__spinner")).not.toBeNull();

    fireEvent.load(img);
    expect(wrapper.classList.contains("photo--loaded")).toBe(true);
    expect(wrapper.classList.contains("photo--loading")).toBe(false);
    expect(container.querySelector(".photo__spinner")).toBeNull();
  });

  it("keeps the placeholder and logs the photo's id when it fails to load", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<Photo photo={photo()} sizes={sizes} />);
    const img = screen.getByRole("img", { name: "A red marigold in full bloom" });
    fireEvent.error(img);
    expect(error).toHaveBeenCalledWith("Photo failed to load: wedding/01-red-marigold");
    expect(wrapperOf(img).classList.contains("photo--error")).toBe(true);
    expect(wrapperOf(img).classList.contains("photo--loaded")).toBe(false);
    expect(container.querySelector(".photo__placeholder")).not.toBeNull();
    expect(container.querySelector(".photo__spinner")).toBeNull();
  });

  it("uses the photo's alt text from content unless one is given (\"\" for decoration)", () => {
    render(<Photo photo={photo()} sizes={sizes} alt="" />);
    expect(screen.queryByRole("img", { name: "A red marigold in full bloom" })).toBeNull();
    expect(document.querySelector(".photo__img")!.getAttribute("alt")).toBe("");
  });

  it("serves the portrait crop to tall, narrow screens when the photo has one", () => {
    const crop = {
      media: "(max-aspect-ratio: 3/4)",
      width: 900,
      height: 1600,
      variants: [{ width: 480, avif: "/p480.avif", jpeg: "/p480.jpg" }],
    };
    const { container } = render(<Photo photo={photo({ portrait: crop })} sizes="100vw" />);
    const sources = [...container.querySelectorAll("source")].map((s) => [s.getAttribute("media"), s.getAttribute("type"), s.getAttribute("srcset")]);
    expect(sources).toEqual([
      ["(max-aspect-ratio: 3/4)", "image/avif", "/p480.avif 480w"],
      ["(max-aspect-ratio: 3/4)", "image/jpeg", "/p480.jpg 480w"],
      [null, "image/avif", "/assets/photos/wedding/01-red-marigold-400-abc.avif 400w, /assets/photos/wedding/01-red-marigold-800-abc.avif 800w"],
    ]);
  });

  it("hydrates without a mismatch and shows a photo that finished loading before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Photo photo={photo()} sizes={sizes} priority />);
    document.body.append(container);
    const img = container.querySelector<HTMLImageElement>(".photo__img")!;
    // The browser loaded it while the bundle was on its way: the load event was missed.
    Object.defineProperty(img, "complete", { configurable: true, value: true });
    Object.defineProperty(img, "naturalWidth", { configurable: true, value: 800 });
    const recoverable = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Photo photo={photo()} sizes={sizes} priority />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelector(".photo__img")).toBe(img);
    expect(wrapperOf(img).classList.contains("photo--loaded")).toBe(true);
    act(() => root!.unmount());
    container.remove();
  });

  it("logs a photo that failed before hydration attached its error handler", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Photo photo={photo()} sizes={sizes} priority />);
    document.body.append(container);
    const img = container.querySelector<HTMLImageElement>(".photo__img")!;
    Object.defineProperty(img, "complete", { configurable: true, value: true });
    Object.defineProperty(img, "naturalWidth", { configurable: true, value: 0 });
    img.decode = () => Promise.reject(new DOMException("broken", "EncodingError"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Photo photo={photo()} sizes={sizes} priority />);
    });
    expect(error).toHaveBeenCalledWith("Photo failed to load: wedding/01-red-marigold");
    expect(wrapperOf(img).classList.contains("photo--error")).toBe(true);
    act(() => root!.unmount());
    container.remove();
  });

  describe("waits for the first screen", () => {
    const fetched = (container: Element) => {
      const img = container.querySelector(".photo__img")!;
      // A photo not asked for yet has a transparent pixel for its source: nothing to fetch.
      const src = img.getAttribute("src");
      return { src: src === notYetSrc ? null : src, srcset: img.getAttribute("srcset"), sources: container.querySelectorAll("picture > source").length };
    };

    it("prerenders a photo off the first screen with its box and alt text but nothing to fetch, as a valid <img>", () => {
      const html = renderToString(<Photo photo={photo()} sizes={sizes} />);
      const container = document.createElement("div");
      container.innerHTML = html;
      expect(fetched(container)).toEqual({ src: null, srcset: null, sources: 0 });
      expect(container.querySelector(".photo__spinner")).toBeNull();
      const img = container.querySelector(".photo__img")!;
      expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt")]).toEqual(["800", "1200", "A red marigold in full bloom"]);
      expect(img.classList.contains("photo__img--waiting")).toBe(true);
      // Its blurred placeholder is loaded only as it nears the screen, not while the HTML is parsed.
      expect(container.querySelector(".photo__placeholder")!.getAttribute("loading")).toBe("lazy");
      // An <img> needs a source to be valid HTML: a transparent pixel, inline.
      expect(img.getAttribute("src")).toBe(notYetSrc);
      expect(notYetSrc).toMatch(/^data:image\/gif;base64,/);
    });

    it("prerenders a priority photo ready to fetch", () => {
      const html = renderToString(<Photo photo={photo()} sizes={sizes} priority />);
      // Its placeholder shows from the first paint until the photo has arrived.
      expect(html).toMatch(/<img class="photo__placeholder" src="data:image\/webp;base64,[^"]+" alt="" aria-hidden="true"\/>/);
      expect(html).toContain('src="/assets/photos/wedding/01-red-marigold-800-abc.jpg"');
    });

    it("fetches once hydrated and near the screen, and keeps its box the same meanwhile", async () => {
      onScreen = false;
      const container = document.createElement("div");
      container.innerHTML = renderToString(<Photo photo={photo()} sizes={sizes} />);
      document.body.append(container);
      const img = container.querySelector<HTMLImageElement>(".photo__img")!;
      const recoverable = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <Photo photo={photo()} sizes={sizes} />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(fetched(container)).toEqual({ src: null, srcset: null, sources: 0 });
      // A photo nobody has asked for yet shows its placeholder, not a spinner (nothing is coming).
      expect(container.querySelector(".photo__spinner")).toBeNull();
      expect(observers).toHaveLength(1);
      expect(observers[0]!.targets).toEqual([container.querySelector(".photo")]);

      report();
      expect(container.querySelector(".photo__img")).toBe(img);
      expect(fetched(container)).toEqual({
        src: "/assets/photos/wedding/01-red-marigold-800-abc.jpg",
        srcset: "/assets/photos/wedding/01-red-marigold-400-abc.jpg 400w, /assets/photos/wedding/01-red-marigold-800-abc.jpg 800w",
        sources: 1,
      });
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "1200"]);
      expect(img.classList.contains("photo__img--waiting")).toBe(false);
      expect(container.querySelector(".photo__spinner")).not.toBeNull();
      expect(observers).toHaveLength(0);
      fireEvent.load(img);
      expect(wrapperOf(img).classList.contains("photo--loaded")).toBe(true);
      expect(container.querySelector(".photo__spinner")).toBeNull();
      act(() => root!.unmount());
      container.remove();
    });

    it("follows PhotosNear instead of watching itself, and keeps its photo when that turns false again", () => {
      onScreen = false;
      const { container, rerender } = render(
        <PhotosNear.Provider value={false}>
          <Photo photo={photo()} sizes={sizes} />
        </PhotosNear.Provider>,
      );
      expect(observers).toHaveLength(0);
      expect(fetched(container).src).toBeNull();
      rerender(
        <PhotosNear.Provider value={true}>
          <Photo photo={photo()} sizes={sizes} />
        </PhotosNear.Provider>,
      );
      expect(fetched(container).sources).toBe(1);
      rerender(
        <PhotosNear.Provider value={false}>
          <Photo photo={photo()} sizes={sizes} />
        </PhotosNear.Provider>,
      );
      expect(fetched(container).src).toBe("/assets/photos/wedding/01-red-marigold-800-abc.jpg");
    });
  });
});

describe("Photo under Save-Data", () => {
  const setScreen = (saveData: boolean | undefined, pixelRatio: number) => {
    Object.defineProperty(navigator, "connection", { configurable: true, get: () => (saveData === undefined ? undefined : { saveData }) });
    Object.defineProperty(window, "devicePixelRatio", { configurable: true, get: () => pixelRatio });
  };
  afterEach(() => setScreen(undefined, 1));

  /** Renders into a watched container: every change of a sizes attribute once set is recorded. */
  function renderWatched(ui: React.ReactElement) {
    const container = document.body.appendChild(document.createElement("div"));
    const watch = new MutationObserver(() => {});
    watch.observe(container, { subtree: true, attributes: true, attributeFilter: ["sizes"], attributeOldValue: true });
    render(ui, { container });
    const resized = watch.takeRecords().filter((r) => r.oldValue !== null);
    watch.disconnect();
    return { container, resized };
  }

  it("fetches the variant of one device pixel per CSS pixel, from its first request", () => {
    setScreen(true, 2);
    const { container, resized } = renderWatched(<Photo photo={photo()} sizes={sizes} />);
    const expected = dataSavingSizes(sizes, 2);
    expect(expected).not.toBe(sizes);
    for (const el of container.querySelectorAll("source, img.photo__img")) expect(el.getAttribute("sizes")).toBe(expected);
    // Never asked with the full sizes first: that would fetch the large variant too.
    expect(resized).toEqual([]);
  });

  it("leaves the priority photo as the HTML fetched it", async () => {
    setScreen(true, 2);
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<Photo photo={photo()} sizes={sizes} priority />);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Photo photo={photo()} sizes={sizes} priority />);
    });
    for (const el of container.querySelectorAll("source, img.photo__img")) expect(el.getAttribute("sizes")).toBe(sizes);
    act(() => root!.unmount());
    container.remove();
  });

  it("saves on a priority photo rendered after hydration (the lightbox's) from its first request", () => {
    setScreen(true, 2);
    const { container, resized } = renderWatched(<Photo photo={photo()} sizes={sizes} priority />);
    for (const el of container.querySelectorAll("source, img.photo__img")) expect(el.getAttribute("sizes")).toBe(dataSavingSizes(sizes, 2));
    expect(resized).toEqual([]);
  });

  it("changes nothing without Save-Data, whatever the screen", () => {
    setScreen(false, 3);
    const { container } = renderWatched(<Photo photo={photo()} sizes={sizes} />);
    for (const el of container.querySelectorAll("source, img.photo__img")) expect(el.getAttribute("sizes")).toBe(sizes);
  });
});

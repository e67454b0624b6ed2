import { useEffect } from "react";

/**
 * A page reached client-side at an address with a fragment (a link to "/stories/#wedding" from
 * another page) has had its address pushed, not navigated to, so the browser neither scrolled to
 * the element nor made it the :target that CSS reads. Once the page is there, this navigates to
 * its own address again, which the browser treats as a move to the fragment (no reload). A page
 * loaded with a fragment already has its target, and is left alone.
 */
export function useTargetOnArrival(): void {
  useEffect(() => {
    const { hash, href } = window.location;
    if (hash.length < 2 || document.querySelector(":target")) return;
    if (document.getElementById(decodeURIComponent(hash.slice(1)))) window.location.replace(href);
  }, []);
}

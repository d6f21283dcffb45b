//! Small browser helpers: location hash, history, clipboard, fatal errors.

use wasm_bindgen::{JsCast, JsValue};

fn window() -> web_sys::Window {
    web_sys::window().expect("no window")
}

/// The current `location.hash`, including `#` (empty when none).
pub fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// Replaces the hash without adding a history entry or firing `hashchange`.
pub fn replace_hash(hash: &str) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(hash));
    }
}

/// The page address without its hash.
pub fn base_url() -> String {
    let href = window().location().href().unwrap_or_default();
    match href.split_once('#') {
        Some((base, _)) => base.to_string(),
        None => href,
    }
}

thread_local! {
    static WORKER_URL: std::cell::OnceCell<Option<String>> = const { std::cell::OnceCell::new() };
    static SCRIPT_WORKER_URL: std::cell::OnceCell<Option<String>> = const { std::cell::OnceCell::new() };
}

/// A blob URL of a module script that starts the script worker: Trunk's
/// `script_worker.js` glue, given `script_worker_bg.wasm` (its gzip copy
/// where the browser can decompress it, as `index.html` loads the app's).
pub fn script_worker_url() -> Option<String> {
    SCRIPT_WORKER_URL.with(|cell| {
        cell.get_or_init(|| {
            let js = beside_page("script_worker.js")?;
            let wasm = beside_page("script_worker_bg.wasm")?;
            let shim = format!(
                "import init from {js:?};const w={wasm:?};\
                 init({{module_or_path:('DecompressionStream' in self)?fetch(w+'.gz').then((r)=>r.ok?\
                 new Response(r.body.pipeThrough(new DecompressionStream('gzip')),\
                 {{headers:{{'content-type':'application/wasm'}}}}):fetch(w)):w}});"
            );
            blob_url(&shim)
        })
        .clone()
    })
}

/// A blob URL of the JavaScript module `source`.
fn blob_url(source: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(source));
    let props = web_sys::BlobPropertyBag::new();
    props.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &props).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// The address of a file Trunk built next to the page.
fn beside_page(file: &str) -> Option<String> {
    let href = window().location().href().ok()?;
    Some(web_sys::Url::new_with_base(file, &href).ok()?.href())
}

/// The page's own JavaScript glue, which Trunk's `index.html` preloads.
fn app_glue_url() -> Option<String> {
    let doc = window().document()?;
    let link = doc
        .query_selector("link[rel=modulepreload][href$='.js']")
        .ok()??;
    beside_page(&link.get_attribute("href")?)
}

/// A blob URL of a module script that loads the compute worker, made once per
/// page. The worker runs the page's own wasm: the script imports the page's
/// glue and waits for its first message, the page's compiled module
/// (`wasm_bindgen::module()`), so nothing is downloaded or compiled twice.
/// Started in a worker, the app's `main` starts the worker loop.
pub fn worker_loader_url() -> Option<String> {
    WORKER_URL.with(|cell| {
        cell.get_or_init(|| {
            let js = app_glue_url()?;
            let shim = format!(
                "import init from {js:?};self.onmessage=function(e){{self.onmessage=null;\
                 init({{module_or_path:e.data}});}};"
            );
            blob_url(&shim)
        })
        .clone()
    })
}

/// Copies text with the async Clipboard API; `Err` when it is unavailable or
/// refused (insecure origin, iframe without permission), so the caller can show
/// the text for manual copying instead.
pub async fn copy_text(text: &str) -> Result<(), ()> {
    let nav: JsValue = window().navigator().into();
    let clipboard = js_sys::Reflect::get(&nav, &"clipboard".into()).map_err(|_| ())?;
    if clipboard.is_undefined() {
        return Err(());
    }
    let write = js_sys::Reflect::get(&clipboard, &"writeText".into())
        .map_err(|_| ())?
        .dyn_into::<js_sys::Function>()
        .map_err(|_| ())?;
    let promise = write
        .call1(&clipboard, &text.into())
        .map_err(|_| ())?
        .dyn_into::<js_sys::Promise>()
        .map_err(|_| ())?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map(|_| ())
        .map_err(|_| ())
}

/// Shows a visible banner after a panic, since Yew stops rendering then.
pub fn show_fatal_error(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(div) = doc.create_element("div") else {
        return;
    };
    div.set_id("fatal-error");
    let _ = div.set_attribute("role", "alert");
    div.set_text_content(Some(&format!(
        "Pebbles hit an internal error and stopped: {message}. \
         Reload the page; if it happens again, please report the link you opened."
    )));
    if let Some(body) = doc.body() {
        let _ = body.append_child(&div);
    }
}

/// Offers `body` as a file download named `name`.
pub fn download(name: &str, mime: &str, body: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(body));
    let props = web_sys::BlobPropertyBag::new();
    props.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &props)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let doc = window().document().ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Pixels per SVG pixel of a PNG export: sharp on projectors and in slides.
const PNG_SCALE: u32 = 2;

/// Rasterises an SVG document (of the given size) to PNG at
/// [`PNG_SCALE`]× and downloads it.
pub fn download_png(name: &str, svg: &str, width: u32, height: u32) -> Result<(), JsValue> {
    use wasm_bindgen::closure::Closure;
    let doc = window().document().ok_or("no document")?;
    let img: web_sys::HtmlImageElement = doc.create_element("img")?.dyn_into()?;
    let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas")?.dyn_into()?;
    canvas.set_width(width.saturating_mul(PNG_SCALE));
    canvas.set_height(height.saturating_mul(PNG_SCALE));
    let name = name.to_string();
    let img2 = img.clone();
    let onload = Closure::once(move || {
        let draw = || -> Result<(), JsValue> {
            let ctx: web_sys::CanvasRenderingContext2d = canvas
                .get_context("2d")?
                .ok_or("no 2d context")?
                .dyn_into()?;
            ctx.set_fill_style_str("#ffffff");
            let (w, h) = (f64::from(width), f64::from(height));
            let k = f64::from(PNG_SCALE);
            ctx.fill_rect(0.0, 0.0, w * k, h * k);
            ctx.draw_image_with_html_image_element_and_dw_and_dh(&img2, 0.0, 0.0, w * k, h * k)?;
            let url = canvas.to_data_url_with_type("image/png")?;
            let a: web_sys::HtmlAnchorElement = window()
                .document()
                .ok_or("no document")?
                .create_element("a")?
                .dyn_into()?;
            a.set_href(&url);
            a.set_download(&name);
            a.click();
            Ok(())
        };
        let _ = draw();
    });
    img.set_onload(Some(onload.as_ref().unchecked_ref()));
    onload.forget();
    let encoded = js_sys::encode_uri_component(svg);
    img.set_src(&format!("data:image/svg+xml;charset=utf-8,{encoded}"));
    Ok(())
}

/// In an embedded view: posts `{type: "pebbles:height", height}` to the
/// parent page whenever the document's height changes (the embed snippet's
/// script sizes the iframe from it). The observer lives as long as the page.
pub fn report_height_to_parent() {
    let Some(win) = web_sys::window() else { return };
    let Ok(Some(parent)) = win.parent() else {
        return;
    };
    let Some(body) = win.document().and_then(|d| d.body()) else {
        return;
    };
    // The body, not the root element: the root is never shorter than the
    // iframe, so an embed could grow but never shrink.
    let measured = body.clone();
    let post = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let msg = js_sys::Object::new();
        let height = f64::from(measured.scroll_height());
        let _ = js_sys::Reflect::set(
            &msg,
            &"type".into(),
            &crate::view_model::app::HEIGHT_MESSAGE.into(),
        );
        let _ = js_sys::Reflect::set(&msg, &"height".into(), &height.into());
        let _ = parent.post_message(&msg, "*");
    });
    if let Ok(observer) = web_sys::ResizeObserver::new(post.as_ref().unchecked_ref()) {
        observer.observe(&body);
        std::mem::forget(observer);
    }
    post.forget();
}

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

fn html_element(selector: &str) -> Option<web_sys::HtmlElement> {
    document()?
        .query_selector(selector)
        .ok()??
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// Moves the keyboard focus to the page's result (the skip link): its
/// first `.result` section, or `<main>` on a page without one.
pub fn focus_result() {
    let target = html_element("main .result").or_else(|| html_element("#main"));
    if let Some(el) = target {
        if !el.has_attribute("tabindex") {
            let _ = el.set_attribute("tabindex", "-1");
        }
        let _ = el.focus();
    }
}

/// Moves the keyboard focus to the element with this id, if any.
pub fn focus_id(id: &str) {
    if let Some(el) = html_element(&format!("#{id}")) {
        let _ = el.focus();
    }
}

/// Focuses the text field with this id and selects its text (ready to copy).
pub fn select_text(id: &str) {
    let field = document()
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok());
    if let Some(f) = field {
        let _ = f.focus();
        f.select();
    }
}

/// Sets the document's title (the browser tab's name).
pub fn set_title(title: &str) {
    if let Some(d) = document() {
        d.set_title(title);
    }
}

/// Whether the window is as narrow as a phone (the layout's breakpoint).
pub fn is_narrow() -> bool {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|v| v.as_f64())
        .is_some_and(|w| w <= crate::view_model::present::NARROW_PX)
}

thread_local! {
    /// The frame of the reveal in progress ([`reveal`]); a new one replaces it.
    static REVEAL: std::cell::RefCell<Option<NextFrame>> = const { std::cell::RefCell::new(None) };
}

/// The vertical extent of the first element matching `selector`.
fn span_of(selector: &str) -> Option<(f64, f64)> {
    let r = document()?
        .query_selector(selector)
        .ok()??
        .get_bounding_client_rect();
    Some((r.top(), r.bottom()))
}

/// After a click opened a detail: over the next frames (while its content
/// arrives and its size settles, at most 3 s) scrolls the window as
/// little as needed for the clicked element (`anchor`) and the `detail`
/// (CSS selectors) to be in view together
/// ([`crate::view_model::present::reveal_scroll`]).
pub fn reveal(anchor: &str, detail: &str) {
    let (anchor, detail) = (anchor.to_string(), detail.to_string());
    let start = Reveal {
        frame: 0,
        quiet: 0,
        height: -1.0,
        scroll_y: None,
    };
    let next = next_frame(move || reveal_frame(anchor, detail, start));
    REVEAL.with(|r| *r.borrow_mut() = next);
}

/// Where a reveal stands between two frames.
#[derive(Clone, Copy)]
struct Reveal {
    frame: u32,
    /// Frames since the last scroll or change of the detail's height.
    quiet: u32,
    /// The detail's last height.
    height: f64,
    /// The window's scroll position as the last frame left it.
    scroll_y: Option<f64>,
}

/// One frame of [`reveal`]. It ends after 3 s, after 0.75 s without a
/// change, or as soon as the reader scrolls: the page never fights them.
fn reveal_frame(anchor: String, detail: String, mut at: Reveal) {
    let w = window();
    let y = w.scroll_y().unwrap_or(0.0);
    if at.scroll_y.is_some_and(|last| (y - last).abs() > 1.0) {
        return;
    }
    at.quiet += 1;
    if let (Some(a), Some(d)) = (span_of(&anchor), span_of(&detail)) {
        let height = w
            .inner_height()
            .ok()
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0);
        let dy = crate::view_model::present::reveal_scroll(a, d, height);
        if dy.abs() >= 1.0 {
            w.scroll_by_with_x_and_y(0.0, dy);
            at.quiet = 0;
        }
        if (d.1 - d.0 - at.height).abs() >= 1.0 {
            at.height = d.1 - d.0;
            at.quiet = 0;
        }
    }
    at.scroll_y = Some(w.scroll_y().unwrap_or(0.0));
    at.frame += 1;
    if at.frame < 180 && at.quiet < 45 {
        let next = next_frame(move || reveal_frame(anchor, detail, at));
        REVEAL.with(|r| *r.borrow_mut() = next);
    }
}

/// A callback for the next animation frame; dropping it cancels the call.
pub struct NextFrame(i32);

impl Drop for NextFrame {
    fn drop(&mut self) {
        let _ = window().cancel_animation_frame(self.0);
    }
}

/// Runs `f` before the next repaint (after this frame's rendering), so
/// work split over calls is rendered piece by piece. The closure frees
/// itself when called (`f` may well drop the returned handle meanwhile);
/// a cancelled one is leaked, a few bytes.
pub fn next_frame(f: impl FnOnce() + 'static) -> Option<NextFrame> {
    let closure = wasm_bindgen::closure::Closure::once_into_js(f);
    window()
        .request_animation_frame(closure.unchecked_ref())
        .ok()
        .map(NextFrame)
}

/*
 * engine.c — an example HitChain hit-test engine in C, speaking the process protocol
 * (`hitchain conform --engine process:./engine`).
 *
 * It reads one JSON object per line on stdin and writes one JSON line back for each:
 *
 *   {"op":"scene","keyWindow":…,"views":[…]}  ->  {"ok": true}
 *   {"op":"hitTest","point":[x,y]}           ->  {"view": "name", "window": "name"}
 *                                                 or {"view": null, "window": null}
 *   anything it cannot understand            ->  {"error": "text"}
 *
 * The walk is UIKit's hit-test as docs/semantics.md ("Geometry", "Hit-testing") defines it,
 * mirroring Sources/HitChainKit/ReferenceHitTester.swift and the arithmetic of
 * Sources/HitChainGeometry (ViewGeometry, SuperviewConversion, Rect) operation for
 * operation, in double precision, so that every answer is bit-identical to the reference.
 *
 * ========================================================================================
 * DELIBERATE DIFFERENCE FROM THE REFERENCE — read this first.
 *
 *   contains() treats the MAX edges of a rectangle as inside: minX <= x <= maxX and
 *   minY <= y <= maxY (empty rectangles still contain nothing). CGRectContainsPoint, and
 *   so the reference, has the max edges outside (x < maxX, y < maxY).
 *
 * This is what HitChain calls the `maxEdgesInside` reading (the mutant of that name). It
 * is here on purpose, so that `hitchain conform` and `hitchain fuzz --triage` have one
 * known divergence to find and name. Everything else is meant to match exactly. To make
 * the engine conform, change the two `<=` against the max edges in rect_contains() to `<`.
 * ========================================================================================
 *
 * Floating point: the reference never fuses a multiply and an add; neither may we. GCC
 * does not contract in ISO C mode (-std=c99); for clang the pragma below says so.
 *
 * Build: cc -std=c99 -O2 -Wall -Wextra -o engine engine.c -lm   (standard library only)
 */
#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------------------------
 * The scene
 * ------------------------------------------------------------------------------------- */

enum { PI_DEFAULT, PI_NEVER, PI_OVER_SUBVIEWS, PI_INSET, PI_OVAL, PI_CIRCLE, PI_ROUNDED_RECT, PI_MINIMUM_SIZE,
       PI_BOUNDS_OF, PI_SUBVIEWS };
enum { HT_DEFAULT, HT_PASS_THROUGH, HT_SELF_ONLY, HT_FORWARD, HT_REDIRECT, HT_ONLY_SUBVIEWS, HT_SELF_WHEN_INSIDE };
/* SuperviewConversion.Kind: which arithmetic takes a point into the view's space. */
enum { CONV_IDENTITY, CONV_TRANSLATION, CONV_GENERAL, CONV_SINGULAR };

typedef struct {
    const char *name;   /* decoded, NUL-terminated, points into the scene's line buffer */
    size_t nameLen;     /* names may hold "\u0000", so the length is kept too */
    int parent;         /* index of the superview, -1 for a root */
    int isWindow;       /* has a "window" member */
    double level;       /* window level */
    int onScreen;       /* a window in the application's list (a removed one is only a forward's target) */
    double fo[2], center[2], size[2], bo[2]; /* frame origin, center, bounds size, bounds origin */
    double t[6];        /* a b c d tx ty */
    int hidden, interaction, control, enabled;
    double alpha;       /* the Float opacity, widened to double */
    int pointInside;    /* PI_* */
    double inset[4];    /* top left bottom right for PI_INSET; the radius (-1: half the shorter
                           side) for PI_CIRCLE and PI_ROUNDED_RECT; width, height for PI_MINIMUM_SIZE */
    const char *areaName; /* PI_BOUNDS_OF: the view whose bounds are the area */
    size_t areaLen;
    int areaTarget;     /* its index, or -1 (gone: no point is inside) */
    int hitTest;        /* HT_* */
    const char *forwardName; /* HT_FORWARD and HT_REDIRECT: the target */
    size_t forwardLen;
    int forwardTarget;  /* index, or -1 (a dangling reference: no override) */
    int listed;         /* named by its superview's onlySubviews */
    /* derived once per scene */
    int conv;           /* CONV_* */
    double ia, ib, ic, id; /* the inverse of the linear part */
    int firstChild, childCount; /* into Scene.children, back to front */
} View;

typedef struct {
    char *line;         /* the scene's own line: names point into it */
    View *views;
    int count;
    int *children;      /* every view's subviews, grouped by parent, back to front */
    int *windows;       /* the windows, front to back */
    int windowCount;
    int *hash;          /* name -> index + 1, open addressing */
    size_t hashSize;
    /* Work space, `count` entries each, so that a query allocates nothing: */
    int *path;          /* a target's ancestors, for conversion from screen space */
    int *stackView;     /* the walk's explicit stack: the view of each frame, */
    int *stackNext;     /* how many of its subviews it has asked, */
    double *stackXY;    /* and its point (x, y) */
    int *insideView, *insideNext; /* the same for subviewsPointInside's descent */
    double *insideXY;
    /* onlySubviews' names, as read: (name, length, the view whose override lists it) */
    const char **listedName;
    size_t *listedLen;
    int *listedBy;
    int listedCount, listedCap;
} Scene;

static void scene_free(Scene *s) {
    if (!s) return;
    free(s->line);
    free(s->views);
    free(s->children);
    free(s->windows);
    free(s->hash);
    free(s->path);
    free(s->stackView);
    free(s->stackNext);
    free(s->stackXY);
    free(s->insideView);
    free(s->insideNext);
    free(s->insideXY);
    free(s->listedName);
    free(s->listedLen);
    free(s->listedBy);
    free(s);
}

/* ---------------------------------------------------------------------------------------
 * Geometry (HitChainGeometry). Every expression keeps the reference's order of operations.
 * ------------------------------------------------------------------------------------- */

static int is_identity(const double *t) {
    return t[0] == 1 && t[1] == 0 && t[2] == 0 && t[3] == 1 && t[4] == 0 && t[5] == 0;
}

/* Rect.contains after Rect.standardized — WITH THE DELIBERATE DIFFERENCE: max edges in. */
static int rect_contains(double ox, double oy, double w, double h, double px, double py) {
    if (w < 0) { ox += w; w = -w; }
    if (h < 0) { oy += h; h = -h; }
    if (w == 0 || h == 0) return 0; /* empty: contains nothing */
    return ox <= px && px <= ox + w  /* reference: px <  ox + w */
        && oy <= py && py <= oy + h; /* reference: py <  oy + h */
}

/* ViewTransform.inverted(), linear part only, and SuperviewConversion's kind. */
static void derive_conversion(View *v) {
    const double *t = v->t;
    double ad = t[0] * t[3], bc = t[1] * t[2];
    double det = ad - bc;
    v->ia = 1; v->ib = 0; v->ic = 0; v->id = 1;
    if (is_identity(t)) { v->conv = CONV_IDENTITY; return; }
    if (det == 0 || !isfinite(det)) { v->conv = CONV_SINGULAR; return; }
    v->ia = t[3] / det;
    v->ib = -t[1] / det;
    v->ic = -t[2] / det;
    v->id = t[0] / det;
    v->conv = (t[0] == 1 && t[1] == 0 && t[2] == 0 && t[3] == 1) ? CONV_TRANSLATION : CONV_GENERAL;
}

/* SuperviewConversion.convert: superview space -> v's space. 0 when singular. */
static int from_superview(const View *v, double px, double py, double *lx, double *ly) {
    double vx, vy, x, y, p, q;
    switch (v->conv) {
    case CONV_IDENTITY:
        *lx = (px - v->fo[0]) + v->bo[0];
        *ly = (py - v->fo[1]) + v->bo[1];
        return 1;
    case CONV_SINGULAR:
        return 0;
    default:
        vx = (px - v->center[0]) - v->t[4];
        vy = (py - v->center[1]) - v->t[5];
        if (v->conv == CONV_TRANSLATION && isfinite(vx) && isfinite(vy)) {
            x = vx;
            y = vy;
        } else {
            p = v->ia * vx; q = v->ic * vy; x = p + q;
            p = v->ib * vx; q = v->id * vy; y = p + q;
        }
        *lx = (x + v->size[0] * 0.5) + v->bo[0];
        *ly = (y + v->size[1] * 0.5) + v->bo[1];
        return 1;
    }
}

/* ViewGeometry.convertToSuperview: v's space -> superview space (the forward transform). */
static void to_superview(const View *v, double x, double y, double *sx, double *sy) {
    double ux, uy, mx, my, p, q;
    if (is_identity(v->t)) {
        *sx = (x - v->bo[0]) + v->fo[0];
        *sy = (y - v->bo[1]) + v->fo[1];
        return;
    }
    ux = (x - v->bo[0]) - v->size[0] * 0.5;
    uy = (y - v->bo[1]) - v->size[1] * 0.5;
    p = v->t[0] * ux; q = v->t[2] * uy; mx = p + q;
    p = v->t[1] * ux; q = v->t[3] * uy; my = p + q;
    *sx = (mx + v->t[4]) + v->center[0];
    *sy = (my + v->t[5]) + v->center[1];
}

/* ViewGeometry.frame: the placed frame, or the bounding box of the transformed bounds. */
static void view_frame(const View *v, double r[4]) {
    double hw, hh, cx[4], cy[4], p, q, minX, maxX, minY, maxY;
    int i;
    if (is_identity(v->t)) {
        r[0] = v->fo[0]; r[1] = v->fo[1]; r[2] = v->size[0]; r[3] = v->size[1];
        return;
    }
    hw = v->size[0] * 0.5;
    hh = v->size[1] * 0.5;
    for (i = 0; i < 4; i++) { /* corners (-hw,-hh) (hw,-hh) (-hw,hh) (hw,hh), as Swift lists them */
        double x = (i & 1) ? hw : -hw, y = (i & 2) ? hh : -hh;
        p = v->t[0] * x; q = v->t[2] * y; cx[i] = (p + q) + v->t[4];
        p = v->t[1] * x; q = v->t[3] * y; cy[i] = (p + q) + v->t[5];
    }
    minX = maxX = cx[0];
    minY = maxY = cy[0];
    for (i = 1; i < 4; i++) { /* Swift.min(x, y) is `y < x ? y : x`; max is `y >= x ? y : x` */
        minX = cx[i] < minX ? cx[i] : minX;
        maxX = cx[i] >= maxX ? cx[i] : maxX;
        minY = cy[i] < minY ? cy[i] : minY;
        maxY = cy[i] >= maxY ? cy[i] : maxY;
    }
    r[0] = minX + v->center[0];
    r[1] = minY + v->center[1];
    r[2] = maxX - minX;
    r[3] = maxY - minY;
}

/* ---------------------------------------------------------------------------------------
 * Hit-testing (ReferenceHitTester)
 * ------------------------------------------------------------------------------------- */

/* TouchRefusal: hidden, interaction disabled, alpha below 0.01, disabled control. */
static int is_skipped(const View *v) {
    return v->hidden || !v->interaction || v->alpha < 0.01 || (v->control && !v->enabled);
}

static int convert_through_screen(Scene *s, int from, double x, double y, int target, double *qx, double *qy);

/* Swift.min / Swift.max: `y < x ? y : x` and `y >= x ? y : x`. */
static double smin(double x, double y) { return y < x ? y : x; }
static double smax(double x, double y) { return y >= x ? y : x; }

/* HitShape.oval(in: standardized bounds).contains: the edge is inside. */
static int oval_contains(double ox, double oy, double w, double h, double x, double y) {
    double dx, dy;
    if (w < 0) { ox += w; w = -w; }
    if (h < 0) { oy += h; h = -h; }
    if (!(w > 0) || !(h > 0)) return 0;
    dx = (x - (ox + w / 2)) / (w / 2);
    dy = (y - (oy + h / 2)) / (h / 2);
    return dx * dx + dy * dy <= 1;
}

/* HitShape.circle.contains. */
static int circle_contains(double cx, double cy, double r, double x, double y) {
    double dx = x - cx, dy = y - cy;
    return r > 0 && dx * dx + dy * dy <= r * r;
}

/* HitShape.roundedRect(clamping:cornerRadius:).contains. */
static int rounded_contains(double ox, double oy, double w, double h, double radius, double x, double y) {
    double r, cx, cy, dx, dy, maxX, maxY;
    if (w < 0) { ox += w; w = -w; }
    if (h < 0) { oy += h; h = -h; }
    r = smax(0, smin(radius, smin(w, h) / 2));
    if (!isfinite(r)) r = 0;
    maxX = ox + w;
    maxY = oy + h;
    if (w == 0 || h == 0 || !(x >= ox) || !(x <= maxX) || !(y >= oy) || !(y <= maxY)) return 0;
    cx = smin(smax(x, ox + r), maxX - r);
    cy = smin(smax(y, oy + r), maxY - r);
    dx = x - cx;
    dy = y - cy;
    return dx * dx + dy * dy <= r * r;
}

/* point(inside:) with the view's declared override, for every override but
 * subviewsPointInside; p is in v's own space. */
static int point_inside_one(Scene *s, int vi, double x, double y) {
    const View *v = &s->views[vi];
    double r[4], ox, oy, w, h, dx, dy, qx, qy;
    int k;
    if (!isfinite(x) || !isfinite(y)) {
        /* a shape holds no NaN; the rectangles' comparisons say no by themselves */
        if (v->pointInside == PI_OVAL || v->pointInside == PI_CIRCLE || v->pointInside == PI_ROUNDED_RECT) return 0;
    }
    switch (v->pointInside) {
    case PI_NEVER:
        return 0;
    case PI_INSET: /* Rect.inset(by:): not standardized; contains() does that */
        return rect_contains(v->bo[0] + v->inset[1], v->bo[1] + v->inset[0],
                             v->size[0] - (v->inset[1] + v->inset[3]),
                             v->size[1] - (v->inset[0] + v->inset[2]), x, y);
    case PI_OVER_SUBVIEWS: /* every subview's frame, hidden or not */
        for (k = 0; k < v->childCount; k++) {
            view_frame(&s->views[s->children[v->firstChild + k]], r);
            if (rect_contains(r[0], r[1], r[2], r[3], x, y)) return 1;
        }
        return 0;
    case PI_OVAL:
        return oval_contains(v->bo[0], v->bo[1], v->size[0], v->size[1], x, y);
    case PI_CIRCLE:
        ox = v->bo[0]; oy = v->bo[1]; w = v->size[0]; h = v->size[1];
        if (w < 0) { ox += w; w = -w; }
        if (h < 0) { oy += h; h = -h; }
        return circle_contains(ox + w / 2, oy + h / 2, v->inset[0] >= 0 ? v->inset[0] : smin(w, h) / 2, x, y);
    case PI_ROUNDED_RECT:
        return rounded_contains(v->bo[0], v->bo[1], v->size[0], v->size[1], v->inset[0], x, y);
    case PI_MINIMUM_SIZE: /* standardized bounds grown about the centre, then contains() */
        ox = v->bo[0]; oy = v->bo[1]; w = v->size[0]; h = v->size[1];
        if (w < 0) { ox += w; w = -w; }
        if (h < 0) { oy += h; h = -h; }
        dx = smax(0, (v->inset[0] - w) / 2);
        dy = smax(0, (v->inset[1] - h) / 2);
        return rect_contains(ox + -dx, oy + -dy, w - (-dx + -dx), h - (-dy + -dy), x, y);
    case PI_BOUNDS_OF: /* the point in the other view's space, in its bounds */
        if (v->areaTarget < 0 || !convert_through_screen(s, vi, x, y, v->areaTarget, &qx, &qy)) return 0;
        return rect_contains(s->views[v->areaTarget].bo[0], s->views[v->areaTarget].bo[1],
                             s->views[v->areaTarget].size[0], s->views[v->areaTarget].size[1], qx, qy);
    default:
        return rect_contains(v->bo[0], v->bo[1], v->size[0], v->size[1], x, y);
    }
}

/* point(inside:) with the view's declared override. subviewsPointInside asks each subview's
 * own point(inside:) in order, descending on an explicit stack into subviews that do the
 * same (no recursion, any depth): any yes is the answer. */
static int point_inside(Scene *s, int vi, double x, double y) {
    int sp = 0;
    if (s->views[vi].pointInside != PI_SUBVIEWS) return point_inside_one(s, vi, x, y);
    s->insideView[0] = vi; s->insideNext[0] = 0;
    s->insideXY[0] = x; s->insideXY[1] = y;
    sp = 1;
    while (sp > 0) {
        const View *v = &s->views[s->insideView[sp - 1]];
        int child;
        double cx = 0, cy = 0;
        if (s->insideNext[sp - 1] >= v->childCount) { sp--; continue; }
        child = s->children[v->firstChild + s->insideNext[sp - 1]++];
        if (!from_superview(&s->views[child], s->insideXY[2 * (sp - 1)], s->insideXY[2 * (sp - 1) + 1], &cx, &cy))
            continue;
        if (s->views[child].pointInside == PI_SUBVIEWS) {
            s->insideView[sp] = child; s->insideNext[sp] = 0;
            s->insideXY[2 * sp] = cx; s->insideXY[2 * sp + 1] = cy;
            sp++;
            continue;
        }
        if (point_inside_one(s, child, cx, cy)) return 1;
    }
    return 0;
}

/* View.convertToScreen then target.convertFromScreen: up through every ancestor of `from`
 * (its root included), then down from the target's root. 0 when a transform is singular. */
static int convert_through_screen(Scene *s, int from, double x, double y, int target, double *qx, double *qy) {
    int depth = 0, v;
    for (v = from; v >= 0; v = s->views[v].parent) to_superview(&s->views[v], x, y, &x, &y);
    for (v = target; v >= 0; v = s->views[v].parent) s->path[depth++] = v; /* the path up */
    while (depth > 0)
        if (!from_superview(&s->views[s->path[--depth]], x, y, &x, &y)) return 0;
    *qx = x;
    *qy = y;
    return 1;
}

/* The start of view.hitTest(p): everything before the subviews are asked. Returns 1 with
 * *answer set (-1 for nil) when the view answers at once, 0 when its subviews must be
 * asked. `has` is 0 when the conversion into the view failed (a singular transform). */
static int hit_start(Scene *s, int vi, int has, double x, double y, int *answer) {
    const View *v = &s->views[vi];
    double qx, qy;
    /* An overridden hitTest runs before super's checks, even on a hidden view. */
    if (v->hitTest == HT_FORWARD && v->forwardTarget >= 0 && has
        && convert_through_screen(s, vi, x, y, v->forwardTarget, &qx, &qy)
        && point_inside(s, v->forwardTarget, qx, qy)) {
        *answer = v->forwardTarget;
        return 1;
    }
    *answer = -1;
    /* `return point(inside: p, with: e) ? self : nil`: before the flags, no subview asked */
    if (v->hitTest == HT_SELF_WHEN_INSIDE) {
        if (has && point_inside(s, vi, x, y)) *answer = vi;
        return 1;
    }
    if (is_skipped(v)) return 1; /* skipped views are not asked point(inside:) */
    if (!has || !point_inside(s, vi, x, y)) return 1;
    if (v->hitTest == HT_SELF_ONLY) { *answer = vi; return 1; }
    return 0;
}

/* view.hitTest(p) with p in the view's space, on an explicit stack (no recursion, any
 * depth): each frame is a view whose point was inside, with that point and how many of its
 * subviews it has asked. A non-nil answer is returned unchanged by every ancestor, so the
 * first one ends the walk. */
static int hit_walk(Scene *s, int root, int has, double x, double y) {
    int *stackView = s->stackView, *stackNext = s->stackNext;
    double *xy = s->stackXY;
    int sp, answer;
    if (hit_start(s, root, has, x, y, &answer)) return answer;
    stackView[0] = root; stackNext[0] = 0;
    xy[0] = x; xy[1] = y;
    sp = 1;
    while (sp > 0) {
        int vi = stackView[sp - 1];
        const View *v = &s->views[vi];
        if (stackNext[sp - 1] < v->childCount) {
            /* front-most first: the last subview listed is asked first */
            int child = s->children[v->firstChild + v->childCount - 1 - stackNext[sp - 1]];
            double cx = 0, cy = 0;
            int ok;
            stackNext[sp - 1]++;
            if (v->hitTest == HT_ONLY_SUBVIEWS && !s->views[child].listed) continue; /* not asked */
            ok = from_superview(&s->views[child], xy[2 * (sp - 1)], xy[2 * (sp - 1) + 1], &cx, &cy);
            if (hit_start(s, child, ok, cx, cy, &answer)) {
                if (answer >= 0) return answer;
                continue;
            }
            stackView[sp] = child; stackNext[sp] = 0;
            xy[2 * sp] = cx; xy[2 * sp + 1] = cy;
            sp++;
            continue;
        }
        /* no subview answered: the view itself, unless it passes touches through (nil) or
           redirects them (its target; nil when the target is gone) */
        sp--;
        if (v->hitTest == HT_PASS_THROUGH) continue;
        if (v->hitTest == HT_REDIRECT) {
            if (v->forwardTarget >= 0) return v->forwardTarget;
            continue;
        }
        return vi;
    }
    return -1;
}

/* Application-level hit-test: windows front to back, each skipped outright when hidden,
 * non-interactive, transparent or a disabled control (before any override of its own). */
static void hit_test(Scene *s, double sx, double sy, int *view, int *window) {
    int k;
    *view = *window = -1;
    for (k = 0; k < s->windowCount; k++) {
        int w = s->windows[k], hit, ok, a;
        double lx = 0, ly = 0;
        if (is_skipped(&s->views[w])) continue;
        ok = from_superview(&s->views[w], sx, sy, &lx, &ly);
        hit = hit_walk(s, w, ok, lx, ly);
        if (hit < 0) continue;
        *view = hit;
        /* hit.window ?? walked: the nearest window at or above the hit view */
        for (a = hit; a >= 0 && !s->views[a].isWindow; a = s->views[a].parent) {}
        *window = a >= 0 ? a : w;
        return;
    }
}

/* ---------------------------------------------------------------------------------------
 * A JSON reader for just this protocol. Strings are decoded in place (never longer than
 * their source), so names point into the line buffer; nothing here recurses.
 * ------------------------------------------------------------------------------------- */

typedef struct {
    char *p, *end, *base;
    char err[160];
} Json;

static int fail(Json *j, const char *what) {
    if (!j->err[0]) snprintf(j->err, sizeof j->err, "%s at byte %ld", what, (long)(j->p - j->base));
    return 0;
}

static void ws(Json *j) {
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r')) j->p++;
}

static int expect(Json *j, char c) {
    ws(j);
    if (j->p < j->end && *j->p == c) { j->p++; return 1; }
    switch (c) {
    case '{': return fail(j, "expected an object");
    case '[': return fail(j, "expected an array");
    case ':': return fail(j, "expected ':'");
    default: return fail(j, "unexpected character");
    }
}

static int hex4(const char *p, unsigned *out) {
    unsigned v = 0;
    int i;
    for (i = 0; i < 4; i++) {
        char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
        else return 0;
    }
    *out = v;
    return 1;
}

static int jstring(Json *j, const char **out, size_t *len) {
    char *w;
    ws(j);
    if (j->p >= j->end || *j->p != '"') return fail(j, "expected a string");
    w = ++j->p;
    *out = w;
    for (;;) {
        unsigned char c;
        if (j->p >= j->end) return fail(j, "unterminated string");
        c = (unsigned char)*j->p;
        if (c == '"') break;
        if (c < 0x20) return fail(j, "control character in string");
        if (c != '\\') { *w++ = *j->p++; continue; }
        if (j->end - j->p < 2) return fail(j, "unterminated string");
        c = (unsigned char)j->p[1];
        j->p += 2;
        switch (c) {
        case '"': *w++ = '"'; break;
        case '\\': *w++ = '\\'; break;
        case '/': *w++ = '/'; break;
        case 'b': *w++ = '\b'; break;
        case 'f': *w++ = '\f'; break;
        case 'n': *w++ = '\n'; break;
        case 'r': *w++ = '\r'; break;
        case 't': *w++ = '\t'; break;
        case 'u': {
            unsigned u, lo;
            if (j->end - j->p < 4 || !hex4(j->p, &u)) return fail(j, "bad \\u escape");
            j->p += 4;
            if (u >= 0xDC00 && u <= 0xDFFF) return fail(j, "lone low surrogate");
            if (u >= 0xD800 && u <= 0xDBFF) {
                if (j->end - j->p < 6 || j->p[0] != '\\' || j->p[1] != 'u' || !hex4(j->p + 2, &lo)
                    || lo < 0xDC00 || lo > 0xDFFF)
                    return fail(j, "lone high surrogate");
                j->p += 6;
                u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
            }
            if (u < 0x80) *w++ = (char)u;
            else if (u < 0x800) { *w++ = (char)(0xC0 | (u >> 6)); *w++ = (char)(0x80 | (u & 0x3F)); }
            else if (u < 0x10000) {
                *w++ = (char)(0xE0 | (u >> 12));
                *w++ = (char)(0x80 | ((u >> 6) & 0x3F));
                *w++ = (char)(0x80 | (u & 0x3F));
            } else {
                *w++ = (char)(0xF0 | (u >> 18));
                *w++ = (char)(0x80 | ((u >> 12) & 0x3F));
                *w++ = (char)(0x80 | ((u >> 6) & 0x3F));
                *w++ = (char)(0x80 | (u & 0x3F));
            }
            break;
        }
        default: return fail(j, "bad escape in string");
        }
    }
    *len = (size_t)(w - *out);
    j->p++;     /* past the closing quote… */
    *w = '\0';  /* …which `w` can at most have reached */
    return 1;
}

static int digits(Json *j) {
    const char *start = j->p;
    while (j->p < j->end && *j->p >= '0' && *j->p <= '9') j->p++;
    return j->p > start;
}

/* A JSON number (the grammar checked here), converted by strtod: correctly rounded, and
 * the "C" locale is in force since the program never calls setlocale. */
static int jnumber(Json *j, double *out) {
    char *start, *stop;
    ws(j);
    start = j->p;
    if (j->p < j->end && *j->p == '-') j->p++;
    if (j->p < j->end && *j->p == '0') j->p++;
    else if (!digits(j)) return fail(j, "expected a number");
    if (j->p < j->end && *j->p == '.') { j->p++; if (!digits(j)) return fail(j, "bad number"); }
    if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
        j->p++;
        if (j->p < j->end && (*j->p == '+' || *j->p == '-')) j->p++;
        if (!digits(j)) return fail(j, "bad number");
    }
    *out = strtod(start, &stop);
    if (stop != j->p) return fail(j, "bad number");
    if (!isfinite(*out)) return fail(j, "number out of range");
    return 1;
}

static int literal(Json *j, const char *word) {
    size_t n = strlen(word);
    ws(j);
    if ((size_t)(j->end - j->p) >= n && memcmp(j->p, word, n) == 0) { j->p += n; return 1; }
    return 0;
}

static int jbool(Json *j, int *out) {
    if (literal(j, "true")) { *out = 1; return 1; }
    if (literal(j, "false")) { *out = 0; return 1; }
    return fail(j, "expected true or false");
}

/* Steps through an object or array: 1 when another member follows (an object's key and
 * ':' read), 0 at its end, -1 on an error. `first` starts at 1. */
static int next_member(Json *j, int *first, char close, const char **key, size_t *klen) {
    ws(j);
    if (j->p < j->end && *j->p == close) { j->p++; return 0; }
    if (!*first) {
        if (j->p >= j->end || *j->p != ',') {
            fail(j, close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
            return -1;
        }
        j->p++;
    }
    *first = 0;
    if (close == '}' && (!jstring(j, key, klen) || !expect(j, ':'))) return -1;
    return 1;
}

/* Skips any value, nesting counted rather than recursed into (loosely: the commas and
 * colons inside a skipped value are not checked). */
static int jskip(Json *j) {
    long depth = 0;
    do {
        const char *s;
        size_t n;
        double d;
        ws(j);
        if (j->p >= j->end) return fail(j, "unexpected end of line");
        if (depth == 0 && strchr(",:]}", *j->p)) return fail(j, "expected a value");
        switch (*j->p) {
        case '{': case '[': depth++; j->p++; break;
        case '}': case ']': depth--; j->p++; break;
        case ',': case ':': j->p++; break; /* structure inside a skipped value */
        case '"': if (!jstring(j, &s, &n)) return 0; break;
        case 't': case 'f': case 'n':
            if (!literal(j, "true") && !literal(j, "false") && !literal(j, "null")) return fail(j, "bad literal");
            break;
        default: if (!jnumber(j, &d)) return 0;
        }
        if (depth < 0) return fail(j, "unbalanced brackets");
    } while (depth > 0);
    return 1;
}

static int jnumbers(Json *j, double *out, int count) {
    int first = 1, n = 0, r;
    if (!expect(j, '[')) return 0;
    while ((r = next_member(j, &first, ']', NULL, NULL)) > 0) {
        if (n == count) return fail(j, "too many numbers in array");
        if (!jnumber(j, &out[n++])) return 0;
    }
    if (r < 0) return 0;
    return n == count ? 1 : fail(j, "too few numbers in array");
}

#define KEY(k) (klen == sizeof(k) - 1 && memcmp(key, k, sizeof(k) - 1) == 0)

/* ---------------------------------------------------------------------------------------
 * Reading a scene
 * ------------------------------------------------------------------------------------- */

enum { F_NAME = 1, F_PARENT = 2, F_FRAME = 4, F_CENTER = 8, F_SIZE = 16, F_BOUNDS = 32,
       F_TRANSFORM = 64, F_HIDDEN = 128, F_ALPHA = 256, F_INTERACTION = 512, F_CONTROL = 1024,
       F_ENABLED = 2048, F_POINT_INSIDE = 4096, F_HIT_TEST = 8192, F_ALL = 16383 };

static int parse_view(Json *j, Scene *sc, View *v, int index) {
    int first = 1, r, seen = 0, bit;
    const char *key, *s;
    size_t klen, n;
    double d;
    memset(v, 0, sizeof *v);
    v->forwardTarget = -1;
    v->areaTarget = -1;
    if (!expect(j, '{')) return 0;
    while ((r = next_member(j, &first, '}', &key, &klen)) > 0) {
        bit = 0;
        if (KEY("name")) { bit = F_NAME; if (!jstring(j, &v->name, &v->nameLen)) return 0; }
        else if (KEY("parent")) {
            bit = F_PARENT;
            if (!jnumber(j, &d)) return 0;
            if (d != floor(d) || d < -1 || d >= index) return fail(j, "parent must be -1 or the index of an earlier view");
            v->parent = (int)d;
        }
        else if (KEY("window")) {
            int f2 = 1, r2, hasLevel = 0;
            const char *k2; size_t l2;
            if (v->isWindow) return fail(j, "duplicate key");
            v->isWindow = 1;
            v->onScreen = 1;
            if (!expect(j, '{')) return 0;
            while ((r2 = next_member(j, &f2, '}', &k2, &l2)) > 0) {
                if (l2 == 5 && memcmp(k2, "level", 5) == 0) { if (!jnumber(j, &v->level)) return 0; hasLevel = 1; }
                else if (l2 == 8 && memcmp(k2, "onScreen", 8) == 0) { if (!jbool(j, &v->onScreen)) return 0; }
                else if (!jskip(j)) return 0;
            }
            if (r2 < 0) return 0;
            if (!hasLevel) return fail(j, "window without a level");
        }
        else if (KEY("frameOrigin")) { bit = F_FRAME; if (!jnumbers(j, v->fo, 2)) return 0; }
        else if (KEY("center")) { bit = F_CENTER; if (!jnumbers(j, v->center, 2)) return 0; }
        else if (KEY("size")) { bit = F_SIZE; if (!jnumbers(j, v->size, 2)) return 0; }
        else if (KEY("boundsOrigin")) { bit = F_BOUNDS; if (!jnumbers(j, v->bo, 2)) return 0; }
        else if (KEY("transform")) { bit = F_TRANSFORM; if (!jnumbers(j, v->t, 6)) return 0; }
        else if (KEY("hidden")) { bit = F_HIDDEN; if (!jbool(j, &v->hidden)) return 0; }
        else if (KEY("alpha")) { bit = F_ALPHA; if (!jnumber(j, &v->alpha)) return 0; }
        else if (KEY("interaction")) { bit = F_INTERACTION; if (!jbool(j, &v->interaction)) return 0; }
        else if (KEY("control")) { bit = F_CONTROL; if (!jbool(j, &v->control)) return 0; }
        else if (KEY("enabled")) { bit = F_ENABLED; if (!jbool(j, &v->enabled)) return 0; }
        else if (KEY("pointInside")) {
            bit = F_POINT_INSIDE;
            ws(j);
            if (j->p < j->end && *j->p == '[') {
                v->pointInside = PI_INSET;
                if (!jnumbers(j, v->inset, 4)) return 0;
            } else if (j->p < j->end && *j->p == '{') {
                /* {"circle": r}, {"roundedRect": r}, {"minimumSize": [w, h]}, {"boundsOf": "name"} */
                int f2 = 1, r2, members = 0;
                const char *k2; size_t l2;
                if (!expect(j, '{')) return 0;
                while ((r2 = next_member(j, &f2, '}', &k2, &l2)) > 0) {
                    if (members++) return fail(j, "a pointInside object has one member");
                    if (l2 == 6 && !memcmp(k2, "circle", 6)) {
                        v->pointInside = PI_CIRCLE;
                        if (!jnumber(j, &v->inset[0])) return 0;
                    } else if (l2 == 11 && !memcmp(k2, "roundedRect", 11)) {
                        v->pointInside = PI_ROUNDED_RECT;
                        if (!jnumber(j, &v->inset[0])) return 0;
                    } else if (l2 == 11 && !memcmp(k2, "minimumSize", 11)) {
                        v->pointInside = PI_MINIMUM_SIZE;
                        if (!jnumbers(j, v->inset, 2)) return 0;
                    } else if (l2 == 8 && !memcmp(k2, "boundsOf", 8)) {
                        v->pointInside = PI_BOUNDS_OF;
                        if (!jstring(j, &v->areaName, &v->areaLen)) return 0;
                    } else return fail(j, "unknown pointInside");
                }
                if (r2 < 0) return 0;
                if (!members) return fail(j, "unknown pointInside");
            } else {
                if (!jstring(j, &s, &n)) return 0;
                if (n == 7 && !memcmp(s, "default", 7)) v->pointInside = PI_DEFAULT;
                else if (n == 5 && !memcmp(s, "never", 5)) v->pointInside = PI_NEVER;
                else if (n == 12 && !memcmp(s, "overSubviews", 12)) v->pointInside = PI_OVER_SUBVIEWS;
                else if (n == 4 && !memcmp(s, "oval", 4)) v->pointInside = PI_OVAL;
                else if (n == 6 && !memcmp(s, "circle", 6)) { v->pointInside = PI_CIRCLE; v->inset[0] = -1; }
                else if (n == 19 && !memcmp(s, "subviewsPointInside", 19)) v->pointInside = PI_SUBVIEWS;
                else return fail(j, "unknown pointInside");
            }
        }
        else if (KEY("hitTest")) {
            bit = F_HIT_TEST;
            if (!jstring(j, &s, &n)) return 0;
            if (n == 7 && !memcmp(s, "default", 7)) v->hitTest = HT_DEFAULT;
            else if (n == 11 && !memcmp(s, "passThrough", 11)) v->hitTest = HT_PASS_THROUGH;
            else if (n == 8 && !memcmp(s, "selfOnly", 8)) v->hitTest = HT_SELF_ONLY;
            else if (n == 14 && !memcmp(s, "selfWhenInside", 14)) v->hitTest = HT_SELF_WHEN_INSIDE;
            else return fail(j, "unknown hitTest");
        }
        else if (KEY("forwardTo") || KEY("redirectTo")) {
            bit = F_HIT_TEST;
            v->hitTest = KEY("forwardTo") ? HT_FORWARD : HT_REDIRECT;
            if (!jstring(j, &v->forwardName, &v->forwardLen)) return 0;
        }
        else if (KEY("onlySubviews")) { /* the names, resolved once every view is read */
            int f2 = 1, r2;
            bit = F_HIT_TEST;
            v->hitTest = HT_ONLY_SUBVIEWS;
            if (!expect(j, '[')) return 0;
            while ((r2 = next_member(j, &f2, ']', NULL, NULL)) > 0) {
                if (sc->listedCount == sc->listedCap) {
                    int cap = sc->listedCap ? 2 * sc->listedCap : 16;
                    const char **names = cap > (1 << 26) ? NULL : realloc(sc->listedName, (size_t)cap * sizeof *names);
                    size_t *lens = names ? realloc(sc->listedLen, (size_t)cap * sizeof *lens) : NULL;
                    int *by = lens ? realloc(sc->listedBy, (size_t)cap * sizeof *by) : NULL;
                    if (names) sc->listedName = names;
                    if (lens) sc->listedLen = lens;
                    if (!by) return fail(j, "out of memory");
                    sc->listedBy = by;
                    sc->listedCap = cap;
                }
                if (!jstring(j, &sc->listedName[sc->listedCount], &sc->listedLen[sc->listedCount])) return 0;
                sc->listedBy[sc->listedCount++] = index;
            }
            if (r2 < 0) return 0;
        }
        else if (!jskip(j)) return 0; /* a member this engine does not know */
        if (seen & bit) return fail(j, "duplicate key");
        seen |= bit;
    }
    if (r < 0) return 0;
    if (seen != F_ALL) return fail(j, "a view is missing a member");
    derive_conversion(v);
    return 1;
}

static size_t name_hash(const char *s, size_t n) {
    size_t h = 2166136261u, i;
    for (i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

/* Index of the view named (s, n), or -1. */
static int find_name(const Scene *sc, const char *s, size_t n) {
    size_t mask = sc->hashSize - 1, h = name_hash(s, n) & mask;
    for (; sc->hash[h]; h = (h + 1) & mask) {
        const View *v = &sc->views[sc->hash[h] - 1];
        if (v->nameLen == n && memcmp(v->name, s, n) == 0) return sc->hash[h] - 1;
    }
    return -1;
}

typedef struct { double level; int index; } WindowKey;

/* Front to back: higher level first; among equal levels, later in the list first. */
static int window_order(const void *l, const void *r) {
    const WindowKey *a = l, *b = r;
    if (a->level != b->level) return a->level > b->level ? -1 : 1;
    return a->index > b->index ? -1 : (a->index < b->index);
}

/* Builds what the walk needs once the views are read. */
static const char *scene_finish(Scene *sc) {
    int i, *fill;
    size_t n = (size_t)sc->count;
    WindowKey *keys;
    sc->children = malloc((n + 1) * sizeof(int));
    sc->windows = malloc((n + 1) * sizeof(int));
    sc->path = malloc((n + 1) * sizeof(int));
    sc->stackView = malloc((n + 1) * sizeof(int));
    sc->stackNext = malloc((n + 1) * sizeof(int));
    sc->stackXY = malloc((2 * n + 2) * sizeof(double));
    sc->insideView = malloc((n + 1) * sizeof(int));
    sc->insideNext = malloc((n + 1) * sizeof(int));
    sc->insideXY = malloc((2 * n + 2) * sizeof(double));
    fill = calloc(n + 1, sizeof(int));
    keys = malloc((n + 1) * sizeof(WindowKey));
    for (sc->hashSize = 16; sc->hashSize < 2 * n; sc->hashSize *= 2) {}
    sc->hash = calloc(sc->hashSize, sizeof(int));
    if (!sc->children || !sc->windows || !sc->path || !sc->stackView || !sc->stackNext || !sc->stackXY
        || !sc->insideView || !sc->insideNext || !sc->insideXY || !fill || !keys || !sc->hash) {
        free(fill); free(keys);
        return "out of memory";
    }
    /* subviews grouped by parent, in list order (back to front) */
    for (i = 0; i < sc->count; i++) {
        sc->views[i].childCount = 0;
        if (sc->views[i].parent >= 0) sc->views[sc->views[i].parent].childCount++;
    }
    for (i = 0; i < sc->count; i++)
        sc->views[i].firstChild = i ? sc->views[i - 1].firstChild + sc->views[i - 1].childCount : 0;
    for (i = 0; i < sc->count; i++) {
        int p = sc->views[i].parent;
        if (p >= 0) sc->children[sc->views[p].firstChild + fill[p]++] = i;
    }
    free(fill);
    /* names, then forwarding targets */
    for (i = 0; i < sc->count; i++) {
        View *v = &sc->views[i];
        size_t mask = sc->hashSize - 1, h;
        if (find_name(sc, v->name, v->nameLen) >= 0) { free(keys); return "duplicate view name"; }
        for (h = name_hash(v->name, v->nameLen) & mask; sc->hash[h]; h = (h + 1) & mask) {}
        sc->hash[h] = i + 1;
    }
    for (i = 0; i < sc->count; i++) {
        View *v = &sc->views[i];
        if (v->pointInside == PI_BOUNDS_OF && v->areaLen > 0) {
            v->areaTarget = find_name(sc, v->areaName, v->areaLen);
            if (v->areaTarget < 0) { free(keys); return "boundsOf names no view of the scene"; }
        }
        if ((v->hitTest != HT_FORWARD && v->hitTest != HT_REDIRECT) || v->forwardLen == 0) continue; /* "": gone */
        v->forwardTarget = find_name(sc, v->forwardName, v->forwardLen);
        if (v->forwardTarget < 0) { free(keys); return "forwardTo or redirectTo names no view of the scene"; }
    }
    for (i = 0; i < sc->listedCount; i++) { /* a name that is not a subview is never asked */
        int t = find_name(sc, sc->listedName[i], sc->listedLen[i]);
        if (t >= 0 && sc->views[t].parent == sc->listedBy[i]) sc->views[t].listed = 1;
    }
    /* windows: the roots with a "window" member that are on screen (a nested or removed one
       only names the window of a hit) */
    sc->windowCount = 0;
    for (i = 0; i < sc->count; i++) {
        if (!sc->views[i].isWindow || !sc->views[i].onScreen || sc->views[i].parent != -1) continue;
        keys[sc->windowCount].level = sc->views[i].level;
        keys[sc->windowCount++].index = i;
    }
    qsort(keys, (size_t)sc->windowCount, sizeof *keys, window_order);
    for (i = 0; i < sc->windowCount; i++) sc->windows[i] = keys[i].index;
    free(keys);
    return NULL;
}

enum { OP_OTHER, OP_SCENE, OP_HIT_TEST };

/* {"op":"scene",…} or {"op":"hitTest",…}: the scene (when one was read) goes to *scene. */
static int parse_message(Json *j, int *op, Scene **scene, double point[2], int *hasPoint) {
    int first = 1, r, sawOp = 0, sawViews = 0;
    const char *key, *s;
    size_t klen, n;
    *op = OP_OTHER;
    *hasPoint = 0;
    if (!expect(j, '{')) return 0;
    while ((r = next_member(j, &first, '}', &key, &klen)) > 0) {
        if (KEY("op")) {
            if (sawOp++) return fail(j, "duplicate key");
            if (!jstring(j, &s, &n)) return 0;
            if (n == 5 && !memcmp(s, "scene", 5)) *op = OP_SCENE;
            else if (n == 7 && !memcmp(s, "hitTest", 7)) *op = OP_HIT_TEST;
        } else if (KEY("point")) {
            if (*hasPoint) return fail(j, "duplicate key");
            if (!jnumbers(j, point, 2)) return 0;
            *hasPoint = 1;
        } else if (KEY("views")) {
            int f2 = 1, cap = 0;
            Scene *sc;
            if (sawViews++) return fail(j, "duplicate key");
            sc = *scene = calloc(1, sizeof(Scene));
            if (!sc || !expect(j, '[')) return sc ? 0 : fail(j, "out of memory");
            while ((r = next_member(j, &f2, ']', NULL, NULL)) > 0) {
                if (sc->count == cap) {
                    View *grown;
                    if (cap > (1 << 26)) return fail(j, "too many views");
                    cap = cap ? 2 * cap : 64;
                    grown = realloc(sc->views, (size_t)cap * sizeof(View));
                    if (!grown) return fail(j, "out of memory");
                    sc->views = grown;
                }
                if (!parse_view(j, sc, &sc->views[sc->count], sc->count)) return 0;
                sc->count++;
            }
            if (r < 0) return 0;
        } else if (!jskip(j)) {
            return 0; /* keyWindow and anything else: not needed to hit-test */
        }
    }
    if (r < 0) return 0;
    ws(j);
    if (j->p != j->end) return fail(j, "trailing characters after the object");
    if (!sawOp) return fail(j, "no \"op\"");
    return 1;
}

/* ---------------------------------------------------------------------------------------
 * The loop: one line in, one line out
 * ------------------------------------------------------------------------------------- */

static void put_string(const char *s, size_t n) {
    size_t i;
    putchar('"');
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') { putchar('\\'); putchar(c); }
        else if (c < 0x20) printf("\\u%04x", c);
        else putchar(c);
    }
    putchar('"');
}

static void answer_error(const char *text) {
    fputs("{\"error\": ", stdout);
    put_string(text, strlen(text));
    fputs("}\n", stdout);
}

/* Reads one line (without its '\n') into a growing, NUL-terminated buffer. Returns 0 at
 * the end of the input, -1 when the line is too long (the rest of it is discarded). getc,
 * not fread: fread would wait for a full block that the other side never sends. */
static int read_line(char **buf, size_t *cap, size_t *len) {
    const size_t maxLine = (size_t)1 << 30;
    int c, tooLong = 0;
    *len = 0;
    while ((c = getc(stdin)) != EOF && c != '\n') {
        if (tooLong) continue;
        if (*len + 2 > *cap) {
            size_t want = *cap ? 2 * *cap : 4096;
            char *grown = want <= maxLine ? realloc(*buf, want) : NULL;
            if (!grown) { tooLong = 1; continue; }
            *buf = grown;
            *cap = want;
        }
        (*buf)[(*len)++] = (char)c;
    }
    if (c == EOF && *len == 0 && !tooLong) return 0;
    if (tooLong) return -1;
    if (!*buf) { /* an empty first line */
        *buf = malloc(1);
        if (!*buf) return -1;
        *cap = 1;
    }
    (*buf)[*len] = '\0';
    return 1;
}

int main(void) {
    Scene *current = NULL;
    char *line = NULL;
    size_t cap = 0, len = 0;
    int status;
    while ((status = read_line(&line, &cap, &len)) != 0) {
        Json j;
        Scene *incoming = NULL;
        int op;
        double point[2];
        int hasPoint, ok;
        if (status < 0) { answer_error("line too long"); fflush(stdout); continue; }
        j.base = j.p = line;
        j.end = line + len;
        j.err[0] = '\0';
        ok = parse_message(&j, &op, &incoming, point, &hasPoint);
        if (!ok) {
            answer_error(j.err[0] ? j.err : "malformed message");
            scene_free(incoming);
        } else if (op == OP_SCENE) {
            const char *why = incoming ? scene_finish(incoming) : "scene without \"views\"";
            if (why) {
                answer_error(why);
                scene_free(incoming);
            } else {
                /* the scene keeps the line its names point into */
                scene_free(current);
                current = incoming;
                current->line = line;
                line = NULL;
                cap = 0;
                fputs("{\"ok\": true}\n", stdout);
            }
        } else if (op == OP_HIT_TEST) {
            int view = -1, window = -1;
            scene_free(incoming);
            if (!hasPoint) answer_error("hitTest without \"point\"");
            else if (!current) answer_error("hitTest before any scene");
            else {
                hit_test(current, point[0], point[1], &view, &window);
                if (view < 0) fputs("{\"view\": null, \"window\": null}\n", stdout);
                else {
                    fputs("{\"view\": ", stdout);
                    put_string(current->views[view].name, current->views[view].nameLen);
                    fputs(", \"window\": ", stdout);
                    put_string(current->views[window].name, current->views[window].nameLen);
                    fputs("}\n", stdout);
                }
            }
        } else {
            scene_free(incoming);
            answer_error("unknown op");
        }
        fflush(stdout);
    }
    scene_free(current);
    free(line);
    return 0;
}

#ifndef CRASTER_H
#define CRASTER_H

/*
 * CRaster: pictures of laid-out screens. librsvg renders the SVG that EpoxySnapshot writes
 * (with real glyphs through fontconfig and FreeType) onto a cairo image surface, and cairo
 * reads and writes PNG files. Swift calls only these functions, never glib or cairo directly.
 */

#include <stddef.h>
#include <stdint.h>

/* Pixels of an image: premultiplied ARGB, one uint32_t each, rows `stride` bytes apart. */
typedef struct epoxy_raster_image {
    int width;
    int height;
    int stride;
    uint32_t *pixels; /* owned: free with epoxy_raster_image_free */
} epoxy_raster_image;

/* Bytes made by this library (PNG data); free with epoxy_raster_free. */
typedef struct epoxy_raster_bytes {
    unsigned char *data;
    size_t length;
} epoxy_raster_bytes;

/* Renders `svg` at `scale` (pixels per point) onto a `width` × `height` point canvas.
   Returns 0 and fills *image, or -1 with a message in `error`. */
int epoxy_raster_render_svg(const char *svg, size_t length, double width, double height, double scale,
                            epoxy_raster_image *image, char *error, size_t error_capacity);

/* Encodes an image as PNG. Returns 0 and fills *png, or -1 with a message. */
int epoxy_raster_encode_png(const epoxy_raster_image *image, epoxy_raster_bytes *png, char *error, size_t error_capacity);

/* Decodes PNG bytes. Returns 0 and fills *image, or -1 with a message. */
int epoxy_raster_decode_png(const unsigned char *data, size_t length, epoxy_raster_image *image,
                            char *error, size_t error_capacity);

/* A blank (transparent) image of that size, for building diffs. Returns 0, or -1 when too large. */
int epoxy_raster_image_create(int width, int height, epoxy_raster_image *image);

void epoxy_raster_image_free(epoxy_raster_image *image);
void epoxy_raster_free(epoxy_raster_bytes *bytes);

#endif

#include "CRaster.h"

#include <librsvg/rsvg.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The largest picture made or read: 16384 pixels a side (a 100,000-point tall screen at 2x is
   refused with a message rather than allocating gigabytes). */
#define EPOXY_RASTER_MAX_SIDE 16384

static void set_error(char *error, size_t capacity, const char *message) {
    if (capacity == 0) return;
    snprintf(error, capacity, "%s", message);
}

/* Copies a cairo image surface's pixels into an image this library owns. */
static int copy_surface(cairo_surface_t *surface, epoxy_raster_image *image, char *error, size_t capacity) {
    cairo_surface_flush(surface);
    int width = cairo_image_surface_get_width(surface);
    int height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    size_t bytes = (size_t)stride * (size_t)height;
    uint32_t *pixels = malloc(bytes ? bytes : 1);
    if (!pixels) {
        set_error(error, capacity, "out of memory for the picture's pixels");
        return -1;
    }
    memcpy(pixels, cairo_image_surface_get_data(surface), bytes);
    image->width = width;
    image->height = height;
    image->stride = stride;
    image->pixels = pixels;
    return 0;
}

int epoxy_raster_image_create(int width, int height, epoxy_raster_image *image) {
    if (width <= 0 || height <= 0 || width > EPOXY_RASTER_MAX_SIDE || height > EPOXY_RASTER_MAX_SIDE) return -1;
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    uint32_t *pixels = calloc((size_t)stride * (size_t)height, 1);
    if (!pixels) return -1;
    image->width = width;
    image->height = height;
    image->stride = stride;
    image->pixels = pixels;
    return 0;
}

int epoxy_raster_render_svg(const char *svg, size_t length, double width, double height, double scale,
                            epoxy_raster_image *image, char *error, size_t capacity) {
    if (!(scale > 0) || !(width > 0) || !(height > 0)) {
        set_error(error, capacity, "the picture needs a positive size and scale");
        return -1;
    }
    double pixel_width = width * scale, pixel_height = height * scale;
    if (pixel_width > EPOXY_RASTER_MAX_SIDE || pixel_height > EPOXY_RASTER_MAX_SIDE) {
        snprintf(error, capacity, "the picture would be %.0f×%.0f pixels; at most %d a side", pixel_width, pixel_height,
                 EPOXY_RASTER_MAX_SIDE);
        return -1;
    }
    GError *gerror = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)svg, length, &gerror);
    if (!handle) {
        set_error(error, capacity, gerror ? gerror->message : "librsvg could not read the SVG");
        if (gerror) g_error_free(gerror);
        return -1;
    }
    int pixels_wide = (int)(pixel_width + 0.5), pixels_high = (int)(pixel_height + 0.5);
    if (pixels_wide < 1) pixels_wide = 1;
    if (pixels_high < 1) pixels_high = 1;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels_wide, pixels_high);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        set_error(error, capacity, cairo_status_to_string(cairo_surface_status(surface)));
        cairo_surface_destroy(surface);
        g_object_unref(handle);
        return -1;
    }
    cairo_t *cr = cairo_create(surface);
    RsvgRectangle viewport = { 0, 0, pixel_width, pixel_height };
    gboolean rendered = rsvg_handle_render_document(handle, cr, &viewport, &gerror);
    cairo_destroy(cr);
    g_object_unref(handle);
    int result = -1;
    if (!rendered) {
        set_error(error, capacity, gerror ? gerror->message : "librsvg could not render the SVG");
        if (gerror) g_error_free(gerror);
    } else {
        result = copy_surface(surface, image, error, capacity);
    }
    cairo_surface_destroy(surface);
    return result;
}

typedef struct png_writer {
    unsigned char *data;
    size_t length;
    size_t capacity;
} png_writer;

static cairo_status_t append(void *closure, const unsigned char *bytes, unsigned int length) {
    png_writer *writer = closure;
    if (writer->length + length > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity * 2 : 65536;
        while (capacity < writer->length + length) capacity *= 2;
        unsigned char *grown = realloc(writer->data, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->length, bytes, length);
    writer->length += length;
    return CAIRO_STATUS_SUCCESS;
}

int epoxy_raster_encode_png(const epoxy_raster_image *image, epoxy_raster_bytes *png, char *error, size_t capacity) {
    cairo_surface_t *surface = cairo_image_surface_create_for_data(
        (unsigned char *)image->pixels, CAIRO_FORMAT_ARGB32, image->width, image->height, image->stride);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        set_error(error, capacity, cairo_status_to_string(cairo_surface_status(surface)));
        cairo_surface_destroy(surface);
        return -1;
    }
    png_writer writer = { NULL, 0, 0 };
    cairo_status_t status = cairo_surface_write_to_png_stream(surface, append, &writer);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        free(writer.data);
        set_error(error, capacity, cairo_status_to_string(status));
        return -1;
    }
    png->data = writer.data;
    png->length = writer.length;
    return 0;
}

typedef struct png_reader {
    const unsigned char *data;
    size_t length;
    size_t offset;
} png_reader;

static cairo_status_t take(void *closure, unsigned char *bytes, unsigned int length) {
    png_reader *reader = closure;
    if (reader->offset + length > reader->length) return CAIRO_STATUS_READ_ERROR;
    memcpy(bytes, reader->data + reader->offset, length);
    reader->offset += length;
    return CAIRO_STATUS_SUCCESS;
}

int epoxy_raster_decode_png(const unsigned char *data, size_t length, epoxy_raster_image *image,
                            char *error, size_t capacity) {
    static const unsigned char signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    if (length < 8 || memcmp(data, signature, 8) != 0) {
        set_error(error, capacity, "not a readable PNG file");
        return -1;
    }
    png_reader reader = { data, length, 0 };
    cairo_surface_t *surface = cairo_image_surface_create_from_png_stream(take, &reader);
    cairo_status_t status = cairo_surface_status(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        /* cairo reports a truncated or corrupt stream as a read error or as running out of memory. */
        set_error(error, capacity, status == CAIRO_STATUS_READ_ERROR || status == CAIRO_STATUS_NO_MEMORY
                                       ? "not a readable PNG file" : cairo_status_to_string(status));
        cairo_surface_destroy(surface);
        return -1;
    }
    int result = -1;
    if (cairo_image_surface_get_width(surface) > EPOXY_RASTER_MAX_SIDE || cairo_image_surface_get_height(surface) > EPOXY_RASTER_MAX_SIDE) {
        set_error(error, capacity, "the PNG is larger than 16384 pixels a side");
    } else if (cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32) {
        /* RGB24 and others are drawn onto an ARGB32 surface so every image has one layout. */
        cairo_surface_t *argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                           cairo_image_surface_get_height(surface));
        cairo_t *cr = cairo_create(argb);
        cairo_set_source_surface(cr, surface, 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
        result = copy_surface(argb, image, error, capacity);
        cairo_surface_destroy(argb);
    } else {
        result = copy_surface(surface, image, error, capacity);
    }
    cairo_surface_destroy(surface);
    return result;
}

void epoxy_raster_image_free(epoxy_raster_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}

void epoxy_raster_free(epoxy_raster_bytes *bytes) {
    free(bytes->data);
    bytes->data = NULL;
    bytes->length = 0;
}

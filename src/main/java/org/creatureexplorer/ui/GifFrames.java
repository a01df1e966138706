package org.creatureexplorer.ui;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.IOException;
import javax.imageio.IIOImage;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;

/**
 * A clip's frames as an animated GIF through ImageIO's writer: one fixed palette for the file
 * (and with every frame, see {@link #frameMetadata}), after the first frame only the rectangle
 * that changed, unchanged pixels transparent, looping for ever.
 */
final class GifFrames {
    /** Index 0 of the palette is "unchanged since the last frame". */
    static final int TRANSPARENT = ClipRecorder.TRANSPARENT;

    private final ImageWriter writer;
    private final ClipPalette colours;

    /** For {@code writer}, whose sequence the caller prepares and ends. */
    GifFrames(ImageWriter writer, ClipPalette colours) {
        this.writer = writer;
        this.colours = colours;
    }

    /**
     * The screen size and the palette, once for the whole file. Without them the writer puts a
     * generic palette of its own in the header and reads every frame's indices against it.
     */
    IIOMetadata streamMetadata(int width, int height) throws IOException {
        IIOMetadata meta = writer.getDefaultStreamMetadata(writer.getDefaultWriteParam());
        String format = "javax_imageio_gif_stream_1.0";
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode screen = child(root, "LogicalScreenDescriptor");
        screen.setAttribute("logicalScreenWidth", Integer.toString(width));
        screen.setAttribute("logicalScreenHeight", Integer.toString(height));
        screen.setAttribute("colorResolution", "8");
        screen.setAttribute("pixelAspectRatio", "0");
        IIOMetadataNode table = child(root, "GlobalColorTable");
        while (table.getLength() > 0) table.removeChild(table.getFirstChild());
        table.setAttribute("sizeOfGlobalColorTable", "256");
        table.setAttribute("backgroundColorIndex", "1");
        table.setAttribute("sortFlag", "FALSE");
        addColourEntries(table, colours);
        try {
            meta.setFromTree(format, root);
        } catch (javax.imageio.metadata.IIOInvalidTreeException e) {
            throw new IOException("GIF header: " + e.getMessage(), e);
        }
        return meta;
    }

    /**
     * Writes one frame: the first whole, each later one as the rectangle that changed since
     * {@code previous}, its unchanged pixels transparent. {@code now} is the frame's palette
     * indices, row by row; {@code delayCs} its display time in hundredths of a second.
     */
    void write(byte[] now, byte[] previous, int w, int h, boolean first, int delayCs) throws IOException {
        int[] area = changedArea(now, previous, w, h);
        BufferedImage frame = indexedFrame(now, previous, w, area);
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata meta = frameMetadata(frame, param, area, previous != null, first, delayCs);
        writer.writeToSequence(new IIOImage(frame, null, meta), param);
    }

    /** {x0, y0, x1, y1}: the whole frame without a previous one, else the rectangle that changed. */
    private static int[] changedArea(byte[] now, byte[] previous, int w, int h) {
        int x0 = 0, y0 = 0, x1 = w - 1, y1 = h - 1;
        if (previous != null) {
            // The rectangle that changed; the rest of the screen keeps the last frame.
            x0 = w; y0 = h; x1 = -1; y1 = -1;
            for (int y = 0; y < h; y++) {
                int row = y * w;
                for (int x = 0; x < w; x++) {
                    if (now[row + x] != previous[row + x]) {
                        if (x < x0) x0 = x;
                        if (x > x1) x1 = x;
                        if (y < y0) y0 = y;
                        y1 = y;
                    }
                }
            }
            if (x1 < 0) { x0 = 0; y0 = 0; x1 = 0; y1 = 0; } // nothing moved: one transparent pixel keeps the timing
        }
        return new int[] {x0, y0, x1, y1};
    }

    /** The area's pixels as an indexed image, those unchanged since {@code previous} transparent. */
    private BufferedImage indexedFrame(byte[] now, byte[] previous, int w, int[] area) {
        int x0 = area[0], y0 = area[1], x1 = area[2], y1 = area[3];
        int fw = x1 - x0 + 1;
        int fh = y1 - y0 + 1;
        BufferedImage frame = new BufferedImage(fw, fh, BufferedImage.TYPE_BYTE_INDEXED, colours.model);
        byte[] data = ((DataBufferByte) frame.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < fh; y++) {
            int src = (y + y0) * w + x0;
            for (int x = 0; x < fw; x++) {
                byte v = now[src + x];
                data[y * fw + x] = previous != null && previous[src + x] == v ? (byte) TRANSPARENT : v;
            }
        }
        return frame;
    }

    /** A frame's metadata: kept under the next, its place, delay, transparency and palette; the first also loops the clip. */
    private IIOMetadata frameMetadata(BufferedImage frame, ImageWriteParam param, int[] area, boolean transparent, boolean first,
                                      int delayCs) throws IOException {
        int x0 = area[0], y0 = area[1];
        int fw = frame.getWidth();
        int fh = frame.getHeight();
        IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(frame), param);
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", transparent ? "TRUE" : "FALSE");
        control.setAttribute("transparentColorIndex", Integer.toString(TRANSPARENT));
        control.setAttribute("delayTime", Integer.toString(delayCs));
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", Integer.toString(x0));
        descriptor.setAttribute("imageTopPosition", Integer.toString(y0));
        descriptor.setAttribute("imageWidth", Integer.toString(fw));
        descriptor.setAttribute("imageHeight", Integer.toString(fh));
        descriptor.setAttribute("interlaceFlag", "FALSE");
        // The palette goes with every frame: ImageIO's GIF writer keeps its own generic global
        // table whatever the stream metadata says, so a frame without a local table would be
        // read against that. 768 bytes a frame.
        IIOMetadataNode local = child(root, "LocalColorTable");
        while (local.getLength() > 0) local.removeChild(local.getFirstChild());
        local.setAttribute("sizeOfLocalColorTable", "256");
        local.setAttribute("sortFlag", "FALSE");
        addColourEntries(local, colours);
        if (first) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0}); // loop for ever
            apps.appendChild(loop);
        }
        meta.setFromTree(format, root);
        return meta;
    }

    /** The 256 entries of the clip's palette, as a GIF colour table (global or a frame's local one) lists them. */
    private static void addColourEntries(IIOMetadataNode table, ClipPalette colours) {
        for (int i = 0; i < 256; i++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString(colours.model.getRed(i)));
            entry.setAttribute("green", Integer.toString(colours.model.getGreen(i)));
            entry.setAttribute("blue", Integer.toString(colours.model.getBlue(i)));
            table.appendChild(entry);
        }
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equals(name)) return (IIOMetadataNode) root.item(i);
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}

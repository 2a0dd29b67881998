// Build-time tool: renders the SVG app icon to the PNG sizes of the hicolor icon theme, so
// building a package needs neither rsvg-convert nor Inkscape.
//   trainplan-render-icon ICON.svg OUTDIR NAME SIZE...  ->  OUTDIR/SIZExSIZE/apps/NAME.png

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 5) {
        err << "usage: trainplan-render-icon ICON.svg OUTDIR NAME SIZE..." << Qt::endl;
        return 2;
    }
    QSvgRenderer renderer(args[1]);
    if (!renderer.isValid()) {
        err << "trainplan-render-icon: cannot read " << args[1] << Qt::endl;
        return 1;
    }
    for (int i = 4; i < args.size(); ++i) {
        bool ok = false;
        const int size = args[i].toInt(&ok);
        if (!ok || size <= 0 || size > 4096) {
            err << "trainplan-render-icon: bad size " << args[i] << Qt::endl;
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            renderer.render(&painter);
        }
        const QString dir = QStringLiteral("%1/%2x%2/apps").arg(args[2]).arg(size);
        const QString file = QStringLiteral("%1/%2.png").arg(dir, args[3]);
        if (!QDir().mkpath(dir) || !image.save(file)) {
            err << "trainplan-render-icon: cannot write " << file << Qt::endl;
            return 1;
        }
    }
    return 0;
}

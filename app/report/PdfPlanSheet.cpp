#include "report/PdfPlanSheet.h"

#include "core/AtomicFile.h"
#include "report/HanFont.h"

#include <QAbstractTextDocumentLayout>
#include <QFileInfo>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <memory>

bool PdfPlanSheet::write(const QString &path, const tp::Plan &plan, const tp::Candidate &candidate,
                         const tp::Catalog &catalog, const PlanSheetDocument::Options &options,
                         QString *error)
{
    // a device, FIFO or socket is not replaced by a file (QSaveFile would rename over it)
    if (const std::string why = tp::replaceProblem(path.toStdString()); !why.empty()) {
        if (error)
            *error = tr("cannot write %1: %2")
                         .arg(QFileInfo(path).absoluteFilePath(), QString::fromStdString(why));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("cannot write %1: %2").arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(18, 16, 18, 16), QPageLayout::Millimeter);
        pdf.setResolution(300);
        pdf.setTitle(tr("TrainPlan plan sheet"));
        pdf.setCreator(QStringLiteral("TrainPlan"));

        std::unique_ptr<QTextDocument> doc(PlanSheetDocument::build(plan, candidate, catalog, options));
        // lay the document out on the printable area in device pixels, then page through it
        const QRect page = pdf.pageLayout().paintRectPixels(pdf.resolution());
        doc->setPageSize(QSizeF(page.width(), page.height()));
        // QTextDocument sizes fonts in points at the screen's dpi; scale to the writer's
        // Han glyphs in the sheet's language's forms, whatever the system locale
        QFont font = HanFont::withFallback(doc->defaultFont(), options.locale);
        font.setPointSizeF(9);
        doc->setDefaultFont(font);
        doc->documentLayout()->setPaintDevice(&pdf);
        doc->setPageSize(QSizeF(page.width(), page.height()));

        QPainter painter;
        if (!painter.begin(&pdf)) {
            file.cancelWriting();
            if (error)
                *error = tr("cannot start the PDF writer for %1").arg(path);
            return false;
        }
        const int pages = doc->pageCount();
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                pdf.newPage();
            painter.save();
            painter.translate(0, -i * page.height());
            const QRectF clip(0, i * page.height(), page.width(), page.height());
            doc->drawContents(&painter, clip);
            painter.restore();
        }
        painter.end();
    }
    if (!file.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(QFileInfo(path).absoluteFilePath(), file.errorString());
        return false;
    }
    return true;
}

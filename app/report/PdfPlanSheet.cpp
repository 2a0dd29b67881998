#include "report/PdfPlanSheet.h"

#include "report/CjkFontFallback.h"
#include "report/PdfTextLayer.h"
#include "text/SaveFile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <memory>

bool PdfPlanSheet::write(const QString &path, const tp::Plan &plan, const tp::Candidate &candidate,
                         const tp::Catalog &catalog, const PlanSheetDocument::Options &options,
                         QString *error)
{
    const auto render = [&](QIODevice &file, QString *why) {
        // made in memory first: its text layer is mended before the bytes reach the file
        QBuffer made;
        made.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&made);
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
        QFont font = CjkFontFallback::withFallback(doc->defaultFont(), options.locale);
        font.setPointSizeF(9);
        doc->setDefaultFont(font);
        doc->documentLayout()->setPaintDevice(&pdf);
        doc->setPageSize(QSizeF(page.width(), page.height()));

        QPainter painter;
        if (!painter.begin(&pdf)) {
            *why = tr("cannot start the PDF writer");
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
        const QByteArray bytes = PdfTextLayer::withDrawnCharacters(made.data(), doc->toPlainText(),
                                                                   CjkFontFallback::families(options.locale));
        if (file.write(bytes) != bytes.size()) {
            *why = file.errorString();
            return false;
        }
        return true;
    };
    return SaveFile::write(path, render, error);
}

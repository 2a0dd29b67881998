#pragma once

#include "text/PlanSheetText.h"

#include <QString>

// The plan sheet's words (PlanSheetText) laid out as HTML: one writer for the screen's text
// browser and the PDF's document, which differ only in the style below.
class PlanSheetHtml
{
public:
    struct Style
    {
        const char *heading = "h2";        // a section's title
        const char *detailClass = "small"; // small print: a price's basis, advice's reason
        bool bulletList = false;           // list sections as <ul> (screen) or "•" paragraphs (PDF)
        bool colouredTones = false;        // classes ok/bad/warn for tones (screen); else bold only
        const char *tableAttributes = "";
    };

    static QString part(const PlanSheetText::Part &part, const Style &style);
    // `html` in its tone: a total in bold; a verdict, problem or caution coloured or bold.
    static QString toned(const QString &html, tp::SheetTone tone, const Style &style);
};

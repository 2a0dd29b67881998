#pragma once

#include <QLabel>

// Labels of text a user reads and may want to copy into a question or a report: figures, status
// lines, errors. They wrap, and the mouse selects their text. The object name is for tests and
// the accessibility tree.
class TextLabels
{
public:
    static QLabel *selectable(const char *objectName);
};

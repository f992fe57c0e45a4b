#include "widgets/common/undo_shortcut.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace memledger::widgets {

namespace {

// Within `window` across floating docks (QWidget::isAncestorOf stops at a window).
bool inside(const QWidget* window, const QWidget* widget)
{
    for (; widget; widget = widget->parentWidget())
        if (widget == window)
            return true;
    return false;
}

// A text field of its own (not a spin box's) with text history in this direction.
bool hasOwnTextHistory(const QWidget* widget, bool undo)
{
    if (const auto* line = qobject_cast<const QLineEdit*>(widget)) {
        if (qobject_cast<const QAbstractSpinBox*>(line->parentWidget()) || line->isReadOnly())
            return false;
        return undo ? line->isUndoAvailable() : line->isRedoAvailable();
    }
    if (const auto* text = qobject_cast<const QTextEdit*>(widget))
        return !text->isReadOnly() && (undo ? text->document()->isUndoAvailable() : text->document()->isRedoAvailable());
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget))
        return !plain->isReadOnly() && (undo ? plain->document()->isUndoAvailable() : plain->document()->isRedoAvailable());
    return false;
}

class UndoShortcutRouter : public QObject {
public:
    explicit UndoShortcutRouter(QWidget* window) : QObject(window), m_window(window) {}

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
            return false;
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool undo = key->matches(QKeySequence::Undo);
        if (!undo && !key->matches(QKeySequence::Redo))
            return false;
        auto* widget = static_cast<QWidget*>(watched);
        if (!inside(m_window, widget) || hasOwnTextHistory(widget, undo))
            return false;
        // Not overridden: the window's Undo / Redo shortcut fires instead of the editor's.
        event->ignore();
        return true;
    }

private:
    QWidget* m_window;
};

}  // namespace

void routeUndoShortcuts(QWidget* window)
{
    qApp->installEventFilter(new UndoShortcutRouter(window));
}

}  // namespace memledger::widgets
